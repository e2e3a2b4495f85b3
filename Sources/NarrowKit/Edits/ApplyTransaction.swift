import Foundation

/// Writing a run's changes, as `apply` and `instrument` do: files with uncommitted changes
/// refused unless allowed, every file written through the journal, then the user's check, which
/// puts every file back when it fails. Nothing is written when a file could not be read: it may
/// hold uses of what would change.
public struct ApplyTransaction {
  let changes: [FileChange]
  /// Where relative paths lead, and where the check runs.
  let directory: String
  /// `--allow-dirty`: write over uncommitted changes, or outside git.
  let allowDirty: Bool
  /// `--verify`: a command run with `/bin/sh` once everything is written.
  let verify: String?
  /// Files the run could not read.
  let readErrors: [Workspace.Failure]

  public init(changes: [FileChange], directory: String, allowDirty: Bool, verify: String?, readErrors: [Workspace.Failure]) {
    (self.changes, self.directory, self.allowDirty, self.verify, self.readErrors) = (changes, directory, allowDirty, verify, readErrors)
  }

  public struct Outcome {
    public var written: [FileWriter.Outcome]
    /// Why the check failed, and what was put back; nil when it passed or none was given.
    public var verification: String?
  }

  /// Throws `GitGuard.Failure` before anything is written when a file has uncommitted changes.
  public func run() throws -> Outcome {
    if !allowDirty && !changes.isEmpty {
      try GitGuard.check(changes.map(\.file.path), currentDirectory: directory)
    }
    let written = readErrors.isEmpty
      ? FileWriter.write(changes, currentDirectory: directory, verifying: verify)
      : changes.map { .refused($0.file.path, reason: "not written, because some files could not be read") }
    var verification: String?
    if let verify, written.contains(where: \.isWritten) {
      defer { FileWriter.endVerification(in: directory) }
      verification = try check(verify)
    }
    return Outcome(written: written, verification: verification)
  }

  /// Runs the user's check; when it fails, puts every written file back and says so.
  private func check(_ command: String) throws -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus != 0 else { return nil }
    let failed = FileWriter.restore(changes, currentDirectory: directory)
    let restored = changes.map(\.file.path).filter { !failed.contains($0) }
    var message = "--verify command failed with exit code \(process.terminationStatus); "
    message += restored.isEmpty ? "" : "put back \(Wording.counted(restored.count, "file", "files")) exactly as they were read (\(restored.joined(separator: ", ")))"
    if !failed.isEmpty { message += (restored.isEmpty ? "" : "; ") + "could not put back \(failed.joined(separator: ", "))" }
    return message
  }
}
