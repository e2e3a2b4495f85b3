import SwiftUI

struct PlayerScreen: View {
  let player: Player

  var body: some View {
    VStack {
      Text(player.title)
      PlayerScreenCurrentTime(player: player)
      List {
        ForEach(player.queue, id: \.self) { song in
          Text(song)
        }
      }
    }
  }
}

/// Reads Player.currentTime in a body of its own, so that its changes run this view instead of PlayerScreen.
private struct PlayerScreenCurrentTime: View {
  let player: Player

  var body: some View {
    Text("\(player.currentTime) s")
  }
}
