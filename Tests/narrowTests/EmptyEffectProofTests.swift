#if os(Linux)
import Foundation
import Testing

/// Candidates skipped because they would spare nothing, proven on the harness: the rewrite,
/// applied by hand in `after/`, renders the same and runs every body exactly as often.
@Suite struct EmptyEffectProofTests {
  private func check(_ fixture: String, view: String, transform: String, reason: String) throws {
    let root = CLI.packageRoot.appendingPathComponent("Tests/HarnessTests/Fixtures/\(fixture)")
    let comparison = try HarnessProof.compare(root.appendingPathComponent("before"), root.appendingPathComponent("after"))
    let counts = try #require(comparison.evaluations[view])
    #expect(counts.before == counts.after, "\(view): \(counts.before) → \(counts.after); the rewrite spares nothing")
    #expect(comparison.total.before == comparison.total.after)

    let sandbox = try Sandbox(copying: "Tests/HarnessTests/Fixtures/\(fixture)/before")
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "-t", transform, "--skipped", "."], in: sandbox.root)
    #expect(!scan.stdout.contains(": safe:") && !scan.stdout.contains(": review:"), "nothing may be proposed:\n\(scan.stdout)")
    #expect(scan.stdout.contains(reason), "\(scan.stdout)")
  }

  @Test func aRowHoldingAClosureRunsAsOftenWithFieldsPassed() throws {
    try check("ClosureRowSkip", view: "PostRow", transform: "pass-fields",
      reason: "PostRow also takes onOpen, a closure, which SwiftUI cannot compare")
  }

  @Test func anObservableModelSplitByHandSparesItsReadersNothing() throws {
    try check("SplitObservationSkip", view: "TabBadge", transform: "split-observable",
      reason: "Store is @Observable: TabBadge, ToolbarBadge, MenuBadge already run only when unread or isSyncing changes")
  }

  @Test func aCacheOnAnObservableObjectSparesItsObserversNothing() throws {
    try check("ObservableObjectCacheSkip", view: "CartTotal", transform: "cache-computed",
      reason: "Cart is an ObservableObject: every published change runs every view observing it")
  }
}
#endif
