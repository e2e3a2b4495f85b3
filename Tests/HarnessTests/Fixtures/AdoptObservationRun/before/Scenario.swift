@_spi(NarrowHarness) import SwiftUI

/// Five ticks, a recording and a pause; then the pause flag is set to the value it has, and
/// last it is cleared.
@MainActor
func makeScenario() -> Scenario {
  let store = RunStore()
  return Scenario(root: RunApp(store: store)) {
    Scenario.Step.repeated("tick", times: 5) { store.tick() }
    Scenario.Step("record") { store.record(distance: 1.2) }
    Scenario.Step("pause") { store.pause() }
    Scenario.Step("still paused") { store.isPaused = true }
    Scenario.Step("resume") { store.isPaused = false }
  }
}
