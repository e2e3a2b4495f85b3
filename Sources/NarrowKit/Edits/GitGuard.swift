import Foundation

/// Refuses to overwrite work a person has not committed.
public enum GitGuard {
  public enum Failure: Error, CustomStringConvertible {
    case notARepository(String)
    case uncommitted([String])

    /// What writes the files anyway.
    var hint: Hint { Hint(.allowDirty) }

    public var description: String { described(spelling: \.description) }

    /// The message with the hint spelled by `spell` (the command line names its own option).
    public func described(spelling spell: (Hint) -> String) -> String {
      switch self {
      case .notARepository(let path):
        return "\(path) is not inside a git repository, so Narrow's changes could not be undone; pass \(spell(hint)) to write anyway"
      case .uncommitted(let files):
        return "these files have uncommitted changes; commit or stash them, or pass \(spell(hint)):\n"
          + files.map { "  " + LineEscaping.escaped($0) }.joined(separator: "\n")
      }
    }
  }

  /// Throws unless every file is tracked by git and unchanged since the last commit. Asks git once
  /// per directory, so a batch over many files costs few processes.
  static func check(_ files: [String], currentDirectory: String) throws {
    let byDirectory = Dictionary(grouping: files) { file in
      (Workspace.absolute(file, in: currentDirectory) as NSString).deletingLastPathComponent
    }
    var dirty: [String] = []
    for (directory, group) in byDirectory.sorted(by: { $0.key < $1.key }) {
      let names = group.map { ($0 as NSString).lastPathComponent }
      guard let status = git(["status", "--porcelain", "--ignored", "-z", "--"] + names, in: directory) else {
        throw Failure.notARepository(group[0])
      }
      // Entries are "XY path" relative to the repository's root, each ended by a NUL.
      let changed = status.split(separator: "\0").map { ($0.dropFirst(3) as Substring).split(separator: "/").last.map(String.init) ?? "" }
      dirty += zip(group, names).filter { changed.contains($0.1) }.map(\.0)
    }
    if !dirty.isEmpty { throw Failure.uncommitted(dirty.sorted()) }
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
    return String(decoding: data, as: UTF8.self)
  }
}
