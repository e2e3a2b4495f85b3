@_spi(NarrowHarness) import SwiftUI

/// The first poll fills the list; five polls find it unchanged; one download finishes and the
/// next poll brings that change.
@MainActor
func makeScenario() -> Scenario {
  let store = DownloadStore()
  return Scenario(root: DownloadsWindow(store: store)) {
    Scenario.Step("first poll") { store.poll() }
    Scenario.Step.repeated("poll, nothing new", times: 5) { store.poll() }
    Scenario.Step("finish one") { store.finish(3) }
    Scenario.Step("poll after it finished") { store.poll() }
  }
}
