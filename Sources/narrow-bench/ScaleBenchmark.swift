import Foundation
import Spawning

/// `--scale`: the same code scanned at 1×, 2×, 4× (and more) copies of itself, each copy in a
/// folder of its own, so that every name is declared once per copy, as in a monorepo where many
/// modules have their `ViewModel`, `Row` and `body`. Each stage of the scan is timed in a process of
/// its own at each size, and the exponent of its growth (the slope of log time over log size) is
/// printed: 1 is linear. A stage whose exponent passes the limit fails the benchmark.
enum ScaleBenchmark {
  /// Above this, a stage grows faster than the code.
  static let exponentLimit = 1.1
  /// A stage that takes less than this at the largest size is too short to judge its growth.
  static let judgedFrom = 0.25

  struct Stage {
    let name: String
    var seconds: [Double] = []
  }

  /// Whether every stage grows within the limit.
  static func run(_ options: BenchOptions) throws -> Bool {
    let root = options.keepDirectory ?? NSTemporaryDirectory() + "narrow-bench-scale-\(getpid())"
    defer { if options.keepDirectory == nil { try? FileManager.default.removeItem(atPath: root) } }
    let source: String
    if let given = options.scaleSource {
      source = given
    } else {
      let size = options.sizes == BenchOptions.defaultSizes ? 1000 : options.sizes[0]
      source = try CodebaseGenerator.generate(files: size, into: "\(root)/generated").directory
    }
    let copies = options.scaleCopies
    print("narrow-bench --scale: \(source), at \(copies.map { "\($0)×" }.joined(separator: ", ")), \(options.jobs) threads")
    var stages: [Stage] = []
    var peaks: [Double] = []
    var lines: [Int] = []
    for count in copies {
      let tree = "\(root)/x\(count)"
      try? FileManager.default.removeItem(atPath: tree)
      for copy in 1...count {
        try FileManager.default.createDirectory(atPath: "\(tree)/copy\(copy)", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source, toPath: "\(tree)/copy\(copy)/code")
      }
      lines.append(try swiftLines(in: tree))
      let measured = try measure(tree, jobs: options.jobs)
      for (name, seconds) in measured.stages {
        if let index = stages.firstIndex(where: { $0.name == name }) {
          stages[index].seconds.append(seconds)
        } else {
          stages.append(Stage(name: name, seconds: [seconds]))
        }
      }
      peaks.append(measured.peakMiB)
      try? FileManager.default.removeItem(atPath: tree)
    }
    let sizes = copies.map(Double.init)
    print("lines: " + lines.map(String.init).joined(separator: ", "))
    let header = "stage".padding(toLength: 26, withPad: " ", startingAt: 0)
      + copies.map { "\($0)×".leftPadded(9) }.joined() + "   exponent"
    print(header)
    var broken: [String] = []
    for stage in stages where stage.seconds.count == copies.count {
      let exponent = slope(x: sizes, y: stage.seconds)
      let judged = (stage.seconds.last ?? 0) >= judgedFrom
      let verdict = !judged ? "  (too short to judge)" : exponent > exponentLimit ? "  over \(exponentLimit)" : ""
      if judged && exponent > exponentLimit { broken.append(stage.name) }
      print(stage.name.padding(toLength: 26, withPad: " ", startingAt: 0)
        + stage.seconds.map { String(format: "%8.2fs", $0) }.joined() + String(format: "   %.2f", exponent) + verdict)
    }
    print("peak memory".padding(toLength: 26, withPad: " ", startingAt: 0)
      + peaks.map { String(format: "%6.0fMiB", $0) }.joined() + String(format: "   %.2f", slope(x: sizes, y: peaks)))
    print(broken.isEmpty ? "every stage grows at most as n^\(exponentLimit)" : "grows faster than the code: \(broken.joined(separator: ", "))")
    return broken.isEmpty
  }

  /// The stages of one scan, each timed by `--phase stages` in a process of its own.
  private static func measure(_ tree: String, jobs: Int) throws -> (stages: [(String, Double)], peakMiB: Double) {
    let log = tree + ".stages"
    defer { try? FileManager.default.removeItem(atPath: log) }
    let outcome = try ChildProcess.run(PhaseRunner.selfExecutable, ["--phase", "stages", tree, "--jobs", "\(jobs)"], stderrPath: log)
    guard outcome.exitStatus == 0 else { throw ChildProcess.Failure(description: "the stages of \(tree) exited with \(outcome.exitStatus)") }
    let text = try String(contentsOfFile: log, encoding: .utf8)
    return (parseStages(text), Double(outcome.peakBytes) / 1_048_576)
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

  /// The least-squares slope of log y over log x: the exponent of y ≈ c·x^k.
  static func slope(x: [Double], y: [Double]) -> Double {
    let points = zip(x, y).filter { $0.0 > 0 && $0.1 > 0 }.map { (log($0.0), log($0.1)) }
    guard points.count > 1 else { return 0 }
    let meanX = points.map(\.0).reduce(0, +) / Double(points.count)
    let meanY = points.map(\.1).reduce(0, +) / Double(points.count)
    let numerator = points.map { ($0.0 - meanX) * ($0.1 - meanY) }.reduce(0, +)
    let denominator = points.map { ($0.0 - meanX) * ($0.0 - meanX) }.reduce(0, +)
    return denominator == 0 ? 0 : numerator / denominator
  }

  private static func swiftLines(in directory: String) throws -> Int {
    let files = try FileManager.default.subpathsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }
    return files.reduce(0) { total, file in
      total + ((try? Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))).map { $0.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } } ?? 0)
    }
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
