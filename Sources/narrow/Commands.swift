import Foundation
import NarrowKit

/// Each command turns arguments into output and an exit status; `main` does the printing.
struct Outcome {
  var stdout = ""
  var stderr = ""
  var status: Int32 = 0
  /// What the command worked on (an index of the codebase), held until the process exits:
  /// freeing it value by value would only delay the exit, by a tenth of a warm scan.
  var keptUntilExit: RunResult?
}

/// A refusal of the kit, with its hint spelled as this command line's option, in lines of its own (names escaped).
struct CommandFailure: Error {
  let lines: [String]
}

enum Commands {
  static func run(_ arguments: Arguments) throws -> Outcome {
    if arguments.version { return Outcome(stdout: "narrow \(Narrow.version)\n") }
    if arguments.help || arguments.command == nil || arguments.command == "help" {
      let topic = arguments.command == "help" ? arguments.paths.first : arguments.command
      return Outcome(stdout: Help.text(for: topic) + "\n")
    }
    try arguments.checkOptionsApply()
    switch arguments.command {
    case "transforms": return transforms()
    case "explain": return try explain(arguments)
    case "completions":
      guard arguments.paths.count == 1 else {
        throw Arguments.UsageError(message: "completions needs one shell: \(Completions.shells.joined(separator: ", "))")
      }
      return Outcome(stdout: try Completions.script(for: arguments.paths[0]))
    case "cache": return try cache(arguments)
    default: break
    }
    return try withInterruptedApplyChecked(arguments) { try run(arguments.command, arguments) }
  }

  private static func run(_ command: String?, _ arguments: Arguments) throws -> Outcome {
    switch command {
    case "config":
      return Outcome(stdout: LineEscaping.joined(try Settings(arguments, paths: arguments.pathsOrCurrentDirectory).lines) + "\n")
    case "hot": return try hot(arguments)
    case "instrument": return try instrument(arguments)
    case "report": return try report(arguments)
    case "why": return try why(arguments)
    case "simulate": return try simulate(arguments)
    case "graph": return try graph(arguments)
    case "scan": return try scan(arguments)
    case "diff": return try diff(arguments)
    default: return try apply(arguments)
    }
  }

  private static func transforms() -> Outcome {
    let width = TransformCatalog.ids.map(\.count).max() ?? 0
    let lines = TransformCatalog.all.map { type in
      type.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + "[\(type.highestVerdict.rawValue)] ".padding(toLength: 10, withPad: " ", startingAt: 0) + type.summary
    }
    return Outcome(stdout: lines.joined(separator: "\n") + "\n")
  }

  private static func explain(_ arguments: Arguments) throws -> Outcome {
    if arguments.format == .markdown {
      guard arguments.paths.isEmpty else { throw Arguments.UsageError(message: "explain --format markdown writes the reference of every transform and takes no id") }
      return Outcome(stdout: TransformReference.document())
    }
    guard let id = arguments.paths.first else { throw Arguments.UsageError(message: "explain needs a transform id, rates or costs") }
    if id == "rates" { return Outcome(stdout: RateSources.explanation) }
    if id == "costs" { return Outcome(stdout: CostSources.explanation) }
    guard let type = TransformCatalog.transform(id: id) else { throw Pipeline.Failure.unknownTransform(id) }
    return Outcome(stdout: Explanation.render(type))
  }

  /// Reads every `--evidence` log; a file that cannot be read is a usage error (exit 2), and
  /// lines that are not body-run lines are counted and named once per file.
  static func evidence(_ files: [String]) throws -> RunEvidence {
    var evidence = RunEvidence()
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw Arguments.UsageError(message: "\(file): the evidence log cannot be read")
      }
      evidence.read([UInt8](data), file: file)
    }
    return evidence
  }

  /// What could not be read of the evidence logs, once per file: by line number, never text (a log may hold anything).
  static func evidenceWarnings(_ evidence: RunEvidence) -> [String] {
    evidence.malformed.map {
      "\($0.file):\($0.firstLine): \($0.count) line\($0.count == 1 ? " is" : "s are") not body-run output of _printChanges or _logChanges and \($0.count == 1 ? "was" : "were") ignored"
    }
  }

  /// The run the arguments ask for, with the settings built once (`settings`, when the caller
  /// built them already). `transforms` nil runs what the command line or the configuration
  /// names, else every transform.
  static func request(_ arguments: Arguments, settings: Settings? = nil, transforms: [String]? = nil, scanning: Bool = false) throws -> RunRequest {
    let paths = arguments.pathsOrCurrentDirectory
    let settings = try settings ?? Settings(arguments, paths: paths)
    let transforms = transforms ?? settings.transforms.value
    var request = scanning
      ? RunRequest.scan(paths: paths, transformIDs: transforms) : RunRequest(paths: paths, transformIDs: transforms)
    request.onlyTargets = arguments.only
    request.progress = ProgressLine.shared.show
    request.acceptReview = request.acceptReview || settings.acceptReview.value
    request.debugChecks = arguments.debugChecks
    if settings.effectPossible.value { request.minimumEffect = .possible }
    request.evidence = try evidence(settings.evidence.value)
    if let jobs = arguments.jobs { request.jobs = jobs }
    request.settings = settings.transformSettingValues
    request.newTypeName = arguments.newTypeName
    request.exclude = settings.configuration.exclude
    request.deploymentTarget = settings.configuration.deploymentTarget
    request.platform = settings.platform?.value
    request.projectContext = arguments.projectContext
    request.cache = try factCache(arguments)
    return request
  }

  /// The cache a run reads and fills: `--cache-path`, else the user's cache directory; none with `--no-cache`.
  static func factCache(_ arguments: Arguments) throws -> FactCache? {
    if arguments.noCache {
      guard arguments.cachePath == nil else { throw Arguments.UsageError(message: "--no-cache and --cache-path cannot be given together") }
      return nil
    }
    if let given = arguments.cachePath {
      return FactCache(directory: given.hasPrefix("/") ? given : FileManager.default.currentDirectoryPath + "/" + given)
    }
    return FactCache(directory: FactCache.defaultDirectory(
      environment: ProcessInfo.processInfo.environment, home: FileManager.default.homeDirectoryForCurrentUser.path))
  }

  /// `narrow cache clear`: removes every cached fact. `narrow cache path`: where they are.
  private static func cache(_ arguments: Arguments) throws -> Outcome {
    guard let cache = try factCache(arguments) else {
      throw Arguments.UsageError(message: "--no-cache does not apply to 'cache'; see 'narrow cache --help'")
    }
    switch arguments.paths {
    case ["path"]: return Outcome(stdout: cache.directory + "\n")
    case ["clear"]:
      do {
        let count = try cache.clear()
        return Outcome(stdout: "removed \(count) cached file\(count == 1 ? "" : "s") from \(cache.directory)\n")
      } catch {
        throw Arguments.UsageError(message: "cannot clear the cache in \(cache.directory): \(PlainErrors.reason(error))")
      }
    default:
      throw Arguments.UsageError(message: "cache takes 'clear' or 'path'; see 'narrow cache --help'")
    }
  }

  private static func requireTransforms(_ arguments: Arguments) throws {
    guard !arguments.transforms.isEmpty else {
      throw Arguments.UsageError(message:
        "\(arguments.command!) needs at least one -t ID; transforms: \(TransformCatalog.ids.joined(separator: ", "))")
    }
  }

  private static func scan(_ arguments: Arguments) throws -> Outcome {
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
    var report = Report(command: "scan", transforms: ids, result: result)
    report.warnings += baselineWarnings
    report.warnings += evidenceWarnings(result.model.evidence)
    var outcome = Outcome(keptUntilExit: result)
    outcome.stdout = render(report, arguments)
    try writeReportFile(report, arguments)
    // A file that cannot be read or has syntax errors is a warning, and the rest is scanned, so
    // that one odd file does not fail a build phase; --strict fails on it too.
    let threshold = settings.failOn.value
    if arguments.strict && (result.proposals.contains(where: threshold.fails) || !result.unscannedFiles.isEmpty) { outcome.status = 1 }
    kept?.keep(outcome)
    return outcome
  }

  /// `why VIEW [PATH…]`: everything that can run the view's body, and what would cut each cause.
  private static func why(_ arguments: Arguments) throws -> Outcome {
    guard let name = arguments.paths.first else { throw Arguments.UsageError(message: "why needs a view name") }
    var rest = arguments
    rest.paths = Array(arguments.paths.dropFirst())
    let ids = arguments.transforms.isEmpty ? TransformCatalog.ids : arguments.transforms
    let result = try Pipeline.run(try request(rest, transforms: ids, scanning: true))
    let model = result.model
    guard let causes = model.causes(of: name, proposals: result.proposals, skipped: result.skipped) else {
      throw unknownView(name, in: model)
    }
    if arguments.format == .json { return Outcome(stdout: try json(causes)) }
    var lines = ["\(causes.view) (\(causes.location)) runs its body again when:"]
    for (title, group) in [("Inputs", causes.inputs), ("Observation", causes.observed), ("Environment and state", causes.environmentAndState)] where !group.isEmpty {
      lines.append("\(title):")
      for cause in group {
        lines.append("  - \(cause.cause)")
        lines += cause.details.map { "      \($0)" }
        if let cut = cause.cutBy { lines.append("      cut by: \(cut)") }
        lines += cause.notCut.map { "      not cut: \($0)" }
      }
    }
    if !causes.events.isEmpty {
      lines.append("Events that run it (simulated):")
      for run in causes.events.prefix(10) {
        lines.append("  - \(run.event) (\(Pacing.said(run.rate, run.pacing)))")
        lines += run.why.map { "      \($0)" }
      }
      if causes.events.count > 10 { lines.append("  and \(causes.events.count - 10) more; --format json lists them all") }
    }
    if causes.inputs.isEmpty && causes.observed.isEmpty && causes.environmentAndState.isEmpty {
      lines.append("  nothing but its parent building it anew with a different identity")
    }
    return Outcome(stdout: LineEscaping.joined(lines) + "\n")
  }

  /// `simulate EVENT [PATH…]`: the bodies the event runs, in order and why, before and after the
  /// proposals `diff` would write.
  private static func simulate(_ arguments: Arguments) throws -> Outcome {
    guard let name = arguments.paths.first else { throw Arguments.UsageError(message: "simulate needs an event: a method (Player.tick) or a property (Player.currentTime)") }
    var rest = arguments
    rest.paths = Array(arguments.paths.dropFirst())
    let ids = arguments.transforms.isEmpty ? TransformCatalog.ids : arguments.transforms
    let result = try Pipeline.run(try request(rest, transforms: ids))
    guard let events = result.model.events(named: name) else {
      let near = result.model.eventNames(near: name)
      throw Arguments.UsageError(message: "nothing in the scanned code changes \(name) after it is built"
        + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
    }
    let after = result.modelAfterChanges(jobs: rest.jobs ?? Parallel.defaultJobs)
    let report = events.map { event in
      SimulationReport(event: event, before: result.model.simulate(event),
        after: (after.events(named: event.name)?.first).map { after.simulate($0) }, proposals: result.selected.map { "\($0.transform) \($0.target)" },
        held: result.held.filter { $0.proposal.effect.events.contains { $0.event == event.name } }
          .map { "\($0.proposal.transform) \($0.proposal.target): \($0.reason)" })
    }
    if arguments.format == .json { return Outcome(stdout: try json(report)) }
    var lines: [String] = []
    for simulation in report {
      let event = simulation.event
      lines.append("\(event.name) (\(Pacing.said(event.rate, event.pacing))) changes \(event.changes.sorted().joined(separator: ", ")):")
      lines += event.writers.prefix(5).map { "  written \($0.description)" }
      lines += section("Before:", simulation.before)
      if simulation.proposals.isEmpty {
        lines.append(simulation.held.isEmpty ? "No proposal changes this." : "No proposal diff writes changes this.")
      } else if let after = simulation.after {
        lines += section("After \(simulation.proposals.joined(separator: ", ")):", after)
      }
      // What `hot` names as cutting a run may wait on an option: say which, as `scan` does.
      lines += simulation.held.map { "Held, not in the after: \($0)" }
    }
    return Outcome(stdout: LineEscaping.joined(lines) + "\n")
  }

  struct SimulationReport: Encodable {
    var event: Event
    var before: Simulation
    var after: Simulation?
    var proposals: [String]
    /// Proposals whose effect names this event but that `diff` would not write, with why.
    var held: [String]
  }

  private static func section(_ title: String, _ simulation: Simulation) -> [String] {
    guard !simulation.runs.isEmpty else { return [title, "  no body runs"] }
    return [title] + simulation.runs.enumerated().flatMap { number, run in
      let when = (run.inRows && !run.rowsOnly ? run.instances == .changedRows ? " (only the row it changes)" : " (every row on screen)" : "")
        + (run.presentedBy.map { " (only while its \($0) content is shown)" } ?? "")
        + (run.onlyWhenChanging.isEmpty ? "" : " (only when \(run.onlyWhenChanging.sorted().joined(separator: " or ")) changes value)")
      return ["  \(number + 1). \(run.view)\(run.rowsOnly ? " (its rows only)" : run.displaysChange ? "" : " (shows nothing of the change)")\(when)"]
        + run.why.map { "       \($0)" }
    }
  }

  /// `graph [PATH…]`: the update model as DOT (default), Mermaid or JSON.
  private static func graph(_ arguments: Arguments) throws -> Outcome {
    let ids = arguments.transforms.isEmpty ? TransformCatalog.ids : arguments.transforms
    let asked = try request(arguments, transforms: ids, scanning: true)
    let result = try Pipeline.run(asked)
    let model = result.model
    // The same threshold large-value ran with, from the command line or the configuration.
    var graph = UpdateGraph(model: model, proposals: result.proposals, largeFields: asked.settings[LargeValueTransform.fields])
    var outcome = Outcome()
    if let view = arguments.view {
      guard let part = graph.around(view: view, depth: arguments.graphDepth) else { throw unknownView(view, in: model) }
      graph = part
    } else if graph.nodes.count > Self.readableGraphNodes {
      outcome.stderr = "narrow: the graph has \(graph.nodes.count) nodes, too many to read at once; "
        + "draw one part with --view NAME [--depth N], for example --view \(graph.busiestView ?? "NAME")\n"
    }
    switch arguments.format {
    case .mermaid: outcome.stdout = graph.mermaid
    case .json: outcome.stdout = try json(graph)
    case .text, .dot: outcome.stdout = graph.dot
    default: throw Arguments.UsageError(message: "graph prints dot, mermaid or json")
    }
    return outcome
  }

  /// About what a rendered graph still shows legibly on one screen.
  private static let readableGraphNodes = 80

  static func unknownView(_ name: String, in model: UpdateModel) -> Arguments.UsageError {
    let near = model.viewNames(near: name)
    return Arguments.UsageError(message: "no view named \(name) in the scanned code"
      + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
  }

  /// JSON as every report of Narrow's is written: indented, keys sorted, strings as `LineEscaping.json` escapes them.
  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return LineEscaping.json(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
  }

  private static func diff(_ arguments: Arguments) throws -> Outcome {
    try requireTransforms(arguments)
    let (asked, input) = try readInput(arguments)
    let result = try Pipeline.run(asked, input: input)
    var report = Report(command: "diff", transforms: arguments.transforms, result: result)
    report.warnings += evidenceWarnings(result.model.evidence)
    let diff = result.diff
    var outcome = Outcome(stdout: diff, stderr: render(report, arguments), keptUntilExit: result)
    try writeReportFile(report, arguments)
    if !result.readErrors.isEmpty { outcome.status = 2 } else if arguments.exitCode && !diff.isEmpty { outcome.status = 1 }
    return outcome
  }

  private static func apply(_ arguments: Arguments) throws -> Outcome {
    try requireTransforms(arguments)
    let (request, input) = try readInput(arguments)
    try OutputPaths.checkReportIsWritable(arguments)
    let result = try Pipeline.run(request, input: input)
    let (written, verification) = try write(result.changes, arguments, in: request.currentDirectory, readErrors: result.readErrors)
    // After a failed verification nothing stays written: report the proposals as not applied.
    var report = Report(command: "apply", transforms: arguments.transforms, result: result,
      written: verification == nil ? written : nil)
    if let verification { report.warnings.append(verification) }
    report.warnings += evidenceWarnings(result.model.evidence)
    var outcome = Outcome(stderr: render(report, arguments))
    try writeReportFile(report, arguments)
    let refused = written.contains { !$0.isWritten }
    if refused || verification != nil || !result.readErrors.isEmpty { outcome.status = 2 }
    return outcome
  }

  /// The transaction `apply` and `instrument` write with (`ApplyTransaction`), its refusal said
  /// with the options that would allow it.
  static func write(_ changes: [FileChange], _ arguments: Arguments, in directory: String, readErrors: [Workspace.Failure])
    throws -> (written: [FileWriter.Outcome], verification: String?)
  {
    let transaction = ApplyTransaction(changes: changes, directory: directory, allowDirty: arguments.allowDirty,
      verify: arguments.verify, readErrors: readErrors)
    do {
      let outcome = try transaction.run()
      return (outcome.written, outcome.verification)
    } catch let refused as GitGuard.Failure {
      throw CommandFailure(lines: refused.described(spelling: option).components(separatedBy: "\n"))
    }
  }

  /// What `diff`, `apply` and `report` run on, read before anything else, so that an output path
  /// over one of the files read is refused first; `transforms` when they are not the ones named.
  static func readInput(_ arguments: Arguments, transforms: [String]? = nil) throws -> (RunRequest, RunInput) {
    let settings = try Settings(arguments, paths: arguments.pathsOrCurrentDirectory)
    let asked = try request(arguments, settings: settings, transforms: transforms ?? arguments.transforms)
    let input = try RunInput.read(asked)
    try OutputPaths.check(arguments, settings: settings, input: input)
    return (asked, input)
  }
}
