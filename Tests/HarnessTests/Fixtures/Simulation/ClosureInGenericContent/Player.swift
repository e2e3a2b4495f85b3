import SwiftUI

@Observable
final class Player {
  var elapsed = 0
  var skipped = 0

  func tick() { elapsed += 1 }
  func skip() { skipped += 1 }
}

struct PlayerScreen: View {
  let player: Player
  var body: some View {
    VStack {
      Text("\(player.elapsed) s")
      Card(title: "Actions") {
        Menu("More") {
          Button("Skip") { player.skip() }
        }
      }
      Card(title: "About") {
        Text("Recorded live")
      }
    }
  }
}

/// Generic over its content: the menu built in the screen's body holds a closure, so the card
/// runs whenever the screen does.
struct Card<Content: View>: View {
  let title: String
  @ViewBuilder let content: Content
  var body: some View {
    VStack {
      Text(title)
      content
    }
  }
}
