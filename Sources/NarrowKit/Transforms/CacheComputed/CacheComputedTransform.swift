/// A view reading a computed property of an observable object depends on everything the getter
/// reads. Storing the result, refreshed from the `didSet` of each input, leaves one dependency.
struct CacheComputedTransform: Transform {
  static let id = "cache-computed"
  static let summary = "A computed property of an observable object is stored and refreshed from didSet of each input."
  static let guidance = """
    Observation records every property a getter touches, so a view showing a derived value (a \
    total over items and a tax rate) runs again whenever any of those inputs changes, even when the \
    derived value comes out the same. Keeping the value in a stored property and recomputing it when \
    an input is set gives the view a single dependency that changes only when the result does. The \
    price is an update path to maintain for every input: one forgotten path leaves the screen showing \
    an old value. So Narrow only proposes it when every input is a stored property of the same object \
    and every way those inputs change is covered, and always for review after a measurement.
    """
  static let explanation = """
    Worth it when profiling shows views re-running because the inputs of a derived value change \
    often while the value itself does not (a flag on a line item that does not affect the total), or \
    when the computation is costly and read by several views. The getter moves into a static function \
    of its inputs; the property becomes stored with a private setter; each input gets a didSet that \
    recomputes it and assigns only when the result differs; each designated initialiser computes the \
    first value once the inputs are set (an init() is written where the class had only the implicit \
    one). The computation then runs on every input change even when nothing reads it. With \
    --debug-check, debug builds assert at each view that reads it that the stored value is current.
    """
  static let highestVerdict = Verdict.review

  private let options: TransformOptions

  init(options: TransformOptions) { self.options = options }

  func proposals(in model: UpdateModel, lookups _: TransformLookups) -> TransformResult {
    let index = model.index
    var result = TransformResult()
    let accesses = index.memberAccesses
    for object in index.allTypes where object.kind == .class && index.isObservable(object) {
      for part in index.parts(of: object) {
        for property in part.properties where property.storage == .computed && !property.isStatic {
          let planner = CacheComputedPlanner(
            model: model, accesses: accesses, object: object, part: part, property: property, options: options)
          result.record(planner.plan(), transform: Self.id, target: planner.target, at: property.declaration.location)
        }
      }
    }
    return result
  }
}

/// A view that reads the property, and where.
struct CachedPropertyReader {
  let view: TypeFact
  let chain: ChainFact
  /// The position of the property in the chain's components.
  let component: Int
}

/// Decides one `Object.property` candidate.
struct CacheComputedPlanner {
  let model: UpdateModel
  private var index: Index { model.index }
  let accesses: MemberAccesses
  let object: TypeFact
  /// The declaration or extension the property is written in.
  let part: TypeFact
  let property: PropertyFact
  let options: TransformOptions

  var target: String { "\(object.name).\(property.name)" }

  func plan() -> PlanOutcome {
    guard let getter = property.getter, getter.statements != nil, property.declaredType != nil else { return .notACandidate }
    let readers = findReaders()
    if readers.isEmpty { return .notACandidate }
    if let reason = CacheComputedEffect.observationReason(object, property: property, in: index) { return .skip(reason) }
    if let reason = declarationProblem() { return .skip(reason) }
    let reads = CacheComputedReads(index: index, object: object)
    let inputs: CacheComputedReads.Inputs
    switch reads.inputs(of: getter, property: property) {
    case .failure(let reason): return .skip(reason)
    case .success(let found): inputs = found
    }
    let comparison = index.equality(of: property.declaredType!)
    var rewrite = CacheComputedRewrite(
      index: index, object: object, property: property, getter: getter, inputs: inputs.properties,
      helpers: inputs.helpers, readers: readers, comparison: comparison, options: options)
    if let reason = rewrite.rewriteInitializers() { return .skip(reason) }
    let effect: Effect
    switch CacheComputedEffect(model: model, object: object, property: property, getter: getter, inputs: inputs.properties,
      readers: readers, comparison: comparison).effect() {
    case .failure(let reason): return .skip(reason)
    case .success(let found): effect = found
    }

    rewrite.rewriteDeclaration()
    rewrite.rewriteInputs()
    rewrite.addDebugChecks()
    var proposal = rewrite.proposal()
    proposal.effect = effect
    return .propose(proposal)
  }

  private func declarationProblem() -> Reason? {
    if object.modifiers.contains("open") { return Reason(CacheComputedSkip.isOpen, "\(object.name) is open: a subclass elsewhere could change what it reads") }
    if let subclass = index.subclasses(of: object.name).first {
      return Reason(CacheComputedSkip.hasSubclass, "\(object.name) has the subclass \(subclass.name) (\(subclass.location)), which could override what the getter reads")
    }
    if property.modifiers.contains("override") { return Reason(CacheComputedSkip.overridesASuperclassProperty, "\(property.name) overrides a superclass property") }
    if property.attributes.contains("objc") || object.attributes.contains("objcMembers") {
      return Reason(CacheComputedSkip.isObjC, "\(property.name) is @objc: Objective-C code may rely on it being computed")
    }
    if property.sharesDeclaration { return Reason(CacheComputedSkip.sharesItsDeclarationWithOtherProperties, "\(property.name) shares its declaration with other properties") }
    // Each build compiles one of them: caching in one would leave the others as they were.
    if let branches = index.branchesDeclaring(object) {
      return Reason(CacheComputedSkip.declaredInEachBranchOfAnIf, "\(object.name) is declared once in each branch of an #if (\(branches.map(\.condition).joined(separator: ", "))); Narrow rewrites a type declared once")
    }
    if let actor = index.isolationApart(of: property, in: object) {
      return Reason(CacheComputedSkip.isolatedElsewhere, "\(property.name) is isolated to @\(actor) and \(object.name) is not: the refresh Narrow writes could not set it")
    }
    if part.kind == .extension {
      return Reason(CacheComputedSkip.declaredInAnExtension, "\(property.name) is declared in an extension, and stored properties must be declared in \(object.name) itself")
    }
    if !object.genericParameters.isEmpty { return Reason(CacheComputedSkip.isGeneric, "\(object.name) is generic") }
    if index.declarations(named: object.name).count > 1 {
      return Reason(CacheComputedSkip.declaredMoreThanOnce, "\(object.name) is declared more than once; Narrow cannot tell which")
    }
    let taken = Set(index.parts(of: object).flatMap { $0.methods + $0.properties.map(\.name) })
    let names = CacheComputedRewrite.names(for: property.name)
    if let clash = [names.compute, names.refresh, names.check].first(where: taken.contains) {
      return Reason(CacheComputedSkip.memberNameTaken, "\(object.name) already has a member named \(clash)")
    }
    let initializerRead = index.parts(of: object).flatMap(\.memberUses).first { $0.name == property.name && $0.inInitializer }
    if let initializerRead {
      return Reason(CacheComputedSkip.readInsideAnInitialiser, "\(property.name) is read inside an initialiser at \(initializerRead.expression.location), before it would be stored")
    }
    return nil
  }

  // MARK: Views that read the property

  /// Chains in views whose prefix before the property resolves to this object's type, or cannot
  /// be resolved while no other type declares a property of that name.
  func findReaders() -> [CachedPropertyReader] {
    let ownParts = index.parts(of: object)
    let nameIsUnique = index.types(declaringProperty: property.name).allSatisfy(ownParts.contains)
    let occurrences = accesses.occurrences(of: property.name, in: object.name)
      + (nameIsUnique ? accesses.unresolvedOccurrences(of: property.name) : [])
    return occurrences.compactMap { occurrence in
      let chain = occurrence.chain.chain
      guard occurrence.component >= 0,
        let enclosing = chain.enclosingType,
        let view = index.declaration(named: enclosing), index.isView(view)
      else { return nil }
      return CachedPropertyReader(view: view, chain: chain, component: occurrence.component)
    }
  }
}
