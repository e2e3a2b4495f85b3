import Foundation
import Testing

@testable import OSSCheck

/// The run, compare and score logic on a tiny local app, so that no test needs the network.
@Suite struct OSSCheckTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/TinyPlayer")

  /// A product built beside this test bundle.
  static func executable(_ name: String) -> String {
    var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path), directory.path != "/" {
      directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent(name).path
  }

  /// The fixture as a git repository with one commit, standing in for an app's GitHub remote.
  static func remoteRepository() throws -> (path: String, commit: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("oss-check-remote-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: fixture, to: directory)
    try Data("large asset".utf8).write(to: directory.appendingPathComponent("cover.png"))
    // The project files that say targets and deployment targets come with the Swift files.
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("Tiny.xcodeproj"), withIntermediateDirectories: true)
    try Data("\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;\n".utf8).write(to: directory.appendingPathComponent("Tiny.xcodeproj/project.pbxproj"))
    try Data("SWIFT_VERSION = 5.0\n".utf8).write(to: directory.appendingPathComponent("Base.xcconfig"))
    try git(["init", "--quiet"], in: directory.path)
    try git(["add", "."], in: directory.path)
    try git(["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "--quiet", "-m", "tiny"], in: directory.path)
    return (directory.path, try git(["rev-parse", "HEAD"], in: directory.path).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @discardableResult
  static func git(_ arguments: [String], in directory: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CheckError("git \(arguments) failed") }
    return String(decoding: data, as: UTF8.self)
  }

  static func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("oss-check-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func app(repository: String, commit: String) -> PinnedApp {
    PinnedApp(name: "TinyPlayer", repository: repository, commit: commit, paths: ["."], observation: "observable",
      why: "a timer ticks a field the title never shows")
  }

  @Test func fetchChecksOutThePinnedCommitWithSwiftAndProjectFilesOnly() throws {
    let remote = try Self.remoteRepository()
    let sources = SourceCache(directory: try Self.temporaryDirectory())
    let app = Self.app(repository: remote.path, commit: remote.commit)
    try sources.fetch(app, remoteTemplate: "{repository}")
    #expect(try sources.head(of: app) == remote.commit)
    let files = try FileManager.default.contentsOfDirectory(atPath: sources.checkout(of: app)).filter { !$0.hasPrefix(".") }
    #expect(files.sorted() == ["Base.xcconfig", "Player.swift", "PlayerScreen.swift", "Tiny.xcodeproj"])
    #expect(FileManager.default.fileExists(atPath: sources.checkout(of: app) + "/Tiny.xcodeproj/project.pbxproj"))
    try sources.fetch(app, remoteTemplate: "{repository}")  // a second fetch keeps the checkout
    #expect(try sources.head(of: app) == remote.commit)
  }

  @Test func remoteTemplateNamesOwnerAndName() {
    let app = PinnedApp(name: "x", repository: "owner/app", commit: "c", paths: ["."], observation: "tca", why: "")
    #expect(SourceCache.remote(for: app, template: "https://github.com/{repository}.git") == "https://github.com/owner/app.git")
    #expect(SourceCache.remote(for: app, template: "/mirror/{owner}+{name}") == "/mirror/owner+app")
  }

  @Test func runRecordsProposalsSkipsAndCost() throws {
    let remote = try Self.remoteRepository()
    let sources = SourceCache(directory: try Self.temporaryDirectory())
    let app = Self.app(repository: remote.path, commit: remote.commit)
    try sources.fetch(app, remoteTemplate: "{repository}")
    let result = try Runner(narrow: Self.executable("narrow"), sources: sources, jobs: 1).run(app)
    #expect(result.exitStatus == 0)
    #expect(result.filesScanned == 2)
    #expect(result.commit == remote.commit)
    #expect(result.narrowVersion.hasPrefix("narrow "))
    let proposal = try #require(result.proposals.first { $0.transform == "pass-fields" })
    #expect(proposal.target == "SongTitle.song")
    #expect(proposal.views == ["SongTitle"])
    #expect(proposal.location == "PlayerScreen.swift:16")
    #expect(proposal.strength == "likely")
    #expect(proposal.rate == "continuous")
    #expect(result.skipped == [
      "pass-fields: … is @Observable": 1, "hoist-field: … has no default value and … does not start with one": 1,
      "isolate-read: the runs a change of … spares build … views and no rows": 1,
    ])
    #expect(result.deploymentTargets == ["Tiny.xcodeproj/project.pbxproj: iOS 16.0"])
    #expect(result.hotEvents?.first == "Player.tick", "\(result.hotEvents ?? [])")
    #expect(result.wallSeconds > 0)
    #expect(result.peakMemoryMiB > 1)
  }

  @Test func runRefusesACheckoutAtAnotherCommit() throws {
    let remote = try Self.remoteRepository()
    let sources = SourceCache(directory: try Self.temporaryDirectory())
    try sources.fetch(Self.app(repository: remote.path, commit: remote.commit), remoteTemplate: "{repository}")
    let moved = Self.app(repository: remote.path, commit: String(repeating: "0", count: 40))
    #expect(throws: CheckError.self) { try Runner(narrow: Self.executable("narrow"), sources: sources, jobs: 1).run(moved) }
  }

  @Test func skipReasonsAreCountedByTheirRule() {
    #expect(SkipKind.of(transform: "pass-fields", reason: "Backyard is a class: its fields can change behind copies taken from it")
      == "pass-fields: … is a class")
    #expect(SkipKind.of(transform: "pass-fields", reason: "Account is a class: its fields can change")
      == SkipKind.of(transform: "pass-fields", reason: "Backyard is a class: its fields can change behind copies"))
    #expect(SkipKind.of(transform: "pass-fields", reason: "cropRect has the property wrapper @Binding")
      == "pass-fields: … has the property wrapper @Binding")
    #expect(SkipKind.of(transform: "isolate-onchange", reason: "AddAccountView also uses instanceName at A/B.swift:39:7 (`x`)")
      == "isolate-onchange: … also uses … at …")
    #expect(SkipKind.of(transform: "cache-computed", reason: "the getter calls `lock.withLock { value }` whose reads are unknown")
      == "cache-computed: the getter calls … whose reads are unknown")
  }

  @Test func rateIsTheBusiestWritersWhenTheReportGivesNone() {
    #expect(Rate.busiest([.once, .repeated]) == .repeated)
    #expect(Rate.busiest([.once, .unknown]) == .unknown)
    #expect(Rate.busiest([Rate(runner: "timer"), Rate(runner: "action")]) == .continuous)
    #expect(Rate.busiest([Rate(runner: "initializer")]) == .once)
  }

  static func proposal(_ transform: String, _ target: String, verdict: String = "safe", strength: String = "likely")
    -> AppResult.ProposalSummary
  {
    .init(transform: transform, target: target, verdict: verdict, strength: strength, rate: "continuous",
      views: [], location: "A.swift:1")
  }

  static func result(_ app: String, _ proposals: [AppResult.ProposalSummary], wall: Double = 2, memory: Double = 100)
    -> AppResult
  {
    var result = AppResult(
      app: PinnedApp(name: app, repository: "o/\(app)", commit: "c", paths: ["."], observation: "observable", why: ""),
      narrowVersion: "narrow 0", exitStatus: 0, wallSeconds: wall, peakBytes: 0,
      report: ScanReport(version: "0", filesScanned: 1, proposals: [], skipped: [], fileErrors: []), hot: nil)
    result.proposals = proposals
    result.peakMemoryMiB = memory
    return result
  }

  @Test func compareListsGainedLostAndChanged() {
    let old = [
      "A": Self.result("A", [Self.proposal("pass-fields", "Row.item"), Self.proposal("hoist-field", "P.s.x", verdict: "review")]),
      "B": Self.result("B", [Self.proposal("pass-fields", "Cell.value")]),
    ]
    let new = [
      "A": Self.result("A", [
        Self.proposal("pass-fields", "Row.item", strength: "possible"), Self.proposal("isolate-read", "Screen:p.time"),
      ], wall: 3, memory: 50),
      "B": Self.result("B", [Self.proposal("pass-fields", "Cell.value")]),
      "C": Self.result("C", []),
    ]
    let comparison = Comparison(old: old, new: new)
    let a = comparison.apps.first { $0.app == "A" }!
    #expect(a.gained.map(\.key) == ["isolate-read Screen:p.time"])
    #expect(a.lost.map(\.key) == ["hoist-field P.s.x"])
    #expect(a.changed == ["pass-fields Row.item: effect likely → possible"])
    #expect(a.timeRatio == 1.5)
    #expect(a.memoryRatio == 0.5)
    #expect(comparison.apps.first { $0.app == "B" }!.isQuiet)
    #expect(comparison.apps.first { $0.app == "C" }!.missing == "only in the new run")
    let markdown = comparison.rendered(.markdown)
    #expect(markdown.contains("| app | gained | lost | changed | time new/old | memory new/old |"))
    #expect(markdown.contains("| A | 1 | 1 | 1 | 1.50x | 0.50x |"))
    #expect(markdown.contains("### A\n- + isolate-read Screen:p.time"))
    #expect(!markdown.contains("### B"))
    #expect(comparison.rendered(.text).contains("A:\n  + isolate-read Screen:p.time"))
  }

  static func verdict(_ app: String, _ transform: String, _ target: String, _ spares: Labels.Spares, compiles: Bool = true)
    -> Labels.Verdict
  {
    .init(app: app, transform: transform, target: target, compiles: compiles, behaviour: "same", spares: spares,
      class: nil, reason: "r")
  }

  @Test func scoreCountsPrecisionNoiseRecallAndUnjudged() {
    let results = [
      "A": Self.result("A", [
        Self.proposal("pass-fields", "Row.item"),
        Self.proposal("pass-fields", "Cell.value"),
        Self.proposal("isolate-onchange", "Chat:messages.last?.content"),
        Self.proposal("pass-fields", "Widget.entry", strength: "possible"),
        Self.proposal("hoist-field", "P.s.x"),
      ]),
      "B": Self.result("B", [Self.proposal("pass-fields", "Card.model")]),
    ]
    let labels = Labels(
      verdicts: [
        Self.verdict("A", "pass-fields", "Row.item", .real),
        Self.verdict("A", "pass-fields", "Cell.value", .none),
        Self.verdict("A", "isolate-onchange", "Chat:messages.last?.content", .real),
        Self.verdict("A", "pass-fields", "Widget.entry", .none, compiles: false),
        Self.verdict("B", "pass-fields", "Card.model", .negligible),
        Self.verdict("B", "pass-fields", "Gone.value", .real),  // no longer proposed: not counted
      ],
      hotPaths: [
        .init(app: "A", event: "Chat.messages by a stream", rate: "continuous", views: ["Chat"],
          transform: "isolate-onchange", targets: ["Chat:messages.last*"], reason: "r"),
        .init(app: "A", event: "Widget refresh", rate: "continuous", views: ["Widget"],
          transform: "pass-fields", targets: ["Widget.entry"], reason: "only a possible proposal"),
        .init(app: "B", event: "Player.time by a timer", rate: "continuous", views: ["Screen"],
          transform: "isolate-read", targets: ["Screen:*time"], reason: "r"),
        .init(app: "B", event: "Card.model by an action", rate: "repeated", views: ["Card"],
          transform: "isolate-onchange", targets: ["Card.*"], reason: "a proposal of another transform does not cut it"),
      ])
    let score = Score(results: results, labels: labels).of(.labelled)
    #expect(score.precision == "50% (2/4)")
    #expect(score.noise == "50% (2/4)")
    #expect(score.recall == "25% (1/4)")
    let a = score.apps.first { $0.app == "A" }!
    #expect(a.likely == 4)
    #expect(a.unjudged == ["hoist-field P.s.x"])
    #expect(a.doesNotCompile == 1)
    #expect(a.missed.map(\.event) == ["Widget refresh"])
    let text = Score(results: results, labels: labels).rendered(.text)
    #expect(text.contains("unjudged: 1 proposal has no verdict"))
    #expect(text.contains("Not judged yet:\n  A hoist-field P.s.x"))
  }

  /// The labelled and first-contact apps are scored apart; noise is counted by class, misses by
  /// cause, and `hot`'s first events by the reviewers' reading of them.
  @Test func scoreSeparatesTheSetsAndCountsNoiseMissesAndHotWaste() {
    var fresh = Self.result("New", [Self.proposal("pass-fields", "Row.item"), Self.proposal("hoist-field", "P.s.x")])
    fresh.hotEvents = ["Player.tick", "Search.text", "Settings.theme"]
    var noisy = Self.verdict("New", "hoist-field", "P.s.x", .none)
    noisy.class = "construction-or-once"
    var missedBySkip = Labels.HotPath(app: "New", event: "Downloads.progress", rate: "continuous", views: ["List"],
      transform: "row-observable", targets: ["Download*"], reason: "r")
    missedBySkip.missCause = .skipRuleFalse
    let labels = Labels(
      verdicts: [Self.verdict("New", "pass-fields", "Row.item", .real), noisy, Self.verdict("Old", "pass-fields", "Cell.value", .real)],
      hotPaths: [
        missedBySkip,
        .init(app: "New", event: "Scroll offset", rate: "continuous", views: ["Feed"], transform: "none", targets: [], reason: "r"),
        .init(app: "New", event: "Typing", rate: "repeated", views: ["Form"], transform: "isolate-read", targets: ["Form:*"], reason: "r"),
      ],
      hotTop: [
        .init(app: "New", event: "Player.tick", waste: true, reason: "r"),
        .init(app: "New", event: "Search.text", waste: false, reason: "r"),
      ])
    let results = ["New": fresh, "Old": Self.result("Old", [Self.proposal("pass-fields", "Cell.value")])]
    let score = Score(results: results, labels: labels) { $0 == "New" ? .firstContact : .labelled }
    let first = score.of(.firstContact)
    #expect(first.apps.map(\.app) == ["New"])
    #expect(first.precision == "50% (1/2)")
    #expect(first.hotShare == "50% (1/2)")
    #expect(score.of(.labelled).precision == "100% (1/1)")
    let text = score.rendered(.text)
    #expect(text.contains("LABELLED (1 app)\n\nprecision: 100% (1/1)"), "\(text)")
    #expect(text.contains("FIRST CONTACT (1 app)\n\nprecision: 50% (1/2)"), "\(text)")
    #expect(text.contains("  1 construction-or-once: only constructions or once-only events"))
    #expect(text.contains("  1 skip-rule-false: blocked by a skip rule that is wrong"))
    #expect(text.contains("  1 no-transform: no transform fits"))
    #expect(text.contains("  1 not classified yet"))
    #expect(text.contains("hot top 10: 50% (1/2) of the judged events `hot` lists first are real waste (1 not judged)"))
  }

  @Test func labelsNeedANoiseClassForEveryVerdictThatSparesNothingReal() throws {
    let path = try Self.temporaryDirectory() + "/labels.json"
    var labels = Labels(verdicts: [Self.verdict("A", "pass-fields", "Row.item", .negligible)], hotPaths: [])
    try writeJSON(labels, to: path)
    #expect(throws: CheckError.self) { try Labels.load(path) }
    labels.verdicts[0].class = "rare-event"
    try writeJSON(labels, to: path)
    #expect(try Labels.load(path).verdicts.count == 1)
  }

  @Test func firstContactAppsNeedTheDayTheyWereAdded() throws {
    let path = try Self.temporaryDirectory() + "/apps.json"
    var fresh = Self.app(repository: "o/b", commit: "c")
    fresh.name = "Fresh"
    try writeJSON(AppList(apps: [Self.app(repository: "o/a", commit: "c")], firstContact: [fresh]), to: path)
    #expect(throws: CheckError.self) { try AppList.load(path) }
    fresh.added = "2026-12-04"
    try writeJSON(AppList(apps: [Self.app(repository: "o/a", commit: "c")], firstContact: [fresh]), to: path)
    let list = try AppList.load(path)
    #expect(list.all.map(\.name) == ["TinyPlayer", "Fresh"])
    #expect(list.set(of: "Fresh") == .firstContact && list.set(of: "TinyPlayer") == .labelled)
  }

  @Test func aProposalMovingSeveralPropertiesCutsThePathOfEach() {
    let path = Labels.HotPath(app: "A", event: "Timer.time", rate: "continuous", views: ["Screen"],
      transform: "split-observable", targets: ["Timer.time"], reason: "the time ticks")
    let proposal = { (target: String) in
      AppResult.ProposalSummary(transform: "split-observable", target: target, verdict: "review", strength: "likely", rate: "continuous", views: ["Screen"], location: "A.swift:1")
    }
    #expect(path.isCut(by: proposal("Timer{label,time}")))
    #expect(path.isCut(by: proposal("Timer.time")))
    #expect(!path.isCut(by: proposal("Timer{timeLeft}")))
    #expect(!path.isCut(by: proposal("Clock{time}")))
  }

  @Test func globsMatchTargets() {
    #expect(Glob.matches("Chat:messages.last*", "Chat:messages.last?.content"))
    #expect(Glob.matches("*Row.item", "TrackRow.item"))
    #expect(Glob.matches("Screen:*time", "Screen:player.time"))
    #expect(!Glob.matches("Screen:*time", "Screen:player.timeline"))
    #expect(!Glob.matches("Row.item", "Row.items"))
    #expect(Glob.matches("a*b*c", "aXbYc"))
    #expect(!Glob.matches("a*b*c", "aXcYb"))
  }

  @Test func appListRejectsDuplicateNamesAndUnknownSelections() throws {
    let path = try Self.temporaryDirectory() + "/apps.json"
    let app = Self.app(repository: "o/a", commit: "c")
    try writeJSON(AppList(apps: [app, app]), to: path)
    #expect(throws: CheckError.self) { try AppList.load(path) }
    #expect(throws: CheckError.self) { try AppList(apps: [app]).selecting(["Other"]) }
    #expect(try AppList(apps: [app]).selecting([]).map(\.name) == ["TinyPlayer"])
  }

  @Test func resultsRoundTripThroughTheirDirectory() throws {
    let directory = try Self.temporaryDirectory()
    let result = Self.result("A", [Self.proposal("pass-fields", "Row.item")])
    try writeJSON(result, to: AppResult.path(for: "A", in: directory))
    #expect(try AppResult.loadAll(from: directory) == ["A": result])
  }
}
