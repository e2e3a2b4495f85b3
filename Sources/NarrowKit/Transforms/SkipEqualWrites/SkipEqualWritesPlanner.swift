/// `target = value` as a statement of its own.
struct PlainAssignment {
  var target: Snippet
  var statement: AssignmentStatement

  /// `target = value`, not `target += value`: the operator after the target is `=` alone.
  var isPlain: Bool {
    let rest = statement.statement.text.dropFirst(target.text.count).drop { $0 == " " || $0 == "\t" }
    return rest.hasPrefix("=") && !rest.hasPrefix("==")
  }
}

/// Decides one observable property: which of its busy assignments to guard, or why none.
struct SkipEqualWritesPlanner {
  let model: UpdateModel
  let owner: TypeFact
  let property: PropertyFact

  private var index: Index { model.index }
  private var pair: String { "\(owner.name).\(property.name)" }

  func plan() -> PlanOutcome {
    let writers = model.changes(of: property.name, in: owner.name)
    let busy = Dictionary(writers.filter(\.rate.isFrequent).map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
    // Plain assignments of the whole property, made by a busy event and not already guarded:
    // through a path (`self.downloads`, `store.downloads`) or by the name alone inside the class.
    let throughPaths = index.memberAccesses.occurrences(of: property.name, in: index.key(ofType: owner.name)).compactMap { occurrence in
      let chain = occurrence.chain.chain
      guard occurrence.step == occurrence.chain.steps.count - 1, case .write("=") = chain.access, let assignment = chain.assignment
      else { return nil as PlainAssignment? }
      return PlainAssignment(target: chain.expression, statement: assignment)
    }
    let byName = index.parts(of: owner).flatMap(\.memberUses).compactMap { use in
      use.name == property.name && use.kind == .mutation ? use.assignment.map { PlainAssignment(target: use.expression, statement: $0) } : nil
    }.filter(\.isPlain)
    // `self.downloads = …` inside the class is both: one statement, one edit.
    var seen = Set<SourceLocation>()
    let assignments = (throughPaths + byName)
      .filter { !$0.statement.skipsEqualValue && busy[$0.target.location] != nil && seen.insert($0.statement.statement.location).inserted }
      .sorted { ($0.target.location.file, $0.target.range.start) < ($1.target.location.file, $1.target.range.start) }
    guard !assignments.isEmpty else { return .notACandidate }
    guard property.observers == nil else {
      return .skip("\(pair) has a didSet or willSet, which runs on every assignment: a guard would stop it for equal values")
    }
    guard let type = property.type ?? index.propertyTypeText(property.name, in: owner.name) else {
      return .skip("the type of \(pair) is not written, so Narrow cannot tell how its == compares")
    }
    switch index.equality(of: type) {
    case .everyField: break
    case .ignores(let declared, let fields, let location):
      return .skip("the == of \(declared) at \(location) leaves out \(fields.joined(separator: ", ")): a guard would drop a write that changes only those")
    case .unknown(let why):
      return .skip("\(why): a guard needs an == that compares the whole value")
    }
    let spared = sparedViews()
    guard !spared.isEmpty else {
      return .skip("no body runs for the busy writes of \(pair), so a guard spares nothing")
    }
    let guarded = assignments.compactMap { busy[$0.target.location] }
    var proposal = Proposal(
      transform: SkipEqualWritesTransform.id, target: pair, verdict: .review, location: assignments[0].target.location,
      summary: "\(pair) is assigned only when the value differs, so that an equal value runs no view",
      evidence: assignments.map { "\($0.target.location): \($0.statement.statement.text) (\(busy[$0.target.location]!.rate.rawValue))" }
        + ["\(type) compares every stored field with =="],
      checks: ["nothing relies on every assignment announcing a change (a sink on $\(property.name), onReceive, a counter of updates)"],
      edits: assignments.map(edit))
    proposal.effect = Effect(spared: spared.map { SparedChange(view: $0, change: pair, writers: guarded) }).measured(in: model)
    return .propose(proposal)
  }

  /// The views the busy events that write the property run.
  private func sparedViews() -> [String] {
    var seen = Set<String>()
    return model.events(writing: property.name, in: owner.name).filter(\.rate.isFrequent)
      .flatMap { model.simulate($0).runs.filter { !$0.rowsOnly }.map(\.view) }
      .filter { seen.insert($0).inserted }
  }

  /// `target = value` becomes `if target != value { target = value }`; a value that calls
  /// something is computed once, into a local, first.
  private func edit(_ write: PlainAssignment) -> TextEdit {
    let assignment = write.statement
    let target = write.target.text
    let value = assignment.value.text
    let replacement: String
    // Only a call is worth a local: anything else is cheap to evaluate twice, and an implicit
    // member (`.idle`) or an empty literal (`[]`) takes its type from the target, so in a local
    // of its own it would have none.
    if !value.contains("(") || value.hasPrefix(".") {
      replacement = "if \(target) != \(value) { \(target) = \(value) }"
    } else {
      let local = "new" + property.name.prefix(1).uppercased() + property.name.dropFirst()
      replacement = "let \(local) = \(value)\n\(assignment.indentation)if \(target) != \(local) { \(target) = \(local) }"
    }
    return TextEdit(file: assignment.statement.location.file, range: assignment.statement.range, replacement: replacement)
  }
}
