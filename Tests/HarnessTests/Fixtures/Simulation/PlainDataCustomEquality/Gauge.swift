import SwiftUI

/// Plain data whose hand-written == leaves out when it was sampled.
struct Reading: Equatable {
  var level: Int
  var sampledAt: Int

  static func == (lhs: Reading, rhs: Reading) -> Bool { lhs.level == rhs.level }
}

@Observable
final class Gauge {
  var reading = Reading(level: 3, sampledAt: 0)

  /// Samples again: the level stays, the time moves on.
  func sample() { reading.sampledAt += 1 }
}

struct GaugeScreen: View {
  let gauge: Gauge
  var body: some View {
    VStack {
      Text("Gauge")
      LevelLabel(reading: gauge.reading)
    }
  }
}

/// Shows only the level, yet runs at every sample: SwiftUI compares plain data bit by bit, not
/// with its ==.
struct LevelLabel: View {
  let reading: Reading
  var body: some View {
    Text("Level \(reading.level)")
  }
}
