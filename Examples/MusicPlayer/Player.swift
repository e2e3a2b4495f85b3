import Foundation
import SwiftUI

/// Plays one track at a time; a timer calls `tick()` every second while playing.
@MainActor
@Observable
final class Player {
  var track: Track
  /// Seconds played of the current track.
  var elapsed = 0
  var isPlaying = true
  var volume = 0.8
  var isShuffling = false

  init(track: Track) {
    self.track = track
  }

  /// Starts the timer that calls `tick()`.
  func start() {
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  /// One second of playback. Listening time is credited to the track as it plays, so its play
  /// count moves with the timer.
  func tick() {
    guard isPlaying else { return }
    elapsed += 1
    track.playCount += 1
  }

  func togglePlayback() {
    isPlaying.toggle()
  }
}

/// The user's tracks.
@Observable
final class Library {
  var tracks: [Track]

  init(tracks: [Track]) {
    self.tracks = tracks
  }

  func recordPlay(of trackID: Track.ID) {
    guard let index = tracks.firstIndex(where: { $0.id == trackID }) else { return }
    tracks[index].playCount += 1
  }
}
