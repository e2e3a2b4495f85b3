import Foundation
import SwiftUI

/// Eight published properties; a timer ticks the playback time twice a second, so every
/// observer of the player runs twice a second.
@MainActor
final class Player: ObservableObject {
  @Published var currentTime = 0.0
  @Published var title = "So What"
  @Published var artist = "Miles Davis"
  @Published var queue = ["Freddie Freeloader", "Blue in Green", "All Blues"]
  @Published var volume = 0.5
  @Published var isShuffled = false
  @Published var repeatsAll = false
  @Published var isPlaying = true

  /// Starts the timer that calls `tick()`.
  func start() {
    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  func tick() {
    guard isPlaying else { return }
    currentTime += 0.5
  }

  func shuffle() {
    isShuffled.toggle()
  }
}
