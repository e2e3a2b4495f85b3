@_spi(NarrowHarness) import SwiftUI

/// Four progress reports of one download, one of another, a pause, one more report; then the
/// downloads are set to the value they have, and last a download is added on top.
@MainActor
func makeScenario() -> Scenario {
  let manager = DownloadManager()
  return Scenario(root: DownloadsScreen(manager: manager), visibleListRows: 8) {
    (1...4).map { tick in Scenario.Step("download 2 at \(tick * 25) %") { manager.report(Double(tick) / 4, for: 2) } }
    Scenario.Step("download 5 at 10 %") { manager.report(0.1, for: 5) }
    Scenario.Step("pause") { manager.togglePause() }
    Scenario.Step("download 5 at 20 %") { manager.report(0.2, for: 5) }
    Scenario.Step("same downloads") { manager.downloads = manager.downloads }
    Scenario.Step("new download on top") { manager.downloads.insert(Download(id: 13, name: "Episode 13"), at: 0) }
  }
}
