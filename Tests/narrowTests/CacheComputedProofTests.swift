#if os(Linux)
import Foundation
import Testing

/// `cache-computed` proven on the harness: the tool's own output shows exactly what the computed
/// version showed after every step (a missed update path would show a stale total), and the view
/// showing the total is not evaluated when a step leaves the total as it was.
@Suite struct CacheComputedProofTests {
  /// The total is an `Int`, which keeps its value only through some of the steps that change its
  /// inputs: the effect is `possible` (runs spared only while it stays the same), so it is asked for.
  private let proof = HarnessProof(
    transform: "cache-computed", fixture: "Tests/HarnessTests/Fixtures/CacheComputedCart",
    options: ["--accept", "review"])
  /// Steps that change an input of `Cart.total` without changing the total.
  private static let unchangedTotalSteps = ["cups as a gift", "rename the frother", "tax change too small to show"]

  @Test func everyStepRendersWhatTheComputedPropertyShowedAndFewerBodiesRun() throws {
    let comparison = try proof.check()
    #expect(comparison.total.after < comparison.total.before, "\(comparison.total.before) → \(comparison.total.after)")
    let summary = try #require(comparison.evaluations["CartSummary"])
    #expect(summary.after < summary.before, "CartSummary: \(summary.before) → \(summary.after)")
    for (view, counts) in comparison.evaluations {
      #expect(counts.after <= counts.before, "\(view) evaluated more after: \(counts.before) → \(counts.after)")
    }
  }

  @Test func theSummaryIsNotEvaluatedWhenTheTotalStaysTheSame() throws {
    let beforeRun = try HarnessProof.run(proof.before)
    let afterRun = try HarnessProof.run(proof.after)
    for name in Self.unchangedTotalSteps {
      let beforeStep = try #require(beforeRun.steps.first { $0.name == name })
      let afterStep = try #require(afterRun.steps.first { $0.name == name })
      #expect(beforeStep.evaluations["CartSummary"] == 1, "before, \(name) evaluates the summary through the getter")
      #expect(afterStep.evaluations["CartSummary"] == nil, "after, \(name) evaluates the summary")
    }
  }

  @Test func diffAppliesAndConverges() throws {
    try proof.checkDiffAppliesAndConverges()
  }

  @Test func debugChecksCompileAndHoldInEveryStep() throws {
    let sandbox = try proof.toolOutput(extraOptions: ["--debug-check"])
    defer { sandbox.remove() }
    #expect(try sandbox.text("CartViews.swift").contains("let _ = assert(cart.isTotalCurrent(), \"Cart.total missed an update\")"))
    // The harness does not define DEBUG; switch the checks on so that they run in every step.
    for name in ["Cart.swift", "CartViews.swift"] {
      let url = sandbox.root.appendingPathComponent(name)
      try (try sandbox.text(name)).replacingOccurrences(of: "#if DEBUG", with: "#if true")
        .write(to: url, atomically: true, encoding: .utf8)
    }
    _ = try HarnessProof.compare(proof.before, sandbox.root)
  }
}
#endif
