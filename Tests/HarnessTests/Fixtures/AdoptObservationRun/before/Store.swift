import Foundation
import SwiftUI

/// Six published properties, one of which a timer ticks: every observer runs on every tick.
@MainActor
final class RunStore: ObservableObject {
  @Published var elapsed = 0
  @Published var title = "Morning run"
  @Published var distance = 0.0
  @Published var pace = 0.0
  @Published var isPaused = false
  @Published var note = ""

  /// Starts the timer that calls `tick()`.
  func start() {
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  func tick() {
    elapsed += 1
  }

  func record(distance: Double) {
    self.distance = distance
    pace = distance / Double(max(elapsed, 1))
  }

  func pause() {
    isPaused.toggle()
    note = isPaused ? "paused" : ""
  }
}
