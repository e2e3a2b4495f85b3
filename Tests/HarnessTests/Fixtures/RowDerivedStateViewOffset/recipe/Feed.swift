import SwiftUI

struct Post: Identifiable {
  let id: Int
  var author: String
  /// Where the post starts in the scrolling content, and how tall it is, in points.
  var top: Double
  var height: Double
}

/// The posts, the scroll position and what follows from it, moved out of the screen's own state
/// as the manual report says.
@Observable
final class FeedScreenScroll {
  var posts: [Post]
  var offset = 0.0
  let viewportHeight = 400.0

  init(posts: [Post]) {
    self.posts = posts
  }

  func isVisible(_ post: Post) -> Bool {
    post.top < offset + viewportHeight && post.top + post.height > offset
  }
}

/// Fifty posts, with the scroll position in a model the screen keeps.
struct FeedScreen: View {
  @State private var scroll: FeedScreenScroll

  init(posts: [Post]) {
    _scroll = State(initialValue: FeedScreenScroll(posts: posts))
  }

  var body: some View {
    ScrollView {
      VStack {
        ForEach(scroll.posts) { post in
          PostRow(post: post, isVisible: scroll.isVisible(post))
        }
      }
    }
    .onScrollGeometryChange(for: Double.self) { geometry in
      geometry.contentOffset.y
    } action: { _, newOffset in
      scroll.offset = newOffset
    }
  }
}

/// Plays its video only while on screen.
struct PostRow: View {
  let post: Post
  let isVisible: Bool

  var body: some View {
    HStack {
      Text(post.author)
      Text(isVisible ? "▶ playing" : "paused")
    }
  }
}
