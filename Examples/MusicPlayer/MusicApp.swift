import SwiftUI

/// The library with the mini player under it and the now-playing screen.
struct MusicApp: View {
  let player: Player
  let library: Library

  var body: some View {
    VStack {
      LibraryView(library: library)
      MiniPlayer(player: player)
      NowPlayingScreen(player: player)
    }
  }
}
