#if os(Linux)
import Foundation
import Testing

/// `isolate-onchange` proven on the harness: the tool's own output renders the same, runs the
/// onChange action exactly as often, and moves the selection's updates from the list to the modifier.
@Suite struct IsolateOnChangeProofTests {
  private let proof = HarnessProof(transform: "isolate-onchange", fixture: "Tests/HarnessTests/Fixtures/IsolateOnChangeCart")

  @Test func theModifierUpdatesInsteadOfTheListAndTheActionRunsAsOften() throws {
    let comparison = try proof.check()
    let list = try #require(comparison.evaluations["CartItemList"])
    let modifier = try #require(comparison.evaluations["SelectedItemIDChangeModifier"])
    #expect(list.after < list.before, "CartItemList: \(list.before) → \(list.after)")
    #expect(modifier.before == 0 && modifier.after > 0)
    // Every selection change the list no longer sees is one evaluation of the small modifier; the
    // modifier's own first appearance is the only evaluation added. This holds on every compiler:
    // the equal writes of the selection run nothing from Swift 6.2 on, and before 6.2 run the list
    // before and the modifier after, once each.
    #expect(modifier.after - 1 == list.before - list.after)
    #expect(comparison.total.after == comparison.total.before + 1)
    for (view, counts) in comparison.evaluations where view != "SelectedItemIDChangeModifier" {
      #expect(counts.after <= counts.before, "\(view) evaluated more after: \(counts.before) → \(counts.after)")
    }
  }

  @Test func diffAppliesAndConverges() throws {
    try proof.checkDiffAppliesAndConverges()
  }

  /// Playback ticks change `player.track` every second; only a new track changes its id. The
  /// counts below hold on every compiler: the last step, an equal write of the track, runs nothing
  /// from Swift 6.2 on, and before 6.2 runs the library before and the modifier after, once each.
  @Test func theLibraryNoLongerRunsOnEveryTickOfThePlayer() throws {
    let music = HarnessProof(transform: "isolate-onchange", fixture: "Tests/HarnessTests/Fixtures/IsolateOnChangeMusic")
    let comparison = try music.check()
    let library = try #require(comparison.evaluations["LibraryScreen"])
    let modifier = try #require(comparison.evaluations["TrackIDChangeModifier"])
    #expect(library.after == 1, "after, the library's body runs only when it appears: \(library.after)")
    #expect(modifier.after == library.before, "the modifier takes every update the library had")
    #expect(comparison.evaluations["LibraryRow"].map { $0.after == $0.before } == true)
    try music.checkDiffAppliesAndConverges()
  }

  /// Below iOS 17 a screen observes a transfer from the environment only to log its progress:
  /// the modifier takes the object over, and the screen, which no longer declares it, runs only
  /// when it appears; the log gets every step, as before.
  @Test func aScreenThatObservedATransferOnlyForItsOnChangeStopsRunningForEachChunk() throws {
    let transfer = HarnessProof(transform: "isolate-onchange", fixture: "Tests/HarnessTests/Fixtures/IsolateOnChangeObjectTransfer")
    let comparison = try transfer.check()
    #expect(comparison.rendersIdentical)
    // Mount, six chunks, the pause and two chunks: ten before; after, the mount alone.
    let screen = try #require(comparison.evaluations["TransferScreen"])
    #expect(screen.before == 10 && screen.after == 1, "TransferScreen: \(screen.before) → \(screen.after)")
    let modifier = try #require(comparison.evaluations["ProgressChangeModifier"])
    #expect(modifier.after == 10, "the modifier observes the whole transfer, as the screen did: \(modifier.after)")
    try transfer.checkDiffAppliesAndConverges()
  }

  /// Each streamed token changes the last message's content, which the list hands to the
  /// narrator; the list shows the messages through rows that read the content themselves. After,
  /// the list runs only when the messages change (its first appearance, the second prompt and a
  /// message appended from elsewhere).
  @Test func theChatListNoLongerRunsForEveryStreamedToken() throws {
    let chat = HarnessProof(transform: "isolate-onchange", fixture: "Tests/HarnessTests/Fixtures/IsolateOnChangeChat")
    let comparison = try chat.check()
    let list = try #require(comparison.evaluations["ChatList"])
    let modifier = try #require(comparison.evaluations["ContentChangeModifier"])
    #expect(list.before >= 7, "before, the list runs for every token: \(list.before)")
    #expect(list.after == 3, "after, the list runs when it appears and when messages are added: \(list.after)")
    #expect(modifier.after >= list.before - list.after, "the modifier takes the tokens the list no longer runs for")
    #expect(comparison.evaluations["MessageRow"].map { $0.after == $0.before } == true)
    try chat.checkDiffAppliesAndConverges()
  }

  @Test(arguments: ["Examples/MusicPlayer", "Examples/Cart", "Examples/Downloads"])
  func exampleAppRendersTheSameAndRunsActionsAsOften(_ example: String) throws {
    try HarnessProof.checkExample(example, transform: "isolate-onchange") { $0.hasSuffix("ChangeModifier") }
  }
}
#endif
