import NarrowKit

extension Command {
  static let hot = Command(
    name: "hot", usage: "hot",
    summary: "Start a performance review: the busy changes, and the bodies each runs for nothing.",
    help: """
      OVERVIEW: Start a performance review from what changes often. Lists the continuous and
      repeated events (timers, streams, scroll and gesture handlers, actions, responses), busiest
      first, each with its writes (file:line and what runs them) and the bodies it runs that show
      nothing of the change, with why each one runs. For each such run: the proposal that cuts it,
      or, when none does, the transform that came closest and what stopped it. Nothing is written.

      USAGE: narrow hot [PATH…] [-t ID…] [--view NAME] [--format text|json|markdown]

      """,
    options: ["--transform", "--view", "--limit", "--format"] + thresholds + reading, formats: [.text, .json, .markdown],
    interruptedApply: .mentions, run: Commands.hot)
}

extension Commands {
  /// `hot [PATH…]`: the busy events, busiest first, with the bodies each runs that show nothing
  /// of the change and what would cut each run.
  static func hot(_ arguments: Arguments) throws -> Outcome {
    guard [.text, .json, .markdown].contains(arguments.format) else {
      throw Arguments.UsageError(message: "hot prints text, json or markdown")
    }
    let ids = arguments.transformsOrAll
    let result = try Pipeline.run(try request(arguments, transforms: ids, scanning: true))
    let model = result.model
    if let view = arguments.view, model.views(named: view).isEmpty { throw unknownView(view, in: model) }
    let found = model.hotPaths(proposals: result.proposals, skipped: result.skipped, view: arguments.view, limit: arguments.hotLimit)
    var outcome = Outcome(keptUntilExit: result)
    switch arguments.format {
    case .json: outcome.stdout = try JSONOutput.text(of: found)
    case .markdown: outcome.stdout = markdown(found)
    default: outcome.stdout = text(found, configuration: result.index.configurationSummary)
    }
    return outcome
  }

  private static func text(_ found: HotPaths, configuration: String?) -> String {
    var lines: [String] = []
    for path in found.paths {
      lines.append("\(path.event) (\(Pacing.said(path.rate, path.pacing))) runs \(Wording.counted(path.runs, "body", "bodies")), \(path.wastedBodies) for nothing (\(wasted(path))):")
      lines += path.writers.prefix(3).map { "  written \($0.description)" }
      if path.writers.count > 3 { lines.append("  and \(Wording.counted(path.writers.count - 3, "more write", "more writes"))") }
      for run in path.wasted.prefix(runsShown) {
        lines.append("  - \(run.view)" + (run.bodies > 1 ? " (\(run.bodies) bodies)" : "") + ", builds \(Wording.counted(run.cost, "view", "views")) a run" + (run.displaysChange ? " (reads what changed, yet a proposal stops it from running for it)" : "")
          + (run.presentedBy.map { " (only while its \($0) content is shown)" } ?? ""))
        lines += run.why.map { "      \($0)" }
        if let cut = run.cutBy { lines.append("      cut by: \(cut)") }
        lines += run.notCut.map { "      not cut: \($0)" }
      }
      if let more = moreRuns(path) { lines.append("  " + more) }
    }
    if found.paths.isEmpty { lines.append("No continuous or repeated event runs a body that shows nothing of it.") }
    lines.append(footer(found))
    if let configuration { lines.append("configuration: " + configuration) }
    return LineEscaping.joined(lines) + "\n"
  }

  private static func markdown(_ found: HotPaths) -> String {
    var lines = ["# Hot paths", ""]
    for path in found.paths {
      lines.append("## \(MarkdownReport.cell(MarkdownReport.code(path.event))) (\(MarkdownReport.cell(Pacing.said(path.rate, path.pacing))))")
      lines.append("")
      lines.append("Runs \(Wording.counted(path.runs, "body", "bodies")); \(path.wastedBodies) for nothing (\(wasted(path))). Written:")
      lines.append("")
      lines += path.writers.prefix(5).map {
        "- \(MarkdownReport.cell(MarkdownReport.code("\($0.location)"))) by \($0.runner.phrase)" + ($0.via.map { " (\(MarkdownReport.cell($0)))" } ?? "")
      }
      lines += ["", "| view | why it runs | cut by |", "|---|---|---|"]
      for run in path.wasted.prefix(runsShown) {
        let cut = run.cutBy.map(MarkdownReport.code) ?? "none: " + run.notCut.joined(separator: "; ")
        lines.append("| \(MarkdownReport.cell(MarkdownReport.code(run.view))) | \(MarkdownReport.cell(run.why.joined(separator: "; "))) | \(MarkdownReport.cell(cut)) |")
      }
      if let more = moreRuns(path) { lines += ["", more] }
      lines.append("")
    }
    if found.paths.isEmpty { lines += ["No continuous or repeated event runs a body that shows nothing of it.", ""] }
    lines.append(footer(found))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The views listed under each event: an app-wide object can run hundreds for one change, and
  /// the first few, parents first, say what to do about the rest.
  static let runsShown = 8

  private static func moreRuns(_ path: HotPath) -> String? {
    guard path.wasted.count > runsShown else { return nil }
    return "and \(Wording.counted(path.wasted.count - runsShown, "more view runs", "more views run")) for nothing (--view NAME shows one; --format json lists every one)"
  }

  /// `≈144 views built a second`: the work the event wastes, at its pace.
  private static func wasted(_ path: HotPath) -> String {
    Effect.viewsASecond(path.wastedViewsPerSecond)
  }

  private static func footer(_ found: HotPaths) -> String {
    let beyond = found.eventsBeyondTheLimit == 0 ? ""
      : "\(Wording.counted(found.eventsBeyondTheLimit, "more event wastes", "more events waste")) runs (--limit 0 lists every one); "
    return beyond + "\(Wording.counted(found.eventsWastingNothing, "other busy event runs", "other busy events run")) only bodies that show the change; "
      + "\(Wording.counted(found.eventsOfUnknownRate, "event", "events")) of an unknown rate \(found.eventsOfUnknownRate == 1 ? "is" : "are") not listed (narrow simulate EVENT follows one)."
  }
}
