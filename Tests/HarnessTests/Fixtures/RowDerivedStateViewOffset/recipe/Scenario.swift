@_spi(NarrowHarness) import SwiftUI

/// Twenty scroll movements of 25 points: a post leaves the top and another enters at the bottom
/// every 100 points. The last step scrolls to where the feed already is.
@MainActor
func makeScenario() -> Scenario {
  let posts = (1...50).map { Post(id: $0, author: "Author \($0)", top: Double($0 - 1) * 100, height: 100) }
  return Scenario(root: FeedScreen(posts: posts)) {
    (1...20).map { step in Scenario.Step.scroll("scroll to \(step * 25)", toY: Double(step * 25)) }
    Scenario.Step.scroll("still at 500", toY: 500)
  }
}
