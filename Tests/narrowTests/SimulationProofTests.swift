#if os(Linux)
import Foundation
import Testing

/// The simulation predicts the harness: for every step of every fixture and example scenario,
/// `narrow simulate` of the change the step makes names the views whose bodies the harness
/// counts. A view the harness runs that the simulation does not name fails at once: a proposal
/// would claim to spare it. A view named that does not run fails unless the step is listed in
/// `valueDependent` with the reason the run depends on values the simulation does not know.
@Suite struct SimulationProofTests {
  /// Steps where views the simulation names do not run, because of the values written, which
  /// the simulation does not know: keyed `folder: step` (a step name prefix; `*/` for both
  /// `before` and `after`), each with the reason.
  static let valueDependent: [String: String] = [
    "AdoptObservationRun/*: still paused": equalWrite,
    "CacheComputedCart/*: same tax rate": equalWrite,
    "CacheComputedCart/*: select frother": "the frother is already selected",
    "CacheComputedCart/after: cups as a gift": "the cached total is written only when it changes, and a gift does not change it",
    "CacheComputedCart/after: rename the frother": "the cached total is written only when it changes, and a name does not change it",
    "CacheComputedCart/after: tax change too small to show": "the cached total is written only when it changes, and the rounded total stays the same",
    "HoistFieldMusic/*: still playing": equalWrite,
    "HoistFieldMusic/*: tick while paused": pausedTick,
    "MusicPlayer: tick while paused": pausedTick,
    "IsolateOnChangeCart/*: frother still selected": equalWrite,
    "IsolateOnChangeCart/*: select beans again": equalWrite,
    "IsolateOnChangeMusic/*: same track": equalWrite,
    "IsolateOnChangeChat/*: same content": equalWrite,
    "IsolateReadPlayer/*: same time": equalWrite,
    "LargeValueLibrary/*: same library": equalWrite,
    "PassFieldsMusic/*: pause again": equalWrite,
    "RowDerivedStateFeed/*: still at": equalWrite,
    "RowDerivedStateFeed/after: scroll to": "a row's state is written only when its visibility changes, and the screen reads the offset only for a row whose state is missing",
    "RowDerivedStateViewOffset/*: still at": "scrolling to where the content already is changes nothing the scroll handler works out, so it does not run",
    "RowDerivedStateViewOffset/before: scroll to": rowsFlip,
    "RowDerivedStateViewOffset/recipe: scroll to": rowsFlip,
    "RowDerivedStateViewOffset/after: scroll to": "a row's state is written only when its visibility changes, and the screen reads the offset only for a row whose state is missing",
    "RowObservableDownloads/*: same downloads": equalWrite,
    "RowObservableDownloadManager/*: same downloads": "@Published announces the equal array, and each row is handed a download with the same fields, so no row runs",
    "RowObservableFavorites/*: same favourites": equalWrite,
    "RowObservableFavorites/after: favourite": "the list reads the favourites only for a row whose state is missing",
    "RowObservableFavorites/after: unfavourite": "the list reads the favourites only for a row whose state is missing",
    "SplitObservationSkip/*: same time": equalWrite,
    "BranchGetter: retitle unselected": "the heading reads the selected title only on the branch taken when something is selected",
    "ExistentialWriter: bump": "the coach holds a step counter; which type conforming to Counter it holds is known only at run time",
    "SplitObservationSkip/after: sync": "InboxScreen reads the syncing flag only on a branch the scenario does not take",
  ]
  static let equalWrite = "writes the value the property already has: Swift 6.2's @Observable drops it, so nothing runs"
  static let pausedTick = "tick() returns early while paused, so nothing is written"
  static let rowsFlip = "every scroll builds the rows again, and a row runs only when its visibility flips"

  /// Steps whose writes the index does not follow, so views run that the simulation does not
  /// name; each is a gap to close, not a rule.
  static let unfollowed: [String: String] = [
    "RowObservableDownloads/after: download": "writes through a method's result (`state(for: download).progress = p`), which the index does not follow",
    "RowObservableProgressDictionary/after: download": "writes through a method's result (`progress(id).value = p`), which the index does not follow",
    "RowObservableDownloadManager/after: download": "writes through a method's result (`state(for: downloads[index]).progress = p`), which the index does not follow",
  ]

  /// The folder as the tables name it: `Fixture/before` (`recipe`, `after`), or `Example`.
  static func listed(_ table: [String: String], folder: String, step: String) -> Bool {
    let parts = folder.split(separator: "/").map(String.init)
    let isBeforeOrAfter = ["before", "recipe", "after"].contains(parts.last ?? "")
    let fixture = isBeforeOrAfter ? parts.dropLast().last ?? "" : parts.last ?? ""
    let candidates = isBeforeOrAfter ? ["\(fixture)/\(parts.last!)", "\(fixture)/*"] : [fixture]
    return table.keys.contains { key in
      candidates.contains { key.hasPrefix($0 + ": ") && step.hasPrefix(String(key.dropFirst($0.count + 2))) }
    }
  }

  /// Every folder holding a scenario: each fixture's `before` and `after` (and `recipe`, the
  /// steps a manual report asks for, done by hand), or the fixture itself when it has no
  /// rewrite; the simulation rule fixtures; and the examples.
  static var scenarioFolders: [String] {
    func folders(under root: String) -> [String] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent(root).path)) ?? []
      return names.sorted().flatMap { name in ["\(root)/\(name)", "\(root)/\(name)/before", "\(root)/\(name)/recipe", "\(root)/\(name)/after"] }
    }
    return (folders(under: "Tests/HarnessTests/Fixtures") + folders(under: "Tests/HarnessTests/Fixtures/Simulation") + folders(under: "Examples"))
      .filter { FileManager.default.fileExists(atPath: CLI.packageRoot.appendingPathComponent($0 + "/Scenario.swift").path) }
  }

  @Test(arguments: scenarioFolders)
  func simulationPredictsTheHarness(folder: String) throws {
    let directory = CLI.packageRoot.appendingPathComponent(folder)
    let scenario = try String(contentsOf: directory.appendingPathComponent("Scenario.swift"), encoding: .utf8)
    let steps = ScenarioSteps(scenario, scrolling: Self.scrollHandlers.first { folder.hasSuffix($0.key) }?.value)
    let measured = try HarnessProof.run(directory)
    var predictions: [String: Prediction?] = [:]
    for step in measured.steps where step.name != "mount" {
      guard let event = steps.event(forStep: step.name) else {
        Issue.record("\(folder): step \(step.name) makes no change the test can name")
        continue
      }
      if predictions[event] == nil { predictions[event] = try Self.predictedViews(event, in: directory) }
      // `Card<Menu<Text, Button<Text>>>` is the view `Card` the simulation names.
      let ran = Set(step.evaluations.filter { $0.value > 0 }.keys.map { String($0.prefix { $0 != "<" }) })
      let prediction = predictions[event]! ?? Prediction(views: [], rowsOnly: [])
      // A view whose rows alone are built again runs no body: its rows' inputs are compared.
      if !prediction.rowsOnly.isEmpty && step.comparisons.values.reduce(0, +) == 0 && ran.isEmpty
        && !Self.listed(Self.valueDependent, folder: folder, step: step.name)
      {
        Issue.record("\(folder): step \(step.name) (\(event)): the simulation says \(prediction.rowsOnly.sorted()) build their rows again, yet no row is compared")
      }
      let predicted = prediction.views
      let missed = ran.subtracting(predicted)
      if !missed.isEmpty && !Self.listed(Self.unfollowed, folder: folder, step: step.name) {
        Issue.record("\(folder): step \(step.name) (\(event)) runs \(missed.sorted()), which the simulation does not predict (it predicts \(predicted.sorted()))")
      }
      let extra = predicted.subtracting(ran)
      if !extra.isEmpty && !Self.listed(Self.valueDependent, folder: folder, step: step.name) {
        Issue.record("\(folder): step \(step.name) (\(event)): the simulation predicts \(extra.sorted()) too, which do not run")
      }
    }
  }

  /// The bodies the simulation says run, and the views whose rows alone are built again.
  struct Prediction {
    var views: Set<String>
    var rowsOnly: Set<String>
  }

  /// What `narrow simulate EVENT --format json` says runs; nil when nothing writes it.
  static func predictedViews(_ event: String, in directory: URL) throws -> Prediction? {
    let run = try CLI.run(["simulate", event, "--format", "json", "."], in: directory)
    guard run.status == 0 else { return nil }
    let reports = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
    let runs = reports.flatMap { ($0["before"] as? [String: Any])?["runs"] as? [[String: Any]] ?? [] }
    let rowsOnly = Set(runs.filter { $0["rowsOnly"] as? Bool == true }.compactMap { $0["view"] as? String })
    return Prediction(views: Set(runs.compactMap { $0["view"] as? String }).subtracting(rowsOnly), rowsOnly: rowsOnly)
  }

  /// For fixtures whose steps scroll (`Step.scroll`): the property their scroll handler writes,
  /// by folder, which is the change a scroll step makes.
  static let scrollHandlers: [String: String] = [
    "RowDerivedStateViewOffset/before": "FeedScreen.offset",
    "RowDerivedStateViewOffset/recipe": "FeedScreenScroll.offset",
    "RowDerivedStateViewOffset/after": "FeedScreenScroll.offset",
  ]
}

/// The steps of a scenario file and the change each makes, named as `simulate` takes it: a
/// method called on a model (`Cart.select`) or a property written (`Cart.taxRate`).
struct ScenarioSteps {
  private var codeByStep: [(pattern: String, code: String)] = []
  private var typesByName: [String: String] = [:]

  private var scrolledProperty: String?

  /// `scrolling`: the property the scroll handler writes, for `Step.scroll("name", toY: y)` steps.
  init(_ text: String, scrolling: String? = nil) {
    scrolledProperty = scrolling
    for match in text.matches(of: /Step\.scroll\("([^"]*)"/) { codeByStep.append((String(match.1), Self.scrollCode)) }
    for match in text.matches(of: /let (\w+) = (\w+)\(/) { typesByName[String(match.1)] = String(match.2) }
    // `Step("name") { code }`, `Step.repeated("name", times: n) { code }`, `Step("name \(x)") { code }`.
    for match in text.matches(of: /Step(?:\.repeated)?\("([^"]*)"[^{]*\{ (.*) \}/) {
      codeByStep.append((String(match.1), String(match.2)))
    }
  }

  private static let scrollCode = "scroll"

  func event(forStep name: String) -> String? {
    guard let code = codeByStep.first(where: { Self.matches(name, $0.pattern) })?.code else { return nil }
    if code == Self.scrollCode { return scrolledProperty }
    guard
      let call = code.firstMatch(of: /^(\w+)\.(\w+)/), let type = typesByName[String(call.1)]
    else { return nil }
    return "\(type).\(call.2)"
  }

  /// `tick 3` for `tick` repeated; `scroll to 75` for `scroll to \(step * 25)`.
  private static func matches(_ name: String, _ pattern: String) -> Bool {
    if name == pattern { return true }
    if let range = pattern.range(of: "\\(") {
      let prefix = String(pattern[..<range.lowerBound])
      let suffix = pattern[range.upperBound...].split(separator: ")", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
      return name.hasPrefix(prefix) && name.hasSuffix(suffix)
    }
    return name.hasPrefix(pattern + " ") && Int(name.dropFirst(pattern.count + 1)) != nil
  }
}
#endif
