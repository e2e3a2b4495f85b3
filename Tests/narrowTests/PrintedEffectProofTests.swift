#if os(Linux)
import Foundation
import Testing

/// The effect users read is the effect the harness measures: for every transform fixture, each
/// event `scan -t X --format json` prints on `before/` (or `recipe/`) says, view by view, how many
/// bodies run after the rewrite, and each step of that event on `after/` runs exactly that many,
/// but for the excuses `SimulationProofTests` declares (`UnpredictedRun`).
@Suite struct PrintedEffectProofTests {
  /// The fixtures a transform rewrites, by the transform their name starts with.
  static let transforms = [
    "AdoptObservation": "adopt-observation", "CacheComputed": "cache-computed", "HoistField": "hoist-field",
    "IsolateOnChange": "isolate-onchange", "IsolateRead": "isolate-read", "LargeValue": "large-value",
    "PassFields": "pass-fields", "RowDerivedState": "row-derived-state", "RowObservable": "row-observable",
    "SplitObservable": "split-observable",
  ]

  static var fixtures: [String] {
    let root = CLI.packageRoot.appendingPathComponent("Tests/HarnessTests/Fixtures")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().filter { name in
      transform(of: name) != nil && FileManager.default.fileExists(atPath: root.appendingPathComponent("\(name)/after/Scenario.swift").path)
    }
  }

  static func transform(of fixture: String) -> String? {
    transforms.first { fixture.hasPrefix($0.key) }?.value
  }

  @Test(arguments: fixtures)
  func printedEffectMatchesTheHarnessAfterTheRewrite(fixture: String) throws {
    let root = CLI.packageRoot.appendingPathComponent("Tests/HarnessTests/Fixtures/\(fixture)")
    let start = FileManager.default.fileExists(atPath: root.appendingPathComponent("recipe").path) ? "recipe" : "before"
    let scan = try CLI.run(["scan", "-t", Self.transform(of: fixture)!, "--format", "json", root.appendingPathComponent(start).path],
      in: CLI.packageRoot)
    let report = try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any]
    let events = (report?["proposals"] as? [[String: Any]] ?? []).flatMap { proposal in
      ((proposal["effect"] as? [String: Any])?["events"] as? [[String: Any]] ?? [])
    }
    let after = root.appendingPathComponent("after")
    let folder = "Tests/HarnessTests/Fixtures/\(fixture)/after"
    let scenario = try String(contentsOf: after.appendingPathComponent("Scenario.swift"), encoding: .utf8)
    let steps = ScenarioSteps(scenario, scrolling: SimulationProofTests.scrollHandlers.first { folder.hasSuffix($0.key) }?.value)
    let measured = try HarnessProof.run(after)
    let mounted = evaluationsByView(measured.steps.first { $0.name == "mount" }?.evaluations ?? [:])
    let excuses = UnpredictedRun.all.filter { $0.applies(to: folder) }
    var checked = 0
    for event in events {
      guard let name = event["event"] as? String else { continue }
      let bodies = event["bodies"] as? [[String: Any]] ?? []
      let printed = Dictionary(bodies.compactMap { body -> (String, PredictedRun?)? in
        guard let view = body["view"] as? String else { return nil }
        return (view, (body["after"] as? [String: Any]).map { PredictedRun(view: view, $0) })
      }, uniquingKeysWith: { first, _ in first })
      // A scroll step runs the scroll handler, the event `scan` names by its closure.
      for step in measured.steps where step.name != "mount"
        && (steps.event(forStep: step.name) == name || (steps.scrolls(step.name) && name.hasSuffix("› onScrollGeometryChange")))
      {
        let ran = evaluationsByView(step.evaluations)
        for view in printed.keys.sorted() {
          let count = ran[view] ?? 0
          if PredictedRun.matches(printed[view]!, count: count, mounted: mounted[view] ?? 0)
            || excuses.contains(where: { $0.step.matches(step.name) && $0.view == view })
          {
            checked += 1
            continue
          }
          Issue.record("\(fixture): scan says \(name) runs \(view) \(printed[view]!?.count(mounted: mounted[view] ?? 0) ?? 0) times after the rewrite; step \(step.name) on after/ runs it \(count) times")
        }
      }
    }
    #expect(events.isEmpty || checked > 0, "\(fixture): no step of after/ exercises an event scan prints: \(events.compactMap { $0["event"] as? String })")
  }
}
#endif
