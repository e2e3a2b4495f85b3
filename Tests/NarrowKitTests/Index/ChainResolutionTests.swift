import Testing

@testable import NarrowKit

/// An index read again after an edit keeps the chains of the files the edit leaves alone only
/// while they would resolve the same: each case edits one file so that a chain of another, which
/// the edit does not touch, resolves differently, and checks every chain against an index built
/// from nothing.
@Suite struct ChainResolutionTests {
  static let models = """
    final class Feed: ObservableObject {
      @Published var current: Item?
      static let shared = Feed()
    }
    struct Item { var title: String; var author: Author }
    struct Author { var name: String }
    """
  static let row = """
    struct Row: View {
      struct Model { var label: String }
      let item: Item
      let model: Model
      var body: some View { Text(item.author.name.first + model.label + item.subtitle.text) }
    }
    """
  static let uses = """
    typealias Entry = Item
    typealias Tune = Song
    func show(_ tune: Tune) { print(tune.title.count) }
    func open() { print(Library.shared.title) }
    """
  static let library = """
    enum Library { static let shared = Item(title: "", author: Author(name: "")) }
    """
  static let globals = "let Library = Feed()"
  static let screen = """
    struct Screen: View {
      @ObservedObject var feed: Feed
      var body: some View { Text(feed.current?.title ?? "") }
    }
    """
  static let panel = "extension Row { struct Panel { func show(_ items: [Item]) { items.forEach { entry in print(entry.title) } } } }"
  static let shelf = "enum Shelf { struct Volume { var label: String } }\nfunc read(_ volume: Volume) { print(volume.label.count) }"
  static let rack = "enum Rack { struct Volume {} }"
  static let store = "final class Store { func session() -> Session { Session(title: \"\") } }\nfunc peek(_ store: Store) { print(store.session().title.count) }"
  static let session = "struct Session { var name: String }"
  static let files = [
    "Models.swift": models, "Row.swift": row, "Uses.swift": uses, "Library.swift": library, "Globals.swift": globals, "Screen.swift": screen,
    "Panel.swift": panel, "Shelf.swift": shelf, "Rack.swift": rack, "Store.swift": store, "Session.swift": session,
  ]

  private func sources(_ files: [String: String]) -> [SourceFile] {
    files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
  }

  /// The index read again after `path` becomes `source`, and the same code indexed from nothing.
  private func reread(_ path: String, as source: String) -> (kept: Index, fresh: Index, base: Index) {
    let base = Index.build(sources(Self.files), jobs: 1)
    _ = base.memberAccesses
    let changed = FileParser.facts(for: sources([path: source]), jobs: 1, cache: nil).facts
    var after = Self.files
    after[path] = source
    return (base.replacing(changed), Index.build(sources(after), jobs: 1), base)
  }

  private func resolutions(in index: Index) -> [String: [String]] {
    Dictionary(uniqueKeysWithValues: index.files.enumerated().map { position, file in
      let chains = index.memberAccesses.resolution(ofFile: file.file.path, at: position)?.chains ?? []
      return (file.file.path, chains.map { "\($0.chain.enclosingType ?? "-") \($0.startsWithImplicitSelf) \($0.steps) \($0.resultSteps)" })
    })
  }

  private func keptFiles(_ kept: Index, from base: Index) -> Set<String> {
    Set(kept.files.enumerated().compactMap { position, file in
      let path = file.file.path
      guard let now = kept.memberAccesses.resolution(ofFile: path, at: position)?.chains.first,
        let before = base.memberAccesses.resolution(ofFile: path, at: position)?.chains.first
      else { return nil }
      return now === before ? path : nil
    })
  }

  @Test func anEditNothingElseLooksUpKeepsEveryOtherFilesChains() {
    let (kept, fresh, base) = reread("Screen.swift", as: Self.screen.replacingOccurrences(of: "?? \"\"", with: "?? \"none\""))
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    // The other files with chains; the rest have none to keep.
    #expect(keptFiles(kept, from: base) == ["Row.swift", "Uses.swift", "Panel.swift", "Shelf.swift", "Store.swift"])
  }

  @Test func aMemberTypeChangedInAnotherFileResolvesAgain() {
    let models = Self.models.replacingOccurrences(of: "var name: String }", with: "var name: Name }\nstruct Name { var first: String }")
    let (kept, fresh, base) = reread("Models.swift", as: models)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept, from: base).contains("Row.swift"))
  }

  @Test func aTypeAddedThatAnUneditedAliasNamesResolvesAgain() {
    let (kept, fresh, _) = reread("Models.swift", as: Self.models + "\nstruct Song { var title: String }")
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(resolutions(in: fresh)["Uses.swift"] != resolutions(in: Index.build(sources(Self.files), jobs: 1))["Uses.swift"])
  }

  @Test func anExtensionThroughAnUneditedAliasResolvesAgain() {
    let extras = "extension Entry { var subtitle: Subtitle { Subtitle(text: title) } }\nstruct Subtitle { var text: String }"
    let (kept, fresh, base) = reread("Screen.swift", as: Self.screen + "\n" + extras)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept, from: base).contains("Row.swift"))
  }

  @Test func aTypeThatComesToShareANestedTypesNameResolvesAgain() {
    let (kept, fresh, base) = reread("Screen.swift", as: Self.screen + "\nstruct Model { var other: Int }")
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept, from: base).contains("Row.swift"))
  }

  @Test func aGlobalRemovedThatShadowedATypeResolvesAgain() {
    let (kept, fresh, base) = reread("Globals.swift", as: "let other = 1")
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept, from: base).contains("Uses.swift"))
  }

  /// Chains written in a type whose key changes, though they look nothing up by its name.
  @Test func aScopeThatComesToShareItsNameResolvesAgain() {
    let (kept, fresh, base) = reread("Screen.swift", as: Self.screen + "\nstruct Panel {}")
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept, from: base).contains("Panel.swift"))
  }

  /// A type name two nested types shared, which named neither, names one once the other is gone.
  @Test func aNameNoLongerSharedResolvesAgain() {
    let (kept, fresh, base) = reread("Rack.swift", as: "enum Rack {}")
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept, from: base).contains("Shelf.swift"))
  }

  /// Reads of what a method returns look its type up by the name its declaration writes, and
  /// a member it lacked is declared in another file.
  @Test func aMemberAddedToAMethodsResultTypeResolvesAgain() {
    let (kept, fresh, base) = reread("Session.swift", as: "struct Session { var title: Headline }\nstruct Headline { var count: Int }")
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept, from: base).contains("Store.swift"))
  }
}
