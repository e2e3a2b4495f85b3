#if os(Linux)
import Foundation
import Testing

/// `cache-computed` proven on the harness: the tool's own output shows exactly what the computed
/// version showed after every step (a missed update path would show a stale total), and the view
/// showing the total is not evaluated when a step leaves the total as it was.
@Suite struct CacheComputedProofTests {
  private static let fixture = "Tests/HarnessTests/Fixtures/CacheComputedCart"
  /// Steps that change an input of `Cart.total` without changing the total.
  private static let unchangedTotalSteps = ["cups as a gift", "rename the frother", "tax change too small to show"]

  private struct Comparison: Decodable {
    struct Totals: Decodable {
      let before: Int
      let after: Int
    }
    struct Step: Decodable {
      let name: String
      let renderIdentical: Bool
    }
    let rendersIdentical: Bool
    let countersIdentical: Bool
    let total: Totals
    let evaluations: [String: Totals]
    let steps: [Step]
  }

  private struct Run: Decodable {
    struct Step: Decodable {
      let name: String
      let evaluations: [String: Int]
    }
    let steps: [Step]
  }

  private func harness(_ arguments: [String]) throws -> CLI.Run {
    try Shell.run(CLI.executable("narrow-harness").path, arguments, in: CLI.packageRoot)
  }

  private func toolOutput() throws -> Sandbox {
    let sandbox = try Sandbox(copying: Self.fixture + "/before")
    let apply = try CLI.run(["apply", "-t", "cache-computed", "--accept", "review", "--allow-dirty", "."], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    return sandbox
  }

  private var before: String { CLI.packageRoot.appendingPathComponent(Self.fixture + "/before").path }

  @Test func toolOutputEqualsTheExpectedFixture() throws {
    let sandbox = try toolOutput()
    defer { sandbox.remove() }
    let expected = CLI.packageRoot.appendingPathComponent(Self.fixture + "/after")
    for name in try FileManager.default.contentsOfDirectory(atPath: expected.path) {
      let want = try String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8)
      #expect(try sandbox.text(name) == want, "\(name) differs from the expected after")
    }
  }

  @Test func everyStepRendersWhatTheComputedPropertyShowedAndFewerBodiesRun() throws {
    let sandbox = try toolOutput()
    defer { sandbox.remove() }
    let run = try harness(["--compare", before, sandbox.root.path])
    #expect(run.status == 0, "a step renders differently, so an update path is missing: \(run.stderr)")
    let comparison = try JSONDecoder().decode(Comparison.self, from: Data(run.stdout.utf8))
    let stale = comparison.steps.filter { !$0.renderIdentical }.map(\.name)
    #expect(stale.isEmpty, "stale renders after: \(stale)")
    #expect(comparison.rendersIdentical && comparison.countersIdentical)
    #expect(comparison.total.after < comparison.total.before, "\(comparison.total.before) → \(comparison.total.after)")
    let summary = try #require(comparison.evaluations["CartSummary"])
    #expect(summary.after < summary.before, "CartSummary: \(summary.before) → \(summary.after)")
    for (view, counts) in comparison.evaluations {
      #expect(counts.after <= counts.before, "\(view) evaluated more after: \(counts.before) → \(counts.after)")
    }
  }

  @Test func theSummaryIsNotEvaluatedWhenTheTotalStaysTheSame() throws {
    let sandbox = try toolOutput()
    defer { sandbox.remove() }
    let beforeRun = try JSONDecoder().decode(Run.self, from: Data(try harness([before]).stdout.utf8))
    let afterRun = try JSONDecoder().decode(Run.self, from: Data(try harness([sandbox.root.path]).stdout.utf8))
    for name in Self.unchangedTotalSteps {
      let beforeStep = try #require(beforeRun.steps.first { $0.name == name })
      let afterStep = try #require(afterRun.steps.first { $0.name == name })
      #expect(beforeStep.evaluations["CartSummary"] == 1, "before, \(name) evaluates the summary through the getter")
      #expect(afterStep.evaluations["CartSummary"] == nil, "after, \(name) evaluates the summary")
    }
  }

  @Test func theDiffAppliesReparsesAndASecondRunFindsNothing() throws {
    let sandbox = try Sandbox(files: try Self.beforeFiles())
    defer { sandbox.remove() }
    let diff = try CLI.run(["diff", "-t", "cache-computed", "--accept", "review", "."], in: sandbox.root)
    #expect(diff.status == 0 && !diff.stdout.isEmpty, "\(diff.stderr)")
    let check = try Shell.run("git", ["apply", "--check", "-"], in: sandbox.root, input: Data(diff.stdout.utf8))
    #expect(check.status == 0, "git apply --check: \(check.stderr)")
    try Shell.run("git", ["apply", "-"], in: sandbox.root, input: Data(diff.stdout.utf8))
    for name in try Self.beforeFiles().keys {
      let parse = try Shell.run("swiftc", ["-parse", name], in: sandbox.root)
      #expect(parse.status == 0, "\(name) does not parse: \(parse.stderr)")
    }
    let again = try CLI.run(["diff", "-t", "cache-computed", "--accept", "review", "."], in: sandbox.root)
    #expect(again.status == 0 && again.stdout.isEmpty, "a second run proposes:\n\(again.stdout)")
  }

  @Test func debugChecksCompileAndHoldInEveryStep() throws {
    let sandbox = try Sandbox(copying: Self.fixture + "/before")
    defer { sandbox.remove() }
    let apply = try CLI.run(["apply", "-t", "cache-computed", "--accept", "review", "--debug-check", "--allow-dirty", "."],
      in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    #expect(try sandbox.text("CartViews.swift").contains("let _ = assert(cart.isTotalCurrent(), \"Cart.total missed an update\")"))
    // The harness does not define DEBUG; switch the checks on so that they run in every step.
    for name in ["Cart.swift", "CartViews.swift"] {
      let url = sandbox.root.appendingPathComponent(name)
      try (try sandbox.text(name)).replacingOccurrences(of: "#if DEBUG", with: "#if true")
        .write(to: url, atomically: true, encoding: .utf8)
    }
    let run = try harness(["--compare", before, sandbox.root.path])
    #expect(run.status == 0, "\(run.stderr)")
  }

  private static func beforeFiles() throws -> [String: [UInt8]] {
    let directory = CLI.packageRoot.appendingPathComponent(fixture + "/before")
    var files: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      files[name] = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }
    return files
  }
}
#endif
