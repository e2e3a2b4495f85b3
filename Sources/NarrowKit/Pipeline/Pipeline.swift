import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the user asked for, already parsed from the command line.
public struct RunRequest: Sendable {
  var paths: [String]
  public var transformIDs: [String]
  /// `--only` patterns: exact target names or globs (`TrackRow.*`).
  public var onlyTargets: [String] = []
  /// Write `review` proposals too (`--accept review`).
  public var acceptReview = false
  /// `--debug-check`: let transforms add debug-build assertions of their own work.
  public var debugChecks = false
  /// The transforms' declared settings, as the command line and configuration gave them.
  public var settings = TransformSettingValues()
  /// `--name`: the name of a class a transform creates.
  public var newTypeName: String?
  public var jobs = Parallel.defaultJobs
  /// How many rounds may run; `scan` needs one, since it lists what the code offers as it is.
  var rounds = Pipeline.maximumRounds
  /// What SwiftUI printed while the app ran (`--evidence`).
  public var evidence = RunEvidence()
  /// The weakest effect `diff` and `apply` write (`--effect possible` widens it).
  public var minimumEffect = Effect.Strength.likely
  /// Told where a long run is, for a progress line.
  public var progress: (@Sendable (PipelineProgress) -> Void)?
  public var currentDirectory = FileManager.default.currentDirectoryPath
  /// From the configuration: more paths to leave out, and the deployment target to assume.
  public var exclude: [String] = []
  public var deploymentTarget: DeploymentTargets.Declared?
  /// The platform to read `#if` branches for (`--platform`); nil reads every branch.
  public var platform: DeploymentTargets.Platform?
  /// Read the whole package or project of each path for its uses; report only what the paths hold.
  public var projectContext = false
  /// Where facts of unchanged files are kept between runs; nil parses every file.
  public var cache: FactCache?
  /// Whether the result needs the new texts of the files (`diff`, `apply`); `scan` lists proposals only.
  var needsChanges = true

  public init(paths: [String], transformIDs: [String]) {
    self.paths = paths
    self.transformIDs = transformIDs
  }

  /// What `scan` asks for: every proposal as the code stands, whatever its verdict, in one round.
  public static func scan(paths: [String], transformIDs: [String]) -> RunRequest {
    var request = RunRequest(paths: paths, transformIDs: transformIDs)
    request.acceptReview = true
    request.rounds = 1
    request.minimumEffect = .possible
    request.needsChanges = false
    return request
  }
}

/// Where a run is.
public enum PipelineProgress: Sendable, Equatable {
  case indexing(files: Int)
  /// A round of transforms, and how many proposals are selected so far.
  case round(Int, selected: Int)
}

/// What was read besides the files a run may edit, and which modules were read whole.
struct ScanScope: Sendable {
  var modules: ModuleMap
  var deploymentTargets: DeploymentTargets
  /// The platform each file is built for, which decides the `#if` branches read.
  var configurations: BuildConfigurations
  /// Files read only so that uses in them are seen; proposals that would edit them are held.
  var contextPaths: Set<String>
  /// Files that were not indexed: ignored (with their text) or unreadable (nil).
  var unseen: [(path: String, why: String, text: String?)]

  init(
    modules: ModuleMap = ModuleMap(), deploymentTargets: DeploymentTargets = .unknown,
    configurations: BuildConfigurations = BuildConfigurations(), contextPaths: Set<String> = [],
    unseen: [(path: String, why: String, text: String?)] = []
  ) {
    self.modules = modules
    self.deploymentTargets = deploymentTargets
    self.configurations = configurations
    self.contextPaths = contextPaths
    self.unseen = unseen
  }

  /// An unseen file that may use one of these names, and why it was not seen.
  func unseenUse(of names: [String]) -> (path: String, why: String)? {
    guard !names.isEmpty else { return nil }
    return unseen.first { file in
      guard let text = file.text else { return true }
      return names.contains { WholeWords.mentions(text, $0) }
    }.map { ($0.path, $0.why) }
  }
}

/// A proposal that is not written, why, and what would write it.
public struct HeldProposal: Sendable {
  public var proposal: Proposal
  public var reason: String
  var hints: [Hint] = []
}

/// A warning about one place in a file, which editors and code-scanning services show there.
struct PlacedWarning: Sendable, Hashable {
  var location: SourceLocation
  var message: String
}

/// Everything one run found; nothing has been written.
public struct RunResult: Sendable {
  /// The index of the files as they were read, and how their views update.
  public var model: UpdateModel
  public var index: Index { model.index }
  /// Every proposal selected for writing, over all rounds, in order.
  public var selected: [Proposal]
  /// Proposals of the last round that are not selected: held by their verdict, or in conflict.
  public var held: [HeldProposal]
  var conflicts: [EditSet.Conflict]
  /// Candidates the last round skipped.
  public var skipped: [SkippedCandidate]
  public var changes: [FileChange]
  public var readErrors: [Workspace.Failure]
  /// Paths skipped with a warning, such as symbolic links to nothing.
  var readWarnings: [String] = []
  /// Set when proposals kept coming after `Pipeline.maximumRounds`.
  var convergenceProblem: String?
  /// `// narrow:disable …` comments that matched nothing, name no transform, or are no command.
  var suppressionWarnings: [PlacedWarning] = []
  /// Why facts could not be kept for the next run; this run is not affected.
  var cacheProblem: String?
  /// Files read only for their uses (the rest of a target or project): never edited, and their own
  /// findings and problems are not reported.
  var contextPaths: Set<String> = []

  /// Files among those asked for that could not be read, or have syntax errors.
  public var unscannedFiles: [String] {
    let unread = readErrors.map(\.path) + index.filesWithErrors.map(\.file.path)
    return unread.filter { !contextPaths.contains($0) }
  }

  public var proposals: [Proposal] { selected + held.map(\.proposal) + conflicts.map(\.proposal) }

  public var diff: String {
    changes.map { UnifiedDiff.make(file: $0.file, newText: $0.newText) }.joined()
  }

  /// The diff of one proposal alone, on the files as they were read.
  public func diff(of proposal: Proposal) -> String {
    Dictionary(grouping: proposal.edits, by: \.file).sorted { $0.key < $1.key }.compactMap { path, edits -> String? in
      guard let file = index.file(at: path)?.file else { return nil }
      return UnifiedDiff.make(file: file, newText: TextEdit.apply(edits, to: file))
    }.joined()
  }

  /// How the views update once the changes are written: the changed files indexed again.
  public func modelAfterChanges(jobs: Int = Parallel.defaultJobs) -> UpdateModel {
    guard !changes.isEmpty else { return model }
    let files = changes.map { SourceFile(path: $0.file.path, bytes: $0.file.bytes(forText: $0.newText)) }
    return UpdateModel(index: Pipeline.reread(index, files, jobs: jobs), evidence: model.evidence, rowsOnScreen: model.rowsOnScreen)
  }
}

/// Files → facts → proposals → edits. One direction; nothing here writes to disk.
///
/// Runs in rounds: one proposal can make another possible (a parent that passed a whole value to
/// a child reads one field of it once the child is narrowed), so the selected edits are applied
/// in memory, the changed files indexed again, and the transforms run again until nothing new is
/// selected. The result is what a person would get by running `apply` until it is done.
public enum Pipeline {
  static let maximumRounds = 8

  public enum Failure: Error, CustomStringConvertible {
    case unknownTransform(String)

    public var description: String {
      switch self {
      case .unknownTransform(let id):
        return "unknown transform '\(id)'" + NearNames.suggestion(for: id, among: TransformCatalog.ids)
          + "; valid ids: \(TransformCatalog.ids.joined(separator: ", "))"
      }
    }
  }

  /// `input`: what was read for this request already (`RunInput.read`); nil reads it now.
  public static func run(_ request: RunRequest, input: RunInput? = nil) throws -> RunResult {
    let transforms = try makeTransforms(request)
    let input = try input ?? RunInput.read(request)
    var result = run(transforms, on: input.sources, request: request, scope: input.scope)
    result.readErrors = input.failures.filter { if case .danglingLink = $0 { return false } else { return true } }
    result.contextPaths = input.scope.contextPaths
    result.readWarnings = input.failures.filter { if case .danglingLink = $0 { return true } else { return false } }.map(\.description)
    return result
  }

  static func makeTransforms(_ request: RunRequest) throws -> [any Transform] {
    try request.transformIDs.map { id in
      guard let type = TransformCatalog.transform(id: id) else { throw Failure.unknownTransform(id) }
      return type.init(options: TransformOptions(
        onlyTargets: request.onlyTargets, debugChecks: request.debugChecks, settings: request.settings,
        newTypeName: request.newTypeName))
    }
  }

  /// The rounds, over files already read.
  static func run(
    _ transforms: [any Transform], on sources: [SourceFile], request: RunRequest, scope: ScanScope = ScanScope()
  ) -> RunResult {
    request.progress?(.indexing(files: sources.count))
    // The last run's work is read while the files are.
    let lastRun = request.cache.map { KeptRun(cache: $0, request: request) }
    let readingLastRun = lastRun.map { kept in Parallel.Pending(jobs: request.jobs) { kept.earlier() } }
    let read = FileParser.facts(for: sources, jobs: request.jobs, cache: request.cache)
    var original = Index(
      files: read.facts, modules: scope.modules, deploymentTargets: scope.deploymentTargets, configurations: scope.configurations,
      jobs: request.jobs)
    let earlier = readingLastRun?.value
    if let earlier { original = original.keeping(earlier.run) }
    var keepingThisRun: Parallel.Pending<Void>?
    let unwritable = unwritableFiles(original, sources: sources, scope: scope)
    var current = original
    var selected: [Proposal] = []
    var texts: [String: String] = [:]
    // Skips and suppression warnings are reported as the first round found them, at positions of
    // the files as they were read.
    var first: (model: UpdateModel, skipped: [SkippedCandidate], suppressionWarnings: [PlacedWarning])?
    let lastRound = max(1, min(request.rounds, maximumRounds))
    for round in 1...lastRound {
      request.progress?(.round(round, selected: selected.count))
      let model = UpdateModel(
        index: current, evidence: request.evidence, rowsOnScreen: request.settings[TransformCatalog.rowsOnScreen], earlier: nil,
        lastRun: round == 1 ? earlier?.model : nil)
      // Kept for the next run while the proposals are judged: by then every chain is resolved and
      // every body a transform reads is read.
      let taken = select(
        from: transforms, in: model, request: request, scope: scope, unwritable: unwritable, judgingSuppressions: first == nil
      ) {
        if round == 1, let lastRun { keepingThisRun = Parallel.Pending(jobs: request.jobs) { lastRun.keep(model) } }
      }
      if first == nil { first = (model, taken.skipped, taken.suppressionWarnings) }
      let finished = taken.editSet.accepted.isEmpty || round == lastRound
      selected += taken.editSet.accepted.map { round == 1 ? $0 : $0.noting(round: round) }
      // The edits are applied for the next round, or for the result's new texts when they are wanted.
      if !taken.editSet.accepted.isEmpty && (request.needsChanges || !finished) {
        let changed = apply(taken.editSet, to: current, texts: &texts)
        if !finished { current = reread(current, changed, jobs: request.jobs) }
      }
      if finished {
        let changes = texts.keys.sorted().compactMap { path in
          original.file(at: path).map { FileChange(file: $0.file, newText: texts[path]!) }
        }.filter { $0.newText != $0.file.text }
        var result = RunResult(
          model: first!.model, selected: selected, held: taken.held, conflicts: taken.editSet.conflicts, skipped: first!.skipped,
          changes: changes, readErrors: [],
          convergenceProblem: taken.editSet.accepted.isEmpty || lastRound < maximumRounds ? nil
            : "proposals kept coming after \(maximumRounds) rounds; run again to continue",
          suppressionWarnings: first!.suppressionWarnings)
        result.cacheProblem = read.cacheProblem
        _ = keepingThisRun?.value
        return result
      }
    }
    fatalError("the loop returns on its last round")
  }

  /// Files no proposal may edit, and why.
  private static func unwritableFiles(_ index: Index, sources: [SourceFile], scope: ScanScope) -> [String: String] {
    var unwritable = Dictionary(
      index.filesWithErrors.map { ($0.file.path, "has syntax errors (\($0.parseError!.location))") },
      uniquingKeysWith: { first, _ in first })
    // Positions, indentation and new lines all assume `\n` or `\r\n`: a file that ends its lines
    // with CR alone would get new lines in another ending, unindented.
    for source in sources where source.lineEnding == .cr && unwritable[source.path] == nil {
      unwritable[source.path] = "ends its lines with CR alone, which Narrow reads but does not edit"
    }
    for path in scope.contextPaths where unwritable[path] == nil {
      unwritable[path] = "lies outside the paths given (it was read for its uses, as part of the same target or project)"
    }
    return unwritable
  }

  /// What one round takes of what the transforms found: the accepted edits, what is held, and
  /// what is skipped (sparing nothing, or suppressed).
  private struct RoundSelection {
    var editSet: EditSet
    var held: [HeldProposal] = []
    var skipped: [SkippedCandidate] = []
    var suppressionWarnings: [PlacedWarning] = []
  }

  private static func select(
    from transforms: [any Transform], in model: UpdateModel, request: RunRequest, scope: ScanScope, unwritable: [String: String],
    judgingSuppressions: Bool, transformsRan: () -> Void
  ) -> RoundSelection {
    var taken = RoundSelection(editSet: EditSet(unwritableFiles: unwritable))
    let suppressions = Suppressions(index: model.index)
    var usedSuppressions = Set<SuppressionFact>()
    // Transforms read the model and nothing else, so they run side by side; what they found is
    // then taken in catalogue order, which decides who wins a conflict.
    let lookups = TransformLookups(model: model)
    let results = Parallel.map(transforms, jobs: request.jobs) { $0.proposals(in: model, lookups: lookups) }
    transformsRan()
    let sparedByAll = SparedChanges(results.flatMap(\.proposals).flatMap(\.effect.spared))
    // Context files are read for their uses; what they offer themselves was not asked for.
    let asked = { (target: String, file: String) in matches(target, request.onlyTargets) && !scope.contextPaths.contains(file) }
    // Judged side by side beforehand, taken below in the same order.
    var judgements = judge(results.flatMap(\.proposals).filter { asked($0.target, $0.location.file) && $0.edits.firstOverlap == nil },
      in: model, alongWith: sparedByAll, jobs: request.jobs, cache: request.cache).makeIterator()
    for found in results {
      for candidate in found.skipped where asked(candidate.target, candidate.location.file) {
        taken.skipped.append(candidate)
        if let by = suppressions.suppressing(candidate.transform, file: candidate.location.file, line: candidate.location.line) {
          usedSuppressions.insert(by)
        }
      }
      for found in found.proposals where asked(found.target, found.location.file) {
        // Two edits of one proposal over the same bytes cannot both be written: a fault of the
        // transform, said as a skip rather than written half or not at all.
        if let overlap = found.edits.firstOverlap {
          taken.skipped.append(SkippedCandidate(transform: found.transform, target: found.target, location: found.location,
            reason: "its own edits overlap in \(overlap) (a fault of the transform; please report it), so it cannot be written",
            rule: PipelineSkip.editsOverlap.id))
          continue
        }
        var proposal = found
        switch judgements.next()! {
        case .spares(let effect): proposal.effect = effect
        case .sparesNothing(let reason):
          taken.skipped.append(SkippedCandidate(transform: found.transform, target: found.target, location: found.location, reason: reason,
            rule: PipelineSkip.sparesNothing.id))
          continue
        }
        if let by = suppressions.suppressing(proposal, in: model.index) {
          usedSuppressions.insert(by)
          taken.skipped.append(SkippedCandidate(transform: proposal.transform, target: proposal.target, location: proposal.location,
            reason: "suppressed at \(by.location) (`\(by.text)`)", rule: PipelineSkip.suppressed.id, suppressedBy: by))
          continue
        }
        if let (reason, hints) = holdReason(proposal, request, scope: scope, index: model.index) {
          taken.held.append(HeldProposal(proposal: proposal, reason: reason, hints: hints))
        } else {
          taken.editSet.add(proposal)
        }
      }
    }
    // Only the first round's warnings are reported, at positions of the files as they were read.
    if judgingSuppressions {
      taken.suppressionWarnings = suppressions.warnings(
        used: usedSuppressions, transforms: transforms.map { type(of: $0).id }, skip: scope.contextPaths)
    }
    return taken
  }

  /// The accepted edits applied to the files as `index` holds them: their new texts (kept in
  /// `texts`, by path), and the files to index again.
  private static func apply(_ editSet: EditSet, to index: Index, texts: inout [String: String]) -> [SourceFile] {
    editSet.changedFiles.map { path in
      let (text, file) = edited(index.file(at: path)!.file, by: editSet.edits(for: path))
      texts[path] = text
      return file
    }
  }

  /// A file with edits applied: its new text, and the file to read again.
  static func edited(_ file: SourceFile, by edits: [TextEdit]) -> (text: String, file: SourceFile) {
    let text = TextEdit.apply(edits, to: file)
    return (text, SourceFile(path: file.path, bytes: file.bytes(forText: text)))
  }

  /// `index` with these files read again, the rest as they were.
  static func reread(_ index: Index, _ files: [SourceFile], jobs: Int) -> Index {
    index.replacing(FileParser.facts(for: files, jobs: jobs, cache: nil).facts, jobs: jobs)
  }

  static func matches(_ target: String, _ patterns: [String]) -> Bool {
    patterns.isEmpty || patterns.contains { $0 == target || fnmatch($0, target, 0) == 0 }
  }
}
