@_spi(NarrowHarness) import SwiftUI

/// Five ticks, a recording and a pause; last, the pause flag is set to the value it has.
@MainActor
func makeScenario() -> Scenario {
  let store = RunStore()
  return Scenario(root: RunApp(store: store)) {
    Scenario.Step.repeated("tick", times: 5) { store.tick() }
    Scenario.Step("record") { store.record(distance: 1.2) }
    Scenario.Step("pause") { store.pause() }
    Scenario.Step("still paused") { store.isPaused = true }
  }
}
