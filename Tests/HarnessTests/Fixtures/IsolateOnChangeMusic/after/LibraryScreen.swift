import SwiftUI

/// The whole library. It does not show what is playing; it reads the current track only to
/// record each new one in the history.
struct LibraryScreen: View {
  let tracks: [Track]
  let player: Player
  let history: PlayHistory

  var body: some View {
    List {
      ForEach(tracks) { track in
        LibraryRow(title: track.title, artist: track.artist)
      }
    }
    .modifier(TrackIDChangeModifier(player: player, history: history))
  }
}

private struct TrackIDChangeModifier: ViewModifier {
  let player: Player
  let history: PlayHistory

  func body(content: Content) -> some View {
    content.onChange(of: player.track.id) { _, id in
      history.recordPlay(of: id)
    }
  }
}

struct LibraryRow: View {
  let title: String
  let artist: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
      Text(artist)
        .foregroundStyle(.secondary)
    }
  }
}
