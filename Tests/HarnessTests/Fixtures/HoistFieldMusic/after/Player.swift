import Foundation
import SwiftUI

struct Track: Identifiable, Hashable {
  let id: Int
  var title: String
  var artist: String
  var duration: Int
}

/// A timer calls `tick()` every second while playing.
@MainActor
@Observable
final class Player {
  var track: Track
  /// Seconds listened, credited while the track plays.
  var listenedSeconds: Int = 0
  var isPlaying = true

  init(track: Track) {
    self.track = track
  }

  /// Starts the timer that calls `tick()`.
  func start() {
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  func tick() {
    guard isPlaying else { return }
    listenedSeconds += 1
  }

  func play(_ next: Track) {
    track = next
    listenedSeconds = 0
    isPlaying = true
  }
}
