import Foundation
import NarrowKit
import SwiftParser
import SwiftSyntax

/// The baseline: the same file reading as `narrow scan`, then SwiftParser on the same number of
/// threads, keeping nothing of each tree but a number (so the parse cannot be optimised away).
enum ParsePhase {
  /// Prints one JSON line: the files and lines seen.
  static func run(directory: String, jobs: Int) throws {
    // As the scan phase does, so that the ratio compares the work alone.
    Allocator.growInLargeSteps()
    let workspace = try Workspace(paths: [directory])
    let sources = workspace.read().compactMap { try? $0.get() }
    let lineCounts = Parallel.map(sources, jobs: jobs) { file -> Int in
      let tree = file.textBytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      return tree.hasError ? -1 : lineCount(of: file)
    }
    let summary: [String: Any] = [
      "files": sources.count,
      "lines": lineCounts.reduce(0) { $0 + max($1, 0) },
      "filesWithErrors": lineCounts.filter { $0 < 0 }.count,
    ]
    let json = try JSONSerialization.data(withJSONObject: summary, options: [.sortedKeys])
    FileHandle.standardOutput.write(json + Data("\n".utf8))
  }

  private static func lineCount(of file: SourceFile) -> Int {
    file.textBytes.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
  }
}
