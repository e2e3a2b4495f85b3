/// `target = value` as a statement of its own.
struct PlainAssignment {
  var target: Snippet
  var statement: AssignmentStatement
  /// `items[index].state = value`: an element of the property, not the whole of it.
  var isElement = false

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
    // `items[index].state = value`: one element written, or a field of one.
    let elements = index.parts(of: owner).flatMap(\.memberUses).compactMap { use in
      use.name == property.name && use.kind == .mutation
        ? use.elementAssignment.map { PlainAssignment(target: $0.target, statement: $0.statement, isElement: true) } : nil
    }.filter(\.isPlain)
    // `self.downloads = …` inside the class is both: one statement, one edit.
    var seen = Set<SourceLocation>()
    let assignments = (throughPaths + byName + elements)
      .filter { !$0.statement.skipsEqualValue && busy[$0.target.location] != nil && seen.insert($0.statement.statement.location).inserted }
      .sorted { ($0.target.location.file, $0.target.range.start) < ($1.target.location.file, $1.target.range.start) }
    guard !assignments.isEmpty else { return .notACandidate }
    // Core Data marks an object changed when a managed property is set, equal value or not:
    // `hasChanges`, the next save and the context's change notifications all follow it.
    guard !property.attributes.contains("NSManaged") else {
      return .skip(SkipEqualWritesSkip.isCoreDataManagedProperty, "\(pair) is a Core Data managed property: an equal assignment still marks the object changed, which hasChanges and the next save follow, and a guard would stop that")
    }
    guard property.observers == nil else {
      return .skip(SkipEqualWritesSkip.hasObservers, "\(pair) has a didSet or willSet, which runs on every assignment: a guard would stop it for equal values")
    }
    guard let type = property.type ?? index.propertyTypeText(property.name, in: owner.name) else {
      return .skip(SkipEqualWritesSkip.typeNotWritten, "the type of \(pair) is not written, so Narrow cannot tell how its == compares")
    }
    var types: [String] = []
    for assignment in assignments {
      switch assignedType(assignment, propertyType: type) {
      case .failure(let reason): return .skip(reason)
      case .success(let assigned): if !types.contains(assigned) { types.append(assigned) }
      }
    }
    for type in types {
      switch index.equality(of: type) {
      case .everyField: break
      case .ignores(let declared, let fields, let location):
        return .skip(SkipEqualWritesSkip.equalityLeavesOutFields, "the == of \(declared) at \(location) leaves out \(fields.joined(separator: ", ")): a guard would drop a write that changes only those")
      case .unknown(let why):
        return .skip(SkipEqualWritesSkip.needsWholeValueEquality, "\(why): a guard needs an == that compares the whole value")
      }
    }
    let spared = sparedViews()
    guard !spared.isEmpty else {
      return .skip(SkipEqualWritesSkip.soAGuardSparesNothing, "no body runs for the busy writes of \(pair), so a guard spares nothing")
    }
    let guarded = assignments.compactMap { busy[$0.target.location] }
    var proposal = Proposal(
      transform: SkipEqualWritesTransform.id, target: pair, verdict: .review, location: assignments[0].target.location,
      summary: "\(pair) is assigned only when the value differs, so that an equal value runs no view",
      evidence: assignments.map { "\($0.target.location): \($0.statement.statement.text) (\(busy[$0.target.location]!.rate.rawValue))" }
        + types.map { "\($0) compares every stored field with ==" },
      checks: ["nothing relies on every assignment announcing a change (a sink on $\(property.name), onReceive, a counter of updates)"],
      edits: edits(for: assignments))
    proposal.effect = Effect(spared: spared.map { SparedChange(view: $0, change: pair, writers: guarded) }).measured(in: model)
    return .propose(proposal)
  }

  /// The type of what an assignment writes: the property's, or for `items[index].state` the
  /// element's (`[Item]`, `[Key: Item]`) and then each field's, as declared.
  private func assignedType(_ write: PlainAssignment, propertyType: String) -> Result<String, Reason> {
    guard write.isElement else { return .success(propertyType) }
    let target = write.target.text
    // The guard reads the element again: a key that calls something would run twice.
    guard let open = target.firstIndex(of: "["), let close = target.firstIndex(of: "]"), open < close,
      !target[target.index(after: open)..<close].contains("("), !target.contains("?"), !target[target.index(after: close)...].contains("[")
    else {
      return .failure(Reason(SkipEqualWritesSkip.wouldBeLookedUpTwice, "`\(target)` at \(write.target.location) would be looked up twice, and its key or path does more than name a value"))
    }
    guard var current = ElementPath.elementType(of: propertyType) else {
      return .failure(Reason(SkipEqualWritesSkip.areNotOfAnArrayOrDictionaryType, "the elements of \(pair) (\(propertyType)) are not of an array or dictionary type Narrow can read"))
    }
    for field in target[target.index(after: close)...].split(separator: ".").map(String.init) {
      guard let owner = index.declaration(named: Index.simpleName(current)),
        let next = index.propertyTypeText(field, in: owner.name)
      else {
        return .failure(Reason(SkipEqualWritesSkip.isNotDeclaredInTheScannedCode, "the type of \(current).\(field) is not declared in the scanned code (written at \(write.target.location))"))
      }
      current = next
    }
    return .success(current)
  }

  /// The views the busy events that write the property run.
  private func sparedViews() -> [String] {
    var seen = Set<String>()
    return model.events(writing: property.name, in: owner.name).filter(\.rate.isFrequent)
      .flatMap { model.simulate($0).runs.filter { !$0.rowsOnly }.map(\.view) }
      .filter { seen.insert($0).inserted }
  }

  /// `target = value` becomes `if target != value { target = value }`; a value that calls
  /// something is computed once, into a local, first. Locals are named after what is written
  /// (`newDownloads`, or `newState` for `items[index].state`), numbered when a name is taken in
  /// the file already or by an earlier local of this proposal: two writes in one scope would
  /// otherwise declare the same name twice.
  private func edits(for writes: [PlainAssignment]) -> [TextEdit] {
    var taken: [String: Set<Substring>] = [:]
    return writes.map { write in
      let assignment = write.statement
      let file = assignment.statement.location.file
      let target = write.target.text
      let value = assignment.value.text
      // Only a call is worth a local: anything else is cheap to evaluate twice, and an implicit
      // member (`.idle`) or an empty literal (`[]`) takes its type from the target, so in a local
      // of its own it would have none.
      guard value.contains("("), !value.hasPrefix(".") else {
        return TextEdit(file: file, range: assignment.statement.range, replacement: "if \(target) != \(value) { \(target) = \(value) }")
      }
      if taken[file] == nil { taken[file] = index.file(at: file).map { WholeWords.words(in: $0.file.text) } ?? [] }
      let written = write.isElement ? target.lastIndex(of: "]").flatMap { target[$0...].dropFirst().split(separator: ".").last }.map(String.init) : nil
      let name = written ?? property.name
      let stem = "new" + name.prefix(1).uppercased() + name.dropFirst()
      var local = stem
      var number = 1
      while taken[file]!.contains(Substring(local)) {
        number += 1
        local = stem + String(number)
      }
      taken[file]!.insert(Substring(local))
      return TextEdit(file: file, range: assignment.statement.range,
        replacement: "let \(local) = \(value)\n\(assignment.indentation)if \(target) != \(local) { \(target) = \(local) }")
    }
  }
}
