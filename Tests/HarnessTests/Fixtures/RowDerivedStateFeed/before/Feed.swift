import SwiftUI

struct Post: Identifiable {
  let id: Int
  var author: String
  /// Where the post starts in the scrolling content, and how tall it is, in points.
  var top: Double
  var height: Double
}

/// Fifty posts, and the scroll position the scroll view reports.
@Observable
final class FeedModel {
  var posts: [Post]
  var scrollOffset = 0.0
  let viewportHeight = 400.0

  init(posts: [Post]) {
    self.posts = posts
  }

  func didScroll(to offset: Double) {
    scrollOffset = offset
  }

  func isVisible(_ post: Post) -> Bool {
    post.top < scrollOffset + viewportHeight && post.top + post.height > scrollOffset
  }
}
