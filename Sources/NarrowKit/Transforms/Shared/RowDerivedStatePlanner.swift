/// What changes the value the rows derive their results from.
enum RowDerivationTrigger {
  /// A scroll or geometry handler: `row-derived-state`.
  case scroll
  /// Any write of a collection every row asks about (`favorites.contains(post.id)`): the second
  /// form of `row-observable`.
  case sharedCollection
}

/// Decides one value of one model for `row-derived-state`, or for the shared-collection form of
/// `row-observable`: the same per-row states, made from a different change. Each transform gives
/// its own id, so that neither names the other.
struct RowDerivedStatePlanner {
  /// The id of the transform that asks.
  let transform: String
  let model: UpdateModel
  let owner: TypeFact
  let value: PropertyFact
  let newTypeName: String?
  let lookups: RowLookups
  var trigger = RowDerivationTrigger.scroll
  private var index: Index { model.index }

  var target: String { "\(owner.name).\(value.name)" }

  /// How the value changes, for the report: `a scroll handler` or `each write`.
  var changeWording: String {
    switch trigger {
    case .scroll: return "scroll"
    case .sharedCollection: return "write"
    }
  }

  /// Types whose `==` the standard library provides, so a state can tell a new result from the old.
  static let equatableTypes: Set<String> = [
    "Bool", "Int", "Double", "Float", "CGFloat", "String", "Int8", "Int16", "Int32", "Int64", "UInt", "Character",
  ]

  /// The writes that change the results: by a scroll or geometry handler, or any write of a
  /// collection, after the model is built.
  var triggerWriters: [Writer] {
    // A property nobody observes (`@ObservationIgnored`, or not `@Published` in an
    // ObservableObject) updates no view, whatever writes it.
    let observed = index.isObservableObject(owner)
      ? value.isWritten(with: .published) : !value.attributes.contains("ObservationIgnored")
    guard observed else { return [] }
    let changes = model.changes(of: value.name, in: owner.name)
    switch trigger {
    case .scroll: return changes.filter { $0.runner == .scroll }
    case .sharedCollection:
      let type = value.type ?? ""
      return type.hasPrefix("Set<") || type.hasPrefix("[") ? changes : []
    }
  }

  func plan() -> PlanOutcome {
    let writers = triggerWriters
    guard !writers.isEmpty else { return .notACandidate }
    let collections = lookups.collectionsByOwner[owner.name] ?? []
    let candidates = collections.map { ($0, $0.rowSites(in: lookups)) }.filter { !$0.1.isEmpty }
    guard !candidates.isEmpty else { return .notACandidate }
    let isObservableObject = index.isObservableObject(owner)
    for (collection, sites) in candidates {
      let finder = RowDerivationFinder(lookups: lookups, model: owner, value: value, sites: sites)
      let derivations = finder.derivations(asksTheValue: trigger == .sharedCollection)
      if isObservableObject && (trigger == .scroll || !derivations.isEmpty) {
        return .skip(SharedSkip.isAnObservableObject, "\(owner.name) is an ObservableObject: every \(changeWording) of \(value.name) is announced to all its observers, whatever each row shows; adopt Observation for it first")
      }
      guard !derivations.isEmpty else {
        if trigger == .scroll, let direct = finder.directReads().first {
          return manual(collection: collection, sites: sites, direct: direct, writers: writers)
        }
        continue
      }
      return decide(collection: collection, sites: sites, derivations: derivations, finder: finder, writers: writers)
    }
    // A collection the rows do not ask about is no candidate: most models have several.
    guard trigger == .scroll else { return .notACandidate }
    let rows = Set(candidates.flatMap { $0.1.map(\.view.name) }).sorted().joined(separator: ", ")
    return .skip(SharedSkip.deriveNothingPerRow, "the rows (\(rows)) derive nothing per row from \(target), which a scroll handler writes")
  }

  private func decide(
    collection: RowCollection, sites: [RowSite], derivations: [RowDerivation], finder: RowDerivationFinder, writers: [Writer]
  ) -> PlanOutcome {
    let first = derivations[0]
    if let different = derivations.first(where: { $0.call.call.text != first.call.call.text || $0.resultName != first.resultName }) {
      return .skip(SharedSkip.derivedInDifferentWays, "the rows work out their result in different ways (`\(first.call.call.text)` at \(first.call.call.location), `\(different.call.call.text)` at \(different.call.call.location))")
    }
    if !first.call.arguments.contains(where: { argument in argument.valuePath.map { Self.isRooted($0, at: first.elementName) } ?? false }) {
      return .skip(SharedSkip.sameValueForEveryRow, "`\(first.call.call.text)` at \(first.call.call.location) gives every row the same value: nothing is derived per row")
    }
    if let argument = first.call.arguments.first(where: { !isMovable($0, element: first.elementName) }) {
      return .skip(SharedSkip.argumentNeitherElementNorLiteral, "`\(argument.value.text)` in `\(first.call.call.text)` is neither the element nor a literal, so the call cannot move into \(owner.name)")
    }
    // The row's own property for the result becomes its state: a wrapper would keep state of its own.
    if case .argument = first.place {
      guard let given = index.storedProperties(of: first.site.view).first(where: { $0.name == first.resultName }) else {
        return .skip(SharedSkip.noPropertyForTheArgument, "\(first.site.view.name) has no stored property \(first.resultName) for the argument to fill, so its state has nothing to take the place of")
      }
      if let wrapper = index.wrapper(of: given) {
        return .skip(SharedSkip.resultPropertyKeepsState, "\(first.site.view.name).\(given.name) is @\(wrapper), which keeps state of its own, not only what it is given")
      }
    }
    for view in Set(derivations.map(\.evaluatingView)).sorted() {
      if let other = finder.otherReads(in: view, besides: derivations) {
        return .skip(SharedSkip.alsoReadsTarget, "\(view) also reads \(target) at \(other.location) (`\(other.text)`), for something other than the rows' result")
      }
    }
    let watched: [PropertyFact]
    switch watchedProperties(of: first, collection: collection) {
    case .failure(let reason): return .skip(reason)
    case .success(let found): watched = found
    }
    guard let resultType = resultType(of: first) else {
      return .skip(SharedSkip.resultNotKnownEquatable, "the result of `\(first.call.call.text)` is not known to be Equatable, so a state cannot tell when it changes")
    }
    let key: PropertyFact
    switch collection.stableKey(of: sites, in: index) {
    case .failure(let reason): return .skip(reason)
    case .success(let found): key = found
    }
    let rowView = first.site.view
    let stateType = newTypeName ?? rowView.simpleName + "State"
    if !index.declarations(named: stateType).isEmpty { return .skip(SharedSkip.typeNameTaken, "\(stateType) is already declared; choose another name with --name") }
    let lowered = stateType.prefix(1).lowercased() + stateType.dropFirst()
    let names = RowDerivedStateNames(storage: lowered + "s", accessor: lowered, refresh: "refresh" + stateType + "s", rowProperty: "rowState")
    let taken = index.namesInUse(by: owner).intersection([names.storage, names.accessor, names.refresh])
    if !taken.isEmpty { return .skip(SharedSkip.nameTaken, "\(owner.name) already uses the name \(taken.sorted().joined(separator: " and "))") }
    if let reason = RowSite.viewProblem(sites, collection: collection, newProperty: names.rowProperty, in: index) { return .skip(reason) }
    var store = RowStateStore(collection: collection, stateType: stateType, key: key, storage: names.storage, accessor: names.accessor)
    store.parameterName = first.elementName
    var rewrite = RowDerivedStateRewrite(
      planner: self, collection: collection, derivations: derivations, watched: watched, resultType: resultType, store: store,
      names: names)
    if let reason = rewrite.build() { return .skip(reason) }
    return .propose(rewrite.proposal(effect: effect(of: derivations, writers: writers)))
  }

  /// A property the refresh reads or observes, isolated to an actor the model is not.
  private func isolationProblem(_ property: PropertyFact) -> Reason? {
    index.isolationApart(of: property, in: owner).map {
      Reason(SharedSkip.isolatedElsewhere, "\(owner.name).\(property.name) is isolated to @\($0) and \(owner.name) is not: the refresh its didSet runs could not use it")
    }
  }

  /// The model's stored properties the method reads, each of which must run the refresh when it
  /// changes: everything else it reads would change the result unseen.
  private func watchedProperties(of derivation: RowDerivation, collection: RowCollection) -> Result<[PropertyFact], Reason> {
    if collection.property.storage == .observed || collection.property.sharesDeclaration {
      return .failure(Reason(SharedSkip.collectionHasObserversOrSharesDeclaration, "\(collection.target) has observers already, or shares its declaration"))
    }
    if let problem = isolationProblem(collection.property) { return .failure(problem) }
    guard let method = derivation.method else {
      if value.storage == .observed || index.wrapper(of: value) != nil {
        return .failure(Reason(SharedSkip.hasObserversOrWrapper, "\(target) has observers or a wrapper already, where the refresh would have to go"))
      }
      if let problem = isolationProblem(value) { return .failure(problem) }
      return .success([value])
    }
    let stored = Dictionary(index.storedProperties(of: owner).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let described = "\(owner.name).\(method.name)"
    // The owner is a class, so its methods cannot be `mutating`; `async` and `throws` remain.
    if !method.effects.isEmpty {
      return .failure(Reason(SharedSkip.cannotRunOnEveryChange, "\(described) is \(method.effects.joined(separator: " ")): it cannot run on every change"))
    }
    if let called = method.reads.names.first(where: \.isCalled) {
      return .failure(Reason(SharedSkip.calls, "\(described) calls \(called.name)(…), whose reads Narrow does not follow"))
    }
    // Making a value (`Double(x)`, `Visibility(on: …)`) is pure; a static member may change unseen.
    let isValue = { (type: String) in
      Self.equatableTypes.contains(type) || [.struct, .enum].contains(index.declaration(named: type)?.kind)
    }
    if let use = method.reads.typeUses.first(where: { !isValue($0.type) || $0.member != nil }) {
      return .failure(Reason(SharedSkip.readsUnwatchedType, "\(described) uses \(use.type)\(use.member.map { "." + $0 } ?? ""), which can change without \(owner.name) seeing it"))
    }
    var watched: [PropertyFact] = []
    for read in method.reads.names where !watched.contains(where: { $0.name == read.name }) {
      guard let property = stored[read.name] else {
        return .failure(Reason(SharedSkip.readsNonStoredProperty, "\(described) reads \(read.name), which is not a stored property of \(owner.name)"))
      }
      if let type = property.type.flatMap(Index.simpleTypeName), index.declaration(named: type)?.kind == .class {
        return .failure(Reason(SharedSkip.readsAnotherObject, "\(described) reads \(read.name), another object, whose changes \(owner.name) cannot watch"))
      }
      if property.storage == .observed || index.wrapper(of: property) != nil {
        return .failure(Reason(SharedSkip.hasObserversOrWrapper, "\(owner.name).\(read.name) has observers or a wrapper already, where the refresh would have to go"))
      }
      if let problem = isolationProblem(property) { return .failure(problem) }
      watched.append(property)
    }
    return .success(watched.filter { !$0.isLet && !$0.sharesDeclaration })
  }

  private func resultType(of derivation: RowDerivation) -> String? {
    guard let method = derivation.method else { return "Bool" }
    guard let written = method.returnType else { return nil }
    if Self.equatableTypes.contains(written) { return written }
    guard let declared = index.declaration(named: Index.simpleTypeName(written) ?? "") else { return nil }
    let conformances = index.conformances(of: declared)
    let plainEnum = declared.kind == .enum && !declared.enumCases.isEmpty
    return plainEnum || !conformances.isDisjoint(with: ["Equatable", "Hashable"]) ? written : nil
  }

  private func isMovable(_ argument: ArgumentFact, element: String) -> Bool {
    if argument.valueShape == .literal { return true }
    return argument.valuePath.map { Self.isRooted($0, at: element) } ?? false
  }

  private static func isRooted(_ path: ValuePath, at name: String) -> Bool {
    if case .name(name) = path.root { return true }
    return false
  }

  /// Today every scroll write runs the views that work out the result; afterwards a row runs
  /// only when its own result changes.
  private func effect(of derivations: [RowDerivation], writers: [Writer]) -> Effect {
    let views = Set(derivations.map(\.evaluatingView)).sorted()
    let rows = Set(derivations.map(\.site.view.name)).sorted().joined(separator: ", ")
    return Effect(
      spared: views.map { SparedChange(view: $0, change: target, writers: writers) },
      notes: ["a \(rows) then runs only when its own \(derivations[0].resultName) changes"]
    ).measured(in: model)
  }

  /// A derivation that reads the value outside a method of the model: the recipe, for a person.
  private func manual(collection: RowCollection, sites: [RowSite], direct: DirectRead, writers: [Writer]) -> PlanOutcome {
    let row = sites[0].view.name
    let element = collection.element.name
    let proposal = Proposal(
      transform: transform, target: target, verdict: .manual, location: direct.expression.location,
      summary: "\(direct.view) works out a per-row result from \(target) at \(direct.expression.location); every scroll then runs it for every \(row)",
      evidence: ["\(direct.expression.location): `\(direct.expression.text)` reads \(target) for a row", "\(target) is written by a scroll or geometry handler"],
      checks: [
        "Narrow moves a derivation written as one method of \(owner.name) taking the \(element.lowercased()): write it as `func …(_ \(element.lowercased()): \(element)) -> Bool` (or another Equatable result) in \(owner.name), call that where `\(direct.expression.text)` is, and run row-derived-state again",
        "by hand: an @Observable \(row)State per \(element) id kept by \(owner.name), whose result a didSet of \(value.name) assigns only when it changes; \(row) reads its own state",
      ],
      edits: [],
      effect: Effect(spared: [SparedChange(view: direct.view, change: target, writers: writers)]))
    return .propose(proposal)
  }
}

struct RowDerivedStateNames {
  /// `postRowStates`, `postRowState(for:)`, `refreshPostRowStates()`, and the row's `rowState`.
  let storage: String
  let accessor: String
  let refresh: String
  let rowProperty: String
}
