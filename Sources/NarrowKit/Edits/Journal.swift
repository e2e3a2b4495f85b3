import CSystem
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an apply is doing, kept in the root while it runs, so that a run killed half-way can be
/// completed or undone by the next one. Written by replacing it whole, so it is never partial.
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
    /// The hash of the new text, to tell whether the file still holds what was written.
    var written: UInt64?

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

    /// Puts the original back if it was replaced, and removes what was staged.
    func undo() {
      if FileManager.default.fileExists(atPath: backup) {
        let current = FileManager.default.contents(atPath: target).map { [UInt8]($0) }
        if current != original {
          if inPlace { _ = WriteTarget.overwrite(target, with: original) } else { rename(backup, target) }
        }
      }
      unlink(staged)
      unlink(backup)
    }

    /// Puts the original back if the file still holds what was written, and removes the backup;
    /// false when the file has changed since, and is left as it is.
    func undoUnverified() -> Bool {
      defer { unlink(backup) }
      guard let current = FileManager.default.contents(atPath: target).map({ [UInt8]($0) }) else { return false }
      if current == original { return true }
      guard FNV1a.hash(current) == written else { return false }
      if inPlace || !FileManager.default.fileExists(atPath: backup) { return WriteTarget.overwrite(target, with: original) }
      return rename(backup, target) == 0
    }

    /// Completes the replacement if it was not done, and removes the backup.
    func complete() {
      if FileManager.default.fileExists(atPath: staged) {
        if inPlace {
          if let bytes = FileManager.default.contents(atPath: staged) { _ = WriteTarget.overwrite(target, with: [UInt8](bytes)) }
          unlink(staged)
        } else {
          rename(staged, target)
        }
      }
      unlink(backup)
    }
  }

  var root: String
  var phase = Phase.staging
  var entries: [Entry]
  /// The `--verify` command, while it runs.
  var verifying: String?

  init(root: String, entries: [Entry]) {
    self.root = root
    self.entries = entries
  }

  var path: String { Self.path(in: root) }
  static func path(in root: String) -> String { (root as NSString).appendingPathComponent(FileWriter.journalName) }

  static func load(root: String) -> Journal? {
    guard let data = FileManager.default.contents(atPath: path(in: root)) else { return nil }
    guard var journal = try? JSONDecoder().decode(Journal.self, from: data) else {
      // A journal is replaced whole, so one that does not decode is not Narrow's: leave it.
      return nil
    }
    journal.root = root
    return journal
  }

  mutating func save(phase: Phase) -> Bool {
    self.phase = phase
    guard let data = try? JSONEncoder().encode(self) else { return false }
    let staged = path + ".partial"
    // Written in place, not with Foundation's atomic write: that stages in a temporary file of its
    // own, which a kill would leave behind under a name recovery does not know.
    // A journal that cannot be staged or put in place (a full disk) leaves nothing behind.
    guard WriteTarget.create([UInt8](data), at: staged), rename(staged, path) == 0 else {
      unlink(staged)
      return false
    }
    return true
  }

  func rollBack() {
    entries.reversed().forEach { $0.undo() }
    unlink(path)
  }

  func rollForward() {
    entries.forEach { $0.complete() }
    unlink(path)
  }

  /// The change was never verified: each file that still holds it gets its original back. Returns
  /// the files put back and the files left because they changed since.
  func rollBackUnverified() -> (restored: [String], left: [String]) {
    var restored: [String] = []
    var left: [String] = []
    for entry in entries {
      if entry.undoUnverified() { restored.append(entry.target) } else { left.append(entry.target) }
    }
    unlink(path)
    return (restored, left)
  }

  /// Every original is replaced: the backups go, then the journal.
  func finish() {
    entries.forEach { unlink($0.backup) }
    unlink(path)
  }
}

/// Where and how one file is written.
enum WriteTarget {
  /// The file to replace: a symbolic link's target when that lies inside the root, or why not.
  static func locate(_ path: String, root: String) -> (path: String, problem: String?) {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard resolved != path else { return (path, nil) }
    let base = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    let inside = resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    return (resolved, inside ? nil : "is a symbolic link to \(resolved), outside the directory Narrow runs in; Narrow does not edit files there")
  }

  /// `.Name.swift.narrow-new-PID` beside the file, so that renames never cross devices.
  static func sibling(of target: String, tag: String) -> String {
    let url = URL(fileURLWithPath: target)
    return url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).narrow-\(tag)-\(ProcessInfo.processInfo.processIdentifier)").path
  }

  static func linkCount(_ path: String) -> Int {
    var info = stat()
    return lstat(path, &info) == 0 ? Int(info.st_nlink) : 1
  }

  /// Writes `bytes` to `path` with the mode, owner and extended attributes of `model`, synced.
  static func stage(_ bytes: [UInt8], at path: String, like model: String) -> Bool {
    var info = stat()
    guard stat(model, &info) == 0 else { return false }
    unlink(path)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, info.st_mode & 0o7777)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard writeAll(bytes, to: descriptor) else {
      unlink(path)
      return false
    }
    // The owner can only be kept where the process may set it; the mode after the owner, since
    // changing the owner clears set-user-ID bits.
    _ = fchown(descriptor, info.st_uid, info.st_gid)
    _ = fchmod(descriptor, info.st_mode & 0o7777)
    copyExtendedAttributes(from: model, to: descriptor)
    return fsync(descriptor) == 0
  }

  /// Writes `bytes` to a new file at `path` (replacing any), synced.
  static func create(_ bytes: [UInt8], at path: String) -> Bool {
    writeSynced(bytes, to: open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644))
  }

  /// Replaces the contents of the file itself, keeping its inode and every name it has.
  static func overwrite(_ path: String, with bytes: [UInt8]) -> Bool {
    writeSynced(bytes, to: open(path, O_WRONLY | O_TRUNC))
  }

  /// Writes all of `bytes` to a descriptor just opened, syncs and closes it.
  private static func writeSynced(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return writeAll(bytes, to: descriptor) && fsync(descriptor) == 0
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  private static func copyExtendedAttributes(from source: String, to descriptor: Int32) {
    #if os(Linux)
    let size = listxattr(source, nil, 0)
    guard size > 0 else { return }
    var names = [CChar](repeating: 0, count: size)
    guard listxattr(source, &names, size) == size else { return }
    for name in names.split(separator: 0).map({ String(cString: Array($0) + [0]) }) {
      let length = getxattr(source, name, nil, 0)
      guard length >= 0 else { continue }
      var value = [UInt8](repeating: 0, count: length)
      guard getxattr(source, name, &value, length) == length else { continue }
      _ = fsetxattr(descriptor, name, value, length, 0)
    }
    #endif
  }
}
