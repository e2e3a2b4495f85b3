import SwiftUI

struct NowPlayingScreen: View {
  let player: Player

  var body: some View {
    VStack {
      TrackHeader(player: player)
      ListenedLabel(player: player)
      MiniPlayer(player: player)
    }
  }
}

/// Reads the title and artist through `player.track`: today every tick re-runs it.
struct TrackHeader: View {
  let player: Player

  var body: some View {
    VStack {
      Text(player.track.title)
        .font(.title)
      Text(player.track.artist)
        .foregroundStyle(.secondary)
    }
  }
}

struct ListenedLabel: View {
  let player: Player

  var body: some View {
    Text("\(player.listenedSeconds) of \(player.track.duration) s")
      .monospacedDigit()
  }
}

struct MiniPlayer: View {
  let player: Player

  var body: some View {
    HStack {
      Text(player.track.title)
      Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
    }
  }
}
