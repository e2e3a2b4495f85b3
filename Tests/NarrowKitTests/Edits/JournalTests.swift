import Foundation
import Testing

@testable import NarrowKit

@Suite struct JournalTests {
  private static func temporary(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("narrow-\(name)-\(UUID().uuidString)").path
  }

  /// A journal with no entries, saved as an apply starts, in a fresh root with its own token directory.
  private static func savedEmptyJournal() throws -> (JournalLocation, Journal) {
    let location = JournalLocation(root: temporary("journal"), tokenDirectory: temporary("tokens"))
    try FileManager.default.createDirectory(atPath: location.root, withIntermediateDirectories: true)
    var journal = Journal(location: location, entries: [])
    let saved = journal.save(phase: .staging)
    #expect(saved)
    return (location, journal)
  }

  /// The journal of an apply is replaced whole: one that cannot be put in place leaves no staged
  /// copy behind for the next run to trip on.
  @Test func aJournalThatCannotBePutInPlaceLeavesNoStagedCopy() throws {
    let root = Self.temporary("journal")
    let tokens = Self.temporary("tokens")
    defer { [root, tokens].forEach { try? FileManager.default.removeItem(atPath: $0) } }
    let location = JournalLocation(root: root, tokenDirectory: tokens)
    // A non-empty directory where the journal goes: the rename that puts it in place fails.
    try FileManager.default.createDirectory(atPath: location.journalPath + "/blocked", withIntermediateDirectories: true)
    var journal = Journal(location: location, entries: [])
    let savedStaging = journal.save(phase: .staging)
    #expect(savedStaging == false)
    #expect(!FileManager.default.fileExists(atPath: location.journalPath + ".partial"))
  }

  /// The token is what tells a journal this user's Narrow wrote from one that came with the tree:
  /// the same journal, with its token file gone or changed, is not acted on.
  @Test func aJournalIsTrustedOnlyWithItsTokenKeptOutsideTheTree() throws {
    let (location, journal) = try Self.savedEmptyJournal()
    defer { [location.root, location.tokenDirectory].forEach { try? FileManager.default.removeItem(atPath: $0) } }
    guard case .success? = location.find() else { Issue.record("the journal just written is trusted"); return }
    let tokenFiles = try FileManager.default.contentsOfDirectory(atPath: location.tokenDirectory)
    #expect(tokenFiles.count == 1)
    try Data("0-0".utf8).write(to: URL(fileURLWithPath: location.tokenDirectory + "/" + tokenFiles[0]))
    guard case .failure(let untrusted)? = location.find() else { Issue.record("a journal with another token is not trusted"); return }
    #expect(untrusted.reason == "no apply run by this user in this directory wrote it")
    // Finishing removes the journal and its token.
    journal.finish()
    #expect(location.find() == nil)
  }

  @Test func aJournalOthersMayWriteIsNotTrusted() throws {
    let (location, _) = try Self.savedEmptyJournal()
    defer { [location.root, location.tokenDirectory].forEach { try? FileManager.default.removeItem(atPath: $0) } }
    #expect(chmod(location.journalPath, 0o666) == 0)
    guard case .failure(let untrusted)? = location.find() else { Issue.record("a journal others may write is not trusted"); return }
    #expect(untrusted.reason == "other users may write it")
  }

  /// Even a journal with its token names only files inside the root, with Narrow's own temporary
  /// names beside them.
  @Test(arguments: [
    ("outside", "it names '{outside}/Secret.swift', which is not inside this directory"),
    ("dotdot", "it names '{root}/../x/Secret.swift', which is not a plain absolute path"),
    ("link", "it names '{root}/Out/Secret.swift', which is not inside this directory"),
    ("staged", "its temporary names for '{root}/A.swift' are not the ones Narrow gives"),
  ])
  func aJournalNamingAFileItWouldNotWriteIsNotTrusted(_ shape: String, _ expected: String) throws {
    let root = Self.temporary("journal")
    let outside = Self.temporary("outside")
    let tokens = Self.temporary("tokens")
    defer { [root, outside, tokens].forEach { try? FileManager.default.removeItem(atPath: $0) } }
    for directory in [root, outside] { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
    try Data("let secret = 1\n".utf8).write(to: URL(fileURLWithPath: outside + "/Secret.swift"))
    try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/A.swift"))
    try FileManager.default.createSymbolicLink(atPath: root + "/Out", withDestinationPath: outside)
    let target: String
    var staged: String?
    switch shape {
    case "outside": target = outside + "/Secret.swift"
    case "dotdot": target = root + "/../x/Secret.swift"
    case "link": target = root + "/Out/Secret.swift"
    default:
      target = root + "/A.swift"
      staged = root + "/B.swift"
    }
    let entry = Journal.Entry(target: target, staged: staged ?? WriteTarget.sibling(of: target, tag: "new"),
      backup: WriteTarget.sibling(of: target, tag: "old"), inPlace: true, original: [], written: 0)
    let location = JournalLocation(root: root, tokenDirectory: tokens)
    var journal = Journal(location: location, entries: [entry])
    let savedStaging = journal.save(phase: .staging)
    #expect(savedStaging)
    let savedVerifying = journal.save(phase: .verifying)
    #expect(savedVerifying)
    guard case .failure(let untrusted)? = location.find() else { Issue.record("\(shape): trusted"); return }
    #expect(untrusted.reason == expected.replacingOccurrences(of: "{root}", with: root).replacingOccurrences(of: "{outside}", with: outside))
    #expect(FileWriter.recover(in: root, tokenDirectory: tokens) == .refused(reason: untrusted.reason))
    #expect(try String(contentsOfFile: outside + "/Secret.swift", encoding: .utf8) == "let secret = 1\n", "nothing is written")
    #expect(FileManager.default.fileExists(atPath: location.journalPath), "the journal is left alone")
  }
}
