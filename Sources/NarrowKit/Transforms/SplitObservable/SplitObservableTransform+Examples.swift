extension SplitObservableTransform {
  static var examples: [TransformExample] { rewriteExamples + busyExamples + skipExamples + moreSkipExamples }

  /// A store of ten properties; `declaration` and `unread` and `members` vary per example.
  static func store(
    declaration: String = "final class Store: ObservableObject {", wrapper: String = "@Published ",
    unread: String = "var unread = 0", members: String = ""
  ) -> String {
    """
    \(declaration)
      \(wrapper)\(unread)
      \(wrapper)var isSyncing = false
      \(wrapper)var elapsed = 0
      \(wrapper)var query = ""
      \(wrapper)var selection: String?
      \(wrapper)var sortAscending = true
      \(wrapper)var lastError: String?
      \(wrapper)var accountName = "Ann"

      func tick() {
        elapsed += 1
      }
    \(members)}

    """
  }

  /// Three badges reading `unread` and `isSyncing`, and a screen that injects the store.
  static func badges(handle: String = "@ObservedObject var store: Store", menuBadge: String = "") -> String {
    """

    struct Inbox: View {
      @ObservedObject var store: Store
      var body: some View {
        VStack {
          Text("\\(store.elapsed)")
          TabBadge(store: store)
          ToolbarBadge(store: store)
          MenuBadge(store: store)
        }
      }
    }

    struct TabBadge: View {
      \(handle)
      var body: some View { Text("\\(store.unread)") }
    }

    struct ToolbarBadge: View {
      \(handle)
      var body: some View { Text(store.isSyncing ? "syncing" : "\\(store.unread)") }
    }

    struct MenuBadge: View {
      \(handle)
    \(menuBadge)  var body: some View { Text("\\(store.unread) new") }
    }

    """
  }

  static let rewriteExamples: [TransformExample] = [
    .rewrites(
      "three badges of a ten-property store take a store of their own; nothing else reads it through the store, which stops announcing it",
      before: store(members: """

          init(query: String) {
            self.query = query
          }

        """) + badges(),
      after: """
        final class Store: ObservableObject {
          let storeUnreadIsSyncing = StoreUnreadIsSyncing()
          @Published var elapsed = 0
          @Published var query = ""
          @Published var selection: String?
          @Published var sortAscending = true
          @Published var lastError: String?
          @Published var accountName = "Ann"

          func tick() {
            elapsed += 1
          }

          init(query: String) {
            self.query = query
          }
        }

        final class StoreUnreadIsSyncing: ObservableObject {
          @Published var unread = 0
          @Published var isSyncing = false
        }

        struct Inbox: View {
          @ObservedObject var store: Store
          var body: some View {
            VStack {
              Text("\\(store.elapsed)")
              TabBadge(storeUnreadIsSyncing: store.storeUnreadIsSyncing)
              ToolbarBadge(storeUnreadIsSyncing: store.storeUnreadIsSyncing)
              MenuBadge(storeUnreadIsSyncing: store.storeUnreadIsSyncing)
            }
          }
        }

        struct TabBadge: View {
          @ObservedObject var storeUnreadIsSyncing: StoreUnreadIsSyncing
          var body: some View { Text("\\(storeUnreadIsSyncing.unread)") }
        }

        struct ToolbarBadge: View {
          @ObservedObject var storeUnreadIsSyncing: StoreUnreadIsSyncing
          var body: some View { Text(storeUnreadIsSyncing.isSyncing ? "syncing" : "\\(storeUnreadIsSyncing.unread)") }
        }

        struct MenuBadge: View {
          @ObservedObject var storeUnreadIsSyncing: StoreUnreadIsSyncing
          var body: some View { Text("\\(storeUnreadIsSyncing.unread) new") }
        }

        """,
      verdict: .review),
    .ignores(
      "a model of few properties is left alone",
      source: """
        final class Store: ObservableObject {
          @Published var unread = 0
          @Published var elapsed = 0
        }
        """ + badges()),
  ]

  static let skipExamples: [TransformExample] = [
    .skips("a property held outside the model's declaration cannot move with it",
      source: store(unread: "var query2 = \"\"") + "extension Store {\n  @Published var unread = 0\n}\n" + badges(),
      rule: SplitObservableSkip.isNotDeclaredInTheDeclarationOf, saying: "Store.unread is not declared in the declaration of Store"),
    .skips("an open class may have subclasses elsewhere",
      source: store(declaration: "open class Store: ObservableObject {") + badges(), rule: SplitObservableSkip.isOpen, saying: "Store is open"),
    .skips("a subclassed model is left alone",
      source: store() + "final class SharedStore: Store {}\n" + badges(), rule: SplitObservableSkip.isSubclassed, saying: "Store is subclassed by SharedStore"),
    .skips("a Codable model would encode other names",
      source: store(declaration: "final class Store: ObservableObject, Codable {") + badges(), rule: SplitObservableSkip.isCodable, saying: "Store is Codable"),
    .skips("a property with observers may use the rest of the model",
      source: store(unread: "var unread = 0 { didSet { lastError = nil } }") + badges(), rule: SplitObservableSkip.hasPropertyObservers, saying: "Store.unread has property observers"),
    .skips("a property without an initial value needs an initialiser in the part",
      source: store(unread: "var unread: Int", members: "\n  init() { unread = 0 }\n") + badges(), rule: SplitObservableSkip.hasNoInitialValue, saying: "Store.unread has no initial value"),
    .skips("a private property cannot move",
      source: store(unread: "private(set) var unread = 0") + badges(), rule: SplitObservableSkip.cannotMoveToAnotherClass, saying: "it cannot move to another class as it is"),
    .skips("a property reached by key path",
      source: store() + badges() + "let sortKey = \\Store.unread\n", rule: SplitObservableSkip.keyPathIn, saying: "a key path in Example.swift names unread"),
    .skips("a property bound into a control",
      source: store() + badges() + """
        struct SyncToggle: View {
          @ObservedObject var store: Store
          var body: some View { Toggle("Sync", isOn: $store.isSyncing) }
        }
        """,
      rule: SplitObservableSkip.boundWith, saying: "Store.isSyncing is bound with `$store.isSyncing`"),
    .skips("a property whose publisher is used",
      source: store(members: "\n  func watch() { _ = $unread.sink { _ in } }\n") + badges(), rule: SplitObservableSkip.publisherIsUsed, saying: "Store.unread's publisher is used"),
    .skips("a property whose publisher is used from outside",
      source: store() + badges() + "final class Notifier {\n  init(store: Store) { _ = store.$unread.sink { _ in } }\n}\n",
      rule: SplitObservableSkip.publisherIsUsed, saying: "Store.unread's publisher is used at Example.swift"),
    .skips("fewer views than the minimum",
      source: store() + badges(menuBadge: "  var markRead: some View { Button(\"Read\") { store.tick() } }\n"),
      rule: SplitObservableSkip.fewerThan, saying: "fewer than 3"),
    .skips("views that together read many of the properties share no small portion",
      source: store(members: "  func edit() { query += \"x\" }\n") + """
        struct SyncLine: View {
          @ObservedObject var store: Store
          var body: some View { Text("\\(store.unread) \\(store.isSyncing) \\(store.elapsed)") }
        }
        struct SearchLine: View {
          @ObservedObject var store: Store
          var body: some View { Text("\\(store.query) \\(store.selection ?? "") \\(store.sortAscending)") }
        }
        struct ErrorLine: View {
          @ObservedObject var store: Store
          var body: some View { Text("\\(store.lastError ?? "") \\(store.accountName)") }
        }
        """,
      rule: SplitObservableSkip.noSmallPortion, saying: "read 8 of them together, more than 4: no small portion"),
    .skips("an @Observable model already runs each view for what it reads",
      source: store(declaration: "@Observable final class Store {", wrapper: "")
        + badges(handle: "let store: Store").replacingOccurrences(of: "@ObservedObject var store: Store", with: "let store: Store"),
      rule: SplitObservableSkip.alreadyRunOnlyWhen, saying: "Store is @Observable: TabBadge, ToolbarBadge, MenuBadge already run only when unread or isSyncing changes"),
    .skips("a model whose other properties nothing writes spares nothing",
      source: store().replacingOccurrences(of: "    elapsed += 1\n", with: "") + badges(),
      rule: SplitObservableSkip.sparedNothing, saying: "the views would be spared nothing"),
    .skips("a view that builds its own model is not given one",
      source: store() + badges().replacingOccurrences(of: "      TabBadge(store: store)\n", with: "      TabBadge(store: Store())\n"),
      rule: SplitObservableSkip.isGivenNonStoredValue, saying: "TabBadge is given `Store()`"),
    .skips("an initialiser that sets a moved property before the object is whole",
      source: store(members: "  let id: Int\n\n  init(id: Int) {\n    self.unread = 1\n    self.id = id\n  }\n") + badges(),
      rule: SplitObservableSkip.beforeTheObjectIsWhole, saying: "sets Store's part before the object is whole"),
    .skips("a type of the part's name already declared",
      source: store() + badges() + "/// Formats the badges' counts.\nenum StoreUnreadIsSyncing {}\n",
      rule: SplitObservableSkip.nameIsTaken, saying: "StoreUnreadIsSyncing is already declared; choose another with --name"),
    .skips("a model that must forward the part's changes but has only convenience initialisers",
      source: store(members: "\n  convenience init(accountName: String) {\n    self.init()\n    self.accountName = accountName\n  }\n")
        + badges() + inboxTitle,
      rule: SplitObservableSkip.hasOnlyConvenienceInitialisers, saying: "Store has only convenience initialisers"),
    .skips("a model that must forward the part's changes but inherits another class",
      source: "/// What every store of the app shares.\nclass BaseStore {}\n\n"
        + store(declaration: "final class Store: BaseStore, ObservableObject {") + badges() + inboxTitle,
      rule: SplitObservableSkip.inheritsAnotherClass, saying: "Store inherits another class; Narrow does not write its initialiser"),
    // Code being edited: an initialiser declared before its body is written.
    .skips("a model that must forward the part's changes but whose initialiser has no body yet",
      source: store(members: "\n  init()\n") + badges() + inboxTitle,
      rule: SplitObservableSkip.hasNoBody, saying: "the initialiser at Example.swift:15:3 has no body"),
  ]

  /// A view that reads the unread count through the store and calls it too, so it keeps the
  /// store: the store must keep announcing the count once it moves, by forwarding the part's changes.
  static let inboxTitle = """
    struct InboxTitle: View {
      @ObservedObject var store: Store
      var body: some View { Button("\\(store.unread) unread") { store.tick() } }
    }

    """
}
