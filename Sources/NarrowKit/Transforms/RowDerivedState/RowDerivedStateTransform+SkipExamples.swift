import Foundation

extension RowDerivedStateTransform {
  private struct Parts {
    var model = RowDerivedStateTransform.model
    var screen = RowDerivedStateTransform.screen
    var row = RowDerivedStateTransform.row
  }

  /// The feed with one piece of text replaced.
  private static func changed(_ part: WritableKeyPath<Parts, String>, _ old: String, _ new: String) -> String {
    var parts = Parts()
    parts[keyPath: part] = parts[keyPath: part].replacingOccurrences(of: old, with: new)
    return feed(model: parts.model, screen: parts.screen, row: parts.row)
  }

  /// A second method of the model that works something out from the scroll position.
  private static func modelWith(_ member: String) -> String {
    model.replacingOccurrences(of: "  func isVisible", with: member + "\n\n  func isVisible")
  }

  /// The feed with each row given its result where the rows are built, through `model`.
  private static func givenResult(model: String = "feed", row property: String = "let isVisible: Bool") -> String {
    feed(
      screen: screen.replacingOccurrences(of: "PostRow(post: post, feed: feed)", with: "PostRow(post: post, isVisible: \(model).isVisible(post))"),
      row: row.replacingOccurrences(of: "  let feed: FeedModel\n", with: "  \(property)\n")
        .replacingOccurrences(of: "Text(feed.isVisible(post)", with: "Text(isVisible"))
  }

  /// A screen that keeps the scroll position in its own state and builds its rows with `row`.
  private static func stateFeed(row: String, members: String = "") -> String {
    """
    import SwiftUI

    struct Post: Identifiable {
      let id: Int
      var top: Double
    }

    struct FeedScreen: View {
      let posts: [Post]
      @State private var offset = 0.0

      var body: some View {
        ScrollView {
          ForEach(posts) { post in
            \(row)
          }
        }
        .onScrollGeometryChange(for: Double.self) { geometry in
          geometry.contentOffset.y
        } action: { _, newOffset in
          offset = newOffset
        }
      }
    \(members)}

    struct PostRow: View {
      let post: Post
      let isVisible: Bool

      var body: some View {
        Text(isVisible ? "▶ \\(post.id)" : "\\(post.id)")
      }
    }

    """
  }

  static var skipExamples: [TransformExample] {
    [
      .skips("rows that show nothing derived from the scroll position",
        source: changed(\.row, "feed.isVisible(post) ? \"▶ \\(post.author)\" : post.author", "post.author"),
        rule: SharedSkip.deriveNothingPerRow),
      .skips("an ObservableObject model",
        source: changed(\.model, "@Observable\nfinal class FeedModel {\n  var posts: [Post] = []\n  var scrollOffset = 0.0",
          "final class FeedModel: ObservableObject {\n  @Published var posts: [Post] = []\n  @Published var scrollOffset = 0.0"),
        rule: SharedSkip.isAnObservableObject),
      .skips("rows that work out their result in two ways",
        source: feed(model: modelWith("  func isNear(_ post: Post) -> Bool {\n    abs(post.top - scrollOffset) < 800\n  }"),
          row: row.replacingOccurrences(of: "post.author)\n", with: "post.author)\n      .opacity(feed.isNear(post) ? 1 : 0.5)\n")),
        rule: SharedSkip.derivedInDifferentWays),
      .skips("a result that is the same for every row",
        source: feed(model: modelWith("  func isScrolled() -> Bool {\n    scrollOffset > 0\n  }"),
          row: row.replacingOccurrences(of: "feed.isVisible(post)", with: "feed.isScrolled()")),
        rule: SharedSkip.sameValueForEveryRow),
      .skips("a result that needs something of the row besides its element",
        source: feed(model: model.replacingOccurrences(of: "_ post: Post)", with: "_ post: Post, margin: Double)"),
          row: row.replacingOccurrences(of: "  let feed: FeedModel\n", with: "  let feed: FeedModel\n  let margin = 20.0\n")
            .replacingOccurrences(of: "feed.isVisible(post)", with: "feed.isVisible(post, margin: margin)")),
        rule: SharedSkip.argumentNeitherElementNorLiteral),
      .skips("a row that also shows the scroll position",
        source: changed(\.row, "post.author)\n", "post.author)\n    Text(\"\\(feed.scrollOffset)\")\n"),
        rule: SharedSkip.alsoReadsTarget, saying: "also reads FeedModel.scrollOffset"),
      .skips("a derivation that can throw",
        source: feed(model: model.replacingOccurrences(of: "-> Bool {", with: "throws -> Bool {"),
          row: row.replacingOccurrences(of: "feed.isVisible(post)", with: "(try? feed.isVisible(post)) == true")),
        rule: SharedSkip.cannotRunOnEveryChange, saying: "is throws: it cannot run on every change"),
      .skips("a derivation that calls other code",
        source: changed(\.model, "post.top + 100 > scrollOffset", "bottom(of: post) > scrollOffset"),
        rule: SharedSkip.calls, saying: "calls bottom(…)"),
      .skips("a derivation that reads the clock",
        source: changed(\.model, "post.top + 100 > scrollOffset", "post.top + 100 > scrollOffset + Date.now.timeIntervalSince1970 * 0"),
        rule: SharedSkip.readsUnwatchedType, saying: "uses Date.now, which can change without FeedModel seeing it"),
      .skips("a derivation that reads a computed property",
        source: changed(\.model, "  func isVisible", "  var bottom: Double { scrollOffset + 400 }\n\n  func isVisible")
          .replacingOccurrences(of: "post.top < scrollOffset + 400", with: "post.top < bottom"),
        rule: SharedSkip.readsNonStoredProperty),
      .skips("a derivation that reads another object",
        source: changed(\.model, "  var scrollOffset = 0.0\n", "  var scrollOffset = 0.0\n  let layout = Layout()\n")
          .replacingOccurrences(of: "post.top < scrollOffset + 400", with: "post.top < scrollOffset + layout.height")
          + "\nfinal class Layout {\n  var height = 400.0\n}\n",
        rule: SharedSkip.readsAnotherObject),
      .skips("a scroll value with observers of its own",
        source: changed(\.model, "  var scrollOffset = 0.0\n", "  var scrollOffset = 0.0 {\n    didSet { print(scrollOffset) }\n  }\n"),
        rule: SharedSkip.hasObserversOrWrapper),
      .skips("a collection with observers of its own",
        source: changed(\.model, "  var posts: [Post] = []\n", "  var posts: [Post] = [] {\n    didSet { print(posts.count) }\n  }\n"),
        rule: SharedSkip.collectionHasObserversOrSharesDeclaration),
      .skips("a result that is not Equatable",
        source: feed(model: model.replacingOccurrences(of: "-> Bool {\n    post.top", with: "-> Visibility {\n    Visibility(on: post.top")
          .replacingOccurrences(of: "scrollOffset + 400\n", with: "scrollOffset + 400)\n") + "\nstruct Visibility {\n  var on: Bool\n}\n",
          row: row.replacingOccurrences(of: "feed.isVisible(post) ?", with: "feed.isVisible(post).on ?")),
        rule: SharedSkip.resultNotKnownEquatable),
      .skips("rows keyed by an id that can change",
        source: changed(\.screen, "ForEach(feed.posts)", "ForEach(feed.posts, id: \\.id)")
          .replacingOccurrences(of: "  let id: Int\n", with: "  var id: Int\n"),
        rule: SharedSkip.keyIsAVar),
      .skips("a state type that exists already",
        source: feed() + "\nstruct PostRowState {}\n", rule: SharedSkip.typeNameTaken, saying: "PostRowState is already declared"),
      .skips("a model that already uses the names",
        source: changed(\.model, "  var scrollOffset = 0.0\n", "  var scrollOffset = 0.0\n  var postRowStates: [Int] = []\n"),
        rule: SharedSkip.nameTaken, saying: "already uses the name postRowStates"),
      .skips("a row with its own initialiser",
        source: changed(\.row, "  var body", "  init(post: Post, feed: FeedModel) {\n    self.post = post\n    self.feed = feed\n  }\n\n  var body"),
        rule: SharedSkip.hasItsOwnInitialiser),
      .skips("a row also built outside the rows",
        source: feed() + "\nstruct PostPreview: View {\n  let feed: FeedModel\n\n  var body: some View {\n    PostRow(post: Post(id: 1, author: \"Ann\", top: 0), feed: feed)\n  }\n}\n",
        rule: SharedSkip.builtOutsideTheRows),
      .leavesToPeople("a derivation written where the rows are built, not as a method of the model",
        source: changed(\.screen, "PostRow(post: post, feed: feed)", "PostRow(post: post, feed: feed, isVisible: post.top < feed.scrollOffset + 400)")
          .replacingOccurrences(of: "  let feed: FeedModel\n\n  var body: some View {\n    Text(feed.isVisible(post)", with: "  let feed: FeedModel\n  let isVisible: Bool\n\n  var body: some View {\n    Text(isVisible"),
        check: "write it as `func …(_ post: Post) -> Bool`"),
      .leavesToPeople("a scroll position in the view's own @State that the rows derive from",
        source: stateFeed(row: "PostRow(post: post, isVisible: post.top < offset + 400)"),
        check: "move offset into an @Observable model"),
      .leavesToPeople("a scroll position in @State that a method of the view derives each row's result from",
        source: stateFeed(row: "PostRow(post: post, isVisible: isVisible(post))",
          members: "\n  private let viewportHeight = 400.0\n\n  private func isVisible(_ post: Post) -> Bool {\n    post.top < offset + viewportHeight\n  }\n"),
        check: "move posts, offset and isVisible (with viewportHeight, which it reads) into an @Observable class FeedScreenScroll, and keep one in FeedScreen in their place as `@State private var scroll: FeedScreenScroll`, made in its initialiser with `_scroll = State(initialValue: FeedScreenScroll(posts: posts))`"),
      .skips("a scroll position in @State that the rows do not use",
        source: stateFeed(row: "PostRow(post: post, isVisible: true)"),
        rule: RowDerivedStateSkip.deriveNothingPerRow),
      .skips("a row that keeps the result in its own state",
        source: givenResult(row: "@State var isVisible: Bool")
          .replacingOccurrences(of: "@State var isVisible: Bool\n\n  var body: some View {\n    Text(feed", with: "@State var isVisible: Bool\n\n  var body: some View {\n    Text(isVisible"),
        rule: SharedSkip.resultPropertyKeepsState, saying: "PostRow.isVisible is @State, which keeps state of its own"),
      // Code that does not compile yet (a property renamed, the call sites not) is left alone, not rewritten half.
      .skips("an argument naming no property of the row",
        source: givenResult(row: "let shown: Bool").replacingOccurrences(of: "Text(isVisible", with: "Text(shown"),
        rule: SharedSkip.noPropertyForTheArgument, saying: "PostRow has no stored property isVisible for the argument to fill"),
      .skips("a result worked out from another instance of the model",
        source: givenResult(model: "archive")
          .replacingOccurrences(of: "  let feed: FeedModel\n\n  var body: some View {\n    ScrollView", with: "  let feed: FeedModel\n  let archive: FeedModel\n\n  var body: some View {\n    ScrollView"),
        rule: SharedSkip.deriveNothingPerRow),
      .skips("a row that asks another type with a method of the same name",
        source: changed(\.row, "  let feed: FeedModel\n", "  let feed: FeedModel\n  let filter = PostFilter()\n")
          .replacingOccurrences(of: "Text(feed.isVisible(post)", with: "Text(filter.isVisible(post)")
          + "\nstruct PostFilter {\n  func isVisible(_ post: Post) -> Bool { post.top > 0 }\n}\n",
        rule: SharedSkip.deriveNothingPerRow),
      .skips("a derivation that makes a date",
        source: changed(\.model, "post.top + 100 > scrollOffset", "post.top + 100 > scrollOffset + Date().timeIntervalSince1970 * 0"),
        rule: SharedSkip.readsUnwatchedType, saying: "uses Date,"),
      .skips("a derivation that reads a static member",
        source: changed(\.model, "post.top < scrollOffset + 400", "post.top < scrollOffset + Layout.height")
          + "\nstruct Layout {\n  static var height = 400.0\n}\n",
        rule: SharedSkip.readsUnwatchedType),
      .skips("a derivation that reads a wrapped property",
        source: changed(\.model, "  var scrollOffset = 0.0\n", "  var scrollOffset = 0.0\n  @ObservationIgnored @AppStorage(\"height\") var height = 400.0\n")
          .replacingOccurrences(of: "post.top < scrollOffset + 400", with: "post.top < scrollOffset + height"),
        rule: SharedSkip.hasObserversOrWrapper),
      // A global actor is no wrapper: only the isolation stops it.
      .skips("a derivation that reads a property isolated to a global actor the model is not",
        source: changed(\.model, "  var scrollOffset = 0.0\n", "  var scrollOffset = 0.0\n  @MainActor var height = 400.0\n")
          .replacingOccurrences(of: "post.top < scrollOffset + 400", with: "post.top < scrollOffset + height"),
        rule: SharedSkip.isolatedElsewhere, saying: "FeedModel.height is isolated to @MainActor and FeedModel is not: the refresh its didSet runs could not use it"),
      .skips("a collection that shares its declaration",
        source: changed(\.model, "  var posts: [Post] = []\n", "  var posts: [Post] = [], pinned: [Post] = []\n"),
        rule: SharedSkip.collectionHasObserversOrSharesDeclaration, saying: "FeedModel.posts has observers already, or shares its declaration"),
      .leavesToPeople("a row that reads the scroll position itself",
        source: changed(\.row, "Text(feed.isVisible(post) ?", "Text(post.top < feed.scrollOffset + 400 ?"),
        check: "write it as `func …(_ post: Post) -> Bool`"),
      .ignores("a scroll position no row uses, written by a scroll handler",
        source: changed(\.screen, "PostRow(post: post, feed: feed)", "Text(post.author)")),
    ]
  }
}
