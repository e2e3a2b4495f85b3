import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Path globs from `.narrowignore` files, one per line; `#` starts a comment.
///
/// A pattern with no slash matches a file or directory name anywhere (`Generated`, `*.pb.swift`);
/// a pattern with a slash matches a path relative to the scanned directory (`Sources/Legacy/*`).
/// A trailing slash limits a pattern to directories. Full gitignore syntax (negation, `**` rules)
/// is not supported.
struct IgnoreList: Sendable {
  private struct Pattern: Sendable {
    let glob: String
    let directoriesOnly: Bool
    let matchesWholePath: Bool
  }
  private let patterns: [Pattern]

  init(lines: [String]) {
    patterns = lines.compactMap { raw in
      var line = raw.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
      let directoriesOnly = line.hasSuffix("/")
      if directoriesOnly { line.removeLast() }
      if line.hasPrefix("/") { line.removeFirst() }
      return Pattern(glob: line, directoriesOnly: directoriesOnly, matchesWholePath: line.contains("/"))
    }
  }

  /// The `.narrowignore` of the scanned directory and of its ancestors up to the current
  /// directory, and the `exclude` lines of the configuration.
  static func load(from directory: String, upTo currentDirectory: String, adding extra: [String] = []) -> IgnoreList {
    var lines: [String] = extra
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    let stop = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
    while true {
      let file = url.appendingPathComponent(Workspace.ignoreFileName).path
      if let text = try? String(contentsOfFile: file, encoding: .utf8) {
        lines += text.split(whereSeparator: \.isNewline).map(String.init)
      }
      if url.path == stop || url.path == "/" || !url.path.hasPrefix(stop) { break }
      url = url.deletingLastPathComponent()
    }
    return IgnoreList(lines: lines)
  }

  func matches(_ relativePath: String, isDirectory: Bool) -> Bool {
    let name = (relativePath as NSString).lastPathComponent
    return patterns.contains { pattern in
      if pattern.directoriesOnly && !isDirectory { return false }
      let subject = pattern.matchesWholePath ? relativePath : name
      return fnmatch(pattern.glob, subject, 0) == 0
    }
  }
}
