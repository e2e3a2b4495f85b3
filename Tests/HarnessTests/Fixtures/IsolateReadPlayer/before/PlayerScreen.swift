import SwiftUI

struct PlayerScreen: View {
  let player: Player

  var body: some View {
    VStack {
      Text(player.title)
      Text("\(player.currentTime) s")
      List {
        ForEach(player.queue, id: \.self) { song in
          Text(song)
        }
      }
    }
  }
}
