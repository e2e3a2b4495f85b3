import Foundation
import NarrowKit
import Spawning

/// `--scale`: the same code scanned at 1×, 2×, 4× (and more) copies of itself, each copy in a
/// folder of its own, so that every name is declared once per copy, as in a monorepo where many
/// modules have their `ViewModel`, `Row` and `body`. At each size it measures parse-only, a scan
/// without a cache, scans with a cache (nothing changed, one file changed) and each stage of the
/// scan, every one in a process of its own, and prints the exponent of each one's growth (the slope
/// of log time over log size): 1 is linear. A stage whose exponent passes the limit fails the
/// benchmark; the other goals are printed as met or not.
enum ScaleBenchmark {
  /// Above this, a stage grows faster than the code.
  static let exponentLimit = 1.1
  /// A stage that takes less than this at the largest size is too short to judge its growth.
  static let judgedFrom = 0.25

  /// What a scan at any size should meet, checked at every size measured: the cold scan's time
  /// over parse-only, how much faster a cached scan is, and peak memory.
  static let coldRatioLimit = 1.25
  static let warmSpeedUpGoal = 15.0
  static let editedSpeedUpGoal = 10.0
  static let peakLimitMiB = 1024.0
  static let peakLimitFromLines = 1_000_000

  /// Whether every stage grows within the limit.
  static func run(_ options: BenchOptions) throws -> Bool {
    let root = options.keepDirectory ?? NSTemporaryDirectory() + "narrow-bench-scale-\(getpid())"
    defer { if options.keepDirectory == nil { try? FileManager.default.removeItem(atPath: root) } }
    let runner = PhaseRunner(jobs: options.jobs, scanBinary: options.scanBinary)
    let layouts = try layouts(options, generatingInto: root)
    let sources = options.scaleSources.isEmpty ? "a generated codebase" : options.scaleSources.joined(separator: ", ")
    print("narrow-bench --scale: \(sources), at \(layouts.map(\.label).joined(separator: ", ")), \(options.jobs) threads")
    print(runner.scanDescription)
    var sizes: [ScaleSize] = []
    for (position, layout) in layouts.enumerated() {
      let tree = "\(root)/size\(position + 1)"
      try? FileManager.default.removeItem(atPath: tree)
      for (folder, source) in layout.folders {
        try FileManager.default.createDirectory(atPath: "\(tree)/\(folder)", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source, toPath: "\(tree)/\(folder)/code")
      }
      sizes.append(try ScaleSize.measure(tree: tree, label: layout.label, lines: try swiftLines(in: tree), runner: runner, onOneJobToo: sizes.isEmpty))
      try? FileManager.default.removeItem(atPath: tree)
    }
    printSizes(sizes)
    if let first = sizes.first { printByJobs(first, jobs: runner.jobs) }
    let broken = printStages(sizes)
    printGoals(sizes, broken: broken)
    return broken.isEmpty
  }

  /// One size: the folders of its tree, each with the code copied into it.
  private struct Layout {
    let label: String
    let folders: [(String, String)]
  }

  /// Copies of one source (given, or generated), or growing sets of different apps.
  private static func layouts(_ options: BenchOptions, generatingInto root: String) throws -> [Layout] {
    if options.scaleSources.count > 1 {
      let apps = options.scaleSources.enumerated().map { ("app\($0 + 1)-" + ($1 as NSString).lastPathComponent, $1) }
      return apps.indices.map { last in Layout(label: "\(last + 1) app" + (last == 0 ? "" : "s"), folders: Array(apps[...last])) }
    }
    let source: String
    if let given = options.scaleSources.first {
      source = given
    } else {
      let size = options.sizes == BenchOptions.defaultSizes ? 1000 : options.sizes[0]
      source = try CodebaseGenerator.generate(files: size, into: "\(root)/generated").directory
    }
    return options.scaleCopies.map { count in Layout(label: "\(count)×", folders: (1...count).map { ("copy\($0)", source) }) }
  }

  private static func printSizes(_ sizes: [ScaleSize]) {
    print("\nscan = no cache; warm = a cache and nothing changed; edited = a cache and one file changed;")
    print("×faster = the scan's time over theirs")
    print(["size", "lines", "parse", "scan", "scan/parse", "scan peak", "warm", "×faster", "edited", "×faster"]
      .enumerated().map { $0 == 0 ? $1.padding(toLength: 8, withPad: " ", startingAt: 0) : $1.leftPadded(11) }.joined())
    for size in sizes {
      let cells = [
        "\(size.lines)", seconds(size.parse.wallSeconds), seconds(size.scan.wallSeconds), String(format: "%.2f×", size.coldRatio),
        String(format: "%.0fMiB", size.scanMiB), seconds(size.warm.wallSeconds), String(format: "%.1f×", size.warmSpeedUp),
        seconds(size.edited.wallSeconds), String(format: "%.1f×", size.editedSpeedUp),
      ]
      print(size.label.padding(toLength: 8, withPad: " ", startingAt: 0) + cells.map { $0.leftPadded(11) }.joined())
    }
    // Over lines: copies grow them in proportion, different apps by what each adds.
    let counts = sizes.map { Double($0.lines) }
    print(String(format: "exponent: parse %.2f, scan %.2f, scan peak memory %.2f, warm %.2f",
      slope(x: counts, y: sizes.map(\.parse.wallSeconds)), slope(x: counts, y: sizes.map(\.scan.wallSeconds)),
      slope(x: counts, y: sizes.map(\.scanMiB)), slope(x: counts, y: sizes.map(\.warm.wallSeconds))))
  }

  /// Prints each stage's time at each size and its exponent; returns the stages over the limit.
  private static func printStages(_ sizes: [ScaleSize]) -> [String] {
    var names: [String] = []
    var seconds: [String: [Double]] = [:]
    for size in sizes {
      for (name, value) in size.stages {
        if seconds[name] == nil { names.append(name) }
        seconds[name, default: []].append(value)
      }
    }
    print("\n" + "stage".padding(toLength: 26, withPad: " ", startingAt: 0) + sizes.map { $0.label.leftPadded(9) }.joined() + "   exponent")
    let counts = sizes.map { Double($0.lines) }
    var broken: [String] = []
    for name in names where seconds[name]?.count == sizes.count {
      let times = seconds[name] ?? []
      let exponent = slope(x: counts, y: times)
      let judged = (times.last ?? 0) >= judgedFrom
      let verdict = !judged ? "  (too short to judge)" : exponent > exponentLimit ? "  over \(exponentLimit)" : ""
      if judged && exponent > exponentLimit { broken.append(name) }
      print(name.padding(toLength: 26, withPad: " ", startingAt: 0)
        + times.map { String(format: "%8.2fs", $0) }.joined() + String(format: "   %.2f", exponent) + verdict)
    }
    return broken
  }

  private static func printGoals(_ sizes: [ScaleSize], broken: [String]) {
    func met(_ holds: Bool) -> String { holds ? "met" : "not met" }
    func each(_ format: String, _ value: (ScaleSize) -> Double) -> String {
      sizes.map { "\(String(format: format, value($0))) at \($0.label)" }.joined(separator: ", ")
    }
    print("\ngoals")
    print("  cold scan at most \(coldRatioLimit)× parse-only: \(each("%.2f×", \.coldRatio)): "
      + met(sizes.allSatisfy { $0.coldRatio <= coldRatioLimit }))
    print("  warm at least \(Int(warmSpeedUpGoal))× faster than cold: \(each("%.1f×", \.warmSpeedUp)): "
      + met(sizes.allSatisfy { $0.warmSpeedUp >= warmSpeedUpGoal }))
    print("  one file edited at least \(Int(editedSpeedUpGoal))× faster than cold: \(each("%.1f×", \.editedSpeedUp)): "
      + met(sizes.allSatisfy { $0.editedSpeedUp >= editedSpeedUpGoal }))
    let large = sizes.filter { $0.lines >= peakLimitFromLines }
    let memoryExponent = slope(x: sizes.map { Double($0.lines) }, y: sizes.map(\.scanMiB))
    print("  peak memory at most \(Int(peakLimitMiB)) MiB at \(peakLimitFromLines) lines, and linear: "
      + (large.isEmpty ? "no size reached \(peakLimitFromLines) lines" : each("%.0f MiB", \.scanMiB) + ": " + met(large.allSatisfy { $0.scanMiB <= peakLimitMiB }))
      + String(format: "; exponent %.2f: ", memoryExponent) + met(memoryExponent <= exponentLimit))
    print("  every stage grows at most as n^\(exponentLimit): " + (broken.isEmpty ? "met" : "not met: " + broken.joined(separator: ", ")))
  }

  /// The smallest size's scan and stages on one job and on all of them, with the seconds of each
  /// that do not shrink with threads, and their share of the scan on one job.
  private static func printByJobs(_ size: ScaleSize, jobs: Int) {
    guard let one = size.scanOnOneJob, jobs > 1 else { return }
    print("\nby jobs, at \(size.label): serial = the seconds that do not shrink with threads (Amdahl's law)")
    print("stage".padding(toLength: 26, withPad: " ", startingAt: 0) + ["1 job", "\(jobs) jobs", "speed-up", "serial"].map { $0.leftPadded(11) }.joined())
    let many = Dictionary(size.stages, uniquingKeysWith: { first, _ in first })
    for (name, onOne) in size.stagesOnOneJob {
      guard let onMany = many[name], let serial = Parallel.serialSeconds(atOneJob: onOne, atJobs: onMany, jobs: jobs) else { continue }
      print(name.padding(toLength: 26, withPad: " ", startingAt: 0)
        + [seconds(onOne), seconds(onMany), onMany > 0 ? String(format: "%.1f×", onOne / onMany) : "–", seconds(serial)].map { $0.leftPadded(11) }.joined())
    }
    guard let serial = Parallel.serialSeconds(atOneJob: one.wallSeconds, atJobs: size.scan.wallSeconds, jobs: jobs) else { return }
    print(String(format: "scan without a cache: %.2fs on 1 job, %.2fs on %d (%.1f×); serial share %.0f%% of the scan on one job",
      one.wallSeconds, size.scan.wallSeconds, jobs, one.wallSeconds / size.scan.wallSeconds, 100 * serial / one.wallSeconds))
  }

  private static func seconds(_ value: Double) -> String { String(format: "%.2fs", value) }

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
