@_spi(NarrowHarness) import SwiftUI

/// Three samples that change only the time the reading was taken.
@MainActor
func makeScenario() -> Scenario {
  let gauge = Gauge()
  return Scenario(root: GaugeScreen(gauge: gauge)) {
    Scenario.Step.repeated("sample", times: 3) { gauge.sample() }
  }
}
