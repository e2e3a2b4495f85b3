import SwiftUI

struct Post: Identifiable {
  let id: Int
  var title: String
  var likes: Int
}

@Observable
final class Feed {
  var posts = [Post(id: 1, title: "Hello", likes: 0), Post(id: 2, title: "World", likes: 0)]

  func like(_ id: Int) {
    guard let index = posts.firstIndex(where: { $0.id == id }) else { return }
    posts[index].likes += 1
  }
}

struct FeedScreen: View {
  let feed: Feed
  var body: some View {
    VStack {
      ForEach(feed.posts) { post in
        PostRow(post: post, onOpen: { feed.like(post.id) })
      }
    }
  }
}

/// Shows only the title, but holds a closure: SwiftUI cannot compare it, so the row runs
/// whenever the feed's body does, whatever it is given.
struct PostRow: View {
  let post: Post
  let onOpen: () -> Void
  var body: some View { Text(post.title) }
}
