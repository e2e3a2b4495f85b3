#if os(Linux)
import Foundation
import Testing

/// `isolate-read` proven on the harness: the tool's own output renders the same, and each tick of
/// the playback time runs the small time label instead of the screen that builds the queue.
@Suite struct IsolateReadProofTests {
  private let proof = HarnessProof(transform: "isolate-read", fixture: "Tests/HarnessTests/Fixtures/IsolateReadPlayer",
    options: ["--accept", "review"])

  @Test func eachTickRunsTheTimeLabelInsteadOfTheScreen() throws {
    let comparison = try proof.check()
    let screen = try #require(comparison.evaluations["PlayerScreen"])
    let label = try #require(comparison.evaluations["PlayerScreenCurrentTime"])
    #expect(screen.after < screen.before, "PlayerScreen: \(screen.before) → \(screen.after)")
    #expect(label.before == 0)
    // The label appears once, then takes every tick the screen no longer runs for.
    #expect(label.after - 1 == screen.before - screen.after, "label \(label.after), screen \(screen.before) → \(screen.after)")
    for (view, counts) in comparison.evaluations where view != "PlayerScreenCurrentTime" {
      #expect(counts.after <= counts.before, "\(view) evaluated more after: \(counts.before) → \(counts.after)")
    }
  }

  @Test func diffAppliesAndConverges() throws {
    try proof.checkDiffAppliesAndConverges()
  }

  /// A screen below iOS 17 observes a player only to show its ticking time: a child observes the
  /// player instead, and the screen, which holds it without observing, runs only when it appears.
  @Test func aScreenGivenAnObservableObjectStopsRunningOnEveryTick() throws {
    let player = HarnessProof(
      transform: "isolate-read", fixture: "Tests/HarnessTests/Fixtures/IsolateReadObjectPlayer", options: ["--accept", "review"])
    let comparison = try player.check()
    #expect(comparison.rendersIdentical)
    // Mount, six ticks, the new title and two ticks: ten before; after, the mount alone.
    let screen = try #require(comparison.evaluations["PlayerScreen"])
    #expect(screen.before == 10 && screen.after == 1, "PlayerScreen: \(screen.before) → \(screen.after)")
    let time = try #require(comparison.evaluations["PlayerScreenCurrentTime"])
    #expect(time.after == 10, "the child observes the whole player, as the screen did: \(time.after)")
    try player.checkDiffAppliesAndConverges()
  }
}
#endif
