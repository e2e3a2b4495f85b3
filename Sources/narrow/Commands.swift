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
    if arguments.help || arguments.command == nil || arguments.command == Command.help {
      let topic = arguments.command == Command.help ? arguments.paths.first : arguments.command
      return Outcome(stdout: Help.text(for: topic) + "\n")
    }
    try arguments.checkOptionsApply()
    guard let command = Command.named(arguments.command) else { return Outcome(stdout: Help.text(for: nil) + "\n") }
    guard command.interruptedApply != .ignores else { return try command.run(arguments) }
    return try withInterruptedApplyChecked(command, arguments)
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


  static func requireTransforms(_ arguments: Arguments) throws {
    guard !arguments.transforms.isEmpty else {
      throw Arguments.UsageError(message:
        "\(arguments.command!) needs at least one -t ID; transforms: \(TransformCatalog.ids.joined(separator: ", "))")
    }
  }








  /// `why VIEW [PATH…]`, `simulate EVENT [PATH…]`: the name the command is about, and every
  /// transform (or those named) run over the paths after it, with the threads it ran on.
  static func runAbout(_ arguments: Arguments, missing: String, scanning: Bool = false) throws -> (name: String, result: RunResult, jobs: Int) {
    guard let name = arguments.paths.first else { throw Arguments.UsageError(message: missing) }
    var rest = arguments
    rest.paths = Array(arguments.paths.dropFirst())
    let asked = try request(rest, transforms: arguments.transformsOrAll, scanning: scanning)
    return (name, try Pipeline.run(asked), asked.jobs)
  }

  static func unknownView(_ name: String, in model: UpdateModel) -> Arguments.UsageError {
    let near = model.viewNames(near: name)
    return Arguments.UsageError(message: "no view named \(name) in the scanned code"
      + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
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
