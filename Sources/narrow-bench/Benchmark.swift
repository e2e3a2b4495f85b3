import Foundation

/// Generates each codebase, measures both phases on it in the same run, and prints the table.
enum Benchmark {
  static func run(_ options: BenchOptions) throws {
    let root = options.keepDirectory
      ?? NSTemporaryDirectory() + "narrow-bench-\(ProcessInfo.processInfo.processIdentifier)"
    defer { if options.keepDirectory == nil { try? FileManager.default.removeItem(atPath: root) } }
    let runner = PhaseRunner(jobs: options.jobs, scanBinary: options.scanBinary)

    print("narrow-bench: \(options.jobs) threads per phase, best of \(options.runs) runs (peak memory: largest of the runs)")
    print("parse = read every file and SwiftParser.parse it, dropping the tree")
    print(runner.scanDescription)
    print("")
    print(ResultTable.header)
    for size in options.sizes {
      let codebase = try CodebaseGenerator.generate(files: size, into: "\(root)/files-\(size)")
      var parse = PhaseRunner.Measurement(phase: "parse")
      var scan = PhaseRunner.Measurement(phase: "scan")
      // Alternate the phases so a change in machine load affects both alike.
      for _ in 0..<options.runs {
        try runner.run(.parse, on: codebase, into: &parse)
        try runner.run(.scan, on: codebase, into: &scan)
      }
      print(ResultTable.block(codebase: codebase, parse: parse, scan: scan))
    }
    if let kept = options.keepDirectory { print("\nCodebases kept in \(kept)") }
  }
}
