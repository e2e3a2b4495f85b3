/// A unified diff between a file's original text and its new text, with 3 lines of context, that
/// `git apply` and `patch -p1` accept. Lines keep their own endings.
public enum UnifiedDiff {
  public static let contextLines = 3

  /// The diff of `file` becoming `newText`, or "" when nothing changes.
  public static func make(file: SourceFile, newText: String) -> String {
    let old = lines(of: Array(file.textBytes))
    let new = lines(of: Array(newText.utf8))
    let script = LineDiff.script(from: old, to: new)
    guard script.contains(where: { $0 != .same }) else { return "" }

    var output = "--- a/\(file.path)\n+++ b/\(file.path)\n"
    for hunk in hunks(script) {
      var body = ""
      var oldCount = 0
      var newCount = 0
      var oldLine = hunk.oldStart
      var newLine = hunk.newStart
      for step in script[hunk.steps] {
        switch step {
        case .same:
          body += " " + marked(old[oldLine])
          oldLine += 1
          newLine += 1
          oldCount += 1
          newCount += 1
        case .delete:
          body += "-" + marked(old[oldLine])
          oldLine += 1
          oldCount += 1
        case .insert:
          body += "+" + marked(new[newLine])
          newLine += 1
          newCount += 1
        }
      }
      output += "@@ -\(range(hunk.oldStart, oldCount)) +\(range(hunk.newStart, newCount)) @@\n" + body
    }
    return output
  }

  private struct Hunk {
    var steps: Range<Int>
    var oldStart: Int
    var newStart: Int
  }

  /// Groups the changed steps with their context; changes whose context would touch share a hunk.
  private static func hunks(_ script: [LineDiff.Step]) -> [Hunk] {
    var positions: [(old: Int, new: Int)] = []
    var old = 0
    var new = 0
    for step in script {
      positions.append((old, new))
      if step != .insert { old += 1 }
      if step != .delete { new += 1 }
    }
    let changed = script.indices.filter { script[$0] != .same }
    var ranges: [Range<Int>] = []
    for index in changed {
      let start = max(0, index - contextLines)
      let end = min(script.count, index + 1 + contextLines)
      if let last = ranges.last, start <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, end)
      } else {
        ranges.append(start..<end)
      }
    }
    return ranges.map { Hunk(steps: $0, oldStart: positions[$0.lowerBound].old, newStart: positions[$0.lowerBound].new) }
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  /// A line as printed in the diff; a last line without a newline gets git's marker.
  private static func marked(_ line: String) -> String {
    line.utf8.last == UInt8(ascii: "\n") ? line : line + "\n\\ No newline at end of file\n"
  }

  /// Lines with their terminators (`\n` or `\r\n`).
  static func lines(of bytes: [UInt8]) -> [String] {
    var result: [String] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      result.append(String(decoding: bytes[start...index], as: UTF8.self))
      start = index + 1
    }
    if start < bytes.count { result.append(String(decoding: bytes[start...], as: UTF8.self)) }
    return result
  }
}

/// The shortest edit script between two line lists (Myers' algorithm), after setting aside the
/// common first and last lines, which is where most of a refactoring's lines are.
enum LineDiff {
  enum Step: Equatable {
    case same, delete, insert
  }

  static func script(from old: [String], to new: [String]) -> [Step] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let middle = myers(Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
    return Array(repeating: .same, count: prefix) + middle + Array(repeating: .same, count: suffix)
  }

  private static func myers(_ a: [String], _ b: [String]) -> [Step] {
    let n = a.count
    let m = b.count
    let limit = n + m
    guard limit > 0 else { return [] }
    let offset = limit + 1
    var frontier = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    search: for d in 0...limit {
      trace.append(frontier)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && frontier[k - 1 + offset] < frontier[k + 1 + offset]))
          ? frontier[k + 1 + offset] : frontier[k - 1 + offset] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        frontier[k + offset] = x
        if x >= n && y >= m { break search }
      }
    }
    var steps: [Step] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let previous = trace[d]
      let k = x - y
      let previousK =
        (k == -d || (k != d && previous[k - 1 + offset] < previous[k + 1 + offset])) ? k + 1 : k - 1
      let previousX = previous[previousK + offset]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        steps.append(.same)
        x -= 1
        y -= 1
      }
      if d > 0 { steps.append(x == previousX ? .insert : .delete) }
      x = previousX
      y = previousY
    }
    return steps.reversed()
  }
}
