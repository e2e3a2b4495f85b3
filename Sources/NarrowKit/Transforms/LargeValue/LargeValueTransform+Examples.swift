extension LargeValueTransform {
  public static var examples: [TransformExample] { proposingExamples + skipExamples }

  /// A library of albums of tracks: collections nested two deep.
  static let library = """
    struct Track: Equatable {
      var title: String
      var seconds: Int
      var plays: Int
    }

    struct Album: Equatable {
      var title: String
      var artist: String
      var tracks: [Track]
    }

    struct Library: Equatable {
      var name: String
      var owner: String
      var albums: [Album]
      var syncedAt: Int
    }

    """

  /// A screen that passes `value` through three views to `LibraryBadge`, whose body is `badge`.
  static func shelf(
    screen: String = """
      struct LibraryScreen: View {
        @State private var library = Library(name: "Home", owner: "Ann", albums: [], syncedAt: 0)

        var body: some View {
          VStack {
            Shelf(library: library)
            Button("Sync") { library.syncedAt += 1 }
          }
        }
      }
      """,
    valueType: String = "Library", sectionBody: String = "ShelfHeader(library: library)",
    badge: String = "Text(library.name + library.owner)"
  ) -> String {
    library + screen + """


      struct Shelf: View {
        let library: \(valueType)
        var body: some View { ShelfSection(library: library) }
      }

      struct ShelfSection: View {
        let library: \(valueType)
        var body: some View { \(sectionBody) }
      }

      struct ShelfHeader: View {
        let library: \(valueType)
        var body: some View { LibraryBadge(library: library) }
      }

      struct LibraryBadge: View {
        let library: \(valueType)
        var body: some View { \(badge) }
      }
      """
  }

  static let proposingExamples: [TransformExample] = [
    .leavesToPeople(
      "a library passed down four layers to a badge reading two fields: pass the badge those fields",
      source: shelf(),
      check: "give LibraryBadge a smaller value with exactly the fields it reads (name, owner of Library)"),
    .leavesToPeople(
      "a layer in between that reads a field is told to take it on its own",
      source: shelf(sectionBody: "VStack { Text(\"\\(library.albums.count)\"); ShelfHeader(library: library) }"),
      check: "ShelfSection also reads albums: pass that field to it on its own"),
    .leavesToPeople(
      "a value read from an @Observable object upstream: pass the object",
      source: shelf(screen: """
        @Observable final class MusicStore {
          var library = Library(name: "Home", owner: "Ann", albums: [], syncedAt: 0)
          func sync() { library.syncedAt += 1 }
        }

        struct LibraryScreen: View {
          @State private var store = MusicStore()

          var body: some View {
            Shelf(library: store.library)
          }
        }
        """),
      check: "LibraryScreen reads the value from MusicStore (`store.library`), an @Observable object: pass `store` down instead, and let LibraryBadge read `store.library.name`, `store.library.owner`"),
    .leavesToPeople(
      "the chain ends where a field of small values is passed on: that is already narrow",
      source: shelf(badge: "VStack { NameLabel(name: library.name); Text(library.owner) }")
        + "\n\nstruct NameLabel: View {\n  let name: String\n  var body: some View { Text(name) }\n}\n",
      check: "give LibraryBadge a smaller value with exactly the fields it reads (name, owner of Library)"),
    .leavesToPeople(
      "a value nobody reads at the end: stop passing it",
      source: shelf(badge: "Text(\"Library\")"),
      check: "LibraryBadge does not read library: stop passing it down through Shelf, ShelfSection and ShelfHeader"),
  ]

  static let skipExamples: [TransformExample] = [
    .skips(
      "an observable object passed down is compared by reference",
      source: """
        @Observable final class Library {
          var name = ""
          var albums: [String] = []
        }
        struct LibraryScreen: View {
          @State private var library = Library()
          var body: some View { Shelf(library: library) }
        }
        struct Shelf: View {
          let library: Library
          var body: some View { ShelfSection(library: library) }
        }
        struct ShelfSection: View {
          let library: Library
          var body: some View { LibraryBadge(library: library) }
        }
        struct LibraryBadge: View {
          let library: Library
          var body: some View { Text(library.name) }
        }
        """,
      rule: LargeValueSkip.isAReferenceType, saying: "Library is a reference type: each of the 3 layers compares one reference"),
    .skips(
      "a small value is cheap to compare however deep it goes",
      source: shelf(screen: """
        struct Badge: Equatable {
          var name: String
          var owner: String
          var count: Int
        }

        struct LibraryScreen: View {
          @State private var badge = Badge(name: "Home", owner: "Ann", count: 0)
          var body: some View {
            Shelf(library: badge).onTapGesture { badge.count += 1 }
          }
        }
        """, valueType: "Badge"),
      rule: LargeValueSkip.isSmall, saying: "Badge is small (3 fields): comparing it at each layer is cheap"),
    .skips(
      "two layers are fewer than three",
      source: library + """
        struct LibraryScreen: View {
          @State private var library = Library(name: "Home", owner: "Ann", albums: [], syncedAt: 0)
          var body: some View {
            ShelfHeader(library: library).onTapGesture { library.syncedAt += 1 }
          }
        }

        struct ShelfHeader: View {
          let library: Library
          var body: some View { LibraryBadge(library: library) }
        }

        struct LibraryBadge: View {
          let library: Library
          var body: some View { Text(library.name) }
        }
        """,
      rule: LargeValueSkip.fewerThan, saying: "Library passes through 2 view layers (ShelfHeader → LibraryBadge), fewer than 3"),
    .skips(
      "the last view reads most of the value",
      source: shelf(badge: "Text(library.name + library.owner + \"\\(library.albums.count)\")"),
      rule: LargeValueSkip.nearlyTheWhole, saying: "LibraryBadge reads 3 of the 4 fields of Library (name, owner, albums): a value of those would be nearly the whole"),
    .skips(
      "the last view needs the whole value",
      source: shelf(badge: "Text(Self.summary(of: library))")
        + "\n\nextension LibraryBadge {\n  static func summary(of library: Library) -> String { library.name }\n}\n",
      rule: LargeValueSkip.soItNeedsAllOfIt, saying: "LibraryBadge uses library whole at Example.swift"),
    .skips(
      "a value nothing changes after it is built",
      source: shelf(screen: """
        struct LibraryScreen: View {
          let library = Library(name: "Home", owner: "Ann", albums: [], syncedAt: 0)
          var body: some View { Shelf(library: library) }
        }
        """),
      rule: LargeValueSkip.nothingInTheScannedCodeChanges, saying: "nothing in the scanned code changes Library after it is built"),
    .skips(
      "a value an initialiser sets and nothing changes later",
      source: shelf(screen: """
        @Observable final class MusicStore {
          var library: Library
          init(library: Library) { self.library = library }
        }

        struct LibraryScreen: View {
          @State private var store = MusicStore(library: Library(name: "Home", owner: "Ann", albums: [], syncedAt: 0))
          var body: some View { Shelf(library: store.library) }
        }
        """),
      rule: LargeValueSkip.nothingInTheScannedCodeChanges, saying: "nothing in the scanned code changes Library after it is built"),
    // A generic view's value has no size Narrow can count, so the chain stops before it; the last
    // view of the chain still hands it the whole value.
    .skips(
      "the last view hands the whole value to a view Narrow cannot size",
      source: shelf(badge: "VStack { Text(library.name); DebugDump(value: library) }") + """


        struct DebugDump<Value>: View {
          let value: Value
          var body: some View { Text(String(describing: value)) }
        }
        """,
      rule: LargeValueSkip.soItNeedsAllOfIt, saying: "LibraryBadge passes library whole to DebugDump at Example.swift:47:71, so it needs all of it"),
    // A collection has no fields to pick: what to pass instead is a choice of elements.
    .skips(
      "the chain ends at a collection",
      source: shelf(badge: "AlbumShelf(albums: library.albums)") + """


        struct AlbumShelf: View {
          let albums: [Album]
          var body: some View { Text("\\(albums.count) albums") }
        }
        """,
      rule: LargeValueSkip.whichHasNoFieldsToPassOnTheirOwn, saying: "the value reaches AlbumShelf as `[Album]`, which has no fields to pass on their own"),
    .skips(
      "the last view reads a computed property of the value",
      source: shelf(badge: "Text(library.title)") + "\n\nextension Library {\n  var title: String { name + \" of \" + owner }\n}\n",
      rule: LargeValueSkip.whichIsNotAStoredField, saying: "LibraryBadge reads library.title, which is not a stored field of Library: it may read any of them"),
    // Every view in between shows when the library last synced, the only field that changes: given
    // the store instead, each would still read it, and run for it.
    .skips(
      "every layer reads the field that changes",
      source: library + """
        @Observable final class MusicStore {
          var library = Library(name: "Home", owner: "Ann", albums: [], syncedAt: 0)
          func sync() { library.syncedAt += 1 }
        }

        struct LibraryScreen: View {
          @State private var store = MusicStore()

          var body: some View {
            VStack {
              Text(store.library.name)
              Shelf(library: store.library)
            }
          }
        }

        struct Shelf: View {
          let library: Library
          var body: some View { VStack { Text("synced \\(library.syncedAt)"); ShelfSection(library: library) } }
        }

        struct ShelfSection: View {
          let library: Library
          var body: some View { VStack { Text("synced \\(library.syncedAt)"); ShelfHeader(library: library) } }
        }

        struct ShelfHeader: View {
          let library: Library
          var body: some View { VStack { Text("synced \\(library.syncedAt)"); LibraryBadge(library: library) } }
        }

        struct LibraryBadge: View {
          let library: Library
          var body: some View { Text(library.name) }
        }
        """,
      rule: LargeValueSkip.soASmallerValueSparesNoneOfThem, saying: "every layer reads what changes of Library, so a smaller value spares none of them"),
    .ignores(
      "a large value a view reads itself is not passed down",
      source: library + """
        struct LibraryScreen: View {
          @State private var library = Library(name: "Home", owner: "Ann", albums: [], syncedAt: 0)
          var body: some View { Text(library.name) }
        }
        """),
  ]
}
