/// The `// narrow:disable …` comments of the scanned files: which proposals they turn into
/// skipped candidates, and which match nothing, so that they do not rot.
struct Suppressions {
  private let byFile: [String: [SuppressionFact]]

  init(index: Index) {
    byFile = Dictionary(index.files.filter { !$0.suppressions.isEmpty }.map { ($0.file.path, $0.suppressions) },
      uniquingKeysWith: { first, _ in first })
  }

  var all: [SuppressionFact] { byFile.keys.sorted().flatMap { byFile[$0]! } }

  /// The comment that turns `transform` off at `line` of `file`, if any.
  func suppressing(_ transform: String, file: String, line: Int) -> SuppressionFact? {
    let facts = byFile[file] ?? []
    if let single = facts.first(where: { fact in
      fact.names(transform) && (fact.kind == .this && fact.location.line == line || fact.kind == .next && fact.location.line + 1 == line)
    }) {
      return single
    }
    var open: SuppressionFact?
    for fact in facts where fact.location.line <= line && fact.names(transform) {
      switch fact.kind {
      case .disable: open = fact
      case .enable: open = nil
      case .next, .this: continue
      }
    }
    return open
  }

  /// The comment that turns a proposal off: at the line the report points to, or at the
  /// declaration the proposal targets.
  func suppressing(_ proposal: Proposal, in index: Index) -> SuppressionFact? {
    if let found = suppressing(proposal.transform, file: proposal.location.file, line: proposal.location.line) { return found }
    guard let declaration = index.declaration(ofTarget: proposal.target) else { return nil }
    let location = declaration.property?.declaration.location ?? declaration.type.location
    return suppressing(proposal.transform, file: location.file, line: location.line)
  }

  /// The comments that matched nothing in a run of `transforms`, and those naming no transform.
  func warnings(used: Set<SuppressionFact>, transforms: [String], skip: Set<String>) -> [String] {
    let ran = Set(transforms)
    let everything = ran.isSuperset(of: TransformCatalog.ids)
    return all.compactMap { fact -> String? in
      guard !skip.contains(fact.location.file) else { return nil }
      let unknown = fact.ids.filter { $0 != "all" && TransformCatalog.transform(id: $0) == nil }
      if !unknown.isEmpty {
        return "\(fact.location): `\(fact.text)` names no transform \(unknown.map { "'\($0)'" }.joined(separator: ", "))"
      }
      let checkable = fact.ids.allSatisfy { $0 == "all" ? everything : ran.contains($0) }
      guard fact.kind != .enable, checkable, !used.contains(fact) else { return nil }
      return "\(fact.location): `\(fact.text)` suppresses nothing: no candidate of \(fact.ids.joined(separator: ", ")) is there; remove it"
    }
  }
}

extension Index {
  /// What a proposal's target names: `TrackRow.track` the property (and its type), `Store{a,b}`
  /// and `Store` the type alone.
  func declaration(ofTarget target: String) -> (type: TypeFact, property: PropertyFact?)? {
    let base = target.split(separator: "{", maxSplits: 1).first.map(String.init) ?? target
    let parts = base.split(separator: ".").map(String.init)
    guard let typeName = parts.first, let type = declaration(named: typeName) else { return nil }
    return (type, parts.count > 1 ? propertyDeclaration(parts[1], in: typeName) : nil)
  }
}
