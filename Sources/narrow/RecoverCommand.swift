import Foundation
import NarrowKit

extension Commands {
  /// Runs a command that reads the codebase, as what an interrupted apply left in the directory
  /// allows: only `recover` acts on it; every other command says it is there, and `apply` will
  /// not start over it. One apply (or recovery) at a time in a directory.
  static func withInterruptedApplyChecked(_ arguments: Arguments, run: () throws -> Outcome) throws -> Outcome {
    let directory = FileManager.default.currentDirectoryPath
    let lock = ApplyLock(root: directory)
    if lock == nil && ["apply", "recover"].contains(arguments.command) {
      throw Arguments.UsageError(message: "another narrow apply is running in \(directory); wait for it to finish")
    }
    if arguments.command == "recover" { return withExtendedLifetime(lock) { recover(in: directory) } }
    let pending = lock == nil ? .none : FileWriter.pendingApply(in: directory)
    if pending != .none && arguments.command == "apply" {
      throw Arguments.UsageError(message: message(pending) + "; nothing was written")
    }
    // Said before the command runs, so that a command that fails says it too.
    if pending != .none { StandardStreams.write("narrow: \(LineEscaping.joined([message(pending)]))\n", to: STDERR_FILENO) }
    return try withExtendedLifetime(lock) { try run() }
  }

  private static func message(_ pending: FileWriter.PendingApply) -> String {
    switch pending {
    case .none: return ""
    case .interrupted(let count):
      let files = count == 0 ? "" : " of " + Wording.counted(count, "file", "files")
      return "an apply\(files) was interrupted here; run `narrow recover` to complete or undo it"
    case .untrusted(let reason): return untrusted(reason) + "; it is left alone. Remove it if it is not yours"
    }
  }

  private static func untrusted(_ reason: String) -> String {
    "\(FileWriter.journalName) is not a journal this user's narrow wrote here (\(reason))"
  }

  /// `recover`: completes or undoes an interrupted apply; exit 2 for a journal Narrow will not act on.
  private static func recover(in directory: String) -> Outcome {
    switch FileWriter.recover(in: directory) {
    case .nothing: return Outcome(stderr: "narrow: no interrupted apply to recover here\n")
    case .recovered(let message): return Outcome(stderr: "narrow: \(LineEscaping.joined([message]))\n")
    case .refused(let reason):
      let message = untrusted(reason) + "; it is left alone and nothing was written. Remove it if it is not yours"
      return Outcome(stderr: "narrow: \(LineEscaping.joined([message]))\n", status: 2)
    }
  }
}
