#if os(Linux)
import Foundation
import Testing

/// `split-observable` proven on the harness: a ten-property store whose badges show two of its
/// properties while a timer ticks another. The tool's output is `after/`; it renders the same at
/// every step, the badges run only for changes of what they show, and the view reading both the
/// badge and the rest (`InboxScreen`) updates exactly as before, through the forwarding.
@Suite struct SplitObservableProofTests {
  private let proof = HarnessProof(
    transform: "split-observable", fixture: "Tests/HarnessTests/Fixtures/SplitObservableInbox",
    options: ["--accept", "review", "--name", "InboxBadge"])

  @Test func toolOutputEqualsTheExpectedFixtureAndTheBadgesUpdateLess() throws {
    let comparison = try proof.check()
    for badge in ["TabBadge", "ToolbarBadge", "MenuBadge"] {
      let counts = try #require(comparison.evaluations[badge])
      // Mount, the mail and the two sync steps: the five ticks and the equal write of `elapsed` no
      // longer run them. Before, the equal write still runs every badge on every compiler:
      // @Published sends on every set.
      #expect(counts.before == 10 && counts.after == 4, "\(badge): \(counts.before) → \(counts.after)")
    }
    let mixed = try #require(comparison.evaluations["InboxScreen"])
    #expect(mixed.before == mixed.after, "InboxScreen reads the badge through the store and must update as before")
  }

  /// With evidence that the badges run, an @Observable model is split too: through
  /// `@Environment(Store.self)`, `.environment(store)` and a stored reference. The result is the
  /// hand-written `after/` of `SplitObservationSkip`, which the harness shows sparing nothing
  /// there, which is why the split needs evidence.
  @Test func withEvidenceAnObservableModelIsSplitAsByHand() throws {
    let fixture = "Tests/HarnessTests/Fixtures/SplitObservationSkip"
    let sandbox = try Sandbox(copying: fixture + "/before")
    defer { sandbox.remove() }
    let evidence = sandbox.root.appendingPathComponent("changes.log")
    try "TabBadge: @dependencies changed.\nTabBadge: @dependencies changed.\n".write(to: evidence, atomically: true, encoding: .utf8)
    let apply = try CLI.run(["apply", "-t", "split-observable", "--allow-dirty", "--accept", "review", "--name", "InboxBadge",
      "--evidence", evidence.path, "."], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    try FileManager.default.removeItem(at: evidence)
    let after = CLI.packageRoot.appendingPathComponent(fixture + "/after")
    for name in try FileManager.default.contentsOfDirectory(atPath: after.path) {
      #expect(try sandbox.text(name) == String(contentsOf: after.appendingPathComponent(name), encoding: .utf8), "\(name)")
    }
  }

  @Test func diffAppliesAndConverges() throws {
    try proof.checkDiffAppliesAndConverges()
  }

  /// One label shows the time a timer ticks; the rest of the player screen observes the same
  /// `ObservableObject`. Once the time has a class of its own that only the label reads, the
  /// player no longer announces ticks, so the screen runs only for what it shows.
  @Test func aTickedTimeReadByOneLabelStopsRunningTheScreen() throws {
    let player = HarnessProof(
      transform: "split-observable", fixture: "Tests/HarnessTests/Fixtures/SplitObservablePlayerTime",
      options: ["--accept", "review"])
    let comparison = try player.check()
    let screen = try #require(comparison.evaluations["PlayerScreen"])
    // Mount, eight ticks, the shuffle and the equal write of the title (`@Published` announces
    // every set): eleven before; after, the mount, the shuffle and the equal write.
    #expect(screen.before == 11 && screen.after == 3, "PlayerScreen: \(screen.before) → \(screen.after)")
    let label = try #require(comparison.evaluations["TimeLabel"])
    #expect(label.after == 1 + 8, "the label runs when it appears and on every tick: \(label.after)")
    try player.checkDiffAppliesAndConverges()
  }

  /// An installer below iOS 17: a timer steps the progress that one label shows and a status bar
  /// shows beside other state. The progress moves into its own `ObservableObject`: the label takes
  /// it, the status bar observes it beside the installer, and the window, which shows neither,
  /// stops running on every step.
  @Test func aProgressShownByALabelAndAStatusBarStopsRunningTheWindow() throws {
    let installer = HarnessProof(
      transform: "split-observable", fixture: "Tests/HarnessTests/Fixtures/SplitObservableInstaller",
      options: ["--accept", "review"])
    let comparison = try installer.check()
    #expect(comparison.rendersIdentical)
    // Mount, the start, seven steps and the selection: ten before; after, mount, start, selection.
    let window = try #require(comparison.evaluations["InstallerWindow"])
    #expect(window.before == 10 && window.after == 3, "InstallerWindow: \(window.before) → \(window.after)")
    // The status bar shows the progress and the state: it runs as often as before.
    let status = try #require(comparison.evaluations["StatusBar"])
    #expect(status.before == status.after, "StatusBar: \(status.before) → \(status.after)")
    let label = try #require(comparison.evaluations["InstallProgress"])
    #expect(label.after == 1 + 7, "the label runs when it appears and on every step: \(label.after)")
    try installer.checkDiffAppliesAndConverges()
  }
}
#endif
