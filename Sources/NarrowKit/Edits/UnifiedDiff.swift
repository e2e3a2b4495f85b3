/// A unified diff between a file's original text and its new text, with 3 lines of context, that
/// `git apply` and `patch -p1` accept. Lines keep their own endings.
enum UnifiedDiff {
  static let contextLines = 3

  /// The diff of `file` becoming `newText`, or "" when nothing changes.
  static func make(file: SourceFile, newText: String) -> String {
    let old = lines(of: Array(file.textBytes))
    let new = lines(of: Array(newText.utf8))
    let script = LineDiff.script(from: old, to: new)
    guard script.contains(where: { $0 != .same }) else { return "" }

    var output = "--- \(header("a/" + file.path))\n+++ \(header("b/" + file.path))\n"
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

  /// A file name as git writes it in a header: C-quoted when it holds a quote, a backslash, a
  /// control character or a byte outside ASCII, or what a reader of lines would act on (`##[`,
  /// `: error:`, which `LineEscaping` finds and octal escapes hide from it); followed by a tab when
  /// it holds a space, so that `patch` reads the whole name.
  static func header(_ path: String) -> String {
    var path = path
    return path.withUTF8 { bytes in
      let hidden = Set(LineEscaping.escapes(in: bytes, keeping: [], sequences: true).flatMap { $0 })
      let needsQuotes = !hidden.isEmpty || bytes.contains { $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
      guard needsQuotes else {
        let name = String(decoding: bytes, as: UTF8.self)
        return bytes.contains(UInt8(ascii: " ")) ? name + "\t" : name
      }
      var quoted = "\""
      for (offset, byte) in bytes.enumerated() {
        switch byte {
        case UInt8(ascii: "\""): quoted += "\\\""
        case UInt8(ascii: "\\"): quoted += "\\\\"
        case 0x07: quoted += "\\a"
        case 0x08: quoted += "\\b"
        case 0x09: quoted += "\\t"
        case 0x0A: quoted += "\\n"
        case 0x0B: quoted += "\\v"
        case 0x0C: quoted += "\\f"
        case 0x0D: quoted += "\\r"
        case 0x20..<0x7F where !hidden.contains(offset): quoted += String(UnicodeScalar(byte))
        default: quoted += "\\" + String(byte, radix: 8).leftPadded(to: 3)
        }
      }
      return quoted + "\""
    }
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

/// The shortest edit script between two line lists (in big files, between the lines each holds
/// once: `anchors`), by Myers' algorithm in its linear-space form (find the middle snake of the two
/// searches from either end, then solve both halves), so that memory stays proportional to the
/// number of lines however many of them differ.
enum LineDiff {
  enum Step: Equatable {
    case same, delete, insert
  }

  /// Line counts (old and new together) above which the search runs between anchors: below, the
  /// script is the shortest there is.
  static let anchoredAbove = 20_000

  static func script(from old: [String], to new: [String]) -> [Step] {
    // Lines compared as small integers: each distinct line gets one number.
    var numbers: [String: Int] = [:]
    let a = old.map { line in numbers[line] ?? { numbers[line] = numbers.count; return numbers.count - 1 }() }
    let b = new.map { line in numbers[line] ?? { numbers[line] = numbers.count; return numbers.count - 1 }() }
    var steps: [Step] = []
    steps.reserveCapacity(a.count + b.count)
    var work = Work(a: a, b: b)
    var (aLow, bLow) = (0, 0)
    for (x, y) in a.count + b.count > anchoredAbove ? anchors(a, b, distinct: numbers.count) : [] {
      work.solve(aLow, x, bLow, y, into: &steps)
      steps.append(.same)
      (aLow, bLow) = (x + 1, y + 1)
    }
    work.solve(aLow, a.count, bLow, b.count, into: &steps)
    return deletionsFirst(steps)
  }

  /// Lines found once in each list, paired in the order both keep (the longest run of them whose
  /// positions rise in both), as patience diff chooses them. Each is kept unchanged and the search
  /// runs between them, so its cost follows the changes between two such lines rather than the
  /// product of a big file's length and all its changes.
  static func anchors(_ a: [Int], _ b: [Int], distinct: Int) -> [(Int, Int)] {
    var countA = [Int](repeating: 0, count: distinct)
    var countB = [Int](repeating: 0, count: distinct)
    var positionInB = [Int](repeating: 0, count: distinct)
    for line in a { countA[line] += 1 }
    for (position, line) in b.enumerated() {
      countB[line] += 1
      positionInB[line] = position
    }
    let pairs = a.indices.compactMap { x in countA[a[x]] == 1 && countB[a[x]] == 1 ? (x, positionInB[a[x]]) : nil }
    // Patience sorting: `tails[k]` ends the best rising run of length k + 1 found so far.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: pairs.count)
    for (index, pair) in pairs.enumerated() {
      let low = tails.partitioningIndex { pairs[$0].1 >= pair.1 }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run: [(Int, Int)] = []
    var index = tails.last ?? -1
    while index >= 0 {
      run.append(pairs[index])
      index = previous[index]
    }
    return run.reversed()
  }

  /// Within each run of changes between unchanged lines, the removed lines first, as diffs print them.
  private static func deletionsFirst(_ steps: [Step]) -> [Step] {
    var result: [Step] = []
    result.reserveCapacity(steps.count)
    var deletes = 0
    var inserts = 0
    for step in steps + [.same] {
      switch step {
      case .delete: deletes += 1
      case .insert: inserts += 1
      case .same:
        result.append(contentsOf: repeatElement(.delete, count: deletes))
        result.append(contentsOf: repeatElement(.insert, count: inserts))
        result.append(.same)
        deletes = 0
        inserts = 0
      }
    }
    result.removeLast()
    return result
  }

  private struct Work {
    let a: [Int]
    let b: [Int]
    private var forward: [Int] = []
    private var backward: [Int] = []

    init(a: [Int], b: [Int]) {
      self.a = a
      self.b = b
      let size = 2 * (a.count + b.count) + 3
      forward = [Int](repeating: 0, count: size)
      backward = [Int](repeating: 0, count: size)
    }

    mutating func solve(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int, into steps: inout [Step]) {
      var aLow = aLow, aHigh = aHigh, bLow = bLow, bHigh = bHigh
      var prefix = 0
      while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
        aLow += 1
        bLow += 1
        prefix += 1
      }
      var suffix = 0
      while aLow < aHigh, bLow < bHigh, a[aHigh - 1] == b[bHigh - 1] {
        aHigh -= 1
        bHigh -= 1
        suffix += 1
      }
      steps.append(contentsOf: repeatElement(.same, count: prefix))
      if aLow == aHigh {
        steps.append(contentsOf: repeatElement(.insert, count: bHigh - bLow))
      } else if bLow == bHigh {
        steps.append(contentsOf: repeatElement(.delete, count: aHigh - aLow))
      } else {
        let (x, y, u, v) = middleSnake(aLow, aHigh, bLow, bHigh)
        solve(aLow, x, bLow, y, into: &steps)
        steps.append(contentsOf: repeatElement(.same, count: u - x))
        solve(u, aHigh, v, bHigh, into: &steps)
      }
      steps.append(contentsOf: repeatElement(.same, count: suffix))
    }

    /// The snake `(x, y)…(u, v)` where the searches from the start and from the end meet; both
    /// ends differ, so the distance is at least one.
    private mutating func middleSnake(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int, Int, Int) {
      let n = aHigh - aLow
      let m = bHigh - bLow
      let delta = n - m
      let odd = delta % 2 != 0
      let offset = n + m + 1
      let limit = (n + m + 1) / 2
      forward[offset + 1] = 0
      backward[offset + 1] = 0
      for d in 0...limit {
        for k in stride(from: -d, through: d, by: 2) {
          var x = k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
            ? forward[offset + k + 1] : forward[offset + k - 1] + 1
          var y = x - k
          let startX = x
          let startY = y
          while x < n, y < m, a[aLow + x] == b[bLow + y] {
            x += 1
            y += 1
          }
          forward[offset + k] = x
          let c = delta - k
          if odd, c >= -(d - 1), c <= d - 1, x + backward[offset + c] >= n {
            return (aLow + startX, bLow + startY, aLow + x, bLow + y)
          }
        }
        for c in stride(from: -d, through: d, by: 2) {
          var x = c == -d || (c != d && backward[offset + c - 1] < backward[offset + c + 1])
            ? backward[offset + c + 1] : backward[offset + c - 1] + 1
          var y = x - c
          let startX = x
          let startY = y
          while x < n, y < m, a[aHigh - 1 - x] == b[bHigh - 1 - y] {
            x += 1
            y += 1
          }
          backward[offset + c] = x
          let k = delta - c
          if !odd, k >= -d, k <= d, x + forward[offset + k] >= n {
            return (aHigh - x, bHigh - y, aHigh - startX, bHigh - startY)
          }
        }
      }
      fatalError("two line lists always have a middle snake")
    }
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: Swift.max(0, length - count)) + self
  }
}
