import Foundation
import SwiftUI

/// A player below iOS 17: a timer ticks the playback time twice a second, and every observer of
/// the player runs for each tick.
@MainActor
final class Player: ObservableObject {
  @Published var currentTime = 0.0
  @Published var title = "So What"

  /// Starts the timer that calls `tick()`.
  func start() {
    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  func tick() {
    currentTime += 0.5
  }
}
