import NarrowKit

extension Command {
  static let report = Command(
    name: "report", usage: "report --html FILE",
    summary: "Write one page to look at: busy events, proposals with diffs, update graphs.",
    help: """
      OVERVIEW: Write one self-contained HTML page (no script, nothing loaded from elsewhere): the busy
      events 'hot' lists, each with the bodies it runs before and after the proposals 'diff' would
      write, every proposal with its effect and its own diff, and the update graph around each view
      an event runs for nothing, drawn inline. Open it in any browser.

      USAGE: narrow report --html FILE [PATH…] [-t ID…] [--accept review] [--effect possible] [--limit N]
      """,
    options: ["--html", "--transform", "--accept", "--effect", "--limit"] + thresholds + reading, formats: [],
    interruptedApply: .mentions, run: Commands.report)
}

extension Commands {
  /// `report --html FILE [PATH…]`: the page a person reads to decide, made from the same run as
  /// `hot`, `simulate` and `diff` (the same proposals, effects and body runs).
  static func report(_ arguments: Arguments) throws -> Outcome {
    guard let path = arguments.htmlFile else { throw Arguments.UsageError(message: "report needs --html FILE") }
    let (asked, input) = try readInput(arguments, transforms: arguments.transformsOrAll)
    let result = try Pipeline.run(asked, input: input)
    let model = result.model
    let hot = model.hotPaths(proposals: result.proposals, skipped: result.skipped, limit: arguments.hotLimit)
    let after = result.modelAfterChanges(jobs: asked.jobs)
    let runs = hot.paths.compactMap { path -> HTMLReport.EventRuns? in
      guard let event = model.events(named: path.event)?.first(where: { $0.name == path.event }) else { return nil }
      return HTMLReport.EventRuns(event: path.event, before: model.simulate(event),
        after: after.events(named: path.event)?.first(where: { $0.name == path.event }).map { after.simulate($0) })
    }
    // Ranked as `scan` ranks: what is most worth a person's time first.
    let report = Report(command: .scan, transforms: asked.transformIDs, result: result)
    let diffs = Dictionary(result.proposals.map { ("\($0.transform) \($0.target)", result.diff(of: $0)) }, uniquingKeysWith: { first, _ in first })
    let graph = UpdateGraph(model: model, proposals: result.proposals, largeFields: asked.settings[LargeValueTransform.fields])
    let page = HTMLReport(report: report, hot: hot, runs: runs, diffs: diffs, graph: graph).html
    do {
      try StandardStreams.writeFile(page, to: path)
    } catch let failure as StandardStreams.WriteFailure {
      throw StandardStreams.ReportNotWritten(path: path, reason: failure.reason, what: "the page")
    }
    return Outcome(stderr: "wrote \(path): \(Wording.counted(hot.paths.count, "busy event", "busy events")), \(Wording.counted(report.proposals.count, "proposal", "proposals"))\n",
      keptUntilExit: result)
  }
}
