import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a path really is, and whether it lies inside a directory: the check a path a repository
/// names (a journal's target, a configuration's log) passes before Narrow reads or writes there.
enum RealPath {
  /// The path with every symbolic link, `.` and `..` resolved; nil when it cannot be, with
  /// `errno` saying why.
  static func of(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether `path` lies below `directory`, both already resolved.
  static func isInside(_ path: String, _ directory: String) -> Bool {
    path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
  }
}
