#if os(Linux)
import Foundation
import Testing

/// `skip-equal-writes` proven on the harness: an `ObservableObject` whose timer assigns its list of
/// twenty downloads again every second, mostly unchanged. Before, every poll runs the window,
/// since `@Published` announces each assignment; after, only the polls that bring a change do,
/// and every step renders the same.
@Suite struct SkipEqualWritesProofTests {
  private let proof = HarnessProof(
    transform: "skip-equal-writes", fixture: "Tests/HarnessTests/Fixtures/SkipEqualWritesDownloads", options: ["--accept", "review"])

  @Test func toolOutputEqualsTheExpectedFixtureAndOnlyAChangeRunsTheWindow() throws {
    let comparison = try proof.check()
    #expect(comparison.rendersIdentical)
    // Mount, the first poll, five polls of the same list, the finish (which changes only the
    // queue) and the poll that brings it: 8 runs before. After: mount, the first poll and the
    // last, 3. The rows compare their inputs either way: each runs at mount, the first poll and
    // the one whose download changed.
    let window = try #require(comparison.evaluations["DownloadsWindow"])
    #expect(window.before == 8 && window.after == 3, "\(window.before) → \(window.after)")
    let rows = try #require(comparison.evaluations["DownloadRow"])
    #expect(rows.before == rows.after, "\(rows.before) → \(rows.after)")
  }

  @Test func diffAppliesAndConverges() throws {
    try proof.checkDiffAppliesAndConverges()
  }
}
#endif
