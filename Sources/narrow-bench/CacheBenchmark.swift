import Foundation
import Spawning

/// `--cache`: a scan with an empty fact cache, the same scan again with the cache it filled, and a
/// scan after 1% of the files changed, each in its own process, in the same run; prints the times
/// and the cold/warm ratios against the targets (10× unchanged, 5× after the edit).
enum CacheBenchmark {
  static let editedShare = 0.01
  static let targets = (warm: 10.0, edited: 5.0)

  static func run(_ options: BenchOptions) throws {
    let size = options.sizes == BenchOptions.defaultSizes ? 10_000 : options.sizes[0]
    let root = options.keepDirectory ?? NSTemporaryDirectory() + "narrow-bench-cache-\(getpid())"
    defer { if options.keepDirectory == nil { try? FileManager.default.removeItem(atPath: root) } }
    let codebase = try CodebaseGenerator.generate(files: size, into: "\(root)/files-\(size)")
    let cache = "\(root)/cache"
    let runner = PhaseRunner(jobs: options.jobs, scanBinary: options.scanBinary)
    let files = try FileManager.default.subpathsOfDirectory(atPath: codebase.directory).filter { $0.hasSuffix(".swift") }.sorted()
    let edited = Array(files.prefix(max(1, Int((Double(files.count) * editedShare).rounded()))))

    print("narrow-bench --cache: \(options.jobs) threads, best of \(options.runs) runs, \(codebase.files) files")
    print(runner.scanDescription + ", with --cache-path")
    print("no cache = without a cache; cold = the cache emptied first, then filled; warm = nothing changed since;")
    print("edited = \(edited.count) files (\(Int(editedShare * 100))%) changed since\n")
    var uncached = PhaseRunner.Measurement(phase: "no cache")
    var cold = PhaseRunner.Measurement(phase: "cold")
    var warm = PhaseRunner.Measurement(phase: "warm")
    var afterEdit = PhaseRunner.Measurement(phase: "edited")
    for round in 0..<options.runs {
      try? FileManager.default.removeItem(atPath: cache)
      try runner.run(.scan, on: codebase, into: &uncached)
      try runner.run(.scan, on: codebase, into: &cold, cachePath: cache)
      try runner.run(.scan, on: codebase, into: &warm, cachePath: cache)
      // A new comment each round: the edited files' entries miss, the rest hit.
      for file in edited { try CodebaseGenerator.append("// edited in round \(round)", to: codebase.directory + "/" + file) }
      try runner.run(.scan, on: codebase, into: &afterEdit, cachePath: cache)
      guard warm.note == cold.note else {
        throw ChildProcess.Failure(description: "the warm scan found \(warm.note), the cold one \(cold.note)")
      }
    }
    print(ResultTable.header)
    print(ResultTable.rows(codebase: codebase, [uncached, cold, warm, afterEdit]))
    print("")
    print(ratio("cold/warm", cold.wallSeconds / warm.wallSeconds, target: targets.warm))
    print(ratio("cold/edited", cold.wallSeconds / afterEdit.wallSeconds, target: targets.edited))
    print(ratio("no cache/warm", uncached.wallSeconds / warm.wallSeconds, target: targets.warm))
    print(ratio("no cache/edited", uncached.wallSeconds / afterEdit.wallSeconds, target: targets.edited))
  }

  private static func ratio(_ name: String, _ value: Double, target: Double) -> String {
    "\(name): \(String(format: "%.1f", value))x (target \(Int(target))x: \(value >= target ? "met" : "not met"))"
  }
}
