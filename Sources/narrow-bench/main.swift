import Foundation

// The benchmark's entry point; also the entry point of the child processes it starts for each phase.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("narrow-bench: error: \(message)\n".utf8))
  exit(2)
}

do {
  let options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
  if options.help {
    print(BenchOptions.helpText)
  } else if let phase = options.phase, let directory = options.phaseDirectory {
    switch phase {
    case .parse: try ParsePhase.run(directory: directory, jobs: options.jobs)
    case .scan: try ScanPhase.run(directory: directory, jobs: options.jobs, cachePath: options.cachePath)
    case .diff: try ScanPhase.diff(directory: directory, jobs: options.jobs)
    case .evidence: try ScanPhase.readEvidence(file: directory)
    case .stages: try StagesPhase.run(directory: directory, jobs: options.jobs)
    }
  } else if options.scale {
    if try !ScaleBenchmark.run(options) { exit(1) }
  } else if options.cache {
    try CacheBenchmark.run(options)
  } else if options.bounds {
    try BoundsBenchmark.run(jobs: options.jobs)
    if try !LimitsBenchmark.run(jobs: options.jobs) { exit(1) }
  } else {
    try Benchmark.run(options)
  }
  exit(0)
} catch let usage as BenchOptions.UsageError {
  fail(usage.message + "\nRun 'narrow-bench --help' for usage.")
} catch {
  fail("\(error)")
}
