#if os(Linux)
import Foundation
@testable import NarrowKit
import Testing

/// What Narrow promises about the files it is given: every byte it did not edit stays, links stay
/// links, nothing is written when anything it needs is unseen, and an apply is all or nothing.
@Suite struct FileSafetyTests {
  /// A view and its caller, for other suites.
  enum Fixture {
    static let view = Array(FileSafetyTests.view.utf8)
    static let caller = FileSafetyTests.caller
  }

  static let view = """
    import SwiftUI

    struct Track {
      var title: String
      var plays: Int
    }

    @Observable
    final class Player {
      var track = Track(title: "", plays: 0)
      func start() {
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in self?.tick() }
      }
      func tick() { track.plays += 1 }
    }

    struct TrackRow: View {
      let track: Track
      var body: some View { Text(track.title) }
    }

    struct NowPlaying: View {
      @Environment(Player.self) private var player
      var body: some View { Shelf(tracks: [player.track]) }
    }

    """
  static let caller = Array("""
    import SwiftUI

    struct Shelf: View {
      let tracks: [Track]
      var body: some View { ForEach(tracks, id: \\.title) { track in TrackRow(track: track) } }
    }
    """.utf8)

  private func apply(_ sandbox: Sandbox, _ extra: [String] = []) throws -> CLI.Run {
    try CLI.run(["apply", "-t", "pass-fields", "--allow-dirty"] + extra + ["App"], in: sandbox.root)
  }

  @Test func aFileThatIsNotUTF8IsAFileErrorAndNothingIsWritten() throws {
    let latin1: [UInt8] = Array("// caf".utf8) + [0xE9] + Array("\nlet x = 1\n".utf8)
    let sandbox = try Sandbox(files: ["App/Track.swift": Array(Self.view.utf8), "App/Shelf.swift": Self.caller, "App/Old.swift": latin1], git: false)
    defer { sandbox.remove() }
    let run = try apply(sandbox)
    #expect(run.status == 2)
    #expect(run.stderr.contains("App/Old.swift: error: cannot be read (not valid UTF-8"), "\(run.stderr)")
    #expect(try sandbox.bytes("App/Old.swift") == latin1)
    #expect(try sandbox.bytes("App/Shelf.swift") == Self.caller, "a file error stops every write")
  }

  /// Root reads every directory, so the run is made as `nobody`, which may write the files but not
  /// list one directory.
  @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/su")))
  func aDirectoryThatCannotBeListedIsAFileErrorAndNothingIsWritten() throws {
    let preview = Array("let preview = TrackRow(track: Track(title: \"A\", plays: 0))\n".utf8)
    let sandbox = try Sandbox(files: [
      "App/Track.swift": Array(Self.view.utf8), "App/Shelf.swift": Self.caller, "App/Locked/Preview.swift": preview,
    ], git: false)
    defer { sandbox.remove() }
    let root = sandbox.root.path
    for path in ["", "/App"] { chmod(root + path, 0o777) }
    for path in ["/App/Track.swift", "/App/Shelf.swift"] { chmod(root + path, 0o666) }
    chmod(root + "/App/Locked", 0o000)
    defer { chmod(root + "/App/Locked", 0o755) }
    // A copy the other user can run: a fresh build directory may be closed to it.
    let binary = root + "/narrow"
    try FileManager.default.copyItem(atPath: CLI.binary.path, toPath: binary)
    chmod(binary, 0o755)
    let command = "cd '\(root)' && '\(binary)' apply -t pass-fields --allow-dirty App"
    let run = try Shell.run("/bin/su", ["nobody", "-s", "/bin/sh", "-c", command], in: sandbox.root)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("App/Locked: error: cannot be read (a directory that cannot be listed"), "\(run.stderr)")
    #expect(try sandbox.bytes("App/Shelf.swift") == Self.caller, "nothing is written")
  }

  /// A change no other file could use is held all the same: a run with a file error writes nothing.
  @Test func aFileErrorHoldsEveryWriteOfTheRun() throws {
    let meter = Array("""
      import SwiftUI

      @Observable
      final class Meter {
        var samples: [Int] = []
        var peak: Int { samples.max() ?? 0 }
      }

      struct MeterView: View {
        let meter: Meter
        var body: some View {
          Text("\\(meter.peak)")
          Button("Add") { meter.samples.append(1) }
        }
      }
      """.utf8)
    let latin1: [UInt8] = Array("// caf".utf8) + [0xE9] + Array("\n".utf8)
    let sandbox = try Sandbox(files: ["App/Meter.swift": meter, "App/Old.swift": latin1], git: false)
    defer { sandbox.remove() }
    let run = try CLI.run(["apply", "-t", "cache-computed", "--accept", "review", "--effect", "possible", "--allow-dirty", "App"], in: sandbox.root)
    #expect(run.status == 2)
    #expect(run.stderr.contains("not written, because some files could not be read"), "\(run.stderr)")
    #expect(try sandbox.bytes("App/Meter.swift") == meter)
  }

  /// A rename that fails half-way (here: the backup name is taken by a directory) puts back every
  /// file already replaced.
  @Test func aFailedReplacementPutsBackWhatWasReplaced() throws {
    let sandbox = try Sandbox(files: ["A.swift": Array("let a = 1\n".utf8), "B.swift": Array("let b = 1\n".utf8)], git: false)
    defer { sandbox.remove() }
    let a = FileChange(file: SourceFile(path: "A.swift", bytes: Array("let a = 1\n".utf8)), newText: "let a = 2\n")
    let b = FileChange(file: SourceFile(path: "B.swift", bytes: Array("let b = 1\n".utf8)), newText: "let b = 2\n")
    let second = sandbox.root.appendingPathComponent("B.swift").path
    let outcome = FileWriter.write([a, b], currentDirectory: sandbox.root.path, hooks: .init(beforeReplacing: { path in
      guard path == second else { return }
      let backup = sandbox.root.appendingPathComponent(".B.swift.narrow-old-\(ProcessInfo.processInfo.processIdentifier)").path
      try? FileManager.default.createDirectory(atPath: backup + "/blocker", withIntermediateDirectories: true)
    }))
    #expect(outcome.allSatisfy { !$0.isWritten })
    guard case .refused(_, let reason) = outcome.last else { return }
    #expect(reason.contains("could not be replaced") && reason.contains("every file was put back"), "\(reason)")
    #expect(try sandbox.text("A.swift") == "let a = 1\n", "the first file is put back")
    #expect(try sandbox.text("B.swift") == "let b = 1\n")
  }

  @Test func anIgnoredFileThatUsesTheViewHoldsTheProposal() throws {
    let preview = Array("let preview = TrackRow(track: Track(title: \"A\", plays: 0))\n".utf8)
    let sandbox = try Sandbox(files: [
      "App/Track.swift": Array(Self.view.utf8), "App/Shelf.swift": Self.caller, "App/Previews.swift": preview,
      "App/.narrowignore": Array("Previews.swift\n".utf8),
    ], git: false)
    defer { sandbox.remove() }
    let run = try apply(sandbox)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("held: App/Previews.swift may use TrackRow, and a .narrowignore leaves it out"), "\(run.stderr)")
    #expect(try sandbox.bytes("App/Shelf.swift") == Self.caller)
  }

  @Test func linksStayLinksAndOwnersStay() throws {
    let sandbox = try Sandbox(files: ["Real/Track.swift": Array(Self.view.utf8), "App/Shelf.swift": Self.caller], git: false)
    defer { sandbox.remove() }
    let fm = FileManager.default
    let root = sandbox.root.path
    try fm.createSymbolicLink(atPath: root + "/App/Track.swift", withDestinationPath: "../Real/Track.swift")
    #expect(link(root + "/App/Shelf.swift", root + "/Shelf.hardlink") == 0)
    #expect(chown(root + "/Real/Track.swift", 4321, 4321) == 0)
    // Extended attributes, where the file system takes them.
    let tagged = try Shell.run("python3", ["-c", "import os, sys; os.setxattr(sys.argv[1], 'user.narrow', b'kept')", root + "/App/Shelf.swift"], in: sandbox.root).status == 0
    let run = try CLI.run(["apply", "-t", "pass-fields", "--allow-dirty", "App", "Real"], in: sandbox.root)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try fm.destinationOfSymbolicLink(atPath: root + "/App/Track.swift") == "../Real/Track.swift", "the link is kept")
    #expect(try sandbox.text("Real/Track.swift").contains("let title: String\n  var body"), "its target is edited")
    #expect(try sandbox.text("Shelf.hardlink").contains("TrackRow(title: track.title)"), "both names of a hard link see the edit")
    var info = stat()
    #expect(stat(root + "/Real/Track.swift", &info) == 0 && info.st_uid == 4321 && info.st_gid == 4321, "owner and group are kept")
    #expect(stat(root + "/App/Shelf.swift", &info) == 0 && info.st_nlink == 2)
    if tagged {
      let read = try Shell.run("python3", ["-c", "import os, sys; print(os.getxattr(sys.argv[1], 'user.narrow').decode())", root + "/App/Shelf.swift"], in: sandbox.root)
      #expect(read.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "kept", "extended attributes are kept")
    }
  }

  /// Two applies started together: one is refused or finds nothing left to do; no change is lost.
  @Test func concurrentAppliesNeverLoseAChange() throws {
    let complete = try Sandbox(files: ["App/Track.swift": Array(Self.view.utf8), "App/Shelf.swift": Self.caller], git: false)
    defer { complete.remove() }
    _ = try apply(complete)
    let expected = try [complete.bytes("App/Track.swift"), complete.bytes("App/Shelf.swift")]
    for _ in 0..<10 {
      let sandbox = try Sandbox(files: ["App/Track.swift": Array(Self.view.utf8), "App/Shelf.swift": Self.caller], git: false)
      defer { sandbox.remove() }
      let runs = (0..<2).map { _ -> Process in
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["apply", "-t", "pass-fields", "--allow-dirty", "App"]
        process.currentDirectoryURL = sandbox.root
        process.environment = Shell.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
      }
      try runs.forEach { try $0.run() }
      runs.forEach { $0.waitUntilExit() }
      #expect(runs.allSatisfy { [0, 2].contains($0.terminationStatus) })
      #expect(try [sandbox.bytes("App/Track.swift"), sandbox.bytes("App/Shelf.swift")] == expected, "both files hold the change")
    }
  }

  @Test func aLinkToAFileOutsideTheTreeIsNotWritten() throws {
    let outside = try Sandbox(files: ["Track.swift": Array(Self.view.utf8)], git: false)
    defer { outside.remove() }
    let sandbox = try Sandbox(files: ["App/Shelf.swift": Self.caller], git: false)
    defer { sandbox.remove() }
    try FileManager.default.createSymbolicLink(atPath: sandbox.root.path + "/App/Track.swift", withDestinationPath: outside.root.path + "/Track.swift")
    let run = try apply(sandbox)
    #expect(run.status == 2)
    #expect(run.stderr.contains("is a symbolic link to \(outside.root.path)/Track.swift, outside the directory Narrow runs in"), "\(run.stderr)")
    #expect(try outside.bytes("Track.swift") == Array(Self.view.utf8))
    #expect(try sandbox.bytes("App/Shelf.swift") == Self.caller)
  }

  @Test func aDirectoryGivenThroughASymbolicLinkIsScanned() throws {
    let sandbox = try Sandbox(files: ["Real/Track.swift": Array(Self.view.utf8), "Real/Shelf.swift": Self.caller], git: false)
    defer { sandbox.remove() }
    try FileManager.default.createSymbolicLink(atPath: sandbox.root.path + "/App", withDestinationPath: "Real")
    let scan = try CLI.run(["scan", "-t", "pass-fields", "App"], in: sandbox.root)
    #expect(scan.stdout.contains("2 files scanned, 1 proposal"), "\(scan.stdout)")
  }

  /// A file that ends its lines with CR alone (classic Mac OS) is read, so its declarations count,
  /// and never edited: the proposal that would edit it is held with the reason.
  @Test func aFileWithCROnlyLineEndingsIsReadButNotEdited() throws {
    let carriageReturns = Array(String(decoding: Self.caller, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r").utf8)
    let sandbox = try Sandbox(files: ["App/Track.swift": Self.Fixture.view, "App/Shelf.swift": carriageReturns], git: false)
    defer { sandbox.remove() }
    let run = try apply(sandbox)
    #expect(run.stderr.contains("App/Shelf.swift ends its lines with CR alone, which Narrow reads but does not edit"), "\(run.stderr)")
    #expect(try sandbox.bytes("App/Shelf.swift") == carriageReturns)
    #expect(try sandbox.bytes("App/Track.swift") == Self.Fixture.view, "the proposal is held whole: its other file is not written either")
  }

  @Test func anUnwritableReportPathFailsBeforeAnySourceIsWritten() throws {
    let sandbox = try Sandbox(files: ["App/Track.swift": Array(Self.view.utf8), "App/Shelf.swift": Self.caller], git: false)
    defer { sandbox.remove() }
    let run = try apply(sandbox, ["--report", "no/such/dir/report.json"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("cannot write the report to no/such/dir/report.json: the directory no/such/dir does not exist; nothing was written"), "\(run.stderr)")
    #expect(try sandbox.bytes("App/Shelf.swift") == Self.caller)
  }

  @Test func aSecondApplyInTheSameDirectoryIsRefused() throws {
    let sandbox = try Sandbox(files: ["App/Track.swift": Array(Self.view.utf8), "App/Shelf.swift": Self.caller], git: false)
    defer { sandbox.remove() }
    let held = try #require(ApplyLock(root: sandbox.root.path))
    let run = try apply(sandbox)
    #expect(run.status == 2)
    #expect(run.stderr.contains("another narrow apply is running in"), "\(run.stderr)")
    #expect(try sandbox.bytes("App/Shelf.swift") == Self.caller)
    withExtendedLifetime(held) {}
  }

  @Test func aFileEditedWhileNarrowWritesIsKeptAndNothingIsWritten() throws {
    let sandbox = try Sandbox(files: ["A.swift": Array("let a = 1\n".utf8), "B.swift": Array("let b = 1\n".utf8)], git: false)
    defer { sandbox.remove() }
    let a = FileChange(file: SourceFile(path: "A.swift", bytes: Array("let a = 1\n".utf8)), newText: "let a = 2\n")
    let b = FileChange(file: SourceFile(path: "B.swift", bytes: Array("let b = 1\n".utf8)), newText: "let b = 2\n")
    let userEdit = sandbox.root.appendingPathComponent("B.swift").path
    let outcome = FileWriter.write([a, b], currentDirectory: sandbox.root.path, hooks: .init(beforeReplacing: { path in
      if path == userEdit { try? "let b = 99\n".write(toFile: path, atomically: false, encoding: .utf8) }
    }))
    #expect(outcome.allSatisfy { !$0.isWritten })
    #expect(try sandbox.text("A.swift") == "let a = 1\n", "the file replaced before it is put back")
    #expect(try sandbox.text("B.swift") == "let b = 99\n", "the person's edit is kept")
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).filter { $0.hasPrefix(".") }.isEmpty)
  }

}
#endif
