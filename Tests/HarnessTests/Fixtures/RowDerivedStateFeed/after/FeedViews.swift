import SwiftUI

struct FeedScreen: View {
  let feed: FeedModel

  var body: some View {
    ScrollView {
      VStack {
        ForEach(feed.posts) { post in
          PostRow(post: post, rowState: feed.postRowState(for: post), feed: feed)
        }
      }
    }
    .onScrollGeometryChange(for: Double.self) { geometry in
      geometry.contentOffset.y
    } action: { _, offset in
      feed.didScroll(to: offset)
    }
  }
}

/// Plays its video only while on screen; it works that out from the scroll position, so today
/// every row runs on every scroll movement.
struct PostRow: View {
  let post: Post
  let rowState: PostRowState
  let feed: FeedModel

  var body: some View {
    let isVisible = rowState.isVisible
    HStack {
      Text(post.author)
      Text(isVisible ? "▶ playing" : "paused")
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
