import Foundation

/// The team's hand verdicts on proposals in the pinned apps, and the hot paths known there:
/// `Benchmarks/oss/labels.json`.
struct Labels: Codable {
  var verdicts: [Verdict]
  var hotPaths: [HotPath]
  /// Apps with fewer than two hot paths, and why: a reviewer found nothing else that changes often.
  var fewHotPaths: [String: String]? = nil
  /// Reviewers' reading of the first events `narrow hot` lists in each app: real waste or not.
  var hotTop: [HotJudgement]? = nil

  /// A person's reading of one proposal where it lands.
  struct Verdict: Codable {
    var app: String
    var transform: String
    var target: String
    var compiles: Bool
    /// `same` or `changed`.
    var behaviour: String
    var spares: Spares
    /// For a proposal that spares nothing real, a `NoiseClass`; for a real one, optionally, what
    /// kind of win it is (`typing-in-form`, …).
    var `class`: String?
    /// One line, in the reviewer's own words.
    var reason: String

    var key: String { "\(app) \(transform) \(target)" }
  }

  enum Spares: String, Codable {
    case real, negligible, none
  }

  /// Why a `likely` proposal spares nothing real.
  enum NoiseClass: String, CaseIterable {
    case constructionOrOnce = "construction-or-once"
    case rareEvent = "rare-event"
    case runsAnyway = "runs-anyway"
    case notADependency = "not-a-dependency"
    case wrongWriter = "wrong-writer"
    case cheapBody = "cheap-body"

    var meaning: String {
      switch self {
      case .constructionOrOnce: return "only constructions or once-only events"
      case .rareEvent: return "a rare event (settings, onboarding, sheets)"
      case .runsAnyway: return "the view re-runs anyway"
      case .notADependency: return "the spared reader is not a body dependency"
      case .wrongWriter: return "the writer is another instance or another method of the same name"
      case .cheapBody: return "trivially cheap body"
      }
    }
  }

  /// Why a known hot path gets no `likely` proposal.
  enum MissCause: String, Codable, CaseIterable {
    case unknownRate = "unknown-rate"
    case unresolved
    case noTransform = "no-transform"
    case skipRuleTrue = "skip-rule-true"
    case skipRuleFalse = "skip-rule-false"

    var meaning: String {
      switch self {
      case .unknownRate: return "the event's rate is unknown"
      case .unresolved: return "a write or read is not resolved"
      case .noTransform: return "no transform fits"
      case .skipRuleTrue: return "blocked by a skip rule that is right"
      case .skipRuleFalse: return "blocked by a skip rule that is wrong"
      }
    }
  }

  /// One event among the first `narrow hot` lists, as a reviewer reads it in the code.
  struct HotJudgement: Codable {
    var app: String
    var event: String
    /// Whether the event runs bodies for nothing, often enough to matter.
    var waste: Bool
    var reason: String
  }

  /// Something in the app that changes often and runs bodies that do not show it.
  struct HotPath: Codable {
    var app: String
    /// What changes, what writes it and where.
    var event: String
    var rate: String
    /// The bodies it runs for nothing.
    var views: [String]
    /// The transform that should cut it, or `none` when no transform fits.
    var transform: String
    /// The proposal targets that would cut it; `*` matches any run of characters.
    var targets: [String]
    var reason: String
    /// Why the current build offers no `likely` fix, as the reviewer found it; a hot path whose
    /// transform is `none` needs none.
    var missCause: MissCause? = nil

    /// The cause of a miss: no transform fits when the reviewer named none.
    var cause: MissCause? { transform == "none" ? .noTransform : missCause }

    /// Whether a proposal cuts this hot path: same app and transform, and a target that matches.
    /// A reviewer names a property as `Type.property`; a proposal that moves several
    /// (`Type{a,b}`) cuts the path of each.
    func isCut(by proposal: AppResult.ProposalSummary) -> Bool {
      proposal.transform == transform && targets.contains { target in
        Self.properties(named: proposal.target).contains { Glob.matches(target, $0) }
      }
    }

    /// `Store{a,b}` as itself, `Store.a` and `Store.b`; any other target as itself.
    static func properties(named target: String) -> [String] {
      guard target.hasSuffix("}"), let open = target.firstIndex(of: "{") else { return [target] }
      let type = target[..<open]
      let names = target[target.index(after: open)..<target.index(before: target.endIndex)].split(separator: ",")
      return [target] + names.map { "\(type).\($0)" }
    }
  }

  static func load(_ path: String) throws -> Labels {
    let labels = try JSONDecoder().decode(Labels.self, from: try readFile(path))
    var seen = Set<String>()
    for verdict in labels.verdicts {
      guard seen.insert(verdict.key).inserted else { throw CheckError("\(path): \(verdict.key) is judged twice") }
      guard verdict.spares == .real || verdict.class.flatMap(NoiseClass.init(rawValue:)) != nil else {
        let classes = NoiseClass.allCases.map(\.rawValue).joined(separator: ", ")
        throw CheckError("\(path): \(verdict.key) spares nothing real and needs a class, one of \(classes)")
      }
    }
    return labels
  }
}

/// `*` matches any run of characters; everything else matches itself.
enum Glob {
  static func matches(_ pattern: String, _ text: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return pattern == text }
    var rest = Substring(text)
    guard rest.hasPrefix(parts[0]) else { return false }
    rest = rest.dropFirst(parts[0].count)
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    let last = parts[parts.count - 1]
    return rest.count >= last.count && rest.hasSuffix(last)
  }
}
