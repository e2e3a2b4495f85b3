import SwiftUI

struct PlayerScreen: View {
  @EnvironmentObject var player: Player

  var body: some View {
    VStack {
      Text(player.title)
      Text(player.artist)
        .foregroundStyle(.secondary)
      Text(player.isShuffled ? "Shuffled" : "In order")
      Text("Volume \(Int(player.volume * 100)) %")
      TimeLabel()
      List {
        ForEach(player.queue, id: \.self) { title in
          Text(title)
        }
      }
    }
  }
}

struct TimeLabel: View {
  @EnvironmentObject var player: Player

  var body: some View {
    Text("\(Int(player.currentTime)) s")
      .monospacedDigit()
  }
}
