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
      fact.names(transform) && fact.coversOnly(line)
    }) {
      return single
    }
    var open: SuppressionFact?
    for fact in facts where fact.location.line <= line && fact.names(transform) {
      switch fact.kind {
      case .disable: open = fact
      case .enable: open = nil
      case .next, .this, .previous, .malformed: continue
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

  /// The comments that matched nothing in a run of `transforms`, those naming no transform, and
  /// those that are no command.
  func warnings(used: Set<SuppressionFact>, transforms: [String], skip: Set<String>) -> [PlacedWarning] {
    let ran = Set(transforms)
    let everything = ran.isSuperset(of: TransformCatalog.ids)
    return all.compactMap { fact -> PlacedWarning? in
      guard !skip.contains(fact.location.file) else { return nil }
      let warn = { PlacedWarning(location: fact.location, message: "`\(fact.text)` " + $0) }
      if fact.kind == .malformed { return warn(Self.malformation(of: fact)) }
      let unknown = fact.ids.filter { $0 != "all" && TransformCatalog.transform(id: $0) == nil }
      if !unknown.isEmpty {
        let guesses = unknown.count == 1 ? NearNames.suggestion(for: unknown[0], among: TransformCatalog.ids) : ""
        return warn("names no transform \(unknown.map { "'\($0)'" }.joined(separator: ", "))\(guesses)")
      }
      let checkable = fact.ids.allSatisfy { $0 == "all" ? everything : ran.contains($0) }
      guard fact.kind != .enable, checkable, !used.contains(fact) else { return nil }
      return warn("suppresses nothing: no candidate of \(fact.ids.joined(separator: ", ")) is there; remove it")
    }
  }

  /// What is wrong with a comment that starts with the prefix: its command, or its missing ids.
  private static func malformation(of fact: SuppressionFact) -> String {
    let command = SuppressionReader.words(of: fact.text)?.first ?? ""
    let commands = SuppressionReader.commands.keys.sorted()
    if SuppressionReader.commands[command] == nil {
      let shown = command.isEmpty ? "names no command" : "has an unknown command '\(command)'"
      return "turns nothing off: it \(shown)" + NearNames.suggestion(for: command, among: commands)
        + "; commands: \(commands.joined(separator: ", "))"
    }
    return "turns nothing off: name the transforms after '\(command)', or 'all'"
  }
}

extension SuppressionFact {
  /// Whether this one-line command covers `line` (the line it stands on, or the one before or after).
  func coversOnly(_ line: Int) -> Bool {
    switch kind {
    case .this: return location.line == line
    case .next: return location.line + 1 == line
    case .previous: return location.line - 1 == line
    case .disable, .enable, .malformed: return false
    }
  }
}

extension Index {
  /// What a proposal's target names: `TrackRow.track` the property (and its type), `Store{a,b}`
  /// and `Store` the type alone.
  func declaration(ofTarget target: String) -> (type: TypeFact, property: PropertyFact?)? {
    let base = target.split(separator: "{", maxSplits: 1).first.map(String.init) ?? target
    let parts = typeAndMembers(base)
    guard let typeName = parts.first, let type = declaration(named: typeName) else { return nil }
    return (type, parts.count > 1 ? propertyDeclaration(parts[1], in: typeName) : nil)
  }
}
