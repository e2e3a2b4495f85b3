@_spi(NarrowHarness) import SwiftUI

/// Two bumps, each announced with objectWillChange.send().
@MainActor
func makeScenario() -> Scenario {
  let counter = Counter()
  return Scenario(root: CounterScreen(counter: counter)) {
    Scenario.Step.repeated("bump", times: 2) { counter.bump() }
  }
}
