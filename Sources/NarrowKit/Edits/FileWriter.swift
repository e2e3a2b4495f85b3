import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a run's changed files all together or not at all.
///
/// A proposal can span files (a view and its callers), so one refused file stops every write:
/// every file is checked first (unchanged since read, no new syntax errors), then staged beside
/// its original with the original's permissions, then renamed over it.
public enum FileWriter {
  public enum Outcome: Sendable, Hashable {
    case written(String)
    case refused(String, reason: String)

    public var isWritten: Bool {
      if case .written = self { return true }
      return false
    }
  }

  public static func write(
    _ changes: [FileChange], currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> [Outcome] {
    let targets = changes.map { Workspace.absolute($0.file.path, in: currentDirectory) }
    let problems = zip(changes, targets).map { change, path in problem(writing: change, to: path) }
    if let blocker = zip(changes, problems).first(where: { $1 != nil }) {
      return zip(changes, problems).map { change, problem in
        .refused(change.file.path, reason: problem ?? "not written, because \(blocker.0.file.path) could not be")
      }
    }
    var staged: [(temporary: String, target: String)] = []
    for (change, target) in zip(changes, targets) {
      guard let temporary = stage(change, besides: target) else {
        staged.forEach { unlink($0.temporary) }
        return changes.map {
          .refused($0.file.path, reason: $0.file.path == change.file.path
            ? "could not stage a temporary file beside it" : "not written, because \(change.file.path) could not be")
        }
      }
      staged.append((temporary, target))
    }
    return zip(changes, staged).map { change, files in
      rename(files.temporary, files.target) == 0
        ? .written(change.file.path)
        : .refused(change.file.path, reason: "could not be replaced (\(String(cString: strerror(errno))))")
    }
  }

  private static func problem(writing change: FileChange, to path: String) -> String? {
    guard let current = FileManager.default.contents(atPath: path) else { return "is gone or unreadable" }
    guard [UInt8](current) == change.file.originalBytes else { return "changed since Narrow read it; run again" }
    let added = FileParser.errorCount(in: change.newText) - FileParser.errorCount(in: change.file.text)
    return added > 0 ? "the edited text would have \(added) new syntax error(s); nothing was written" : nil
  }

  /// Writes the new bytes to a hidden file in the same directory, so the rename cannot cross devices.
  private static func stage(_ change: FileChange, besides target: String) -> String? {
    let url = URL(fileURLWithPath: target)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).narrow-\(ProcessInfo.processInfo.processIdentifier)").path
    let permissions = (try? FileManager.default.attributesOfItem(atPath: target))?[.posixPermissions]
    let bytes = Data(change.file.bytes(forText: change.newText))
    guard FileManager.default.createFile(atPath: temporary, contents: bytes,
      attributes: permissions.map { [.posixPermissions: $0] })
    else { return nil }
    return temporary
  }
}
