import SwiftUI

struct NowPlayingScreen: View {
  let player: Player

  var body: some View {
    VStack {
      TrackTitle(title: player.track.title)
      Text("\(player.track.playCount) plays")
      Text("\(player.elapsed) s")
      PlaybackControls(player: player)
    }
  }
}

struct TrackTitle: View {
  let title: String

  var body: some View {
    Text(title)
      .font(.title)
  }
}

struct PlaybackControls: View {
  @Bindable var player: Player

  var body: some View {
    HStack {
      Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
      Slider(value: $player.volume)
    }
  }
}
