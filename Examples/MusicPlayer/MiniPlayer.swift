import SwiftUI

/// The bar above the tab bar. It reads the title through `player.track`, which is one
/// dependency, so it also updates every time the play count inside the track changes.
struct MiniPlayer: View {
  let player: Player

  var body: some View {
    HStack {
      Text(player.track.title)
        .lineLimit(1)
      Spacer()
      Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
    }
    .padding(.horizontal)
  }
}
