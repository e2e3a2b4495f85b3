@_spi(NarrowHarness) import SwiftUI

/// Twenty scroll movements of 25 points: a post leaves the top and another enters at the bottom
/// every 100 points. Then a step sets the offset the feed already has, and the
/// last goes back to the top.
@MainActor
func makeScenario() -> Scenario {
  let feed = FeedModel(posts: (1...50).map { Post(id: $0, author: "Author \($0)", top: Double($0 - 1) * 100, height: 100) })
  return Scenario(root: FeedScreen(feed: feed)) {
    (1...20).map { step in Scenario.Step("scroll to \(step * 25)") { feed.didScroll(to: Double(step * 25)) } }
    Scenario.Step("still at 500") { feed.scrollOffset = 500 }
    Scenario.Step("back to top") { feed.scrollOffset = 0 }
  }
}
