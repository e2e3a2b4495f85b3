/// Skips of the model's shape, its properties, and the views and injections a split rewrites.
extension SplitObservableTransform {
  /// The three badges reading the store from the environment, and a screen that reads it there too;
  /// `root` injects it.
  static func environmentBadges(root: String) -> String {
    """

    \(root)
    struct Inbox: View {
      @EnvironmentObject var store: Store
      var body: some View {
        VStack {
          Text("\\(store.elapsed)")
          TabBadge()
          ToolbarBadge()
          MenuBadge()
        }
      }
    }

    struct TabBadge: View {
      @EnvironmentObject var store: Store
      var body: some View { Text("\\(store.unread)") }
    }

    struct ToolbarBadge: View {
      @EnvironmentObject var store: Store
      var body: some View { Text(store.isSyncing ? "syncing" : "\\(store.unread)") }
    }

    struct MenuBadge: View {
      @EnvironmentObject var store: Store
      var body: some View { Text("\\(store.unread) new") }
    }

    """
  }

  static let moreSkipExamples: [TransformExample] = modelSkipExamples + viewSkipExamples

  static let modelSkipExamples: [TransformExample] = [
    .skips("a model nested in another type is left alone",
      source: "enum Mail {\n" + store() + "}\n" + badges(handle: "@ObservedObject var store: Mail.Store")
        .replacingOccurrences(of: "@ObservedObject var store: Store", with: "@ObservedObject var store: Mail.Store"),
      rule: SplitObservableSkip.isNestedInAnotherType, saying: "Mail.Store is nested in another type"),
    .skips("a generic model is left alone",
      source: store(declaration: "final class Store<Message>: ObservableObject {", members: "  var messages: [Message] = []\n")
        + badges(handle: "@ObservedObject var store: Store<String>")
        .replacingOccurrences(of: "@ObservedObject var store: Store", with: "@ObservedObject var store: Store<String>"),
      rule: SplitObservableSkip.isGeneric, saying: "Store is generic"),
    .skips("an @Observable model that is an NSObject may be observed by key-value observing",
      source: store(declaration: "@Observable final class Store: NSObject {", wrapper: "")
        + badges(handle: "let store: Store").replacingOccurrences(of: "@ObservedObject var store: Store", with: "let store: Store"),
      rule: SplitObservableSkip.isVisibleToObjectiveC, saying: "Store is visible to Objective-C"),
    .skips("an @objc property may be observed by key-value observing",
      source: store(declaration: "final class Store: NSObject, ObservableObject {")
        .replacingOccurrences(of: "@Published var unread = 0", with: "@objc dynamic var unread = 0") + badges(),
      rule: SplitObservableSkip.isObjC, saying: "Store.unread is @objc"),
    .skips("a property stored in user defaults keeps its wrapper",
      source: store().replacingOccurrences(of: "@Published var unread = 0", with: "@AppStorage(\"unread\") var unread = 0") + badges(),
      rule: SplitObservableSkip.hasWrapper, saying: "Store.unread has @AppStorage, which Narrow does not move"),
    .skips("properties declared together cannot move apart",
      source: store().replacingOccurrences(of: "@Published var unread = 0\n  @Published var isSyncing = false", with: "var unread = 0, isSyncing = false")
        + badges(),
      rule: SplitObservableSkip.sharesItsDeclaration, saying: "shares its declaration with other properties"),
    .skips("an initial value that asks the model itself",
      source: store(members: "\n  static func savedUnread() -> Int { UserDefaults.standard.integer(forKey: \"unread\") }\n")
        .replacingOccurrences(of: "@Published var unread = 0", with: "@Published var unread = Self.savedUnread()") + badges(),
      rule: SplitObservableSkip.initialValueRefersToTheObject, saying: "the initial value of Store.unread refers to Store itself"),
    .skips("a property read through a closure's argument",
      source: store() + badges() + "func totalUnread(of stores: [Store]) -> Int {\n  stores.map { $0.unread }.reduce(0, +)\n}\n",
      rule: SplitObservableSkip.accessedInAWayNarrowCannotFollow, saying: "Example.swift accesses .unread in a way Narrow cannot follow"),
    TransformExample("a property whose type the app and its widget each declare",
      files: [
        "App/Store.swift": store().replacingOccurrences(of: "@Published var unread = 0", with: "@Published var unread: UnreadCount = .init()")
          + badges(),
        "App/UnreadCount.swift": "struct UnreadCount {\n  var value = 0\n}\n",
        "Widget/UnreadCount.swift": "struct UnreadCount {\n  var value = 0\n  var isStale = false\n}\n",
      ],
      .skips(SplitObservableSkip.typeCannotBeWrittenBeside, saying: "UnreadCount is declared 2 times")),
    .skips("a model already using the part's name",
      source: store(members: "\n  var storeUnreadIsSyncing: String { \"\\(unread) \\(isSyncing)\" }\n") + badges(),
      rule: SplitObservableSkip.partNameTaken, saying: "Store already uses the name storeUnreadIsSyncing"),
  ]

  static let viewSkipExamples: [TransformExample] = [
    .skips("a view already using the part's name",
      source: store() + badges(menuBadge: "  @State private var storeUnreadIsSyncing = false\n"),
      rule: SplitObservableSkip.viewUsesThePartName, saying: "MenuBadge already uses the name storeUnreadIsSyncing"),
    .skips("a view that sets the model in its own initialiser",
      source: store() + badges(menuBadge: "  init(store: Store) {\n    self.store = store\n  }\n"),
      rule: SplitObservableSkip.viewSetsTheHandleInItsInitialiser, saying: "MenuBadge sets store in its own initialiser"),
    .skips("a view whose initialiser is passed as a function",
      source: store() + badges() + "func badgeMaker() -> (Store) -> MenuBadge {\n  MenuBadge.init(store:)\n}\n",
      rule: SplitObservableSkip.initUsedWhereNarrowCannotRewrite, saying: "MenuBadge.init is used where Narrow cannot rewrite its arguments"),
    .skips("a view the scanned code never builds",
      source: store() + badges().replacingOccurrences(of: "      MenuBadge(store: store)\n", with: ""),
      rule: SplitObservableSkip.viewBuiltNowhere, saying: "MenuBadge is built nowhere in the scanned code"),
    .skips("a view built with the model's shared instance by default",
      source: store(members: "\n  static let shared = Store()\n")
        + badges().replacingOccurrences(of: "      MenuBadge(store: store)\n", with: "      MenuBadge()\n")
        .replacingOccurrences(of: "struct MenuBadge: View {\n  @ObservedObject var store: Store\n",
          with: "struct MenuBadge: View {\n  @ObservedObject var store: Store = .shared\n"),
      rule: SplitObservableSkip.builtWithoutTheHandle, saying: "without a store: argument"),
    .skips("views reading the model from the environment where nothing injects it",
      source: store() + environmentBadges(root: ""),
      rule: SplitObservableSkip.noInjection, saying: "no `.environmentObject(…)` in the scanned code injects the Store TabBadge reads"),
    .skips("an injection of a model made on the spot",
      source: store() + environmentBadges(root: """
        struct InboxRoot: View {
          var body: some View {
            Inbox()
              .environmentObject(Store())
          }
        }

        """),
      rule: SplitObservableSkip.injectsUnstoredObject, saying: "`.environmentObject(Store())`"),
    .skips("an injection of what a function returns",
      source: store() + environmentBadges(root: """
        struct InboxRoot: View {
          var body: some View {
            Inbox()
              .environmentObject(makeStore())
          }
        }

        """),
      rule: SplitObservableSkip.unknownInjection, saying: "cannot tell what `.environmentObject(makeStore())`"),
    .skips("a mini player already using the name of the time's object",
      source: player(views: timeLabel + miniPlayer.replacingOccurrences(of: "  var body",
        with: "  @State private var playerCurrentTime = 0.0\n  var body"), showsMiniPlayer: true),
      rule: SplitObservableSkip.observerUsesThePartName, saying: "MiniPlayer already uses the name playerCurrentTime"),
  ]
}
