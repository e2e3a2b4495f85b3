@_spi(NarrowHarness) import SwiftUI

/// Five ticks, mail and a sync; then the clock is set to the value it has, and last
/// to another.
@MainActor
func makeScenario() -> Scenario {
  let store = Store()
  return Scenario(root: InboxApp(store: store)) {
    Scenario.Step.repeated("tick", times: 5) { store.tick() }
    Scenario.Step("mail") { store.receive(["Hello", "Invoice"]) }
    Scenario.Step("sync") { store.setSyncing(true) }
    Scenario.Step("synced") { store.setSyncing(false) }
    Scenario.Step("same time") { store.elapsed = store.elapsed }
    Scenario.Step("set time") { store.elapsed = 99 }
  }
}
