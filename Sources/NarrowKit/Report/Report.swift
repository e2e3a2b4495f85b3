import Foundation

/// What a run found and did, as data: rendered as text for people and as JSON for tools.
///
/// The JSON form is versioned by `schemaVersion`; fields are only added within a version.
/// See `Docs/report-schema.md`.
public struct Report: Codable, Sendable {
  static let schemaVersion = 2

  struct Location: Codable, Sendable, Hashable {
    var file: String
    var line: Int
    var column: Int
  }

  public struct ProposalEntry: Codable, Sendable {
    enum Status: String, Codable, Sendable {
      /// Selected: shown in the diff, or written by `apply`.
      case selected
      /// Written to disk by `apply`.
      case applied
      /// Not selected because of its verdict (`review` without `--accept review`, `manual`).
      case held
      /// Overlaps a proposal selected before it, or touches a file that cannot be edited.
      case conflict
      /// Selected, but its file could not be written.
      case failed
    }
    var transform: String
    var target: String
    var verdict: Verdict
    var status: Status
    var location: Location
    var summary: String
    var evidence: [String]
    var checks: [String]
    /// Why it is held, in conflict or failed.
    var note: String?
    /// What would write it when it is held: the first, or else the second.
    var hints: [Hint] = []
    var editCount: Int
    var files: [String]
    /// What it spares: each view and change with its writers, and how strong that is.
    var effect: Effect
    /// The same for the same finding in every run: a hash of its transform, its target and the
    /// target's declaration (as a baseline keys it), never of a line number.
    var fingerprint: String
  }

  public struct SkippedEntry: Codable, Sendable {
    var transform: String
    var target: String
    var location: Location
    var reason: String
    /// For a finding a `// narrow:disable` comment turned off: where the comment is, and the
    /// reason written after its ` - `.
    var suppression: SuppressionEntry?
  }

  struct SuppressionEntry: Codable, Sendable {
    var location: Location
    var justification: String?
  }

  /// A problem at a file, or at one place in it.
  struct FileDiagnostic: Codable, Sendable {
    var file: String
    var line: Int?
    var column: Int?
    var message: String
  }

  /// The run a report is of: a scan writes nothing and ranks what it finds; diff and apply hold
  /// what a file they cannot read or parse may affect; apply says what it wrote.
  public enum Command: String, Codable, Sendable {
    case scan, diff, apply
  }

  public var schemaVersion = Report.schemaVersion
  public var tool = "narrow"
  public var version = Narrow.version
  public var command: Command
  public var transforms: [String]
  public var filesScanned: Int
  /// The deployment targets read from manifests, Xcode projects and `.xcconfig` files, each with
  /// where it was read; where none declares, the lowest the code allows, with the API and place.
  var deploymentTargets: [String]
  /// Which `#if` branches were read, when the code has any: every branch, or a platform's.
  var configuration: String?
  public var proposals: [ProposalEntry]
  var skipped: [SkippedEntry]
  var fileErrors: [FileDiagnostic]
  /// Problems at a file that the run went past: in `scan`, a file that cannot be read or has syntax
  /// errors; in every command, a suppression comment that turns nothing off.
  var fileWarnings: [FileDiagnostic]
  var filesChanged: [String]
  /// Problems with the run as a whole (it did not converge).
  public var warnings: [String]
  /// With `--evidence`: the views it shows running most, what can run them, and why no proposal applies.
  var evidenceViews: [EvidenceView]

  public init(
    command: Command, transforms: [String], result: RunResult, written: [FileWriter.Outcome]? = nil
  ) {
    self.command = command
    self.transforms = transforms
    filesScanned = result.index.files.count
    deploymentTargets = result.index.deploymentTargets.summaries
    configuration = result.index.configurationSummary
    let refused = Dictionary(
      (written ?? []).compactMap { outcome -> (String, String)? in
        if case .refused(let file, let reason) = outcome { return (file, reason) }
        return nil
      }, uniquingKeysWith: { first, _ in first })
    var entries: [ProposalEntry] = []
    for proposal in result.selected {
      let failure = proposal.files.compactMap { file in refused[file].map { "\(file) \($0)" } }.first
      let status: ProposalEntry.Status =
        failure != nil ? .failed : written == nil ? .selected : .applied
      entries.append(ProposalEntry(proposal, status: status, note: failure, index: result.index))
    }
    entries += result.held.map { held in
      var entry = ProposalEntry(held.proposal, status: .held, note: held.reason, index: result.index)
      entry.hints = held.hints
      return entry
    }
    entries += result.conflicts.map { ProposalEntry($0.proposal, status: .conflict, note: $0.reason, index: result.index) }
    // scan ranks what is most worth a person's time first; the others follow the files.
    proposals = command == .scan
      ? Self.ranked(entries)
      : entries.sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
    // In source order, since transforms find candidates in whatever order their lookups hold them.
    skipped = result.skipped.sorted {
      ($0.location.file, $0.location.line, $0.location.column, $0.transform, $0.target, $0.reason)
        < ($1.location.file, $1.location.line, $1.location.column, $1.transform, $1.target, $1.reason)
    }.map {
      SkippedEntry(transform: $0.transform, target: $0.target, location: Location($0.location), reason: $0.reason,
        suppression: $0.suppressedBy.map { SuppressionEntry(location: Location($0.location), justification: $0.justification) })
    }
    let unread = result.readErrors.map { FileDiagnostic(file: $0.path, line: nil, column: nil, message: $0.reported) }
    let unparsed = result.index.filesWithErrors.map { facts in
      let error = facts.parseError!
      return FileDiagnostic(file: facts.file.path, line: error.location.line, column: error.location.column,
        message: "syntax error: \(error.message); indexed for reading, never edited")
    }
    let unwritten = refused.sorted { $0.key < $1.key }.map { FileDiagnostic(file: $0.key, line: nil, column: nil, message: "not written: \($0.value)") }
    let suppressions = result.suppressionWarnings.map {
      FileDiagnostic(file: $0.location.file, line: $0.location.line, column: $0.location.column, message: $0.message)
    }
    // A scan writes nothing, so a file it could not read or parse is reported and passed over;
    // diff and apply hold every write such a file could affect, which is an error.
    if command == .scan {
      // A file read only for its uses is not what was asked about.
      fileErrors = unwritten
      fileWarnings = (unread + unparsed).filter { !result.contextPaths.contains($0.file) } + suppressions
    } else {
      fileErrors = unread + unparsed + unwritten
      fileWarnings = suppressions
    }
    warnings = result.readWarnings + (result.convergenceProblem.map { [$0] } ?? []) + (result.cacheProblem.map { [$0] } ?? [])
    evidenceViews = result.model.evidence.isEmpty ? [] : result.model.evidenceViews(proposals: result.proposals, skipped: result.skipped)
    filesChanged = (written ?? []).compactMap { if case .written(let file) = $0 { file } else { nil } }
  }

  public func json() throws -> String { try JSONOutput.text(of: self) }
}

extension Report.Location {
  init(_ location: SourceLocation) {
    self.init(file: location.file, line: location.line, column: location.column)
  }
}

extension Report.ProposalEntry {
  init(_ proposal: Proposal, status: Status, note: String?, index: Index) {
    let key = Baseline.entry(for: proposal, in: index)
    self.init(
      transform: proposal.transform, target: proposal.target, verdict: proposal.verdict, status: status,
      location: Report.Location(proposal.location), summary: proposal.summary,
      evidence: proposal.evidence, checks: proposal.checks, note: note,
      editCount: proposal.edits.count, files: proposal.files, effect: proposal.effect,
      fingerprint: Baseline.hash([key.transform, key.target, key.declarationHash].joined(separator: "\n")))
  }
}

extension Proposal {
  var files: [String] { Array(Set(edits.map(\.file))).sorted() }
}

extension Workspace.Failure {
  var path: String {
    switch self {
    case .missingPath(let path), .unreadable(let path, _), .tooLarge(let path, _, _), .danglingLink(let path, _): return path
    }
  }

  /// What is wrong, and for a file past the size limit, the setting that raises it.
  var reported: String {
    guard case .tooLarge = self else { return problem }
    let setting = TransformCatalog.maximumFileBytes
    return problem + " (\(setting.flag), or \(setting.keyPath) in \(Configuration.fileName))"
  }
}

extension Report {
  /// What `scan` shows first: the strongest effect, then the busiest rate, then the most body runs
  /// cut for busy events (the runs `hot` lists as wasted), then the busiest writer.
  static func ranked(_ entries: [ProposalEntry]) -> [ProposalEntry] {
    entries.sorted {
      ($0.effect.strength, $0.effect.rate, -$0.effect.wastedRunsCut, -$0.effect.busyness, $0.location.file, $0.location.line)
        < ($1.effect.strength, $1.effect.rate, -$1.effect.wastedRunsCut, -$1.effect.busyness, $1.location.file, $1.location.line)
    }
  }
}
