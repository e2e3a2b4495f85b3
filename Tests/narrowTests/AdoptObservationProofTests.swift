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
    // Mount, five ticks, the recording, the pause, the equal write of `isPaused` and the resume:
    // ten runs each before, on every compiler, since @Published sends on every set. After, the
    // equal write runs nothing: Swift 6.2 and later skip equal writes through the @Observable setter.
    #if compiler(>=6.2)
    let expected = ["ElapsedLabel": (10, 6), "TitleLabel": (10, 1), "DistanceLabel": (10, 2), "PauseLabel": (10, 3)]
    #else
    // Before 6.2 the setter notifies on every set: the equal write runs PauseLabel once more.
    let expected = ["ElapsedLabel": (10, 6), "TitleLabel": (10, 1), "DistanceLabel": (10, 2), "PauseLabel": (10, 4)]
    #endif
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
