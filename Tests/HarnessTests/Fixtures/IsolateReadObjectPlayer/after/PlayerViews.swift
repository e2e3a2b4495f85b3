import SwiftUI

struct PlayerScreen: View {
  var player: Player
  @State private var queue = ["Freddie Freeloader", "Blue in Green", "All Blues", "Flamenco Sketches"]

  var body: some View {
    VStack {
      PlayerScreenCurrentTime(player: player)
      List {
        ForEach(queue, id: \.self) { title in
          Text(title)
        }
      }
      Button("Start") { player.start() }
    }
  }
}

/// Reads Player.currentTime in a body of its own, so that its changes run this view instead of PlayerScreen.
private struct PlayerScreenCurrentTime: View {
  @ObservedObject var player: Player

  var body: some View {
    Text("\(Int(player.currentTime)) s")
      .monospacedDigit()
  }
}
