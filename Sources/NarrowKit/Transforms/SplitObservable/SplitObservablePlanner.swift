/// A small set of a model's properties that several views read and nothing else of the model.
struct ModelPortion {
  let properties: [String]
  /// The views that take the part instead of the model.
  let readers: [ModelReader]
  /// Views that keep the model and observe the part too, because their bodies show both.
  var observers: [ModelReader] = []
  /// Properties a busy writer changes, chosen by the work the split spares rather than by how
  /// many views read them: the model stops announcing them, and every view that shows them
  /// observes the part itself.
  var isBusy = false

  func target(of model: TypeFact) -> String { "\(model.name){\(properties.joined(separator: ","))}" }
}

/// Decides the portions of one observable class.
struct SplitObservablePlanner {
  let model: UpdateModel
  let rows: RowLookups
  let object: TypeFact
  let thresholds: SplitObservableThresholds
  let newTypeName: String?
  var index: Index { model.index }

  static let largestPortion = 4

  var isObservableObject: Bool { index.isObservableObject(object) }

  /// Each portion found, with what to do about it.
  func plan() -> [(target: String, outcome: PlanOutcome)] {
    let stored = index.storedProperties(of: object)
    // An ObservableObject's busy part is worth a class for the work it spares, whatever its size.
    guard stored.count >= thresholds.minimumProperties || isObservableObject else { return [] }
    let readers = ModelReader.readers(of: object, in: index)
    let candidates = readers.filter(\.canTakeThePart)
    // The writes of each property after the model is built: what ranks portions, and what they spare.
    let changes = Dictionary(stored.map { ($0.name, model.changes(of: $0.name, in: object.name)) }, uniquingKeysWith: { first, _ in first })
    let written = Set(changes.filter { !$0.value.isEmpty }.keys)
    var portions = stored.count >= thresholds.minimumProperties
      ? Self.portions(of: candidates, order: stored.map(\.name), minimumViews: thresholds.views, written: written) : []
    var outcomes: [(target: String, outcome: PlanOutcome)] = []
    for busy in busyPortions(readers: readers, taken: Set(portions.flatMap(\.properties)), changes: changes, stored: stored) {
      switch busy {
      case .success(let portion): portions.append(portion)
      case .failure(let skip): outcomes.append((skip.target, .skip(skip.reason)))
      }
    }
    guard !portions.isEmpty else {
      guard stored.count >= thresholds.minimumProperties else { return outcomes }
      return outcomes + (fewViewsOrLargePortion(candidates).map { [($0.target, .skip($0.reason))] } ?? [])
    }
    return outcomes + portions.map { portion in
      (portion.target(of: object), decide(portion, readers: readers, stored: stored, changes: changes))
    }
  }

  /// Sets of at most four properties that at least `minimumViews` views read alone, never sharing
  /// a property. The first spare the most runs: views times the written properties left outside.
  static func portions(of readers: [ModelReader], order: [String], minimumViews: Int, written: Set<String> = []) -> [ModelPortion] {
    let readSets = Set(readers.map { Set($0.reads) }).filter { $0.count <= largestPortion }
    var candidates = readSets
    for first in readSets {
      for second in readSets where first.union(second).count <= largestPortion { candidates.insert(first.union(second)) }
    }
    let found = candidates.map { candidate -> ModelPortion in
      let covered = readers.filter { Set($0.reads).isSubset(of: candidate) }
      let union = covered.reduce(into: Set<String>()) { $0.formUnion($1.reads) }
      return ModelPortion(properties: order.filter(union.contains), readers: covered)
    }
    .filter { $0.readers.count >= minimumViews }
    let spared = { (portion: ModelPortion) in portion.readers.count * written.subtracting(portion.properties).count }
    let ranked = found.sorted {
      (spared($0), $0.readers.count, -$0.properties.count, $1.properties.joined(separator: ","))
        > (spared($1), $1.readers.count, -$1.properties.count, $0.properties.joined(separator: ","))
    }
    var taken = Set<String>()
    var chosen: [ModelPortion] = []
    for portion in ranked where taken.isDisjoint(with: portion.properties) {
      taken.formUnion(portion.properties)
      chosen.append(portion)
    }
    return chosen
  }

  /// Whether something besides the portion's own readers may rely on the model announcing the
  /// part's changes: a view that reads one of them through the model, or uses the model in a way
  /// that may (a method, a computed property, passing it on), or code that uses the model's
  /// `objectWillChange`. The model then keeps announcing them.
  static func needsForwarding(_ portion: ModelPortion, readers: [ModelReader], of model: TypeFact, in index: Index) -> Bool {
    // Every view that shows a busy part observes it: only code listening to the model itself
    // needs the model to announce it, and such a part is skipped.
    if portion.isBusy { return false }
    let takers = Set(portion.readers.map(\.view.name))
    // Handing the model to a view that takes the part, or into the environment, reaches nothing.
    let harmless = { (slot: ArgumentSlot?) -> Bool in
      slot.map { $0.callee == ViewAPIs.Injection.environmentObject.rawValue || takers.contains($0.callee) } ?? false
    }
    let viewReaches = readers.contains { reader in
      !takers.contains(reader.view.name)
        && (!Set(reader.reads).isDisjoint(with: portion.properties) || reader.usesBeyondStoredProperties
          || !reader.handedOn.allSatisfy(harmless))
    }
    let announcements = "objectWillChange"
    return viewReaches
      || index.parts(of: model).contains { $0.referencedNames.contains(announcements) }
      || !index.memberAccesses.occurrences(of: announcements, in: model.name).isEmpty
      || !index.memberAccesses.filesWithUnresolvedAccess(to: announcements).isEmpty
  }

  /// The model's observers that do not take the part: with the part's changes no longer announced
  /// by the model, they stop running for them.
  func spectators(of portion: ModelPortion, readers: [ModelReader]) -> [ModelReader] {
    let keeping = Set((portion.readers + portion.observers).map(\.view.name))
    // A view holding an ObservableObject without a wrapper does not observe it.
    return readers.filter { !keeping.contains($0.view.name) && !(isObservableObject && $0.handle == .plain) }
  }

  private func fewViewsOrLargePortion(_ candidates: [ModelReader]) -> (target: String, reason: Reason)? {
    let small = candidates.filter { $0.reads.count <= Self.largestPortion }
    if let best = Self.portions(of: small, order: object.properties.map(\.name), minimumViews: 2).first {
      return (best.target(of: object), Reason(SplitObservableSkip.fewerThan,
        "only \(best.readers.count) views (\(best.readers.map(\.view.name).joined(separator: ", "))) read just \(best.target(of: object)), fewer than \(thresholds.views)"))
    }
    if candidates.count >= thresholds.views {
      let union = Set(candidates.flatMap(\.reads))
      return ("\(object.name){}", Reason(SplitObservableSkip.noSmallPortion,
        "the \(candidates.count) views that read only properties of \(object.name) read \(union.count) of them together, more than \(Self.largestPortion): no small portion"))
    }
    return nil
  }

  private func decide(_ portion: ModelPortion, readers: [ModelReader], stored: [PropertyFact], changes: [String: [Writer]]) -> PlanOutcome {
    if let reason = classProblem() ?? portion.properties.lazy.compactMap({ propertyProblem($0, in: portion) }).first {
      return .skip(reason)
    }
    let effect: Effect
    switch self.effect(of: portion, readers: readers, stored: stored, changes: changes) {
    case .failure(let reason): return .skip(reason)
    case .success(let found): effect = found
    }
    let name = newTypeName ?? object.simpleName + portion.properties.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if !index.declarations(named: name).isEmpty { return .skip(SplitObservableSkip.nameIsTaken, "\(name) is already declared; choose another with --name") }
    var rewrite = SplitObservableRewrite(planner: self, portion: portion, newType: name, readers: readers)
    if let reason = rewrite.build() { return .skip(reason) }
    var proposal = rewrite.proposal()
    proposal.effect = effect
    return .propose(proposal)
  }

  private func classProblem() -> Reason? {
    if object.modifiers.contains("open") { return Reason(SplitObservableSkip.isOpen, "\(object.name) is open: subclasses elsewhere may use what would move") }
    // A superclass comes first in the list of what a class inherits.
    if let subclass = index.subclasses(of: object.name).first {
      return Reason(SplitObservableSkip.isSubclassed, "\(object.name) is subclassed by \(subclass.name)")
    }
    // The name the index knows may carry the target (`WatchApp.Player`); the declared one does not.
    if object.qualifiedName.contains(".") { return Reason(SplitObservableSkip.isNestedInAnotherType, "\(object.qualifiedName) is nested in another type") }
    if !object.genericParameters.isEmpty { return Reason(SplitObservableSkip.isGeneric, "\(object.name) is generic") }
    let conformances = index.conformances(of: object)
    if !conformances.isDisjoint(with: ["Codable", "Encodable", "Decodable"]) {
      return Reason(SplitObservableSkip.isCodable, "\(object.name) is Codable: moving properties changes what it encodes")
    }
    // Key-value observing reaches only `@objc dynamic` properties, which a `@Published` one cannot
    // be: an ObservableObject's part moves even from an NSObject.
    if !isObservableObject && (object.attributes.contains("objc") || conformances.contains("NSObject")) {
      return Reason(SplitObservableSkip.isVisibleToObjectiveC, "\(object.name) is visible to Objective-C, where key-value observing may reach its properties")
    }
    return nil
  }

  private func propertyProblem(_ name: String, in portion: ModelPortion) -> Reason? {
    let target = "\(object.name).\(name)"
    // The rewrite moves declarations out of this declaration: one held by an extension or by
    // another declaration of the same name (code that does not compile as it is) cannot move.
    guard let property = object.properties.first(where: { $0.name == name && !$0.isStatic }) else {
      return Reason(SplitObservableSkip.isNotDeclaredInTheDeclarationOf, "\(target) is not declared in the declaration of \(object.name) at \(object.location)")
    }
    if property.attributes.contains("objc") { return Reason(SplitObservableSkip.isObjC, "\(target) is @objc") }
    let allowed: Set<String> = isObservableObject ? [FrameworkWrapper.published.rawValue] : []
    if let wrapper = index.wrappers(of: property).first(where: { !allowed.contains($0) }) { return Reason(SplitObservableSkip.hasWrapper, "\(target) has @\(wrapper), which Narrow does not move") }
    if property.storage == .observed { return Reason(SplitObservableSkip.hasPropertyObservers, "\(target) has property observers, which may use the rest of \(object.name)") }
    if property.modifiers.contains(where: { $0.hasPrefix("private") || $0 == "lazy" }) {
      return Reason(SplitObservableSkip.cannotMoveToAnotherClass, "\(target) is \(property.modifiers.joined(separator: " ")): it cannot move to another class as it is")
    }
    if property.sharesDeclaration { return Reason(SplitObservableSkip.sharesItsDeclaration, "\(target) shares its declaration with other properties") }
    let optional = property.declaredType.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false
    if property.initialValue == nil && !(optional && !property.isLet) {
      return Reason(SplitObservableSkip.hasNoInitialValue, "\(target) has no initial value: the new class would need an initialiser")
    }
    if let value = property.initialValue, value.contains("self") || value.contains("Self") {
      return Reason(SplitObservableSkip.initialValueRefersToTheObject, "the initial value of \(target) refers to \(object.name) itself")
    }
    if let file = rows.keyPathFiles[name] {
      return Reason(SplitObservableSkip.keyPathIn, "a key path in \(file) names \(name): it may reach \(target), which would move")
    }
    // `$unread` inside the model, or `store.$unread` anywhere.
    let insideUse = index.parts(of: object).flatMap(\.memberUses).first { $0.name == name && ($0.kind == .projected || $0.kind == .wrapperStorage) }
    if let publisher = insideUse?.expression ?? index.chains(reading: "$" + name).first?.expression {
      return Reason(SplitObservableSkip.publisherIsUsed, "\(target)'s publisher is used at \(publisher.location) (`\(publisher.text)`)")
    }
    // A view that takes or observes a busy part binds it through its own handle of the part.
    let bindingViews = portion.isBusy ? Set((portion.readers + portion.observers).map(\.view.name)) : []
    for occurrence in index.memberAccesses.occurrences(of: name, in: object.name)
    where occurrence.chain.chain.isProjection && !bindingViews.contains(occurrence.chain.chain.enclosingType ?? "") {
      return Reason(SplitObservableSkip.boundWith, "\(target) is bound with `\(occurrence.chain.chain.expression.text)` at \(occurrence.chain.chain.expression.location)")
    }
    if let file = index.memberAccesses.filesWithUnresolvedAccess(to: name).first {
      return Reason(SplitObservableSkip.accessedInAWayNarrowCannotFollow, "\(file) accesses .\(name) in a way Narrow cannot follow, so it cannot rewrite every access to \(target)")
    }
    if case .failure(let problem) = index.relocate(type: property.type ?? "", from: .inside(object), to: .beside(object)),
      property.declaredType != nil
    {
      return Reason(SplitObservableSkip.typeCannotBeWrittenBeside, "the type of \(target) cannot be written beside \(object.name): \(problem.reason)")
    }
    return nil
  }

  /// The views that will hold the part no longer run for the model's other properties: every
  /// change of an `ObservableObject` runs its observers, while Observation already runs a view only
  /// for what it reads, so an `@Observable` model needs evidence that the views still run too often.
  private func effect(of portion: ModelPortion, readers: [ModelReader], stored: [PropertyFact], changes: [String: [Writer]]) -> Result<Effect, Reason> {
    let others = stored.filter { !portion.properties.contains($0.name) && (!isObservableObject || $0.isWritten(with: .published)) }
    let writers = others.map { ($0.name, changes[$0.name] ?? []) }.filter { !$0.1.isEmpty }
    var spared = portion.readers.flatMap { reader in
      writers.map { SparedChange(view: reader.view.name, change: "\(object.name).\($0.0)", writers: $0.1) }
    }
    if isObservableObject && !Self.needsForwarding(portion, readers: readers, of: object, in: index) {
      let moved = portion.properties.map { ($0, changes[$0] ?? []) }.filter { !$0.1.isEmpty }
      for spectator in spectators(of: portion, readers: readers) {
        spared += moved.map { SparedChange(view: spectator.view.name, change: "\(object.name).\($0.0)", writers: $0.1) }
      }
    }
    if !isObservableObject {
      let measured = portion.readers.contains { model.evidence.runs(of: $0.view, in: index) != nil }
      if !measured {
        return .failure(Reason(SplitObservableSkip.alreadyRunOnlyWhen, "\(object.name) is @Observable: \(portion.readers.map(\.view.name).joined(separator: ", ")) already run only when \(portion.properties.joined(separator: " or ")) changes; give --evidence showing them running for other changes to propose the split"))
      }
    }
    if spared.isEmpty {
      return .failure(Reason(SplitObservableSkip.sparedNothing, "nothing writes \(object.name)'s other \(isObservableObject ? "published " : "")properties after it is built, so the views would be spared nothing"))
    }
    return .success(Effect(spared: spared).measured(in: model))
  }
}
