import SwiftUI

struct PlayerScreen: View {
  let player: Player

  var body: some View {
    VStack {
      SongTitle(song: player.song)
      Text("played \(player.song.playCount) times")
    }
    .onReceive(Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()) { _ in player.tick() }
  }
}

struct SongTitle: View {
  let song: Song

  var body: some View {
    Text(song.title).font(.headline)
  }
}

struct SettingsRow: View {
  let label: String
  let color: Color

  var body: some View {
    Text(label).foregroundStyle(color)
  }
}
