/// A unified diff of one file, built from the edits themselves rather than by comparing texts,
/// so hunks sit exactly where the edits are. `git apply` and `patch -p1` accept it.
public enum UnifiedDiff {
  public static let contextLines = 3

  /// The diff for `file` after `edits`, or "" when nothing changes. Lines keep their endings.
  public static func make(file: SourceFile, edits: [TextEdit]) -> String {
    let old = Array(file.textBytes)
    let oldLines = LineTable(old)
    var changes = changedRegions(old: old, lines: oldLines, edits: edits, file: file)
    changes = changes.compactMap { $0.trimmed() }
    guard !changes.isEmpty else { return "" }

    var output = "--- a/\(file.path)\n+++ b/\(file.path)\n"
    var delta = 0
    for hunk in group(changes) {
      let first = max(0, hunk[0].oldStart - contextLines)
      let last = min(oldLines.count, hunk.last!.oldEnd + contextLines)
      var body: [String] = []
      var oldCount = 0
      var newCount = 0
      var cursor = first
      func context(upTo end: Int) {
        while cursor < end {
          body.append(" " + oldLines.text(of: cursor, in: old))
          oldCount += 1
          newCount += 1
          cursor += 1
        }
      }
      var hunkDelta = 0
      for change in hunk {
        context(upTo: change.oldStart)
        for line in change.oldStart..<change.oldEnd {
          body.append("-" + oldLines.text(of: line, in: old))
          oldCount += 1
        }
        for line in change.newLines {
          body.append("+" + line)
          newCount += 1
        }
        cursor = change.oldEnd
        hunkDelta += change.newLines.count - (change.oldEnd - change.oldStart)
      }
      context(upTo: last)
      let newStart = first + delta
      output += "@@ -\(range(first, oldCount)) +\(range(newStart, newCount)) @@\n"
      output += body.map(markingMissingNewline).joined()
      delta += hunkDelta
    }
    return output
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  private static func markingMissingNewline(_ line: String) -> String {
    line.utf8.last == UInt8(ascii: "\n") ? line : line + "\n\\ No newline at end of file\n"
  }

  /// Old lines `oldStart..<oldEnd` become `newLines`.
  struct Change {
    var oldStart: Int
    var oldEnd: Int
    var oldLines: [String]
    var newLines: [String]

    /// Drops lines the change leaves as they were, at either end; nil if nothing is left.
    func trimmed() -> Change? {
      var change = self
      while let o = change.oldLines.first, let n = change.newLines.first, o == n {
        change.oldLines.removeFirst()
        change.newLines.removeFirst()
        change.oldStart += 1
      }
      while let o = change.oldLines.last, let n = change.newLines.last, o == n {
        change.oldLines.removeLast()
        change.newLines.removeLast()
        change.oldEnd -= 1
      }
      return change.oldLines.isEmpty && change.newLines.isEmpty ? nil : change
    }
  }

  private static func changedRegions(
    old: [UInt8], lines: LineTable, edits: [TextEdit], file: SourceFile
  ) -> [Change] {
    var regions: [(firstLine: Int, lastLine: Int, edits: [TextEdit])] = []
    for edit in edits.sorted(by: { $0.range < $1.range }) {
      let firstLine = lines.line(containing: edit.range.start)
      let lastLine = lines.line(containing: max(edit.range.start, edit.range.end - 1))
      if var previous = regions.last, firstLine <= previous.lastLine + 1 {
        previous.lastLine = max(previous.lastLine, lastLine)
        previous.edits.append(edit)
        regions[regions.count - 1] = previous
      } else {
        regions.append((firstLine, lastLine, [edit]))
      }
    }
    return regions.map { region in
      var bytes: [UInt8] = []
      var cursor = lines.start(of: region.firstLine)
      for edit in region.edits {
        bytes += old[cursor..<edit.range.start]
        bytes += Array(file.withFileLineEndings(edit.replacement).utf8)
        cursor = edit.range.end
      }
      bytes += old[cursor..<lines.end(of: region.lastLine)]
      return Change(
        oldStart: region.firstLine, oldEnd: region.lastLine + 1,
        oldLines: (region.firstLine...region.lastLine).map { lines.text(of: $0, in: old) },
        newLines: LineTable(bytes).all(in: bytes))
    }
  }

  /// Changes close enough that their context would touch share one hunk.
  private static func group(_ changes: [Change]) -> [[Change]] {
    var hunks: [[Change]] = []
    for change in changes {
      if let last = hunks.last?.last, change.oldStart - last.oldEnd <= 2 * contextLines {
        hunks[hunks.count - 1].append(change)
      } else {
        hunks.append([change])
      }
    }
    return hunks
  }
}

/// Where each line of a text starts; a line includes its terminator.
struct LineTable {
  private var starts: [Int] = [0]
  private let length: Int

  init(_ bytes: [UInt8]) {
    length = bytes.count
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && index + 1 < bytes.count {
      starts.append(index + 1)
    }
    if bytes.isEmpty { starts = [] }
  }

  var count: Int { starts.count }
  func start(of line: Int) -> Int { starts[line] }
  func end(of line: Int) -> Int { line + 1 < starts.count ? starts[line + 1] : length }

  func line(containing offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  func text(of line: Int, in bytes: [UInt8]) -> String {
    String(decoding: bytes[start(of: line)..<end(of: line)], as: UTF8.self)
  }

  func all(in bytes: [UInt8]) -> [String] { (0..<count).map { text(of: $0, in: bytes) } }
}
