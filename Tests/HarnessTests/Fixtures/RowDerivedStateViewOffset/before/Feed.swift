import SwiftUI

struct Post: Identifiable {
  let id: Int
  var author: String
  /// Where the post starts in the scrolling content, and how tall it is, in points.
  var top: Double
  var height: Double
}

/// Fifty posts. The screen keeps the scroll position in its own state and works out from it,
/// for each row, whether the post is on screen: every scroll movement runs the screen's body.
struct FeedScreen: View {
  let posts: [Post]
  @State private var offset = 0.0
  private let viewportHeight = 400.0

  var body: some View {
    ScrollView {
      VStack {
        ForEach(posts) { post in
          PostRow(post: post, isVisible: isVisible(post))
        }
      }
    }
    .onScrollGeometryChange(for: Double.self) { geometry in
      geometry.contentOffset.y
    } action: { _, newOffset in
      offset = newOffset
    }
  }

  private func isVisible(_ post: Post) -> Bool {
    post.top < offset + viewportHeight && post.top + post.height > offset
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
