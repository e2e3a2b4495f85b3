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
  private func reread(_ path: String, as source: String, from earlier: EditedModels.Earlier = .sameRun) -> (kept: Index, fresh: Index, base: Index) {
    var after = Self.files
    after[path] = source
    return reread(Self.files, becoming: after, from: earlier)
  }

  private func reread(_ files: [String: String], becoming after: [String: String], from earlier: EditedModels.Earlier)
    -> (kept: Index, fresh: Index, base: Index)
  {
    let models = EditedModels(files, becoming: after, from: earlier)
    return (models.kept.index, models.fresh.index, models.base.index)
  }

  private func resolutions(in index: Index) -> [String: [String]] {
    Dictionary(uniqueKeysWithValues: index.files.enumerated().map { position, file in
      let chains = index.memberAccesses.resolution(ofFile: file.file.path, at: position)?.chains ?? []
      return (file.file.path, chains.map { "\($0.chain.enclosingType ?? "-") \($0.startsWithImplicitSelf) \($0.steps) \($0.resultSteps)" })
    })
  }

  /// The files with chains whose resolutions `kept` took from the earlier code.
  private func keptFiles(_ kept: Index) -> Set<String> {
    Set(kept.files.enumerated().compactMap { position, file in
      guard let resolution = kept.memberAccesses.resolution(ofFile: file.file.path, at: position), !resolution.chains.isEmpty,
        resolution.isKept
      else { return nil }
      return file.file.path
    })
  }

  @Test(arguments: EditedModels.Earlier.allCases) func anEditNothingElseLooksUpKeepsEveryOtherFilesChains(_ earlier: EditedModels.Earlier) {
    let (kept, fresh, _) = reread("Screen.swift", as: Self.screen.replacingOccurrences(of: "?? \"\"", with: "?? \"none\""), from: earlier)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    // The other files with chains; the rest have none to keep.
    #expect(keptFiles(kept) == ["Row.swift", "Uses.swift", "Panel.swift", "Shelf.swift", "Store.swift"])
  }

  @Test(arguments: EditedModels.Earlier.allCases) func aMemberTypeChangedInAnotherFileResolvesAgain(_ earlier: EditedModels.Earlier) {
    let models = Self.models.replacingOccurrences(of: "var name: String }", with: "var name: Name }\nstruct Name { var first: String }")
    let (kept, fresh, _) = reread("Models.swift", as: models, from: earlier)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept).contains("Row.swift"))
  }

  @Test(arguments: EditedModels.Earlier.allCases) func aTypeAddedThatAnUneditedAliasNamesResolvesAgain(_ earlier: EditedModels.Earlier) {
    let (kept, fresh, _) = reread("Models.swift", as: Self.models + "\nstruct Song { var title: String }", from: earlier)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(resolutions(in: fresh)["Uses.swift"] != resolutions(in: Index.build(sources(Self.files), jobs: 1))["Uses.swift"])
  }

  /// `Tune` stood for `Song`; once `Song` is gone it stands for nothing, and only the aliases as
  /// they were say that a lookup of `Tune` answers differently.
  @Test(arguments: EditedModels.Earlier.allCases) func aTypeGoneThatAnUneditedAliasNamedResolvesAgain(_ earlier: EditedModels.Earlier) {
    let files = Self.files.merging(["Song.swift": "struct Song { var title: String }"]) { $1 }
    let (kept, fresh, _) = reread(files, becoming: files.merging(["Song.swift": "enum Other {}"]) { $1 }, from: earlier)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept).contains("Uses.swift"))
  }

  @Test(arguments: EditedModels.Earlier.allCases) func anExtensionThroughAnUneditedAliasResolvesAgain(_ earlier: EditedModels.Earlier) {
    let extras = "extension Entry { var subtitle: Subtitle { Subtitle(text: title) } }\nstruct Subtitle { var text: String }"
    let (kept, fresh, _) = reread("Screen.swift", as: Self.screen + "\n" + extras, from: earlier)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept).contains("Row.swift"))
  }

  @Test(arguments: EditedModels.Earlier.allCases) func aTypeThatComesToShareANestedTypesNameResolvesAgain(_ earlier: EditedModels.Earlier) {
    let (kept, fresh, _) = reread("Screen.swift", as: Self.screen + "\nstruct Model { var other: Int }", from: earlier)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept).contains("Row.swift"))
  }

  @Test(arguments: EditedModels.Earlier.allCases) func aGlobalRemovedThatShadowedATypeResolvesAgain(_ earlier: EditedModels.Earlier) {
    let (kept, fresh, _) = reread("Globals.swift", as: "let other = 1", from: earlier)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept).contains("Uses.swift"))
  }

  /// Chains written in a type whose key changes, though they look nothing up by its name.
  @Test(arguments: EditedModels.Earlier.allCases) func aScopeThatComesToShareItsNameResolvesAgain(_ earlier: EditedModels.Earlier) {
    let (kept, fresh, _) = reread("Screen.swift", as: Self.screen + "\nstruct Panel {}", from: earlier)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept).contains("Panel.swift"))
  }

  /// A type name two nested types shared, which named neither, names one once the other is gone.
  @Test(arguments: EditedModels.Earlier.allCases) func aNameNoLongerSharedResolvesAgain(_ earlier: EditedModels.Earlier) {
    let (kept, fresh, _) = reread("Rack.swift", as: "enum Rack {}", from: earlier)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept).contains("Shelf.swift"))
  }

  /// Reads of what a method returns look its type up by the name its declaration writes, and
  /// a member it lacked is declared in another file.
  @Test(arguments: EditedModels.Earlier.allCases) func aMemberAddedToAMethodsResultTypeResolvesAgain(_ earlier: EditedModels.Earlier) {
    let (kept, fresh, _) = reread("Session.swift", as: "struct Session { var title: Headline }\nstruct Headline { var count: Int }", from: earlier)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept).contains("Store.swift"))
  }

  // Only from the last run: a run reads the same files within itself, under the same settings.

  @Test func aFileAddedThatDeclaresWhatAnAliasNamesResolvesAgain() {
    let (kept, fresh, _) = reread(Self.files, becoming: Self.files.merging(["Song.swift": "struct Song { var title: String }"]) { $1 }, from: .lastRun)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept).contains("Uses.swift"))
    #expect(keptFiles(kept).contains("Row.swift"))
  }

  @Test func aFileGoneThatDeclaredAGlobalResolvesAgain() {
    let (kept, fresh, _) = reread(Self.files, becoming: Self.files.filter { $0.key != "Globals.swift" }, from: .lastRun)
    #expect(resolutions(in: kept) == resolutions(in: fresh))
    #expect(!keptFiles(kept).contains("Uses.swift"))
  }

  /// The same code read for one platform, after a run that read every branch, keeps nothing.
  @Test func aRunUnderOtherSettingsKeepsNothing() {
    let sources = EditedModels.sources(Self.files)
    let (run, _) = KeptRun.read(KeptRun.written(UpdateModel(index: Index.build(sources, jobs: 1)))!)!
    #expect(!keptFiles(Index.build(sources, jobs: 1).keeping(run)).isEmpty)
    #expect(keptFiles(Index.build(sources, configurations: BuildConfigurations(platform: .iOS), jobs: 1).keeping(run)).isEmpty)
  }

  /// A file that comes to be in a target is read for it anew, its text unchanged.
  @Test func aFileInAnotherTargetResolvesAgain() {
    let sources = EditedModels.sources(Self.files)
    let (run, _) = KeptRun.read(KeptRun.written(UpdateModel(index: Index.build(sources, jobs: 1)))!)!
    let kept = Index.build(sources, modules: ModuleMap(moduleByPath: ["Row.swift": "App"]), jobs: 1).keeping(run)
    #expect(!keptFiles(kept).contains("Row.swift"))
    #expect(keptFiles(kept).contains("Store.swift"))
    let forOnePlatform = Index.build(sources, configurations: BuildConfigurations(platformByFile: ["Row.swift": .iOS]), jobs: 1).keeping(run)
    #expect(!keptFiles(forOnePlatform).contains("Row.swift"))
    #expect(keptFiles(forOnePlatform).contains("Store.swift"))
  }

  /// Whether a type's constructions answer as they did, after a run: no chain or write looks
  /// them up yet, but what does would be told so by the constructions of every file changed,
  /// as it was and as it is, gone files included.
  @Test func theConstructionsOfFilesChangedSinceTheLastRunCountAsChanged() {
    var files = Self.files
    files["Build.swift"] = "func build() -> Item { Item(title: \"\", author: Author(name: \"\")) }"
    let changed: [(String, [String: String])] = [
      ("Item", files.merging(["Build.swift": "func build() {}"]) { $1 }),
      ("Feed", files.merging(["Build.swift": files["Build.swift"]! + "\nlet feed = Feed()"]) { $1 }),
      ("Author", files.filter { $0.key != "Build.swift" }),
    ]
    for (type, after) in changed {
      let resolutions = reread(files, becoming: after, from: .lastRun).kept.earlierResolutions!
      #expect(!resolutions.answersAsBefore(LookedUp(constructed: [type])), "\(type)")
      #expect(resolutions.answersAsBefore(LookedUp(constructed: ["Session"])))
    }
  }

  /// A resolution kept in the cache reads back as it was written.
  @Test func aKeptRunReadsBackAsItWasWritten() {
    let model = UpdateModel(index: Index.build(EditedModels.sources(Self.files), jobs: 1))
    let written = KeptRun.written(model)!
    #expect(KeptRun.written(model) == written)
    let (run, _) = KeptRun.read(written)!
    let kept = Index.build(EditedModels.sources(Self.files), jobs: 1).keeping(run)
    #expect(resolutions(in: kept) == resolutions(in: model.index))
    #expect(keptFiles(kept).count == 6)
    #expect(KeptRun.read(Array(written.dropLast())) == nil)
    // An entry that does not hold one resolution for each chain of a file keeps none of them.
    var files = run.files
    files["Row.swift"]?.chains.removeLast()
    let short = Index.build(EditedModels.sources(Self.files), jobs: 1).keeping(EarlierRun(settings: run.settings, aliases: run.aliases, files: files))
    #expect(resolutions(in: short) == resolutions(in: model.index))
    #expect(!keptFiles(short).contains("Row.swift"))
  }
}
