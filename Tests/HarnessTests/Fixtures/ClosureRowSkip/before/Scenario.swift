@_spi(NarrowHarness) import SwiftUI

/// Four likes of the first post; last, the posts are set to the value they have.
@MainActor
func makeScenario() -> Scenario {
  let feed = Feed()
  return Scenario(root: FeedScreen(feed: feed)) {
    Scenario.Step.repeated("like", times: 4) { feed.like(1) }
    Scenario.Step("same posts") { feed.posts = feed.posts }
  }
}
