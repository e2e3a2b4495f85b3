#if os(Linux)
import Foundation
import Testing

/// `adopt-observation` proven on the harness: a six-property `ObservableObject` whose timer ticks
/// one property, and four views that each show one or two. Before, every view runs on every change;
/// after, each runs only for what it shows, and every step renders the same.
@Suite struct AdoptObservationProofTests {
  private let proof = HarnessProof(
    transform: "adopt-observation", fixture: "Tests/HarnessTests/Fixtures/AdoptObservationRun", options: ["--accept", "review"])

  @Test func toolOutputEqualsTheExpectedFixtureAndEachViewRunsOnlyForWhatItShows() throws {
    let comparison = try proof.check()
    #expect(comparison.rendersIdentical)
    // Mount, five ticks, the recording and the pause: eight runs each before.
    let expected = ["ElapsedLabel": (8, 6), "TitleLabel": (8, 1), "DistanceLabel": (8, 2), "PauseLabel": (8, 2)]
    for (view, (before, after)) in expected {
      let counts = try #require(comparison.evaluations[view])
      #expect(counts.before == before && counts.after == after, "\(view): \(counts.before) → \(counts.after)")
    }
  }

  @Test func diffAppliesAndConverges() throws {
    try proof.checkDiffAppliesAndConverges()
  }
}
#endif
