#if os(Linux)
import Foundation
import Testing

/// `hoist-field` proven on the harness: during playback, views that read other fields of the
/// track stop re-running on every tick, and every step renders the same.
@Suite struct HoistFieldProofTests {
  @Test func tickNoLongerReRunsReadersOfOtherTrackFields() throws {
    let comparison = try HarnessProof.check(
      "hoist-field", fixture: "Tests/HarnessTests/Fixtures/HoistFieldMusic", extraArguments: ["--accept", "review"])
    #expect(comparison.total.after < comparison.total.before)
    for view in ["TrackHeader", "MiniPlayer"] {
      let counts = try #require(comparison.evaluations[view])
      #expect(counts.after < counts.before, "\(view): \(counts.before) → \(counts.after)")
    }
    let reader = try #require(comparison.evaluations["ListenedLabel"])
    #expect(reader.after == reader.before, "the view that shows the field still follows it")
  }

  @Test func diffAppliesWithGitAndTheSecondRunIsEmpty() throws {
    let sandbox = try Sandbox(copying: "Tests/HarnessTests/Fixtures/HoistFieldMusic/before")
    defer { sandbox.remove() }
    try Shell.git(["init", "-q"], in: sandbox.root)
    let diff = try CLI.run(["diff", "-t", "hoist-field", "--accept", "review", "."], in: sandbox.root)
    let applied = try Shell.run("git", ["apply", "-"], in: sandbox.root, input: Data(diff.stdout.utf8))
    #expect(applied.status == 0, "git apply: \(applied.stderr)")
    let again = try CLI.run(["diff", "-t", "hoist-field", "--accept", "review", "--exit-code", "."], in: sandbox.root)
    #expect(again.status == 0 && again.stdout.isEmpty, "second run: \(again.stdout)")
  }

  @Test func withoutReviewNothingIsWritten() throws {
    let sandbox = try Sandbox(copying: "Tests/HarnessTests/Fixtures/HoistFieldMusic/before")
    defer { sandbox.remove() }
    let diff = try CLI.run(["diff", "-t", "hoist-field", "."], in: sandbox.root)
    #expect(diff.status == 0 && diff.stdout.isEmpty)
    #expect(diff.stderr.contains("held: needs review: pass --accept review (or --only Player.track.listenedSeconds)"))
    let only = try CLI.run(["diff", "-t", "hoist-field", "--only", "Player.track.listenedSeconds", "."], in: sandbox.root)
    #expect(only.stdout.contains("+  var listenedSeconds: Int = 0"))
  }
}
#endif
