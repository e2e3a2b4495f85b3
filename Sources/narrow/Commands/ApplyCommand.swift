import NarrowKit

extension Command {
  static let apply = Command(
    name: "apply", usage: "apply",
    summary: "Write the changes of the named transforms in place.",
    help: """
      OVERVIEW: Write the changes of the named transforms in place. Each file is written atomically, only
      if it is unchanged since it was read and the result has no new syntax errors. The report goes to
      standard error.

      USAGE: narrow apply -t ID [-t ID…] [options] [PATH…]

      Safe proposals whose effect is likely or measured are written; review ones only with --accept
      review (or --only naming them); possible ones only with --effect possible; manual ones never. Files with uncommitted git changes, or outside a git repository, are refused
      unless --allow-dirty is given.

      """,
    options: ["--transform", "--accept", "--effect", "--allow-dirty", "--verify", "--debug-check", "--project-context"] + reportOptions + thresholds + reading, formats: Arguments.Format.reports,
    interruptedApply: .refuses, run: Commands.apply)
}

extension Commands {
  fileprivate static func apply(_ arguments: Arguments) throws -> Outcome {
    try requireTransforms(arguments)
    let (request, input) = try readInput(arguments)
    try OutputPaths.checkReportIsWritable(arguments)
    let result = try Pipeline.run(request, input: input)
    let (written, verification) = try write(result.changes, arguments, in: request.currentDirectory, readErrors: result.readErrors)
    // After a failed verification nothing stays written: report the proposals as not applied.
    var report = Report(command: .apply, transforms: arguments.transforms, result: result,
      written: verification == nil ? written : nil)
    if let verification { report.warnings.append(verification) }
    report.warnings += evidenceWarnings(result.model.evidence)
    var outcome = Outcome(stderr: try render(report, arguments))
    try writeReportFile(report, arguments)
    let refused = written.contains { !$0.isWritten }
    if refused || verification != nil || !result.readErrors.isEmpty { outcome.status = 2 }
    return outcome
  }
}
