#if os(Linux)
import Foundation
import Testing

/// `pass-fields` proven on the harness: the tool's own output renders the same and evaluates fewer bodies.
@Suite struct PassFieldsProofTests {
  private let proof = HarnessProof(transform: "pass-fields", fixture: "Tests/HarnessTests/Fixtures/PassFieldsMusic")

  @Test func toolOutputEqualsTheExpectedFixtureAndUpdatesLess() throws {
    let comparison = try proof.check()
    #expect(comparison.total.after < comparison.total.before)
    let title = try #require(comparison.evaluations["TrackTitle"])
    #expect(title.after < title.before, "TrackTitle: \(title.before) → \(title.after)")
  }

  @Test func diffAppliesAndConverges() throws {
    try proof.checkDiffAppliesAndConverges()
  }

  @Test(arguments: ["Examples/MusicPlayer", "Examples/Cart", "Examples/Downloads"])
  func exampleAppRendersTheSameAndNeverUpdatesMore(_ example: String) throws {
    try HarnessProof.checkExample(example, transform: "pass-fields")
  }
}
#endif
