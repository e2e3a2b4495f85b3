import Foundation

/// Refuses to overwrite work a person has not committed.
public enum GitGuard {
  public enum Failure: Error, CustomStringConvertible {
    case notARepository(String)
    case uncommitted([String])

    public var description: String {
      switch self {
      case .notARepository(let path):
        return "\(path) is not inside a git repository, so Narrow's changes could not be undone; pass --allow-dirty to write anyway"
      case .uncommitted(let files):
        return "these files have uncommitted changes; commit or stash them, or pass --allow-dirty:\n"
          + files.map { "  " + $0 }.joined(separator: "\n")
      }
    }
  }

  /// Throws unless every file is tracked by git and unchanged since the last commit.
  public static func check(_ files: [String], currentDirectory: String) throws {
    var dirty: [String] = []
    for file in files {
      let absolute = Workspace.absolute(file, in: currentDirectory)
      let directory = (absolute as NSString).deletingLastPathComponent
      guard let status = git(["status", "--porcelain", "--ignored", "--", absolute], in: directory) else {
        throw Failure.notARepository(file)
      }
      if !status.isEmpty { dirty.append(file) }
    }
    if !dirty.isEmpty { throw Failure.uncommitted(dirty) }
  }

  /// Output of a git command, or nil when it fails (not a repository, no git).
  private static func git(_ arguments: [String], in directory: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", directory] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
