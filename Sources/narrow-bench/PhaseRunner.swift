import Foundation
import Spawning

/// Runs one phase over one codebase in child processes and checks that it did the whole job.
struct PhaseRunner {
  let jobs: Int
  /// The `narrow` executable timed for the scan phase; nil runs the scan inside a child `narrow-bench`.
  let scanBinary: String?

  struct Measurement {
    let phase: String
    /// The fastest run: the least disturbed by other work on the machine.
    var wallSeconds = Double.infinity
    var cpuSeconds = Double.infinity
    /// The largest peak of all runs, so a quiet run cannot hide memory growth.
    var peakBytes = 0
    /// What the phase says it saw; a check that it read the whole codebase.
    var filesSeen = 0
    var note = ""
  }

  static var selfExecutable: String {
    Bundle.main.executablePath ?? CommandLine.arguments[0]
  }

  var scanDescription: String {
    if let scanBinary {
      return "scan = `\(scanBinary) scan --jobs \(jobs) --format json DIR` (the narrow executable)"
    }
    return "scan = NarrowKit Pipeline.run + JSON report, as `narrow scan --format json` (in a child narrow-bench)"
  }

  /// `cachePath`: the scan keeps facts there between runs (`--cache-path`); nil scans without a cache.
  func run(
    _ phase: BenchOptions.Phase, on codebase: CodebaseGenerator.Codebase, into measurement: inout Measurement,
    cachePath: String? = nil
  ) throws {
    let directory = codebase.directory
    let (executable, arguments): (String, [String])
    // Only the narrow executable reads a cache by default; the parse phase has none to turn off.
    let cache = cachePath.map { ["--cache-path", $0] } ?? (scanBinary == nil || phase != .scan ? [] : ["--no-cache"])
    if phase == .scan, let scanBinary {
      (executable, arguments) = (scanBinary, ["scan", "--jobs", "\(jobs)", "--format", "json", directory] + cache)
    } else {
      (executable, arguments) =
        (Self.selfExecutable, ["--phase", phase.rawValue, directory, "--jobs", "\(jobs)"] + cache)
    }
    let outcome = try ChildProcess.run(executable, arguments)
    guard outcome.exitStatus == 0 else {
      throw ChildProcess.Failure(description: "\(phase.rawValue) phase exited with status \(outcome.exitStatus)")
    }
    let summary = try JSONSerialization.jsonObject(with: outcome.stdout) as? [String: Any] ?? [:]
    measurement.filesSeen = (summary[phase == .scan ? "filesScanned" : "files"] as? Int) ?? -1
    guard measurement.filesSeen == codebase.files else {
      throw ChildProcess.Failure(description:
        "\(phase.rawValue) phase saw \(measurement.filesSeen) files, not \(codebase.files)")
    }
    if phase == .scan {
      let proposals = (summary["proposals"] as? [Any])?.count ?? 0
      let skipped = (summary["skipped"] as? [Any])?.count ?? 0
      measurement.note = "\(proposals) proposals, \(skipped) skipped"
    } else if let broken = summary["filesWithErrors"] as? Int, broken > 0 {
      measurement.note = "\(broken) files with syntax errors"
    }
    measurement.wallSeconds = min(measurement.wallSeconds, outcome.wallSeconds)
    measurement.cpuSeconds = min(measurement.cpuSeconds, outcome.cpuSeconds)
    measurement.peakBytes = max(measurement.peakBytes, outcome.peakBytes)
  }
}
