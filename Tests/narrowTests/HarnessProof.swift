#if os(Linux)
import Foundation
import Testing

/// Proves a transform on a harness fixture (`fixture/before`, `fixture/after`): the tool's own
/// output is exactly `after`, its diff applies with git and converges, and `narrow-harness
/// --compare` renders the same at every step.
struct HarnessProof {
  struct Counts: Decodable {
    let before: Int
    let after: Int
  }

  struct StepComparison: Decodable {
    let name: String
    let renderIdentical: Bool
  }

  struct Comparison: Decodable {
    let rendersIdentical: Bool
    let countersIdentical: Bool
    let total: Counts
    let evaluations: [String: Counts]
    let steps: [StepComparison]
    /// Fields compared to decide whether inputs changed.
    let comparisons: [String: Counts]
    let totalComparisons: Counts
  }

  /// One scenario run: evaluations per view type, per step.
  struct ScenarioRun: Decodable {
    struct Step: Decodable {
      let name: String
      let evaluations: [String: Int]
      let comparisons: [String: Int]
      let counters: [String: Int]
    }
    let steps: [Step]
  }

  let transform: String
  let fixture: String
  /// Options for `apply` and `diff` besides the transform, such as `--accept review`.
  var options: [String] = []
  /// The proof runs every proposal, whatever its strength: a fixture's views are small, and
  /// whether sparing them is worth a rewrite is the effect stage's answer, proven on its own
  /// (`PrintedEffectProofTests`), not the rewrite's.
  static let everyStrength = ["--effect", "possible"]
  /// The folder the tool starts from: `before`, or `recipe` where a manual report's steps were
  /// done by hand first.
  var start = "before"

  var before: URL { CLI.packageRoot.appendingPathComponent(fixture + "/" + start) }
  var after: URL { CLI.packageRoot.appendingPathComponent(fixture + "/after") }

  /// A copy of `before/` with the transform applied; the caller removes it.
  func toolOutput(extraOptions: [String] = []) throws -> Sandbox {
    let sandbox = try Sandbox(copying: fixture + "/" + start)
    let apply = try CLI.run(["apply", "-t", transform, "--allow-dirty"] + Self.everyStrength + options + extraOptions + ["."], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    return sandbox
  }

  /// The tool's output equals `after/`, file by file; then the two are compared on the harness,
  /// and every view a proposal says it spares runs less.
  func check() throws -> Comparison {
    let sandbox = try toolOutput()
    defer { sandbox.remove() }
    for name in try FileManager.default.contentsOfDirectory(atPath: after.path) {
      let want = try String(contentsOf: after.appendingPathComponent(name), encoding: .utf8)
      #expect(try sandbox.text(name) == want, "\(name) differs from the expected after")
    }
    let comparison = try Self.compare(before, sandbox.root)
    for view in try sparedViews() {
      let counts = comparison.evaluations[view]
      // A view spared only the rebuilding of its rows (the simulation's "its rows only") runs its
      // body as often: what goes is the rows built and compared again.
      let rowsOnly = counts.map { $0.after == $0.before } == true
        && comparison.totalComparisons.after < comparison.totalComparisons.before
      #expect(counts.map { $0.after < $0.before } == true || rowsOnly,
        "the effect says \(view) is spared, but it ran \(counts?.before ?? 0) → \(counts?.after ?? 0)")
    }
    return comparison
  }

  /// The views the proposals of `before/` say they spare; every proposal must name one.
  func sparedViews() throws -> Set<String> {
    let scan = try CLI.run(["scan", "-t", transform, "--format", "json", before.path], in: CLI.packageRoot)
    let report = try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any]
    var views = Set<String>()
    for proposal in report?["proposals"] as? [[String: Any]] ?? [] {
      let spared = (proposal["effect"] as? [String: Any])?["spared"] as? [[String: Any]] ?? []
      #expect(!spared.isEmpty, "\(proposal["target"] ?? "") names no change it spares")
      views.formUnion(spared.compactMap { $0["view"] as? String })
    }
    return views
  }

  /// In a git repository: the diff applies with `git apply`, every file re-parses, and a
  /// second run finds nothing.
  func checkDiffAppliesAndConverges() throws {
    let sandbox = try Sandbox(copying: fixture + "/" + start)
    defer { sandbox.remove() }
    try Shell.git(["init", "-q"], in: sandbox.root)
    let diff = try CLI.run(["diff", "-t", transform] + Self.everyStrength + options + ["."], in: sandbox.root)
    #expect(diff.status == 0 && !diff.stdout.isEmpty, "\(diff.stderr)")
    let applied = try Shell.run("git", ["apply", "-"], in: sandbox.root, input: Data(diff.stdout.utf8))
    #expect(applied.status == 0, "git apply: \(applied.stderr)")
    for name in try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path) where name.hasSuffix(".swift") {
      let parse = try Shell.run("swiftc", ["-parse", name], in: sandbox.root)
      #expect(parse.status == 0, "\(name) does not parse: \(parse.stderr)")
    }
    let again = try CLI.run(["diff", "-t", transform, "--exit-code"] + Self.everyStrength + options + ["."], in: sandbox.root)
    #expect(again.status == 0 && again.stdout.isEmpty, "a second run proposes:\n\(again.stdout)")
  }

  static func harness(_ arguments: [String]) throws -> CLI.Run {
    try Shell.run(CLI.executable("narrow-harness").path, arguments, in: CLI.packageRoot)
  }

  static func compare(_ before: URL, _ after: URL) throws -> Comparison {
    let run = try harness(["--compare", before.path, after.path])
    #expect(run.status == 0, "narrow-harness --compare: \(run.stderr)")
    let comparison = try JSONDecoder().decode(Comparison.self, from: Data(run.stdout.utf8))
    let differing = comparison.steps.filter { !$0.renderIdentical }.map(\.name)
    #expect(differing.isEmpty, "these steps render differently after the transform: \(differing)")
    #expect(comparison.countersIdentical, "the transformed fixture's counters differ")
    return comparison
  }

  static func run(_ directory: URL) throws -> ScenarioRun {
    try JSONDecoder().decode(ScenarioRun.self, from: Data(try harness([directory.path]).stdout.utf8))
  }

  /// Applies the transform to an example app and checks it renders the same with no view updating more.
  static func checkExample(_ example: String, transform: String, exempt: (String) -> Bool = { _ in false }) throws {
    let sandbox = try Sandbox(copying: example)
    defer { sandbox.remove() }
    let apply = try CLI.run(["apply", "-t", transform, "--allow-dirty"] + everyStrength + ["."], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    let comparison = try compare(CLI.packageRoot.appendingPathComponent(example), sandbox.root)
    for (view, counts) in comparison.evaluations where !exempt(view) {
      #expect(counts.after <= counts.before, "\(view) evaluated more after: \(counts.before) → \(counts.after)")
    }
  }
}
#endif
