#if os(Linux)
import Foundation
import Testing

/// The simulation predicts the harness, with counts: for every step of every fixture and example
/// scenario, `narrow simulate` of the change the step makes says which views run and which of
/// their instances (every one, or only the rows it changes), and the harness must run each view
/// exactly that many times. "Every instance" is as many as the harness mounted (a screenful of
/// rows, none of a sheet not shown). A run that depends on values the simulation does not know
/// is excused for that view and step alone, by a typed reason (`UnpredictedRun`); an excuse no
/// step needs fails, and so does an event no step checks without one.
@Suite struct SimulationProofTests {
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
    let excuses = UnpredictedRun.all.filter { $0.applies(to: folder) }
    var used = Set<Int>()
    var predictions: [String: [PredictedRun]] = [:]
    var checkedWithoutExcuse: [String: Bool] = [:]
    // How many instances of each view are on screen, as the harness mounted them.
    let mounted = evaluationsByView(measured.steps.first { $0.name == "mount" }?.evaluations ?? [:])
    for step in measured.steps where step.name != "mount" {
      guard let event = steps.event(forStep: step.name) else {
        Issue.record("\(folder): step \(step.name) makes no change the test can name")
        continue
      }
      if predictions[event] == nil { predictions[event] = try Self.predictedRuns(event, in: directory) }
      let predicted = Dictionary(predictions[event]!.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
      let ran = evaluationsByView(step.evaluations)
      var excused = false
      for view in Set(predicted.keys).union(ran.keys).sorted() {
        let count = ran[view] ?? 0
        let run = predicted[view]
        let expected = run.map { $0.count(mounted: mounted[view] ?? 0) } ?? 0
        if PredictedRun.matches(run, count: count, mounted: mounted[view] ?? 0) { continue }
        if let excuse = excuses.firstIndex(where: { $0.step.matches(step.name) && $0.view == view }) {
          used.insert(excuse)
          excused = true
          continue
        }
        Issue.record("\(folder): step \(step.name) (\(event)) runs \(view) \(count) times; the simulation predicts \(expected)\(run.map { " (\($0.instances))" } ?? "")")
      }
      // A view whose rows alone are built again runs no body: its rows' inputs are compared.
      let rowsOnly = predictions[event]!.filter(\.rowsOnly)
      if !rowsOnly.isEmpty && step.comparisons.values.reduce(0, +) == 0 && ran.isEmpty {
        if let excuse = excuses.firstIndex(where: { excuse in excuse.step.matches(step.name) && rowsOnly.contains { $0.view == excuse.view } }) {
          used.insert(excuse)
          excused = true
        } else {
          Issue.record("\(folder): step \(step.name) (\(event)): the simulation says \(rowsOnly.map(\.view).sorted()) build their rows again, yet no row is compared")
        }
      }
      checkedWithoutExcuse[event] = (checkedWithoutExcuse[event] ?? false) || !excused
    }
    let unchecked = UnpredictedRun.eventsWithoutAnExactStep.filter { $0.applies(to: folder) }
    for (event, checked) in checkedWithoutExcuse where !checked && !unchecked.contains(where: { $0.event == event }) {
      Issue.record("\(folder): no step of \(event) is checked without an excuse")
    }
    for entry in unchecked where checkedWithoutExcuse[entry.event] != false {
      Issue.record("\(folder): \(entry.event) is listed as having no exact step, yet it has one or no step at all: remove it")
    }
    for (position, excuse) in excuses.enumerated() where !used.contains(position) {
      Issue.record("\(folder): the excuse for \(excuse.view) in \"\(excuse.step)\" is not needed: remove it")
    }
  }

  /// What `narrow simulate EVENT --format json` says runs; none when nothing writes it.
  static func predictedRuns(_ event: String, in directory: URL) throws -> [PredictedRun] {
    let run = try CLI.run(["simulate", event, "--format", "json", "."], in: directory)
    guard run.status == 0 else { return [] }
    let reports = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
    var seen = Set<String>()
    return reports.flatMap { ($0["before"] as? [String: Any])?["runs"] as? [[String: Any]] ?? [] }.compactMap { run in
      guard let view = run["view"] as? String, seen.insert(view).inserted else { return nil }
      return PredictedRun(view: view, run)
    }
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

  /// Whether the step scrolls (`Step.scroll`).
  func scrolls(_ name: String) -> Bool {
    codeByStep.first(where: { Self.matches(name, $0.pattern) })?.code == Self.scrollCode
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
