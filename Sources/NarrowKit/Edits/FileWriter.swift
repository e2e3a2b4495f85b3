import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a run's changed files as one transaction: all of them or none.
///
/// A proposal can span files (a view and its callers), so one refused file stops every write.
/// Every file is checked first (unchanged since read, no new syntax errors), then staged beside
/// its original with the original's permissions, owner and extended attributes. A journal in
/// the root lists what is staged; then each original is kept under a backup name (a hard link)
/// and the staged file renamed over it, after checking once more that the original is still
/// what was read. A failure rolls the renames back; a run that is killed leaves the journal,
/// and `narrow recover` completes or rolls back what it lists (`recover(in:)`).
public enum FileWriter {
  public enum Outcome: Sendable, Hashable {
    case written(String)
    case refused(String, reason: String)

    public var isWritten: Bool {
      if case .written = self { return true }
      return false
    }
  }

  /// Points where tests can act while a write is under way.
  struct Hooks: Sendable {
    /// Called just before the original at this absolute path is replaced.
    var beforeReplacing: @Sendable (String) -> Void = { _ in }
    init(beforeReplacing: @escaping @Sendable (String) -> Void = { _ in }) {
      self.beforeReplacing = beforeReplacing
    }
  }

  public static let journalName = ".narrow-journal"

  /// With `verifying`, the journal and the backups stay once every file is written, recording that
  /// the command runs, until `endVerification(in:)`: a run killed meanwhile leaves a change never
  /// verified, which the next run undoes.
  static func write(
    _ changes: [FileChange], currentDirectory: String = FileManager.default.currentDirectoryPath, verifying command: String? = nil,
    tokenDirectory: String = defaultTokenDirectory, hooks: Hooks = Hooks()
  ) -> [Outcome] {
    var targets: [String] = []
    var problems: [String?] = []
    for change in changes {
      let located = WriteTarget.locate(Workspace.absolute(change.file.path, in: currentDirectory), root: currentDirectory)
      targets.append(located.path)
      problems.append(located.problem ?? problem(writing: change, to: located.path))
    }
    if let blocker = zip(changes, problems).first(where: { $1 != nil }) {
      return zip(changes, problems).map { change, problem in
        .refused(change.file.path, reason: problem ?? "not written, because \(blocker.0.file.path) could not be")
      }
    }
    let location = JournalLocation(root: currentDirectory, tokenDirectory: tokenDirectory)
    var journal = Journal(location: location, entries: zip(changes, targets).map { change, target in
      Journal.Entry(target: target, staged: WriteTarget.sibling(of: target, tag: "new"), backup: WriteTarget.sibling(of: target, tag: "old"),
        inPlace: WriteTarget.linkCount(target) > 1, original: change.file.originalBytes,
        written: FNV1a.hash(change.file.bytes(forText: change.newText)))
    })
    let refuseAll = { (culprit: FileChange, reason: String) -> [Outcome] in
      changes.map { .refused($0.file.path, reason: $0.file.path == culprit.file.path ? reason : "not written, because \(culprit.file.path) could not be") }
    }
    guard journal.save(phase: .staging) else {
      return changes.map { .refused($0.file.path, reason: "could not write the journal \(journal.path), or keep its token in \(tokenDirectory)") }
    }
    for (change, entry) in zip(changes, journal.entries) {
      guard WriteTarget.stage(change.file.bytes(forText: change.newText), at: entry.staged, like: entry.target),
        !entry.inPlace || WriteTarget.stage(entry.original, at: entry.backup, like: entry.target)
      else {
        journal.discardStaged()
        return refuseAll(change, "could not stage a temporary file beside it")
      }
    }
    guard journal.save(phase: .replacing) else {
      journal.discardStaged()
      return changes.map { .refused($0.file.path, reason: "could not write the journal \(journal.path)") }
    }
    for (change, entry) in zip(changes, journal.entries) {
      hooks.beforeReplacing(entry.target)
      guard let current = FileManager.default.contents(atPath: entry.target), [UInt8](current) == entry.original else {
        journal.rollBack()
        return refuseAll(change, "changed while Narrow was writing; nothing was written, run again")
      }
      if let failure = entry.replace() {
        journal.rollBack()
        return refuseAll(change, "could not be replaced (\(failure)); every file was put back")
      }
    }
    guard let command else {
      journal.finish()
      return changes.map { .written($0.file.path) }
    }
    journal.verifying = command
    guard journal.save(phase: .verifying) else {
      journal.rollBack()
      return changes.map { .refused($0.file.path, reason: "could not write the journal \(journal.path)") }
    }
    return changes.map { .written($0.file.path) }
  }

  /// The `--verify` command has ended (and a failed one's files are put back): the backups and the
  /// journal go.
  static func endVerification(in root: String, tokenDirectory: String = defaultTokenDirectory) {
    if case .success(let journal)? = JournalLocation(root: root, tokenDirectory: tokenDirectory).find() { journal.finish() }
  }

  /// Puts the exact original bytes of every file back, whatever happened to them since.
  static func restore(_ changes: [FileChange], currentDirectory: String = FileManager.default.currentDirectoryPath) -> [String] {
    changes.compactMap { change in
      let target = WriteTarget.locate(Workspace.absolute(change.file.path, in: currentDirectory), root: currentDirectory).path
      let staged = WriteTarget.sibling(of: target, tag: "restore")
      guard WriteTarget.stage(change.file.originalBytes, at: staged, like: target) else { return change.file.path }
      if WriteTarget.linkCount(target) > 1 {
        defer { unlink(staged) }
        return WriteTarget.overwrite(target, with: change.file.originalBytes) ? nil : change.file.path
      }
      return rename(staged, target) == 0 ? nil : change.file.path
    }
  }

  /// Where the token of each root's journal is kept: the default cache directory, whatever
  /// `--cache-path` says, so that `recover` finds it without being told.
  public static let defaultTokenDirectory = (FactCache.defaultDirectory(environment: ProcessInfo.processInfo.environment, home: NSHomeDirectory())
    as NSString).appendingPathComponent("journals")

  /// What an interrupted apply left in `root`, without touching anything.
  public static func pendingApply(in root: String, tokenDirectory: String = defaultTokenDirectory) -> PendingApply {
    switch JournalLocation(root: root, tokenDirectory: tokenDirectory).find() {
    case nil: return .none
    case .failure(let untrusted): return .untrusted(reason: untrusted.reason)
    case .success(let journal): return .interrupted(fileCount: journal.entries.count)
    }
  }

  /// Finishes or undoes an apply that was interrupted, as its journal in `root` says. A journal
  /// Narrow cannot trust is left alone, and nothing is written.
  public static func recover(in root: String, tokenDirectory: String = defaultTokenDirectory) -> Recovery {
    let location = JournalLocation(root: root, tokenDirectory: tokenDirectory)
    let journal: Journal
    switch location.find() {
    case nil: return .nothing
    case .failure(let untrusted): return .refused(reason: untrusted.reason)
    case .success(let found): journal = found
    }
    let relative = { (paths: [String]) in paths.map(Workspace.displayPaths(relativeTo: root)).joined(separator: ", ") }
    var message: String
    let left: [String]
    switch journal.phase {
    case .staging:
      journal.discardStaged()
      return .recovered("an interrupted apply had not replaced any file yet; its staged files were removed and every file is as it was")
    case .replacing:
      let settled = journal.rollForward()
      message = "an interrupted apply was completed"
      if !settled.done.isEmpty { message += ": \(Wording.counted(settled.done.count, "file holds", "files hold")) the new text" }
      left = settled.left
    case .verifying:
      let settled = journal.rollBackUnverified()
      message = "an apply was stopped while its --verify command (\(journal.verifying ?? "")) ran, so its change was never verified"
      if !settled.done.isEmpty { message += "; put back \(Wording.counted(settled.done.count, "file", "files")) exactly as they were read (\(relative(settled.done)))" }
      left = settled.left
    }
    if !left.isEmpty {
      message += "; left \(relative(left)) as \(left.count == 1 ? "it is" : "they are"): changed since Narrow read \(left.count == 1 ? "it" : "them")"
    }
    return .recovered(message)
  }

  /// What `pendingApply(in:)` finds.
  public enum PendingApply: Equatable, Sendable {
    case none
    /// A journal this user's Narrow wrote here: `narrow recover` completes or undoes it.
    case interrupted(fileCount: Int)
    /// A journal Narrow will not act on, and why.
    case untrusted(reason: String)
  }

  /// What `recover(in:)` did.
  public enum Recovery: Equatable, Sendable {
    case nothing
    case recovered(String)
    case refused(reason: String)
  }

  private static func problem(writing change: FileChange, to path: String) -> String? {
    guard let current = FileManager.default.contents(atPath: path) else { return "is gone or unreadable" }
    guard [UInt8](current) == change.file.originalBytes else { return "changed since Narrow read it; run again" }
    let added = FileParser.errorCount(in: change.newText) - FileParser.errorCount(in: change.file.text)
    return added > 0 ? "the edited text would have \(added) new syntax error(s); nothing was written" : nil
  }
}

/// Exclusive use of a directory by one apply at a time, held until released.
public final class ApplyLock {
  private var descriptor: Int32

  /// nil when another process holds it (or the directory cannot be opened).
  public init?(root: String) {
    descriptor = open(root, O_RDONLY)
    if descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      close(descriptor)
      descriptor = -1
    }
    if descriptor < 0 { return nil }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }
}
