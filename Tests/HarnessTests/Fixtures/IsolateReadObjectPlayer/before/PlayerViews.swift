import SwiftUI

struct PlayerScreen: View {
  @ObservedObject var player: Player
  @State private var queue = ["Freddie Freeloader", "Blue in Green", "All Blues", "Flamenco Sketches"]

  var body: some View {
    VStack {
      Text("\(Int(player.currentTime)) s")
        .monospacedDigit()
      List {
        ForEach(queue, id: \.self) { title in
          Text(title)
        }
      }
      Button("Start") { player.start() }
    }
  }
}
