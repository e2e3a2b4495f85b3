import Foundation
import NarrowKit

extension Command {
  static let recover = Command(
    name: "recover", usage: "recover",
    summary: "Complete or undo an apply that was interrupted (killed, or the machine stopped).",
    help: """
      OVERVIEW: Complete or undo an apply that was interrupted in the current directory, as the
      journal it left (.narrow-journal) says. Other commands only report such a journal, and apply
      will not start over it.

      USAGE: narrow recover

      An apply killed before it replaced any file is undone; one killed while replacing files is
      completed; one killed while its --verify command ran is undone. A file is completed or put
      back only if it holds exactly what Narrow read or wrote: a file changed since is left as it
      is, and named.

      The journal is acted on only if this user's narrow wrote it in this directory: it must be a
      file this user owns that others cannot write, its token must match the one kept in the cache
      directory, and every file it names must lie inside this directory, with the temporary names
      Narrow gives. Anything else is reported and left alone (exit 2), and nothing is written.
      """,
    options: [], formats: [],
    interruptedApply: .recovers, run: Commands.recover)
}

extension Commands {
  /// Runs a command that reads the codebase, as what an interrupted apply left in the directory
  /// allows (`Command.InterruptedApply`): only `recover` acts on it; `apply` will not start over
  /// it; every other command says it is there. One apply (or recovery) at a time in a directory.
  static func withInterruptedApplyChecked(_ command: Command, _ arguments: Arguments) throws -> Outcome {
    let directory = FileManager.default.currentDirectoryPath
    let lock = ApplyLock(root: directory)
    if lock == nil && (command.interruptedApply == .refuses || command.interruptedApply == .recovers) {
      throw Arguments.UsageError(message: "another narrow apply is running in \(directory); wait for it to finish")
    }
    if command.interruptedApply == .recovers { return try withExtendedLifetime(lock) { try command.run(arguments) } }
    let pending = lock == nil ? .none : FileWriter.pendingApply(in: directory)
    if pending != .none && command.interruptedApply == .refuses {
      throw Arguments.UsageError(message: message(pending) + "; nothing was written")
    }
    // Said before the command runs, so that a command that fails says it too.
    if pending != .none { StandardStreams.write("narrow: \(LineEscaping.joined([message(pending)]))\n", to: STDERR_FILENO) }
    return try withExtendedLifetime(lock) { try command.run(arguments) }
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
  fileprivate static func recover(_ arguments: Arguments) -> Outcome {
    switch FileWriter.recover(in: FileManager.default.currentDirectoryPath) {
    case .nothing: return Outcome(stderr: "narrow: no interrupted apply to recover here\n")
    case .recovered(let message): return Outcome(stderr: "narrow: \(LineEscaping.joined([message]))\n")
    case .refused(let reason):
      let message = untrusted(reason) + "; it is left alone and nothing was written. Remove it if it is not yours"
      return Outcome(stderr: "narrow: \(LineEscaping.joined([message]))\n", status: 2)
    }
  }
}
