import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an apply is doing, kept in the root while it runs, so that a run killed half-way can be
/// completed or undone by `narrow recover`. Written by replacing it whole, so it is never partial.
///
/// Recovery never writes over a person's edit: before it completes or undoes an entry it reads
/// the file, and acts only when the file holds exactly the bytes Narrow read (the original) or
/// the bytes it wrote. A file that holds neither was changed since, and is left and named.
struct Journal: Codable {
  enum Phase: String, Codable {
    /// New files are being staged; no original has been touched.
    case staging
    /// Every new file is staged; originals are being replaced.
    case replacing
    /// Every original is replaced and the `--verify` command is running; the backups stay until it
    /// passes, since a change it never passed is not kept.
    case verifying
  }

  struct Entry: Codable {
    /// The file replaced (a symbolic link's target, when the link was given).
    var target: String
    /// The new text, staged beside it.
    var staged: String
    /// The original, kept until the apply finishes: a hard link to it, or for a file with several
    /// names (edited in place) a copy.
    var backup: String
    var inPlace: Bool
    var original: [UInt8]
    /// The hash of the new text, to tell whether the file holds what was written.
    var written: UInt64

    /// What the file holds now, as far as this entry is concerned.
    enum Contents {
      case original, written, changedSince, missing
    }

    var contents: Contents {
      guard let bytes = FileManager.default.contents(atPath: target).map({ [UInt8]($0) }) else { return .missing }
      if bytes == original { return .original }
      return FNV1a.hash(bytes) == written ? .written : .changedSince
    }

    /// Replaces the original with the staged file; the original stays under the backup name.
    func replace() -> String? {
      if inPlace {
        guard let bytes = FileManager.default.contents(atPath: staged), WriteTarget.overwrite(target, with: [UInt8](bytes)) else {
          return String(cString: strerror(errno))
        }
        unlink(staged)
        return nil
      }
      unlink(backup)
      guard link(target, backup) == 0 else { return String(cString: strerror(errno)) }
      return rename(staged, target) == 0 ? nil : String(cString: strerror(errno))
    }

    /// Removes what Narrow staged beside the file; the file itself is not touched.
    func discardStaged() {
      unlink(staged)
      unlink(backup)
    }

    /// Puts the original back if the file holds what was written; true when the file now holds
    /// the original, false when it was changed since (or is gone) and is left as it is.
    func putBack() -> Bool {
      defer { discardStaged() }
      switch contents {
      case .original: return true
      case .changedSince, .missing: return false
      case .written:
        // The backup is the original's own inode (a hard link), so renaming it back keeps it whole.
        if !inPlace && FileManager.default.fileExists(atPath: backup) { return rename(backup, target) == 0 }
        return WriteTarget.overwrite(target, with: original)
      }
    }

    /// Puts the staged text in place if the file still holds the original; true when the file
    /// now holds the new text, false when it was changed since, or the staged text is not what
    /// was written, and the file is left as it is.
    func complete() -> Bool {
      defer { discardStaged() }
      switch contents {
      case .written: return true
      case .changedSince, .missing: return false
      case .original:
        guard let bytes = FileManager.default.contents(atPath: staged).map({ [UInt8]($0) }), FNV1a.hash(bytes) == written else { return false }
        return inPlace ? WriteTarget.overwrite(target, with: bytes) : rename(staged, target) == 0
      }
    }
  }

  /// Recovery acts only on a journal whose token matches the one kept outside the tree.
  private(set) var token = ""
  var phase = Phase.staging
  var entries: [Entry]
  /// The `--verify` command, while it runs.
  var verifying: String?

  /// Where it lives, and where its token is kept: neither is stored, so a journal cannot name them.
  private(set) var location = JournalLocation(root: "", tokenDirectory: "")

  private enum CodingKeys: String, CodingKey {
    case phase, entries, verifying
  }

  init(location: JournalLocation, entries: [Entry]) {
    self.location = location
    self.entries = entries
    token = JournalLocation.newToken()
  }

  /// The journal of a run killed before it staged anything: nothing to undo but its own copy.
  init(location: JournalLocation, token: String) {
    self.location = location
    self.token = token
    entries = []
  }

  var path: String { location.journalPath }

  /// A journal's bytes: its token on the first line, so that even a copy cut short by a kill
  /// tells whose it is, then the rest as JSON.
  static func decode(_ bytes: [UInt8], at location: JournalLocation) -> Journal? {
    guard let token = token(of: bytes), var journal = try? JSONDecoder().decode(Journal.self, from: Data(bytes[(token.utf8.count + 1)...])) else {
      return nil
    }
    journal.token = token
    journal.location = location
    return journal
  }

  static func token(of bytes: [UInt8]) -> String? {
    guard let newline = bytes.prefix(64).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    return String(decoding: bytes[..<newline], as: UTF8.self)
  }

  /// Saves the journal in this phase; the token is kept outside the tree before the first save,
  /// so that a journal on disk always has its token.
  mutating func save(phase: Phase) -> Bool {
    self.phase = phase
    guard let json = try? JSONEncoder().encode(self) else { return false }
    let data = Array((token + "\n").utf8) + json
    if phase == .staging && !location.keep(token: token) { return false }
    let staged = location.partialPath
    // Written in place, not with Foundation's atomic write: that stages in a temporary file of its
    // own, which a kill would leave behind under a name recovery does not know.
    // A journal that cannot be staged or put in place (a full disk) leaves nothing behind.
    guard WriteTarget.create([UInt8](data), at: staged), rename(staged, path) == 0 else {
      unlink(staged)
      return false
    }
    return true
  }

  /// The apply failed while it ran: every file that holds what was written gets its original.
  func rollBack() {
    entries.reversed().forEach { _ = $0.putBack() }
    remove()
  }

  /// Nothing was replaced yet: only what was staged goes.
  func discardStaged() {
    entries.forEach { $0.discardStaged() }
    remove()
  }

  /// Every file was staged: each that still holds its original gets the new text. Returns the
  /// files that hold it now and those left because they changed since.
  func rollForward() -> (done: [String], left: [String]) {
    settle { $0.complete() }
  }

  /// The change was never verified: each file that still holds it gets its original back.
  func rollBackUnverified() -> (done: [String], left: [String]) {
    settle { $0.putBack() }
  }

  /// Every original is replaced: the backups go, then the journal.
  func finish() {
    entries.forEach { unlink($0.backup) }
    remove()
  }

  private func settle(_ action: (Entry) -> Bool) -> (done: [String], left: [String]) {
    var done: [String] = []
    var left: [String] = []
    for entry in entries {
      if action(entry) { done.append(entry.target) } else { left.append(entry.target) }
    }
    remove()
    return (done, left)
  }

  private func remove() {
    unlink(path)
    location.removePartial(of: token)
    location.forgetToken()
  }
}
