import Foundation

/// Writes a synthetic SwiftUI codebase of a given size; the same size always gives the same bytes.
enum CodebaseGenerator {
  struct Codebase {
    let directory: String
    let files: Int
    let lines: Int
  }

  static func generate(files count: Int, into directory: String) throws -> Codebase {
    let manager = FileManager.default
    if manager.fileExists(atPath: directory) { try manager.removeItem(atPath: directory) }
    var lines = 0
    for index in 0..<count {
      let plan = FilePlan(index: index)
      // Every file constructs views of the previous one, so construction sites cross files.
      let neighbour = FilePlan(index: (index + count - 1) % count)
      let source = SourceTemplate.source(for: plan, neighbour: neighbour)
      let path = directory + "/" + plan.relativePath
      try manager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(source.utf8).write(to: URL(fileURLWithPath: path))
      lines += source.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
    return Codebase(directory: directory, files: count, lines: lines)
  }

  /// Adds a line at the end of a file: a change its cache entry misses, with nothing to scan.
  static func append(_ line: String, to path: String) throws {
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    handle.seekToEndOfFile()
    handle.write(Data((line + "\n").utf8))
    try handle.close()
  }
}
