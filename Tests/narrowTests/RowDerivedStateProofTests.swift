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
    // every 100 points, so ten rows flip. Then the offset is set to the value it has, and last it
    // goes back to the top, which flips the eight rows that come on screen or leave it.
    #if compiler(>=6.2)
    // The equal write runs nothing: Swift 6.2 and later skip equal writes through the setter.
    #expect(rows.before == 50 + 21 * 50 && rows.after == 50 + 10 + 8, "PostRow: \(rows.before) → \(rows.after)")
    #else
    // Before 6.2 the setter notifies on every set: the equal write runs all fifty rows again
    // before; after, no row reads the offset, and no row state changes.
    #expect(rows.before == 50 + 22 * 50 && rows.after == 50 + 10 + 8, "PostRow: \(rows.before) → \(rows.after)")
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
/// `row-derived-state` on a scroll position kept in the screen's own `@State`, from which a method
/// of the screen works out each row's visibility. Nothing moves mechanically: the report is
/// manual, with the steps that give the rows a model (`recipe/` is those steps done by hand), and
/// the tool then rewrites that (`after/`). Before, every scroll builds all fifty rows again and
/// compares each; after, a scroll compares none, and only the rows whose visibility flips run.
@Suite struct RowDerivedStateViewOffsetProofTests {
  private let fixture = "Tests/HarnessTests/Fixtures/RowDerivedStateViewOffset"
  private var proof: HarnessProof {
    HarnessProof(transform: "row-derived-state", fixture: fixture, options: ["--accept", "review"], start: "recipe")
  }

  @Test func theReportIsManualWithTheStepsTheRecipeFollows() throws {
    let scan = try CLI.run(["scan", "-t", "row-derived-state", "--format", "json", "."], in: CLI.packageRoot.appendingPathComponent(fixture + "/before"))
    let report = try #require(try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any])
    let proposals = report["proposals"] as? [[String: Any]] ?? []
    #expect(proposals.map { $0["verdict"] as? String } == ["manual"], "\(scan.stdout)")
    let checks = proposals.first?["checks"] as? [String] ?? []
    #expect(checks.contains { $0.contains("move posts, offset and isVisible (with viewportHeight, which it reads) into an @Observable class FeedScreenScroll") })
    #expect(checks.contains { $0.contains("make the scroll handler write `scroll.offset`, iterate `scroll.posts` and pass `scroll.isVisible(post)` as isVisible") })
  }

  @Test func theRecipeThenTheToolBuildNoRowAgainOnAScroll() throws {
    _ = try proof.check()
    let before = CLI.packageRoot.appendingPathComponent(fixture + "/before")
    let comparison = try HarnessProof.compare(before, proof.after)
    // Mount (50 rows), then ten rows flip over twenty movements, before and after alike: the rows
    // take a Bool, which SwiftUI compares. What goes is the rebuilding: each movement built all
    // fifty rows again and compared their five fields.
    let rows = try #require(comparison.evaluations["PostRow"])
    #expect(rows.before == 50 + 10 && rows.after == 50 + 10, "PostRow: \(rows.before) → \(rows.after)")
    #expect(comparison.evaluations["FeedScreen"].map { $0.before == 1 && $0.after == 1 } == true, "the screen runs once, when it appears")
    #expect(comparison.totalComparisons.before == 20 * 50 * 5 && comparison.totalComparisons.after == 0,
      "row fields compared: \(comparison.totalComparisons.before) → \(comparison.totalComparisons.after)")
  }

  @Test func diffAppliesAndConverges() throws {
    try proof.checkDiffAppliesAndConverges()
  }
}
#endif
