import Foundation
import Testing

@testable import NarrowKit

@Suite struct EditsTests {
  private func proposal(_ target: String, _ edits: [TextEdit]) -> Proposal {
    Proposal(transform: "t", target: target, verdict: .safe, location: SourceLocation(file: "A.swift", line: 1, column: 1),
      summary: "", evidence: [], checks: [], edits: edits)
  }

  @Test func overlappingProposalsConflictAndTheLaterOneIsSetAside() {
    var set = EditSet()
    set.add(proposal("first", [TextEdit(file: "A.swift", range: ByteRange(10, 20), replacement: "x")]))
    set.add(proposal("second", [
      TextEdit(file: "B.swift", range: ByteRange(0, 1), replacement: "y"),
      TextEdit(file: "A.swift", range: ByteRange(15, 25), replacement: "z"),
    ]))
    set.add(proposal("third", [TextEdit(file: "A.swift", range: ByteRange(20, 22), replacement: "w")]))
    #expect(set.accepted.map(\.target) == ["first", "third"])
    #expect(set.conflicts.map(\.proposal.target) == ["second"])
    #expect(set.edits(for: "B.swift").isEmpty, "a conflicting proposal leaves none of its edits behind")
  }

  /// A proposal whose own edits overlap, two insertions at one place included (their order
  /// would be a guess), is set aside whole.
  @Test func aProposalWhoseOwnEditsOverlapIsSetAside() {
    var set = EditSet()
    set.add(proposal("same bytes", [
      TextEdit(file: "A.swift", range: ByteRange(0, 6), replacement: "a"), TextEdit(file: "A.swift", range: ByteRange(3, 9), replacement: "b"),
    ]))
    set.add(proposal("one place", [
      TextEdit(file: "A.swift", range: ByteRange(5, 5), replacement: "a"), TextEdit(file: "A.swift", range: ByteRange(5, 5), replacement: "b"),
    ]))
    set.add(proposal("apart", [
      TextEdit(file: "A.swift", range: ByteRange(0, 2), replacement: "a"), TextEdit(file: "A.swift", range: ByteRange(2, 4), replacement: "b"),
    ]))
    #expect(set.conflicts.map(\.proposal.target) == ["same bytes", "one place"])
    #expect(set.conflicts.allSatisfy { $0.reason == "its own edits overlap" })
    #expect(set.accepted.map(\.target) == ["apart"])
  }

  /// The search over sorted edits finds a clash exactly when comparing with every accepted edit
  /// does, insertions (empty ranges) inside other edits included.
  @Test func theSortedOverlapSearchAgreesWithComparingEveryEdit() {
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    func draw(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33) % bound
    }
    for trial in 0..<300 {
      var set = EditSet()
      var accepted: [TextEdit] = []
      for number in 0..<40 {
        let start = draw(60)
        let edit = TextEdit(file: "A.swift", range: ByteRange(start, start + (draw(3) == 0 ? 0 : 1 + draw(6))), replacement: "")
        let clashes = accepted.contains { $0.range.overlaps(edit.range) }
        set.add(proposal("\(trial).\(number)", [edit]))
        #expect(set.accepted.last?.target == "\(trial).\(number)" ? !clashes : clashes, "trial \(trial): \(edit.range) among \(accepted.map(\.range))")
        if !clashes { accepted.append(edit) }
      }
      #expect(set.edits(for: "A.swift").map(\.range) == accepted.map(\.range).sorted())
    }
  }

  @Test func filesWithSyntaxErrorsTakeNoEdits() {
    var set = EditSet(unwritableFiles: ["A.swift": "has syntax errors"])
    set.add(proposal("p", [TextEdit(file: "A.swift", range: ByteRange(0, 1), replacement: "x")]))
    #expect(set.accepted.isEmpty)
    #expect(set.conflicts.first?.reason == "A.swift has syntax errors")
  }

  @Test func diffHasContextHunksAndMarksAMissingFinalNewline() {
    let lines = (1...20).map { "line \($0)" }.joined(separator: "\n")
    let file = SourceFile(path: "A.swift", bytes: Array(lines.utf8))
    let newText = lines.replacingOccurrences(of: "line 2\n", with: "second\n")
      .replacingOccurrences(of: "line 20", with: "last\nextra")
    let diff = UnifiedDiff.make(file: file, newText: newText)
    #expect(diff == """
      --- a/A.swift
      +++ b/A.swift
      @@ -1,5 +1,5 @@
       line 1
      -line 2
      +second
       line 3
       line 4
       line 5
      @@ -17,4 +17,5 @@
       line 17
       line 18
       line 19
      -line 20
      \\ No newline at end of file
      +last
      +extra
      \\ No newline at end of file

      """)
  }

  @Test func writerRefusesAFileChangedSinceItWasRead() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-w-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("A.swift")
    try "let a = 1\n".write(to: url, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
    let file = SourceFile(path: "A.swift", bytes: Array("let a = 1\n".utf8))

    let good = FileChange(file: file, newText: "let b = 1\n")
    #expect(FileWriter.write([good], currentDirectory: directory.path) == [.written("A.swift")])
    #expect(try String(contentsOf: url, encoding: .utf8) == "let b = 1\n")
    let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    #expect(permissions == 0o640)

    let stale = FileChange(file: file, newText: "let c = 1\n")
    let outcome = FileWriter.write([stale], currentDirectory: directory.path)
    #expect(outcome == [.refused("A.swift", reason: "changed since Narrow read it; run again")])
    #expect(try String(contentsOf: url, encoding: .utf8) == "let b = 1\n")
  }

  @Test func writerRefusesTextWithNewSyntaxErrors() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-w-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "let a = 1\n".write(to: directory.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    let file = SourceFile(path: "A.swift", bytes: Array("let a = 1\n".utf8))
    let broken = FileChange(file: file, newText: "let a = (\n")
    let outcome = FileWriter.write([broken], currentDirectory: directory.path)
    guard case .refused(_, let reason) = outcome.first else {
      Issue.record("a broken result was written")
      return
    }
    #expect(reason.contains("new syntax error"))
  }

  @Test func oneRefusedFileStopsEveryWrite() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-w-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "let a = 1\n".write(to: directory.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try "let b = 2\n".write(to: directory.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
    let a = FileChange(file: SourceFile(path: "A.swift", bytes: Array("let a = 1\n".utf8)), newText: "let a = 10\n")
    let staleB = FileChange(file: SourceFile(path: "B.swift", bytes: Array("let b = 1\n".utf8)), newText: "let b = 20\n")
    let outcome = FileWriter.write([a, staleB], currentDirectory: directory.path)
    #expect(outcome == [
      .refused("A.swift", reason: "not written, because B.swift could not be"),
      .refused("B.swift", reason: "changed since Narrow read it; run again"),
    ])
    #expect(try String(contentsOf: directory.appendingPathComponent("A.swift"), encoding: .utf8) == "let a = 1\n")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty)
    #expect(try String(contentsOf: directory.appendingPathComponent("A.swift"), encoding: .utf8) == "let a = 1\n")
  }
}

/// The line diff on random inputs: its script turns the old lines into the new ones, and it is as
/// short as the longest common subsequence allows.
@Suite struct LineDiffTests {
  private func lcs(_ a: [String], _ b: [String]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0..<a.count {
      for j in 0..<b.count {
        table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
      }
    }
    return table[a.count][b.count]
  }

  @Test func scriptsAreValidAndShortest() {
    var seed: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<2_000 {
      let a = (0..<next(14)).map { _ in "l\(next(4))\n" }
      let b = (0..<next(14)).map { _ in "l\(next(4))\n" }
      let script = LineDiff.script(from: a, to: b)
      var x = 0
      var rebuilt: [String] = []
      for step in script {
        switch step {
        case .same:
          rebuilt.append(a[x])
          x += 1
        case .delete: x += 1
        case .insert: rebuilt.append(b[rebuilt.count])
        }
      }
      #expect(x == a.count && rebuilt == b, "\(a) → \(b): \(script)")
      #expect(script.filter { $0 != .same }.count == a.count + b.count - 2 * lcs(a, b), "\(a) → \(b) is not shortest")
    }
  }
}

extension LineDiffTests {
  /// A megabyte of lines with 2,000 scattered changes: the quadratic-space form kept a frontier of
  /// every line per change (1.6 GB here); the linear-space one needs a few megabytes.
  @Test func memoryStaysLinearInTheNumberOfLines() {
    let old = (0..<25_000).map { "  let value\($0) = compute(\($0)) // some text to make the line longer\n" }
    var new = old
    for index in stride(from: 7, to: new.count, by: 12) { new[index] = "  let changed\(index) = 0\n" }
    let before = Self.peakMemory()
    let script = LineDiff.script(from: old, to: new)
    let grown = Self.peakMemory() - before
    #expect(script.filter { $0 == .insert }.count == 2_083)
    #expect(grown < 200 << 20, "the diff raised peak memory by \(grown >> 20) MiB")
  }

  /// Above `anchoredAbove` lines the search runs between lines found once in each file: the
  /// script stays valid, and a change to every twelfth line of 30,000 changes just those lines.
  @Test func bigFilesAreDiffedBetweenLinesEachHoldsOnce() {
    let old = (0..<15_000).map { "  let value\($0) = compute(\($0))\n" } + Array(repeating: "}\n", count: 100)
    var new = old
    for index in stride(from: 7, to: 15_000, by: 12) { new[index] = "  let changed\(index) = 0\n" }
    #expect(old.count + new.count > LineDiff.anchoredAbove)
    let script = LineDiff.script(from: old, to: new)
    var x = 0
    var rebuilt: [String] = []
    for step in script {
      switch step {
      case .same:
        rebuilt.append(old[x])
        x += 1
      case .delete: x += 1
      case .insert: rebuilt.append(new[rebuilt.count])
      }
    }
    #expect(x == old.count && rebuilt == new)
    #expect(script.filter { $0 == .delete }.count == 1_250)
  }

  /// Anchors are the lines found once in each list, in the longest order both keep: `b` moved
  /// after `c`, so `a`, `c` and `d` anchor and `b` does not; `x`, found twice, never does.
  @Test func anchorsAreUniqueLinesInAnOrderBothKeep() {
    // a b x c x d  →  a c b d x
    let a = [0, 1, 2, 3, 2, 4]
    let b = [0, 3, 1, 4, 2]
    #expect(LineDiff.anchors(a, b, distinct: 5).map { [$0.0, $0.1] } == [[0, 0], [3, 1], [5, 3]])
  }

  static func peakMemory() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
  }
}
