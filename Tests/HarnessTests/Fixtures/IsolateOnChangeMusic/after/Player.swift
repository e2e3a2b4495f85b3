import Foundation
import SwiftUI

struct Track: Identifiable, Hashable {
  let id: Int
  var title: String
  var artist: String
  var playCount: Int
}

/// A timer calls `tick()` every second; the play count moves with it.
@MainActor
@Observable
final class Player {
  var track: Track
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
    track.playCount += 1
  }

  func play(_ next: Track) {
    track = next
  }
}

/// Remembers which tracks were played, for the "recently played" shelf.
final class PlayHistory {
  private(set) var playedIDs: [Int] = []

  func recordPlay(of id: Int) {
    playedIDs.append(id)
  }
}
