import Foundation

/// Writes changed files one by one, each atomically, and never a file that changed since it was read.
public enum FileWriter {
  public enum Outcome: Sendable, Hashable {
    case written(String)
    case refused(String, reason: String)
  }

  public static func write(
    _ changes: [FileChange], currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> [Outcome] {
    changes.map { change in
      let path = Workspace.absolute(change.file.path, in: currentDirectory)
      do {
        try write(change, to: path)
        return .written(change.file.path)
      } catch let refusal as Refusal {
        return .refused(change.file.path, reason: refusal.reason)
      } catch {
        return .refused(change.file.path, reason: "could not be written (\(error.localizedDescription))")
      }
    }
  }

  private struct Refusal: Error {
    let reason: String
  }

  private static func write(_ change: FileChange, to path: String) throws {
    guard let current = FileManager.default.contents(atPath: path) else {
      throw Refusal(reason: "is gone or unreadable")
    }
    guard [UInt8](current) == change.file.originalBytes else {
      throw Refusal(reason: "changed since Narrow read it; run again")
    }
    let before = FileParser.errorCount(in: change.file.text)
    let after = FileParser.errorCount(in: change.newText)
    guard after <= before else {
      throw Refusal(reason: "the edited text would have \(after - before) new syntax error(s); nothing was written")
    }
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).narrow-\(ProcessInfo.processInfo.processIdentifier)")
    let bytes = Data(change.file.bytes(forText: change.newText))
    guard FileManager.default.createFile(atPath: temporary.path, contents: bytes) else {
      throw Refusal(reason: "could not create a temporary file beside it")
    }
    do {
      if let permissions = attributes[.posixPermissions] {
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
      }
      guard rename(temporary.path, path) == 0 else {
        throw Refusal(reason: "could not be replaced (\(String(cString: strerror(errno))))")
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
