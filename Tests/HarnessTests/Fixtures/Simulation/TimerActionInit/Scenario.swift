@_spi(NarrowHarness) import SwiftUI

/// The timer fires three times, then the user resets and takes a lap.
@MainActor
func makeScenario() -> Scenario {
  let stopwatch = Stopwatch()
  return Scenario(root: StopwatchScreen(stopwatch: stopwatch)) {
    Scenario.Step.repeated("tick", times: 3) { stopwatch.tick() }
    Scenario.Step("reset") { stopwatch.reset() }
    Scenario.Step("lap") { stopwatch.lap() }
  }
}
