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

  var offset = 0.0 {
    didSet { refreshPostRowStates() }
  }
  let viewportHeight = 400.0

  init(posts: [Post]) {
    self.posts = posts
    refreshPostRowStates()
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
          PostRow(post: post, rowState: scroll.postRowState(for: post))
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
  let rowState: PostRowState

  var body: some View {
    HStack {
      Text(post.author)
      Text(rowState.isVisible ? "▶ playing" : "paused")
    }
  }
}

/// What PostRow shows of the scroll position, kept per row so that a row runs only when its own changes.
@Observable
final class PostRowState {
  var isVisible: Bool

  init(isVisible: Bool) {
    self.isVisible = isVisible
  }
}
