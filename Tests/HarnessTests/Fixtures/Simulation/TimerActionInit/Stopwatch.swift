import Foundation
import SwiftUI

@MainActor
@Observable
final class Stopwatch {
  var elapsed: Int
  var laps: [Int] = []

  /// Setting the first value builds the stopwatch: no view shows it yet.
  init(elapsed: Int = 0) {
    self.elapsed = elapsed
  }

  func start() {
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  func tick() { elapsed += 1 }
  func reset() { elapsed = 0 }
  func lap() { laps.append(elapsed) }
}

struct StopwatchScreen: View {
  let stopwatch: Stopwatch
  var body: some View {
    VStack {
      Text("\(stopwatch.elapsed) s")
      Button("Reset") { stopwatch.reset() }
      Button("Lap") { stopwatch.lap() }
      LapList(laps: stopwatch.laps)
    }
  }
}

struct LapList: View {
  let laps: [Int]
  var body: some View { Text("\(laps.count) laps") }
}
