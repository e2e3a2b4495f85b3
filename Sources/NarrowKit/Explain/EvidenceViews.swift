/// The views the evidence shows running most, each with what the update model says can run it,
/// so that a run with evidence explains where updates come from even where no transform applies.
struct EvidenceView: Sendable, Codable, Hashable {
  var view: String
  /// `TrackRow ran 412 times: @self 398, @dependencies 14`.
  var runs: String
  /// Inputs with how they compare, wrappers, and observable properties the view reads.
  var dependsOn: [String]
  /// Targets of proposals for this view.
  var proposals: [String]
  /// Why candidates of this view were skipped.
  var skipped: [String]
}

extension UpdateModel {
  /// The `limit` views the evidence names most often, matched to the scanned code.
  func evidenceViews(proposals: [Proposal], skipped: [SkippedCandidate], limit: Int = 10) -> [EvidenceView] {
    let views = index.allTypes.filter { $0.kind != .extension && index.isView($0) }
    let measured = views.compactMap { view in evidence.runs(of: view, in: index).map { (view, $0) } }
      .sorted { ($0.1.runs, $1.0.qualifiedName) > ($1.1.runs, $0.0.qualifiedName) }
    return measured.prefix(limit).map { view, runs in
      let belongs = { (target: String) in target.hasPrefix(view.name + ".") || target.hasPrefix(view.name + ":") }
      return EvidenceView(
        view: view.qualifiedName, runs: runs.summary, dependsOn: dependencies(of: view),
        proposals: proposals.filter { belongs($0.target) }.map { "\($0.transform) \($0.target)" },
        skipped: skipped.filter { belongs($0.target) }.map { "\($0.transform) \($0.target): \($0.reason)" })
    }
  }

  /// What can run the view's body, in words.
  func dependencies(of view: TypeFact) -> [String] {
    inputs(of: view).map(Self.phrase) + observedProperties(of: view).map { "reads \($0.0).\($0.1)" }
  }

  /// One input in words.
  static func phrase(_ input: ViewInput) -> String {
    let property = input.property
    switch input {
    case .value(_, let comparison): return "input \(property.name): \(phrase(comparison))"
    case .storage: return "state \(property.name), its own storage"
    case .binding: return "binding \(property.name), compared by where it points"
    case .environment: return "environment value \(property.name)"
    case .wholeObject: return "\(property.name), an ObservableObject: every published change runs the view"
    case .wrapped(_, let wrapper): return "\(property.name), behind @\(wrapper)"
    }
  }

  static func phrase(_ comparison: InputComparison) -> String {
    switch comparison {
    case .plainData: return "plain data, compared bitwise"
    case .equatable(.everyField): return "Equatable, compared with =="
    case .equatable(.ignores(_, let fields, _)): return "Equatable, with an == that leaves out \(fields.joined(separator: ", "))"
    case .equatable(.unknown): return "Equatable, compared with =="
    case .fieldByField: return "compared field by field"
    case .identity: return "a reference, compared by identity"
    case .alwaysDifferent(let what): return "\(what): never equal, so the view runs whenever its parent does"
    case .unknown: return "compared in a way Narrow cannot tell"
    }
  }
}
