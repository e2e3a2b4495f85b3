@_spi(NarrowHarness) import SwiftUI

/// Progress reports, a removal and one more report; then the downloads are set to the value they
/// have, and last a download is added on top.
@MainActor
func makeScenario() -> Scenario {
  let store = DownloadStore()
  return Scenario(root: DownloadList(store: store), visibleListRows: 10) {
    (1...5).map { tick in Scenario.Step("download 7 at \(tick * 20) %") { store.report(Double(tick) / 5, for: 7) } }
    Scenario.Step("download 3 at 50 %") { store.report(0.5, for: 3) }
    Scenario.Step("download 7 removed") { store.remove(7) }
    Scenario.Step("download 8 at 10 %") { store.report(0.1, for: 8) }
    Scenario.Step("same downloads") { store.downloads = store.downloads }
    Scenario.Step("new download on top") { store.downloads.insert(Download(id: 21, name: "File 21"), at: 0) }
  }
}
