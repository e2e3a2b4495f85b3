/// One rule by which a transform leaves a candidate alone. Each transform declares its rules as a
/// `CaseIterable` enum beside it (`PassFieldsSkip`), the helpers several transforms share declare
/// theirs in `SharedSkip`, and every reason names the case it applies, so the catalogue test can
/// check that each rule has an example without reading the wording.
public protocol SkipRule: CaseIterable, Sendable, RawRepresentable where RawValue == String {
  /// Whose rule it is: a transform's id, or `shared`.
  static var owner: String { get }
}

extension SkipRule {
  public var id: SkipRuleID { SkipRuleID(owner: Self.owner, name: rawValue) }
}

/// A rule by name (`pass-fields.usedWhole`), comparable whichever enum declares it.
public struct SkipRuleID: Hashable, Sendable, CustomStringConvertible {
  public let owner: String
  public let name: String
  public var description: String { "\(owner).\(name)" }
}

/// The rules by which the pipeline sets a transform's proposal aside, whichever transform made it.
public enum PipelineSkip: String, SkipRule {
  public static let owner = "pipeline"

  /// “its own edits overlap in …”: a fault of the transform, said rather than written half.
  case editsOverlap
  /// Judged on the code it writes (or what it stops reaching its views), it spares no body run.
  case sparesNothing
  /// “suppressed at …”: a `// narrow:disable` comment turns it off.
  case suppressed
}

/// Why a transform leaves a candidate alone: the rule it applies and the sentence the report
/// shows, carried through the helpers that find it (`Result<…, Reason>`) up to the skip.
struct Reason: Error {
  let rule: SkipRuleID
  let text: String

  init(_ rule: some SkipRule, _ text: String) {
    self.rule = rule.id
    self.text = text
  }

  private init(rule: SkipRuleID, text: String) {
    self.rule = rule
    self.text = text
  }

  /// The same rule, said in a sentence around a helper's own (a caller adds where it applies).
  func reworded(_ sentence: (String) -> String) -> Reason {
    Reason(rule: rule, text: sentence(text))
  }
}
