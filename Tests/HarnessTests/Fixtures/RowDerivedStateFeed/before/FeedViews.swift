import SwiftUI

struct FeedScreen: View {
  let feed: FeedModel

  var body: some View {
    ScrollView {
      VStack {
        ForEach(feed.posts) { post in
          PostRow(post: post, feed: feed)
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
  let feed: FeedModel

  var body: some View {
    let isVisible = feed.isVisible(post)
    HStack {
      Text(post.author)
      Text(isVisible ? "▶ playing" : "paused")
    }
  }
}
