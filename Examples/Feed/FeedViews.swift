import SwiftUI

struct FeedScreen: View {
  let feed: FeedModel

  var body: some View {
    VStack {
      ScrollPositionLabel(feed: feed)
      ScrollView {
        VStack(spacing: 8) {
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
    .task {
      feed.loadFirstPage()
    }
  }
}

/// Each row works out from the scroll position whether it is on screen, to play its video
/// only then. Reading the position makes every row update on every scroll movement, although
/// a row's visibility changes only when it enters or leaves the screen.
struct PostRow: View {
  let post: Post
  let feed: FeedModel

  var body: some View {
    let isVisible = feed.isVisible(post)
    VStack(alignment: .leading) {
      Text(post.author)
        .font(.headline)
      Text(post.text)
      if post.hasVideo {
        Text(isVisible ? "▶ Playing" : "Paused")
          .foregroundStyle(.secondary)
      }
    }
    .opacity(isVisible ? 1 : 0.5)
  }
}

/// Shows the scroll position itself: it must update on every movement, and is not derived
/// per row.
struct ScrollPositionLabel: View {
  let feed: FeedModel

  var body: some View {
    Text("Scrolled \(Int(feed.scrollOffset)) pt")
      .font(.caption)
  }
}
