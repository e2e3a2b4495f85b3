import Foundation

/// The team's hand verdicts on proposals in the pinned apps, and the hot paths known there:
/// `Benchmarks/oss/labels.json`.
struct Labels: Codable {
  var verdicts: [Verdict]
  var hotPaths: [HotPath]
  /// Apps with fewer than two hot paths, and why: a reviewer found nothing else that changes often.
  var fewHotPaths: [String: String]? = nil

  /// A person's reading of one proposal where it lands.
  struct Verdict: Codable {
    var app: String
    var transform: String
    var target: String
    var compiles: Bool
    /// `same` or `changed`.
    var behaviour: String
    var spares: Spares
    /// What kind of miss it is, when it spares nothing real (`runs-anyway-closure`, …).
    var `class`: String?
    /// One line, in the reviewer's own words.
    var reason: String

    var key: String { "\(app) \(transform) \(target)" }
  }

  enum Spares: String, Codable {
    case real, negligible, none
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

    /// Whether a proposal cuts this hot path: same app and transform, and a target that matches.
    func isCut(by proposal: AppResult.ProposalSummary) -> Bool {
      proposal.transform == transform && targets.contains { Glob.matches($0, proposal.target) }
    }
  }

  static func load(_ path: String) throws -> Labels {
    let labels = try JSONDecoder().decode(Labels.self, from: try readFile(path))
    var seen = Set<String>()
    for verdict in labels.verdicts where !seen.insert(verdict.key).inserted {
      throw CheckError("\(path): \(verdict.key) is judged twice")
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
