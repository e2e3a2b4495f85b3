import Foundation
import NarrowKit
import Spawning

/// One size of `--scale`: the tree of copies measured as a user meets it, each measure a process
/// of its own. Parse-only and a scan without a cache give the cold ratio and the scan's peak
/// memory; a scan that fills an emptied cache, one with nothing changed and one after a single
/// file changed give the warm ratios; the stages say where the time goes.
struct ScaleSize {
  /// `2×` for two copies, `3 apps` for three different apps.
  let label: String
  let lines: Int
  var parse = PhaseRunner.Measurement(phase: "parse")
  var scan = PhaseRunner.Measurement(phase: "scan")
  var filling = PhaseRunner.Measurement(phase: "cold, filling a cache")
  var warm = PhaseRunner.Measurement(phase: "warm")
  var edited = PhaseRunner.Measurement(phase: "one file edited")
  var stages: [(String, Double)] = []
  /// The scan and its stages again on one job, where asked: what does not shrink with threads.
  var scanOnOneJob: PhaseRunner.Measurement?
  var stagesOnOneJob: [(String, Double)] = []

  var coldRatio: Double { scan.wallSeconds / parse.wallSeconds }
  var warmSpeedUp: Double { scan.wallSeconds / warm.wallSeconds }
  var editedSpeedUp: Double { scan.wallSeconds / edited.wallSeconds }
  var scanMiB: Double { Double(scan.peakBytes) / 1_048_576 }

  static func measure(tree: String, label: String, lines: Int, runner: PhaseRunner, onOneJobToo: Bool = false) throws -> ScaleSize {
    var size = ScaleSize(label: label, lines: lines)
    let files = try Workspace(paths: [tree]).read(jobs: runner.jobs).count
    let codebase = CodebaseGenerator.Codebase(directory: tree, files: files, lines: lines)
    try runner.run(.parse, on: codebase, into: &size.parse)
    try runner.run(.scan, on: codebase, into: &size.scan)
    let cache = tree + ".cache"
    defer { try? FileManager.default.removeItem(atPath: cache) }
    try runner.run(.scan, on: codebase, into: &size.filling, cachePath: cache)
    try runner.run(.scan, on: codebase, into: &size.warm, cachePath: cache)
    try touchOneFile(in: tree)
    try runner.run(.scan, on: codebase, into: &size.edited, cachePath: cache)
    size.stages = try stages(of: tree, jobs: runner.jobs)
    if onOneJobToo && runner.jobs > 1 {
      var one = PhaseRunner.Measurement(phase: "scan on one job")
      try PhaseRunner(jobs: 1, scanBinary: runner.scanBinary).run(.scan, on: codebase, into: &one)
      size.scanOnOneJob = one
      size.stagesOnOneJob = try stages(of: tree, jobs: 1)
    }
    return size
  }

  /// A comment added to the first Swift file: its cache entry misses, every other one hits.
  private static func touchOneFile(in tree: String) throws {
    guard let file = try FileManager.default.subpathsOfDirectory(atPath: tree).filter({ $0.hasSuffix(".swift") }).min() else { return }
    try CodebaseGenerator.append("// edited by narrow-bench", to: tree + "/" + file)
  }

  /// The stages of one scan, each timed by `--phase stages` in a process of its own.
  private static func stages(of tree: String, jobs: Int) throws -> [(String, Double)] {
    let log = tree + ".stages"
    defer { try? FileManager.default.removeItem(atPath: log) }
    let outcome = try ChildProcess.run(PhaseRunner.selfExecutable, ["--phase", "stages", tree, "--jobs", "\(jobs)"], stderrPath: log)
    guard outcome.exitStatus == 0 else { throw ChildProcess.Failure(description: "the stages of \(tree) exited with \(outcome.exitStatus)") }
    return parseStages(try String(contentsOfFile: log, encoding: .utf8))
  }

  /// `index                    1.234 s   peak so far 123 kB` → ("index", 1.234).
  static func parseStages(_ text: String) -> [(String, Double)] {
    text.split(separator: "\n").compactMap { line in
      guard let seconds = line.range(of: " s   peak") else { return nil }
      let head = line[..<seconds.lowerBound]
      guard let split = head.lastIndex(of: " "), let value = Double(head[head.index(after: split)...]) else { return nil }
      return (head[..<split].trimmingCharacters(in: .whitespaces), value)
    }
  }
}
