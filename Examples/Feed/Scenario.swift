@_spi(NarrowHarness) import SwiftUI

/// The first page loads when the feed appears, then the user scrolls down in small steps.
@MainActor
func makeScenario() -> Scenario {
  let feed = FeedModel()
  return Scenario(root: FeedScreen(feed: feed)) {
    Scenario.Step("scroll to 40") { feed.didScroll(to: 40) }
    Scenario.Step("scroll to 80") { feed.didScroll(to: 80) }
    Scenario.Step("scroll to 120") { feed.didScroll(to: 120) }
    Scenario.Step("scroll to 260") { feed.didScroll(to: 260) }
    Scenario.Step("scroll to 300") { feed.didScroll(to: 300) }
  }
}
