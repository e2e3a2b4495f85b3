import CSystem
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where and how one file is written.
enum WriteTarget {
  /// The file to replace: a symbolic link's target when that lies inside the root, or why not.
  static func locate(_ path: String, root: String) -> (path: String, problem: String?) {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard resolved != path else { return (path, nil) }
    let base = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    let inside = RealPath.isInside(resolved, base)
    return (resolved, inside ? nil : "is a symbolic link to \(resolved), outside the directory Narrow runs in; Narrow does not edit files there")
  }

  /// `.Name.swift.narrow-new-PID` beside the file, so that renames never cross devices.
  static func sibling(of target: String, tag: String) -> String {
    siblingPrefix(of: target, tag: tag) + "\(ProcessInfo.processInfo.processIdentifier)"
  }

  /// Whether `path` has the form `sibling(of:tag:)` gives, for any process.
  static func isSibling(_ path: String, of target: String, tag: String) -> Bool {
    let prefix = siblingPrefix(of: target, tag: tag)
    guard path.hasPrefix(prefix) else { return false }
    let digits = path.dropFirst(prefix.count)
    return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
  }

  private static func siblingPrefix(of target: String, tag: String) -> String {
    let url = URL(fileURLWithPath: target)
    return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).narrow-\(tag)-").path
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

  /// Writes `bytes` to a new file at `path`, synced. Whatever had that name goes first, and the
  /// file is created anew, never through a link someone left there.
  static func create(_ bytes: [UInt8], at path: String) -> Bool {
    unlink(path)
    return writeSynced(bytes, to: open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644))
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
