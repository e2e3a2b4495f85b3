@_spi(NarrowHarness) import SwiftUI

/// Five reports of download 7, one of download 3 and one of download 15 (off screen); last, a
/// report of the value download 3 has.
@MainActor
func makeScenario() -> Scenario {
  let store = DownloadStore()
  return Scenario(root: DownloadList(store: store), visibleListRows: 10) {
    (1...5).map { tick in Scenario.Step("download 7 at \(tick * 20) %") { store.report(Double(tick) / 5, for: 7) } }
    Scenario.Step("download 3 at 50 %") { store.report(0.5, for: 3) }
    Scenario.Step("download 15 at 10 %") { store.report(0.1, for: 15) }
    Scenario.Step("download 3 again at 50 %") { store.report(0.5, for: 3) }
  }
}
