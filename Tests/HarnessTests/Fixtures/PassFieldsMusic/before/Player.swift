import Foundation
import SwiftUI

struct Track: Identifiable, Hashable {
  let id: Int
  var title: String
  var artist: String
  var album: String
  var duration: Int
  var playCount: Int
}

@MainActor
@Observable
final class Player {
  var track: Track
  var elapsed = 0
  var isPlaying = true
  var volume = 0.8

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
    elapsed += 1
    track.playCount += 1
  }
}
