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
  var posts: [Post] {
    didSet { refreshPostRowStates() }
  }

  @ObservationIgnored private var postRowStates: [Post.ID: PostRowState] = [:]

  /// The state of one post's row, kept while the post is in `posts`.
  func postRowState(for post: Post) -> PostRowState {
    if postRowStates[post.id] == nil { refreshPostRowStates() }
    return postRowStates[post.id] ?? PostRowState(isVisible: self.isVisible(post))
  }

  /// Gives each row's state its new isVisible, only where it changed, and makes the missing ones:
  /// a row then runs only when its own isVisible does.
  private func refreshPostRowStates() {
    let kept = Set(posts.map(\.id))
    postRowStates = postRowStates.filter { kept.contains($0.key) }
    for post in posts {
      let isVisible = self.isVisible(post)
      if let state = postRowStates[post.id] {
        if state.isVisible != isVisible { state.isVisible = isVisible }
      } else {
        postRowStates[post.id] = PostRowState(isVisible: isVisible)
      }
    }
  }

  var scrollOffset = 0.0 {
    didSet { refreshPostRowStates() }
  }
  let viewportHeight = 400.0

  init(posts: [Post]) {
    self.posts = posts
    refreshPostRowStates()
  }

  func didScroll(to offset: Double) {
    scrollOffset = offset
  }

  func isVisible(_ post: Post) -> Bool {
    post.top < scrollOffset + viewportHeight && post.top + post.height > scrollOffset
  }
}
