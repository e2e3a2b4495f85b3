extension RowDerivedStateTransform {
  static var examples: [TransformExample] { rewriteExamples + skipExamples }

  static let model = """
    struct Post: Identifiable {
      let id: Int
      var author: String
      var top: Double
    }

    @Observable
    final class FeedModel {
      var posts: [Post] = []
      var scrollOffset = 0.0

      func isVisible(_ post: Post) -> Bool {
        post.top + 100 > scrollOffset && post.top < scrollOffset + 400
      }
    }

    """

  static let screen = """
    struct FeedScreen: View {
      let feed: FeedModel

      var body: some View {
        ScrollView {
          ForEach(feed.posts) { post in
            PostRow(post: post, feed: feed)
          }
        }
        .onScrollGeometryChange(for: Double.self) { geometry in
          geometry.contentOffset.y
        } action: { _, offset in
          feed.scrollOffset = offset
        }
      }
    }

    """

  static let row = """
    struct PostRow: View {
      let post: Post
      let feed: FeedModel

      var body: some View {
        Text(feed.isVisible(post) ? "▶ \\(post.author)" : post.author)
      }
    }
    """

  /// A feed whose rows work out from the scroll position whether they are on screen.
  static func feed(model: String = model, screen: String = screen, row: String = row) -> String {
    "import SwiftUI\n\n" + model + "\n" + screen + "\n" + row + "\n"
  }

  static var rewriteExamples: [TransformExample] {
    [
      .rewrites("each row works out its visibility from the scroll position itself",
        before: feed(),
        after: """
          import SwiftUI

          struct Post: Identifiable {
            let id: Int
            var author: String
            var top: Double
          }

          @Observable
          final class FeedModel {
            var posts: [Post] = [] {
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
              let kept = Set(posts.map(\\.id))
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

            func isVisible(_ post: Post) -> Bool {
              post.top + 100 > scrollOffset && post.top < scrollOffset + 400
            }
          }

          struct FeedScreen: View {
            let feed: FeedModel

            var body: some View {
              ScrollView {
                ForEach(feed.posts) { post in
                  PostRow(post: post, rowState: feed.postRowState(for: post), feed: feed)
                }
              }
              .onScrollGeometryChange(for: Double.self) { geometry in
                geometry.contentOffset.y
              } action: { _, offset in
                feed.scrollOffset = offset
              }
            }
          }

          struct PostRow: View {
            let post: Post
            let rowState: PostRowState
            let feed: FeedModel

            var body: some View {
              Text(rowState.isVisible ? "▶ \\(post.author)" : post.author)
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

          """,
        verdict: .review),
      .rewrites("the view building the rows works out each row's visibility",
        before: """
          import SwiftUI

          struct Post: Identifiable {
            let id: Int
            var author: String
            var top: Double
          }

          @Observable
          final class FeedModel {
            var posts: [Post] = []
            var scrollOffset = 0.0

            func isVisible(_ post: Post) -> Bool {
              post.top + 100 > scrollOffset && post.top < scrollOffset + 400
            }
          }

          struct FeedScreen: View {
            let feed: FeedModel

            var body: some View {
              ScrollView {
                ForEach(feed.posts) { post in
                  PostRow(post: post, isVisible: feed.isVisible(post))
                }
              }
              .onScrollGeometryChange(for: Double.self) { geometry in
                geometry.contentOffset.y
              } action: { _, offset in
                feed.scrollOffset = offset
              }
            }
          }

          struct PostRow: View {
            let post: Post
            let isVisible: Bool

            var body: some View {
              Text(isVisible ? "▶ \\(post.author)" : post.author)
            }
          }

          """,
        after: """
          import SwiftUI

          struct Post: Identifiable {
            let id: Int
            var author: String
            var top: Double
          }

          @Observable
          final class FeedModel {
            var posts: [Post] = [] {
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
              let kept = Set(posts.map(\\.id))
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

            func isVisible(_ post: Post) -> Bool {
              post.top + 100 > scrollOffset && post.top < scrollOffset + 400
            }
          }

          struct FeedScreen: View {
            let feed: FeedModel

            var body: some View {
              ScrollView {
                ForEach(feed.posts) { post in
                  PostRow(post: post, rowState: feed.postRowState(for: post))
                }
              }
              .onScrollGeometryChange(for: Double.self) { geometry in
                geometry.contentOffset.y
              } action: { _, offset in
                feed.scrollOffset = offset
              }
            }
          }

          struct PostRow: View {
            let post: Post
            let rowState: PostRowState

            var body: some View {
              Text(rowState.isVisible ? "▶ \\(post.author)" : post.author)
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

          """,
        verdict: .review),
    ]
  }
}
