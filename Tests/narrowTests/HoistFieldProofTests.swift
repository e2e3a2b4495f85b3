#if os(Linux)
import Foundation
import Testing

/// `hoist-field` proven on the harness: during playback, views that read other fields of the
/// track stop re-running on every tick, and every step renders the same.
@Suite struct HoistFieldProofTests {
  private let proof = HarnessProof(
    transform: "hoist-field", fixture: "Tests/HarnessTests/Fixtures/HoistFieldMusic", options: ["--accept", "review"])

  @Test func tickNoLongerReRunsReadersOfOtherTrackFields() throws {
    let comparison = try proof.check()
    #expect(comparison.total.after < comparison.total.before)
    for view in ["TrackHeader", "MiniPlayer"] {
      let counts = try #require(comparison.evaluations[view])
      #expect(counts.after < counts.before, "\(view): \(counts.before) → \(counts.after)")
    }
    let reader = try #require(comparison.evaluations["ListenedLabel"])
    #expect(reader.after == reader.before, "the view that shows the field still follows it")
  }

  @Test func diffAppliesAndConverges() throws {
    try proof.checkDiffAppliesAndConverges()
  }

  @Test func withoutReviewNothingIsWritten() throws {
    let sandbox = try Sandbox(copying: proof.fixture + "/before")
    defer { sandbox.remove() }
    let diff = try CLI.run(["diff", "-t", "hoist-field", "."], in: sandbox.root)
    #expect(diff.status == 0 && diff.stdout.isEmpty)
    #expect(diff.stderr.contains("held: needs review: pass --accept review to write it (or --only Player.track.listenedSeconds)"))
    let only = try CLI.run(["diff", "-t", "hoist-field", "--only", "Player.track.listenedSeconds", "."], in: sandbox.root)
    #expect(only.stdout.contains("+  var listenedSeconds: Int = 0"))
  }
}
#endif
