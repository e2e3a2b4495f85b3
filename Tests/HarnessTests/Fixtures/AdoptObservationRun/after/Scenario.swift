@_spi(NarrowHarness) import SwiftUI

@MainActor
func makeScenario() -> Scenario {
  let store = RunStore()
  return Scenario(root: RunApp(store: store)) {
    Scenario.Step.repeated("tick", times: 5) { store.tick() }
    Scenario.Step("record") { store.record(distance: 1.2) }
    Scenario.Step("pause") { store.pause() }
  }
}
