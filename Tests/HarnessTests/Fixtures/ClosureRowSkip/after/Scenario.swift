@_spi(NarrowHarness) import SwiftUI

@MainActor
func makeScenario() -> Scenario {
  let feed = Feed()
  return Scenario(root: FeedScreen(feed: feed)) {
    Scenario.Step.repeated("like", times: 4) { feed.like(1) }
  }
}
