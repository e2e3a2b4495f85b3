import SwiftUI

struct Post: Identifiable, Hashable {
  let id: Int
  var author: String
  var text: String
  var hasVideo: Bool
  /// Where the post starts in the scrolling content, in points.
  var offset: Double
  var height: Double
}

@Observable
final class FeedModel {
  var posts: [Post] = []
  /// The top of the visible area, in points, updated as the user scrolls.
  var scrollOffset = 0.0
  let viewportHeight = 400.0

  func loadFirstPage() {
    posts = (1...6).map { number in
      Post(
        id: number,
        author: "Author \(number)",
        text: "Post number \(number)",
        hasVideo: number % 2 == 0,
        offset: Double(number - 1) * 250,
        height: 250
      )
    }
  }

  /// What the scroll view reports as the user scrolls.
  func didScroll(to offset: Double) {
    scrollOffset = offset
  }

  func isVisible(_ post: Post) -> Bool {
    post.offset < scrollOffset + viewportHeight && post.offset + post.height > scrollOffset
  }
}
