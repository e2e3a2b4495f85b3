#if os(Linux)
import Foundation
import Testing

/// `row-derived-state` proven on the harness: fifty posts that each work out from the scroll
/// position whether they are on screen. Before, every scroll movement runs all fifty rows; the
/// tool's output runs only the rows whose visibility flips, the screen never runs during the
/// scroll, and every step renders the same.
@Suite struct RowDerivedStateProofTests {
  private let proof = HarnessProof(
    transform: "row-derived-state", fixture: "Tests/HarnessTests/Fixtures/RowDerivedStateFeed",
    options: ["--accept", "review"])

  @Test func toolOutputEqualsTheExpectedFixtureAndOnlyRowsThatFlipRun() throws {
    let comparison = try proof.check()
    let rows = try #require(comparison.evaluations["PostRow"])
    // Mount (50), then 20 movements of 25 points over 500 points: one post leaves and one enters
    // every 100 points, so ten rows flip. Then the offset is set to the value it has.
    #if compiler(>=6.2)
    // The equal write runs nothing: Swift 6.2 and later skip equal writes through the setter.
    #expect(rows.before == 50 + 20 * 50 && rows.after == 50 + 10, "PostRow: \(rows.before) → \(rows.after)")
    #else
    // Before 6.2 the setter notifies on every set: the equal write runs all fifty rows again
    // before; after, no row reads the offset, and no row state changes.
    #expect(rows.before == 50 + 21 * 50 && rows.after == 50 + 10, "PostRow: \(rows.before) → \(rows.after)")
    #endif
    let screen = try #require(comparison.evaluations["FeedScreen"])
    // On every compiler: the screen does not read the offset, so the equal write never runs it.
    #expect(screen.before == 1 && screen.after == 1, "the screen runs once, when it appears")
    #expect(comparison.totalComparisons.after == 0, "no row is compared during the scroll")
  }

  @Test func diffAppliesAndConverges() throws {
    try proof.checkDiffAppliesAndConverges()
  }

  /// The bundled feed example, whose model has no initialiser: the rows still run only when they flip.
  @Test func theBundledFeedExampleUpdatesOnlyRowsThatFlip() throws {
    let sandbox = try Sandbox(copying: "Examples/Feed")
    defer { sandbox.remove() }
    let apply = try CLI.run(["apply", "-t", "row-derived-state", "--allow-dirty", "--accept", "review", "."], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    let comparison = try HarnessProof.compare(CLI.packageRoot.appendingPathComponent("Examples/Feed"), sandbox.root)
    #expect(comparison.rendersIdentical)
    let rows = try #require(comparison.evaluations["PostRow"])
    #expect(rows.after < rows.before / 3, "PostRow: \(rows.before) → \(rows.after)")
  }
}
#endif
