import Testing

@testable import NarrowKit

/// A model of edited code keeps the writes the earlier model found in a file (what they change,
/// and what runs them, found across files) only while nothing finding them looked up answers
/// differently: each case edits another file so that a write of an untouched file changes, and
/// checks every write against a model built from nothing.
@Suite struct KeptWritesTests {
  static let files = [
    "Model.swift": """
      @Observable final class Model {
        var value = 0
        var progress = 0.0
        var note = ""
        func refresh() { value += 1 }
      }
      """,
    "Other.swift": "@Observable final class Other {\n  var count = 0\n  func refresh() { count += 1 }\n}",
    "Feed.swift": "@Observable final class Feed { var title = \"\" }",
    "Watcher.swift": """
      import Combine
      final class Watcher {
        let model = Model()
        var bag: Set<AnyCancellable> = []
        func start() { model.$progress.sink { [weak self] _ in self?.model.note = "" }.store(in: &bag) }
      }
      """,
    "Writer.swift": "func publish() { Shared.feed.title = \"new\" }",
    "Driver.swift": "final class Driver {\n  let model = Model()\n  let other = Other()\n  func go() {}\n}",
    "Holder.swift": "enum Holder {}",
    "Tally.swift": "struct Tally: View {\n  @State private var taps = 0\n  var body: some View { Button(\"+\") { taps += 1 } }\n}",
    "Previews.swift": "struct Row_Previews {\n  struct Host {\n    let model = Model()\n    func fill() { model.value = 2 }\n  }\n}",
  ]

  /// The models once `path` of `files` reads `source`.
  private func edited(_ path: String, as source: String, in files: [String: String] = files, from earlier: EditedModels.Earlier = .sameRun)
    -> (kept: UpdateModel, fresh: UpdateModel, base: UpdateModel)
  {
    let models = EditedModels(files, editing: path, to: source, from: earlier)
    return (models.kept, models.fresh, models.base)
  }

  private func writes(_ model: UpdateModel) -> [String] {
    model.fileWrites.flatMap { $0.chains.first + $0.chains.second + $0.declared.first + $0.declared.second }.map { "\($0.member) \($0.writer)" }
  }

  /// Every write of the edited model is the one found from nothing, and some write differs from
  /// the earlier model's: the edit did reach a file it left alone.
  private func expectRedone(_ path: String, as source: String, in files: [String: String] = files, from earlier: EditedModels.Earlier) {
    let (kept, fresh, base) = edited(path, as: source, in: files, from: earlier)
    #expect(writes(fresh) != writes(base))
    #expect(writes(kept) == writes(fresh))
  }

  @Test(arguments: EditedModels.Earlier.allCases) func filesWhoseLookupsTheEditLeavesAloneKeepTheirWrites(_ earlier: EditedModels.Earlier) {
    let (kept, fresh, _) = edited("Holder.swift", as: "enum Holder { static let label = \"\" }", from: earlier)
    #expect(writes(kept) == writes(fresh))
    // Both halves of the file read again; none of any other file.
    #expect(kept.fileWrites.reduce(0) { $0 + $1.searchesMade } == 2)
  }

  /// Whether a write is in a preview asks what `Tally` conforms to, `View` among them; the code
  /// declares no `View`, so extending it changes no lookup's answer.
  @Test(arguments: EditedModels.Earlier.allCases) func anExtensionOfATypeTheCodeDoesNotDeclareKeepsTheWrites(_ earlier: EditedModels.Earlier) {
    let (kept, fresh, _) = edited("Holder.swift", as: "enum Holder {}\nextension View { func framed() -> some View { self } }", from: earlier)
    #expect(writes(kept) == writes(fresh))
    #expect(kept.fileWrites.reduce(0) { $0 + $1.searchesMade } == 2)
  }

  @Test(arguments: EditedModels.Earlier.allCases) func aFileReadAgainFindsItsWritesAgain(_ earlier: EditedModels.Earlier) {
    let driver = Self.files["Driver.swift"]!.replacingOccurrences(of: "func go() {}", with: "func go() { model.value = 3 }")
    expectRedone("Driver.swift", as: driver, from: earlier)
  }

  /// `Shared.feed.title = …` writes `Feed.title` once `Shared` is declared: only resolving the
  /// chain looked the name up.
  @Test(arguments: EditedModels.Earlier.allCases) func aDeclarationThatResolvesAWritingChainFindsItsWriteAgain(_ earlier: EditedModels.Earlier) {
    expectRedone("Holder.swift", as: "enum Holder {}\nenum Shared { static let feed = Feed() }", from: earlier)
  }

  /// `refresh()` writes `value` as often as its callers run: a timer in another file calls it.
  @Test(arguments: EditedModels.Earlier.allCases) func aNewCallerElsewhereFindsTheWritesOfTheMethodAgain(_ earlier: EditedModels.Earlier) {
    expectRedone("Driver.swift", as: Self.files["Driver.swift"]!.replacingOccurrences(
      of: "func go() {}", with: "func go() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.model.refresh() } }"), from: earlier)
  }

  /// The calls of `refresh` are looked up once for both types that declare it; the second file to
  /// ask takes them from the first's search, and what that search looked up with them.
  @Test(arguments: EditedModels.Earlier.allCases) func aSearchAnotherFileMadeFirstCountsForBoth(_ earlier: EditedModels.Earlier) {
    expectRedone("Driver.swift", as: Self.files["Driver.swift"]!.replacingOccurrences(
      of: "func go() {}", with: "func go() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.other.refresh() } }"), from: earlier)
  }

  /// A call whose receiver resolves only once another file declares it is a new caller too.
  @Test(arguments: EditedModels.Earlier.allCases) func aCallThatResolvesAnewFindsTheWritesOfTheMethodAgain(_ earlier: EditedModels.Earlier) {
    let driver = "final class Driver {\n  func go() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in Shared.model.refresh() } }\n}"
    var files = Self.files
    files["Driver.swift"] = driver
    expectRedone("Holder.swift", as: "enum Holder {}\nenum Shared { static let model = Model() }", in: files, from: earlier)
  }

  /// Without its one caller in a timer, `refresh()` runs as often as some code calls it.
  @Test(arguments: EditedModels.Earlier.allCases) func aCallerThatGoesFindsTheWritesOfTheMethodAgain(_ earlier: EditedModels.Earlier) {
    let timer = "func go() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.model.refresh() } }"
    var files = Self.files
    files["Driver.swift"] = Self.files["Driver.swift"]!.replacingOccurrences(of: "func go() {}", with: timer)
    expectRedone("Driver.swift", as: Self.files["Driver.swift"]!, in: files, from: earlier)
  }

  /// A subscriber of `$progress` runs as often as `progress` is written, wherever it is.
  @Test(arguments: EditedModels.Earlier.allCases) func aNewWriteOfAPublishedPropertyPacesItsSubscribersAgain(_ earlier: EditedModels.Earlier) {
    expectRedone("Driver.swift", as: Self.files["Driver.swift"]!.replacingOccurrences(
      of: "func go() {}", with: "func go() { Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.model.progress += 0.1 } }"), from: earlier)
  }

  /// Code in a type nested in a `PreviewProvider` never runs in the app.
  @Test(arguments: EditedModels.Earlier.allCases) func aPreviewProviderDeclaredElsewhereFindsTheWritesInsideItAgain(_ earlier: EditedModels.Earlier) {
    expectRedone("Holder.swift", as: "enum Holder {}\nextension Row_Previews: PreviewProvider {}", from: earlier)
  }

  /// A run after files were added or taken away (which a run within itself never does).
  private func expectRedone(_ files: [String: String], becoming after: [String: String]) {
    let models = EditedModels(files, becoming: after, from: .lastRun)
    #expect(writes(models.fresh) != writes(models.base))
    #expect(writes(models.kept) == writes(models.fresh))
  }

  @Test func aFileAddedThatDeclaresWhatAWritingChainReadsFindsItsWriteAgain() {
    expectRedone(Self.files, becoming: Self.files.merging(["Shared.swift": "enum Shared { static let feed = Feed() }"]) { $1 })
  }

  @Test func aFileGoneWithTheOneCallerInATimerFindsTheWritesOfTheMethodAgain() {
    var files = Self.files
    files["Clock.swift"] = "final class Clock {\n  let model = Model()\n  func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.model.refresh() } }\n}"
    expectRedone(files, becoming: Self.files)
  }

  /// A file searched again finds what runs its writes by looking for its methods' callers; where
  /// what the earlier model found of them looked up nothing the edit changes, it is kept.
  /// `Ticker`'s search asks for the callers of `reset()`, one of which the edit rewrites; the
  /// timer that calls `tick()` is in a file it leaves alone.
  @Test func aFileSearchedAgainKeepsWhatTheEarlierModelFoundOfCallersTheEditLeavesAlone() {
    var files = Self.files
    files["Engine.swift"] = "final class Engine {\n  let ticker = Ticker()\n  func go() { ticker.reset() }\n}"
    files["Ticker.swift"] = "final class Ticker {\n  var count = 0\n  func tick() { count += 1 }\n  func reset() { count = 0 }\n}"
    files["Clock.swift"] = """
      final class Clock {
        let ticker = Ticker()
        func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.ticker.tick() } }
      }
      """
    let (kept, fresh, _) = edited("Engine.swift", as: "// Steps.\n" + files["Engine.swift"]!, in: files)
    #expect(writes(kept) == writes(fresh))
    #expect(writes(kept).contains { $0.hasPrefix("Ticker.count ") && $0.contains("timer") }, "\(writes(kept).joined(separator: "\n"))")
    #expect(kept.fileWrites.first { $0.path == "Ticker.swift" }?.declared.isNew == true)
    let (keptSearch, freshSearch) = (kept.runnerMemos.declared.workedOut, fresh.runnerMemos.declared.workedOut)
    #expect(freshSearch.contains("Ticker.tick") && !keptSearch.contains("Ticker.tick"), "worked out \(keptSearch.sorted()) of \(freshSearch.sorted())")
  }

  /// A writer kept for the next run reads back whole: what its JSON form leaves out included.
  @Test func aWriterKeptForTheNextRunReadsBackWhole() throws {
    var writer = Writer(location: SourceLocation(file: "A.swift", line: 3, column: 5), code: "value = 1", runner: .timer, via: "tick() called from a timer")
    writer.pacing = Pacing(hertz: 10, whileItLasts: true, evidence: "every 0.1 s")
    writer.clauses = [IfClause(file: "A.swift", offset: 12, clause: 1, condition: "#else", earlier: ["os(iOS)"])]
    writer.skipsEqualValue = true
    var search = FileWrites.Search()
    search.second = [("Model.value", writer)]
    search.lookedUp = LookedUp(names: ["Model"], constructed: ["Row"], members: ["value"])
    let written = FactWriter()
    FileWrites(path: "A.swift", chains: FileWrites.Search(), declared: search).write(to: written)
    let read = try FileWrites(from: FactReader(bytes: written.bytes, from: 0))
    #expect(read.declared.second.map(\.writer) == [writer])
    #expect(read.declared.second.map(\.member) == ["Model.value"])
    #expect(read.declared.lookedUp == search.lookedUp)
  }

  /// What a run kept answers only to the index that keeps that run's resolutions: a model of
  /// edited code of this run, handed another run's work, finds its writes and profiles anew.
  @Test func theLastRunsWorkIsKeptOnlyAlongWithItsResolutions() {
    let earlier = UpdateModel(index: Index.build(EditedModels.sources(Self.files), jobs: 1))
    for view in earlier.simulationGraph.order { _ = earlier.simulationGraph.profile(of: view, in: earlier) }
    let stale = KeptRun.read(KeptRun.written(earlier)!)!.model
    #expect(!stale.profiles.isEmpty)
    var files = Self.files
    files["Driver.swift"] = Self.files["Driver.swift"]!.replacingOccurrences(of: "func go() {}", with: "func go() { model.value = 3 }")
    let models = EditedModels(files, editing: "Holder.swift", to: "enum Holder { static let label = \"\" }")
    let base = models.base
    _ = base.simulationGraph
    let changed = FileParser.facts(for: EditedModels.sources(["Holder.swift": "enum Holder { static let label = \"\" }"]), jobs: 1, cache: nil).facts
    let handed = UpdateModel(
      index: base.index.replacing(changed, jobs: 1), evidence: RunEvidence(), rowsOnScreen: BodyRun.screenful, earlier: nil, lastRun: stale)
    #expect(writes(handed) == writes(models.fresh))
    #expect(handed.fileWrites.reduce(0) { $0 + $1.searchesMade } == 2 * handed.fileWrites.count)
    for view in handed.simulationGraph.order { _ = handed.simulationGraph.profile(of: view, in: handed) }
    #expect(handed.simulationGraph.profilesWorkedOut == handed.simulationGraph.order.count)
  }
}
