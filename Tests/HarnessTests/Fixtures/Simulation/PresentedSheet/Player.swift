import SwiftUI

@Observable
final class Player {
  var elapsed = 0
  var showsQueue = false

  func tick() { elapsed += 1 }
  func openQueue() { showsQueue = true }
  func closeQueue() { showsQueue = false }
}

struct PlayerScreen: View {
  @Bindable var player: Player
  var body: some View {
    VStack {
      Text("\(player.elapsed) s")
    }
    .sheet(isPresented: $player.showsQueue) {
      QueueSheet(player: player)
    }
  }
}

/// Built only while the sheet is shown: a tick runs it then, and not before.
struct QueueSheet: View {
  let player: Player
  var body: some View {
    Text("Queue at \(player.elapsed) s")
  }
}
