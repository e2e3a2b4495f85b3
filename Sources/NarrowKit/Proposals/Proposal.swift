/// How far Narrow trusts a proposal; only `safe` ones are written without being asked.
public enum Verdict: String, Sendable, Codable, Comparable, CaseIterable {
  /// Mechanical and behaviour-preserving, given what the index proves.
  case safe
  /// Compiles and is usually right, but a person must confirm the points listed.
  case review
  /// Real, but Narrow will not edit it; the report says what to do.
  case manual

  public static func < (lhs: Verdict, rhs: Verdict) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A change a transform offers, with the evidence behind it.
public struct Proposal: Sendable, Hashable {
  public var transform: String
  /// What is changed, named the way `--only` matches it (`TrackRow.track`).
  public var target: String
  var verdict: Verdict
  var location: SourceLocation
  var summary: String
  /// What the index found that makes this worth doing.
  var evidence: [String]
  /// What a person should confirm; every reason the verdict is below `safe` is here.
  var checks: [String]
  var edits: [TextEdit]
  /// The body runs it spares; a candidate that spares none is skipped, never proposed.
  public var effect: Effect = .none
  /// Names whose uses anywhere the proposal rewrites (a view's memberwise initialiser, a field's
  /// access paths). A file Narrow could not read, or was told to ignore, that mentions one holds it.
  var interfaceNames: [String] = []
}

extension Proposal {
  /// Positions of later rounds refer to the text after the earlier rounds' edits.
  func noting(round: Int) -> Proposal {
    var copy = self
    copy.evidence.append("possible once earlier proposals are applied (round \(round)); positions are in that text")
    return copy
  }
}

/// A candidate that does not qualify, and the rule that excluded it.
public struct SkippedCandidate: Sendable, Hashable {
  public var transform: String
  public var target: String
  public var location: SourceLocation
  public var reason: String
  /// The rule that excluded it: its transform's, a shared helper's, or the pipeline's
  /// (`PipelineSkip`) when the pipeline set a proposal aside.
  public var rule: SkipRuleID
  /// The `// narrow:disable` comment that turned a proposal off, when one did.
  var suppressedBy: SuppressionFact? = nil
}

public struct TransformResult: Sendable {
  public var proposals: [Proposal] = []
  var skipped: [SkippedCandidate] = []
  init(proposals: [Proposal] = [], skipped: [SkippedCandidate] = []) {
    self.proposals = proposals
    self.skipped = skipped
  }

  /// Keeps what a planner decided about one candidate.
  mutating func record(_ outcome: PlanOutcome, transform: String, target: String, at location: SourceLocation) {
    switch outcome {
    case .notACandidate: break
    case .skip(let reason):
      skipped.append(SkippedCandidate(transform: transform, target: target, location: location, reason: reason.text, rule: reason.rule))
    case .propose(let proposal): proposals.append(proposal)
    }
  }
}

/// What a transform's planner decides about one candidate.
enum PlanOutcome {
  case notACandidate
  case skip(Reason)
  case propose(Proposal)

  static func skip(_ rule: some SkipRule, _ text: String) -> PlanOutcome { .skip(Reason(rule, text)) }
}
