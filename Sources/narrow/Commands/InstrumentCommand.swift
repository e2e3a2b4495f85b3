import NarrowKit

extension Command {
  static let instrument = Command(
    name: "instrument", usage: "instrument",
    summary: "Make a debug build log why chosen views' bodies run, for --evidence.",
    help: """
      OVERVIEW: Insert, at the top of chosen views' bodies, the lines that make a debug build log why
      each body ran, so that the evidence comes from your own run:

          #if DEBUG
          let _ = Self._logChanges()  // added by narrow instrument
          #endif

      `_logChanges()` writes to the unified log and needs iOS 17 or macOS 14; where the code may be
      built for less, `_printChanges()` prints to the console instead. Run the app, save the log
      (`log show --predicate 'subsystem == "com.apple.SwiftUI"' > changes.log`, or the console
      output), and give it to --evidence: effects of the views it names become `measured`.
      '--remove' takes out exactly the lines instrument wrote, and nothing else. Files are written
      as 'apply' writes them: refused when they have uncommitted changes (--allow-dirty), with
      --verify, and undone by 'narrow recover' when interrupted.

      USAGE: narrow instrument --views A,B [PATH…]
             narrow instrument --hot [--limit N] [PATH…]
             narrow instrument --remove [PATH…]
      """,
    options: ["--views", "--hot", "--limit", "--remove", "--diff", "--allow-dirty", "--verify"] + thresholds + reading, formats: [],
    interruptedApply: .mentions, run: Commands.instrument)
}

extension Commands {
  /// `instrument [--views A,B | --hot] [--remove] [--diff] [PATH…]`: the lines that make a debug
  /// build log why each named view's body ran, written as `apply` writes (journaled, refused on
  /// uncommitted changes unless `--allow-dirty`, `--verify`), or printed as a diff with `--diff`.
  static func instrument(_ arguments: Arguments) throws -> Outcome {
    let modes = [arguments.instrumentedViews != nil, arguments.instrumentHot, arguments.removeInstrumentation].filter { $0 }.count
    guard modes == 1 else {
      throw Arguments.UsageError(message: "instrument takes one of --views A,B, --hot or --remove")
    }
    let ids = arguments.instrumentHot ? TransformCatalog.ids : []
    let request = try request(arguments, transforms: ids, scanning: true)
    let result = try Pipeline.run(request)
    let plan: Instrumentation.Plan
    if arguments.removeInstrumentation {
      plan = Instrumentation.removing(in: result.index)
    } else {
      var views = arguments.instrumentedViews ?? []
      if arguments.instrumentHot {
        let hot = result.model.hotPaths(proposals: result.proposals, skipped: result.skipped, limit: arguments.hotLimit)
        for run in hot.paths.flatMap(\.wasted) where !views.contains(run.view) { views.append(run.view) }
      }
      plan = Instrumentation.adding(to: views, in: result.index)
    }
    var lines = plan.skipped.map { "skipped \($0.view): \($0.reason)" }
    let what = arguments.removeInstrumentation
      ? Wording.counted(plan.places.count, "block", "blocks") + " removed"
      : Wording.counted(plan.places.count, "view", "views") + " instrumented" + (plan.places.isEmpty ? "" : " (\(plan.places.joined(separator: ", ")))")
    if arguments.instrumentDiff {
      lines.append(what + " in the diff; nothing written")
      return Outcome(stdout: plan.diff, stderr: LineEscaping.joined(lines) + "\n")
    }
    let (written, verification) = try write(plan.changes, arguments, in: request.currentDirectory, readErrors: result.readErrors)
    lines += written.compactMap { outcome in outcome.isWritten ? nil : "not written: \(outcome)" }
    if let verification { lines.append(verification) }
    let failed = verification != nil || written.contains { !$0.isWritten }
    lines.append(failed ? "nothing instrumented" : what + " in \(Wording.counted(plan.changes.count, "file", "files"))")
    if !failed && !arguments.removeInstrumentation && !plan.places.isEmpty {
      lines.append("run a debug build, then give its log to --evidence; 'narrow instrument --remove' takes the lines out")
    }
    var outcome = Outcome(stderr: LineEscaping.joined(lines) + "\n")
    if failed || !result.readErrors.isEmpty { outcome.status = 2 }
    return outcome
  }
}
