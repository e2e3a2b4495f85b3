import NarrowKit

extension Command {
  static let scan = Command(
    name: "scan", usage: "scan",
    summary: "List every opportunity and every skipped candidate; writes nothing.",
    help: """
      OVERVIEW: List every opportunity and every skipped candidate. Nothing is written.

      USAGE: narrow scan [-t ID…] [options] [PATH…]

      PATH defaults to the current directory. Directories are searched for .swift files; .build, .git,
      DerivedData, Pods, Carthage, .swiftpm and the globs in .narrowignore files are skipped.

      By default each proposal is one line with its effect below it, and the skipped candidates
      are counted on one line; --skipped lists them, --verbose prints every detail.
      """,
    options: ["--transform", "--strict", "--fail-on", "--allow-empty", "--skipped", "--baseline", "--write-baseline", "--project-context"] + reportOptions + thresholds + reading, formats: Arguments.Format.reports,
    interruptedApply: .mentions, run: Commands.scan)
}

extension Commands {
  fileprivate static func scan(_ arguments: Arguments) throws -> Outcome {
    let settings = try Settings(arguments, paths: arguments.pathsOrCurrentDirectory)
    let asked = try request(arguments, settings: settings, scanning: true)
    let ids = asked.transformIDs
    let input = try RunInput.read(asked)
    try OutputPaths.check(arguments, settings: settings, input: input)
    let kept = KeptOutput(arguments, settings: settings, request: asked, input: input)
    if let earlier = kept?.outcome() { return earlier }
    // A strict scan that found no Swift file checked nothing: a wrong path or glob in a hook or a
    // CI step must not pass silently.
    if arguments.strict && !arguments.allowEmpty && input.hasNoSwiftFile {
      throw Arguments.UsageError(message: "scan --strict found no Swift file in \(arguments.pathsOrCurrentDirectory.joined(separator: ", ")); pass --allow-empty if that is expected")
    }
    var result = try Pipeline.run(asked, input: input)
    if let path = arguments.writeBaseline {
      do {
        try StandardStreams.writeFile(Baseline(proposals: result.proposals, index: result.index).json(), to: path)
      } catch let failure as StandardStreams.WriteFailure {
        throw StandardStreams.ReportNotWritten(path: path, reason: failure.reason, what: "the baseline")
      }
    }
    var baselineWarnings: [String] = []
    if let path = arguments.baseline {
      let baseline = try Baseline.read(path)
      let (filtered, known) = baseline.filter(result)
      result = filtered
      baselineWarnings = baseline.staleEntries(in: result.index).map {
        "\(path): stale baseline entry [\($0.transform)] \($0.target): its target is no longer in the scanned code; remove it"
      }
      if known > 0 { baselineWarnings.append("\(known) finding\(known == 1 ? "" : "s") in \(path) not shown") }
    }
    var report = Report(command: .scan, transforms: ids, result: result)
    report.warnings += baselineWarnings
    report.warnings += evidenceWarnings(result.model.evidence)
    var outcome = Outcome(keptUntilExit: result)
    outcome.stdout = try render(report, arguments)
    try writeReportFile(report, arguments)
    // A file that cannot be read or has syntax errors is a warning, and the rest is scanned, so
    // that one odd file does not fail a build phase; --strict fails on it too.
    let threshold = settings.failOn.value
    if arguments.strict && (result.proposals.contains(where: threshold.fails) || !result.unscannedFiles.isEmpty) { outcome.status = 1 }
    kept?.keep(outcome)
    return outcome
  }
}
