import SwiftUI

/// The full-screen player: what is playing, how far along, and the controls.
struct NowPlayingScreen: View {
  let player: Player

  var body: some View {
    VStack(spacing: 16) {
      TrackTitle(track: player.track)
      TrackDetails(track: player.track)
      ProgressLabel(elapsed: player.elapsed, duration: player.track.duration)
      PlaybackControls(player: player)
    }
    .padding()
  }
}

/// Shows only the title and artist, yet takes the whole track: it updates whenever anything
/// in the track changes, such as the play count on every tick.
struct TrackTitle: View {
  let track: Track

  var body: some View {
    VStack {
      Text(track.title)
        .font(.title)
        .bold()
      Text(track.artist)
        .foregroundStyle(.secondary)
    }
  }
}

/// Reads four fields of the track; passing them one by one would not make it simpler.
struct TrackDetails: View {
  let track: Track

  var body: some View {
    HStack {
      Text("\(track.artist) — \(track.album)")
      Spacer()
      Text("\(track.playCount) plays")
      Text(Track.formatted(seconds: track.duration))
    }
    .font(.footnote)
    .accessibilityLabel("\(track.artist), \(track.album), \(track.playCount) plays, \(Track.formatted(seconds: track.duration))")
  }
}

struct ProgressLabel: View {
  let elapsed: Int
  let duration: Int

  var body: some View {
    Text("\(Track.formatted(seconds: elapsed)) / \(Track.formatted(seconds: duration))")
      .monospacedDigit()
  }
}

/// Reads several properties of the player; each is tracked on its own, so the controls do not
/// update when the timer ticks.
struct PlaybackControls: View {
  @Bindable var player: Player

  var body: some View {
    HStack {
      Button {
        player.togglePlayback()
      } label: {
        Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
      }
      .accessibilityLabel(player.isPlaying ? "Pause" : "Play")
      Toggle("Shuffle", isOn: $player.isShuffling)
      Slider(value: $player.volume, in: 0...1)
    }
  }
}
