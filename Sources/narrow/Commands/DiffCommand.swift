import NarrowKit

extension Command {
  static let diff = Command(
    name: "diff", usage: "diff",
    summary: "Print the changes of the named transforms as a unified diff; writes nothing.",
    help: """
      OVERVIEW: Print what 'apply' would write, as a unified diff on standard output (for git apply or
      patch -p1). The report goes to standard error. Nothing is written.

      USAGE: narrow diff -t ID [-t ID…] [options] [PATH…]

      """,
    options: ["--transform", "--accept", "--effect", "--exit-code", "--debug-check", "--project-context"] + reportOptions + thresholds + reading, formats: Arguments.Format.reports,
    interruptedApply: .mentions, run: Commands.diff)
}

extension Commands {
  fileprivate static func diff(_ arguments: Arguments) throws -> Outcome {
    try requireTransforms(arguments)
    let (asked, input) = try readInput(arguments)
    let result = try Pipeline.run(asked, input: input)
    var report = Report(command: .diff, transforms: arguments.transforms, result: result)
    report.warnings += evidenceWarnings(result.model.evidence)
    let diff = result.diff
    var outcome = Outcome(stdout: diff, stderr: try render(report, arguments), keptUntilExit: result)
    try writeReportFile(report, arguments)
    if !result.readErrors.isEmpty { outcome.status = 2 } else if arguments.exitCode && !diff.isEmpty { outcome.status = 1 }
    return outcome
  }
}
