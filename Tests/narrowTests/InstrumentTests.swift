#if os(Linux)
import Foundation
import Testing

/// `narrow instrument` writes the lines that log why a body ran, as a rewrite like the others
/// (diff, git guard, verify), and `--remove` takes out exactly those lines.
@Suite struct InstrumentTests {
  static let inserted = """
      var body: some View {
        #if DEBUG
        let _ = Self._logChanges()  // added by narrow instrument
        #endif
        VStack {
    """

  private func player() throws -> Sandbox {
    let box = try Sandbox(copying: "Examples/MusicPlayer")
    try Shell.git(["init", "-q"], in: box.root)
    try Shell.git(["add", "-A"], in: box.root)
    try Shell.git(["commit", "-qm", "player"], in: box.root)
    return box
  }

  @Test func theNamedViewsGetTheLinesOnceAndRemoveTakesOutExactlyThem() throws {
    let box = try player()
    defer { box.remove() }
    let original = try box.text("NowPlayingScreen.swift")
    // The developer's own lines of the same kind, which --remove must leave.
    let own = original.replacingOccurrences(of: "  var body: some View {\n    VStack(spacing: 16) {",
      with: "  var body: some View {\n    #if DEBUG\n    let _ = Self._printChanges()\n    #endif\n    VStack(spacing: 16) {")
    #expect(own != original)
    try box.write("NowPlayingScreen.swift", own)
    try Shell.git(["commit", "-qam", "own line"], in: box.root)
    let run = try CLI.run(["instrument", "--views", "TrackTitle", "."], in: box.root)
    #expect(run.status == 0 && run.stderr.contains("1 view instrumented (TrackTitle) in 1 file"), "\(run.stderr)")
    let instrumented = try box.text("NowPlayingScreen.swift")
    #expect(instrumented.contains(Self.inserted), "\(instrumented)")
    let again = try CLI.run(["instrument", "--views", "TrackTitle", "--allow-dirty", "."], in: box.root)
    let afterAgain = try box.text("NowPlayingScreen.swift")
    #expect(again.stderr.contains("TrackTitle is instrumented already") && afterAgain == instrumented)
    // The instrumented code is read as before: the same proposal, no file error.
    let scan = try CLI.run(["scan", "-t", "pass-fields", "."], in: box.root)
    #expect(scan.stdout.contains("[pass-fields] TrackTitle.track") && !scan.stdout.contains("syntax error"), "\(scan.stdout)")
    let removed = try CLI.run(["instrument", "--remove", "--allow-dirty", "."], in: box.root)
    #expect(removed.status == 0 && removed.stderr.contains("1 block removed"), "\(removed.stderr)")
    #expect(try box.text("NowPlayingScreen.swift") == own, "exactly what was inserted goes, the developer's own line stays")
  }

  /// Below iOS 17 and macOS 14, or where the target is unknown, `_logChanges()` does not exist.
  @Test func codeThatMayRunBeforeIOS17PrintsItsChangesInstead() throws {
    let box = try Sandbox(files: ["Row.swift": Array(Self.row.utf8)], git: false)
    defer { box.remove() }
    let run = try CLI.run(["instrument", "--views", "Row", "--diff", "."], in: box.root)
    #expect(run.stdout.contains("+    let _ = Self._printChanges()  // added by narrow instrument"), "\(run.stdout)")
    #expect(try box.text("Row.swift") == Self.row, "--diff writes nothing")
  }

  @Test func hotChoosesTheViewsThatRunForNothing() throws {
    let box = try player()
    defer { box.remove() }
    let run = try CLI.run(["instrument", "--hot", "--diff", "."], in: box.root)
    #expect(run.stderr.contains("1 view instrumented (TrackTitle)") && run.stdout.contains("+++ b/NowPlayingScreen.swift"), "\(run.stderr)")
  }

  @Test func itWritesAsApplyDoes() throws {
    let box = try player()
    defer { box.remove() }
    try box.write("NowPlayingScreen.swift", try box.text("NowPlayingScreen.swift") + "\n")
    let dirty = try CLI.run(["instrument", "--views", "TrackTitle", "."], in: box.root)
    #expect(dirty.status != 0 && dirty.stderr.contains("--allow-dirty"), "uncommitted changes are refused: \(dirty.stderr)")
    let before = try box.text("NowPlayingScreen.swift")
    let verified = try CLI.run(["instrument", "--views", "TrackTitle", "--allow-dirty", "--verify", "false", "."], in: box.root)
    #expect(verified.status == 2 && verified.stderr.contains("--verify command failed"), "\(verified.stderr)")
    #expect(try box.text("NowPlayingScreen.swift") == before, "a failed check puts the file back")
  }

  @Test(arguments: [
    (["instrument", "."], "instrument takes one of --views A,B, --hot or --remove"),
    (["instrument", "--hot", "--remove", "."], "instrument takes one of --views A,B, --hot or --remove"),
  ])
  func itNeedsOneWayToChooseViews(_ arguments: [String], _ message: String) throws {
    let run = try CLI.run(arguments, in: FileManager.default.temporaryDirectory)
    #expect(run.status == 2 && run.stderr.contains(message), "\(run.stderr)")
  }

  static let row = """
    import SwiftUI

    struct Row: View {
      let title: String

      var body: some View {
        Text(title)
      }
    }

    """
}
#endif
