@_spi(NarrowHarness) import SwiftUI

/// The coach holds the step counter: a bump runs the steps label, and the simulation names the
/// laps label too, since the coach may hold either counter.
@MainActor
func makeScenario() -> Scenario {
  let steps = StepCounter()
  let laps = LapCounter()
  let coach = Coach(counter: steps)
  return Scenario(root: CounterScreen(steps: steps, laps: laps)) {
    Scenario.Step("bump") { coach.bump() }
  }
}
