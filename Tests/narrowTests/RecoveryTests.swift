#if os(Linux)
import Foundation
import Testing

@testable import NarrowKit

/// What an interrupted apply leaves, and what the next commands do with it: only `narrow recover`
/// acts on it, only when this user's Narrow wrote it here, and never over a file changed since.
@Suite struct RecoveryTests {
  /// Where the CLI runs of the tests keep journal tokens (their XDG cache).
  static let tokenDirectory = Shell.cacheHome.appendingPathComponent("narrow/journals").path

  /// What a kill leaves: a journal of `phase` for `files` (path, old, new), each staged beside
  /// its file, and the first `replaced` of them replaced, as the writer does it.
  static func interruptedApply(
    in sandbox: Sandbox, _ files: [(String, String, String)], replaced: Int, phase: Journal.Phase, inPlace: Bool = false
  ) throws {
    let root = sandbox.root.path
    var journal = Journal(location: JournalLocation(root: root, tokenDirectory: tokenDirectory), entries: files.map { path, old, new in
      let target = root + "/" + path
      return Journal.Entry(target: target, staged: WriteTarget.sibling(of: target, tag: "new"), backup: WriteTarget.sibling(of: target, tag: "old"),
        inPlace: inPlace, original: Array(old.utf8), written: FNV1a.hash(Array(new.utf8)))
    })
    let savedStaging = journal.save(phase: .staging)
    #expect(savedStaging)
    for (entry, file) in zip(journal.entries, files) {
      #expect(WriteTarget.stage(Array(file.2.utf8), at: entry.staged, like: entry.target))
      if inPlace { #expect(WriteTarget.stage(entry.original, at: entry.backup, like: entry.target)) }
    }
    guard phase != .staging else { return }
    let savedReplacing = journal.save(phase: .replacing)
    #expect(savedReplacing)
    for entry in journal.entries.prefix(replaced) { #expect(entry.replace() == nil) }
    if phase == .verifying { let savedVerifying = journal.save(phase: .verifying)
 #expect(savedVerifying) }
  }

  static let files = [("A.swift", "let a = 1\n", "let a = 2\n"), ("B.swift", "let b = 1\n", "let b = 2\n")]

  static func sandbox() throws -> Sandbox {
    try Sandbox(files: ["A.swift": Array("let a = 1\n".utf8), "B.swift": Array("let b = 1\n".utf8)], git: false)
  }

  static func hidden(_ sandbox: Sandbox) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).filter { $0.hasPrefix(".") }.sorted()
  }

  @Test func recoverCompletesOrUndoesAnInterruptedApply() throws {
    for phase in [Journal.Phase.replacing, .staging, .verifying] {
      let sandbox = try Self.sandbox()
      defer { sandbox.remove() }
      try Self.interruptedApply(in: sandbox, Self.files, replaced: 1, phase: phase)
      let run = try CLI.run(["recover"], in: sandbox.root)
      #expect(run.status == 0, "\(run.stderr)")
      let completed = phase == .replacing
      let said = [
        Journal.Phase.replacing: "an interrupted apply was completed: 2 files hold the new text",
        .staging: "staged files were removed and every file is as it was",
        .verifying: "so its change was never verified; put back 2 files exactly as they were read (A.swift, B.swift)",
      ][phase]!
      #expect(run.stderr.contains(said), "\(phase): \(run.stderr)")
      #expect(try sandbox.text("A.swift") == (completed ? "let a = 2\n" : "let a = 1\n"), "\(phase)")
      #expect(try sandbox.text("B.swift") == (completed ? "let b = 2\n" : "let b = 1\n"), "\(phase)")
      #expect(try Self.hidden(sandbox).isEmpty, "\(phase): nothing is left behind")
      #expect(try CLI.run(["recover"], in: sandbox.root).stderr == "narrow: no interrupted apply to recover here\n")
    }
  }

  /// Read-only commands say an apply was interrupted and write nothing; apply will not start over it.
  @Test func onlyRecoverActsOnAnInterruptedApply() throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    try Self.interruptedApply(in: sandbox, Self.files, replaced: 1, phase: .replacing)
    let before = try Self.hidden(sandbox)
    for command in [["scan", "."], ["config"], ["why", "X"], ["hot"], ["graph"], ["simulate", "X"], ["diff", "-t", "pass-fields", "."]] {
      let run = try CLI.run(command, in: sandbox.root)
      #expect(run.stderr.contains("an apply of 2 files was interrupted here; run `narrow recover` to complete or undo it"), "\(command): \(run.stderr)")
      #expect(try sandbox.text("B.swift") == "let b = 1\n", "\(command) writes nothing")
      #expect(try Self.hidden(sandbox) == before, "\(command) writes nothing")
    }
    let apply = try CLI.run(["apply", "-t", "pass-fields", "--allow-dirty", "."], in: sandbox.root)
    #expect(apply.status == 2)
    #expect(apply.stderr.contains("run `narrow recover` to complete or undo it; nothing was written"), "\(apply.stderr)")
    #expect(try Self.hidden(sandbox) == before)
  }

  /// A file edited between the kill and the recovery is the person's: completing the apply and
  /// undoing it both leave it, and say so. With a hard link the file is edited in place, and its
  /// backup is a copy, so an undo that trusted the backup would write the original over the edit.
  @Test(arguments: [(Journal.Phase.replacing, false), (.replacing, true), (.staging, false), (.staging, true), (.verifying, false), (.verifying, true)])
  func recoveryNeverOverwritesAnEditMadeSinceTheKill(_ phase: Journal.Phase, _ hardLinked: Bool) throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    let root = sandbox.root.path
    if hardLinked { #expect(link(root + "/B.swift", root + "/B.other") == 0) }
    try Self.interruptedApply(in: sandbox, Self.files, replaced: phase == .verifying ? 2 : 1, phase: phase, inPlace: hardLinked)
    try sandbox.write(hardLinked ? "B.other" : "B.swift", "let b = 99\n")
    let run = try CLI.run(["recover"], in: sandbox.root)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try sandbox.text("B.swift") == "let b = 99\n", "\(phase), hard link \(hardLinked): the edit is kept")
    if phase != .staging {
      #expect(run.stderr.contains("left B.swift as it is: changed since Narrow read it"), "\(phase): \(run.stderr)")
    }
    #expect(try sandbox.text("A.swift") == (phase == .replacing ? "let a = 2\n" : "let a = 1\n"), "\(phase)")
    #expect(try Self.hidden(sandbox).isEmpty)
  }

  /// A journal that came with the tree (here: a hand-written one, as a repository could commit)
  /// names a file outside it, and another inside it to rename over that one. No command follows
  /// it: the outside file and the inside one stay, and every command says why.
  @Test func aJournalThatCameWithTheTreeIsLeftAlone() throws {
    let sandbox = try Self.sandbox()
    let outside = try Sandbox(files: ["Secret.swift": Array("let secret = 1\n".utf8)], git: false)
    defer { [sandbox, outside].forEach { $0.remove() } }
    let root = sandbox.root.path
    let target = outside.root.path + "/Secret.swift"
    for phase in ["staging", "replacing", "verifying"] {
      let entry = """
        {"target":"\(target)","staged":"\(root)/A.swift","backup":"\(root)/B.swift","inPlace":false,\
        "original":\(Array("let a = 1\n".utf8)),"written":\(FNV1a.hash(Array("let secret = 1\n".utf8)))}
        """
      try sandbox.write(FileWriter.journalName, "1-1\n" + #"{"phase":"\#(phase)","entries":[\#(entry)]}"#)
      for command in [["recover"], ["scan", "."], ["apply", "-t", "pass-fields", "--allow-dirty", "."]] {
        let run = try CLI.run(command, in: sandbox.root)
        #expect(run.stderr.contains(".narrow-journal is not a journal this user's narrow wrote here (no apply run by this user in this directory wrote it); it is left alone"), "\(phase) \(command): \(run.stderr)")
        #expect(run.status == (command[0] == "scan" ? 0 : 2), "\(phase) \(command)")
        #expect(try outside.text("Secret.swift") == "let secret = 1\n", "\(phase) \(command)")
        #expect(try sandbox.text("A.swift") == "let a = 1\n" && sandbox.text("B.swift") == "let b = 1\n", "\(phase) \(command)")
        #expect(FileManager.default.fileExists(atPath: root + "/" + FileWriter.journalName))
      }
    }
  }
}
#endif
