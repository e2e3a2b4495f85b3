/// `--fail-on`: which findings make `scan --strict` fail. A `possible` effect says the code shows
/// no busy writer of what it spares, so by default only findings with a `likely` or `measured`
/// effect fail a commit or a build; `any` fails on every finding, as SwiftLint's `--strict` does.
public enum FailureThreshold: String, Sendable, CaseIterable {
  case likely
  case possible
  case any

  public static let `default` = FailureThreshold.likely

  /// Whether the proposal is a finding at this threshold.
  public func fails(on proposal: Proposal) -> Bool {
    switch self {
    case .likely: proposal.effect.strength <= .likely
    case .possible: proposal.effect.strength <= .possible
    case .any: true
    }
  }

  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
