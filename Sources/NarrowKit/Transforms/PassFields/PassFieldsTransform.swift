/// A view that keeps a whole struct but shows a few of its fields re-runs its body whenever any
/// field changes. Taking just those fields lets SwiftUI skip the body when only others change.
struct PassFieldsTransform: Transform {
  static let id = "pass-fields"
  static let summary = "A view that reads 1–3 fields of a struct input takes those fields instead."
  static let guidance = """
    SwiftUI compares a view's inputs to decide whether its body must run again. A view holding a \
    whole struct is invalidated by a change to any field of it, even ones it never shows. When the \
    view reads no more than three fields, passing those fields alone narrows what it depends on. \
    With four or more, the whole value is the clearer input. Observable objects are not candidates: \
    Observation already tracks their properties one by one.
    """
  static let explanation = """
    Worth it when the struct changes often in fields the view does not show (a play count ticking \
    while a row shows the title), and the view is built many times (rows, cells). It costs an \
    initialiser with more parameters. The view's stored property becomes one property per field \
    read, every read is rewritten, and every construction site passes the fields (a view with its \
    own initialiser keeps its parameters and assigns the fields inside, so callers do not change).
    """
  static let highestVerdict = Verdict.safe
  static let maximumFields = 3

  init(options: TransformOptions) {}

  func proposals(in model: UpdateModel, lookups _: TransformLookups) -> TransformResult {
    let index = model.index
    var result = TransformResult()
    for view in index.allTypes where view.kind == .struct && index.isView(view) {
      for property in view.properties {
        let target = "\(view.name).\(property.name)"
        result.record(PassFieldsPlanner(model: model, view: view, property: property).plan(),
          transform: Self.id, target: target, at: property.declaration.location)
      }
    }
    return result
  }
}

/// A field of the struct the view will take instead of the whole value.
struct PassedField {
  let field: PropertyFact
  let newName: String
  /// The field's type as it must be written in the view.
  let type: RelocatedType
}

/// Decides one `View.property` candidate, and writes its edits.
struct PassFieldsPlanner {
  let model: UpdateModel
  let view: TypeFact
  let property: PropertyFact
  private var index: Index { model.index }

  func plan() -> PlanOutcome {
    guard !property.isStatic, let typeName = structTypeName(), !view.genericParameters.contains(typeName)
    else { return .notACandidate }
    // `A.ViewModel` written out names its own; a bare name is looked up from the view outwards.
    let written = property.declaredType ?? typeName
    let qualifier = written.contains(".") ? String(written[..<written.lastIndex(of: ".")!]) : "Self"
    let scope = qualifier == "Self" ? view.qualifiedName : qualifier
    let declarations = index.declarations(named: typeName, seenFrom: scope)
    if let wrapper = index.wrapper(of: property) {
      guard declarations.count == 1, declarations[0].kind == .struct else { return .notACandidate }
      return .skip(PassFieldsSkip.hasPropertyWrapper, "\(property.name) has the property wrapper @\(wrapper)")
    }
    let uses = index.parts(of: view).flatMap(\.memberUses).filter { $0.name == property.name }
    let bodyUses = uses.filter { !$0.inInitializer }
    guard let structType = declarations.first, declarations.count == 1 else {
      if declarations.isEmpty {
        // A type of the standard library or a framework the scanned code does not declare again
        // is not one of its structs: nothing to report.
        if Index.isFrameworkType(typeName) { return .notACandidate }
        let readsFields = bodyUses.contains { if case .field = $0.kind { true } else { false } }
        // An alias is declared; what it names may not be.
        let named = index.aliasTarget(typeName, seenFrom: scope).map { "\(typeName) names \($0), which" } ?? typeName
        return readsFields ? .skip(PassFieldsSkip.notDeclaredInTheScannedCode, "\(named) is not declared in the scanned code") : .notACandidate
      }
      return .skip(PassFieldsSkip.declaredSeveralTimes, "\(typeName) is declared \(declarations.count) times; Narrow cannot tell which")
    }
    // The fields of one declaration are no promise about the others, which other builds compile.
    if let branches = index.branchesDeclaring(structType) {
      return .skip(PassFieldsSkip.declaredInEachBranchOfAnIf, "\(typeName) is declared once in each branch of an #if (\(branches.map(\.condition).joined(separator: ", "))); Narrow cannot tell which one is built")
    }
    if let reason = typeRejection(structType) { return .skip(reason) }
    switch property.storage {
    case .stored: break
    case .observed: return .skip(PassFieldsSkip.hasPropertyObservers, "\(property.name) has property observers")
    case .computed: return .skip(PassFieldsSkip.isAComputedProperty, "\(property.name) is a computed property, not an input")
    }
    if property.sharesDeclaration { return .skip(PassFieldsSkip.sharesItsDeclarationWithOtherProperties, "\(property.name) shares its declaration with other properties") }
    if let equality = index.parts(of: view).lazy.compactMap(\.equality).first,
      equality.comparedMembers?.contains(property.name) ?? true
    {
      return .skip(PassFieldsSkip.andNarrowDoesNotRewriteIt, "\(view.name)'s own == at \(equality.location) reads \(property.name), and Narrow does not rewrite it")
    }
    if index.declarations(named: view.name).count > 1 || index.branchesDeclaring(view) != nil {
      return .skip(PassFieldsSkip.narrowCannotTellTheirCallersApart, "\(view.name) is declared more than once; Narrow cannot tell their callers apart")
    }

    let reads: [String]
    switch readFields(bodyUses, of: structType) {
    case .failure(let reason): return .skip(reason)
    case .success(let fields): reads = fields
    }
    if reads.isEmpty { return .skip(PassFieldsSkip.neverRead, "\(property.name) is never read") }
    if reads.count > PassFieldsTransform.maximumFields {
      return .skip(PassFieldsSkip.readsTooManyFields, "reads \(reads.count) fields of \(typeName) (\(reads.joined(separator: ", "))): pass the whole value")
    }
    let fields: [PassedField]
    switch passedFields(reads, of: structType) {
    case .failure(let reason): return .skip(reason)
    case .success(let found): fields = found
    }
    var rewrite = PassFieldsRewrite(
      index: index, view: view, property: property, structType: structType, fields: fields)
    if let reason = rewrite.rewriteCallers(initializerUses: uses.filter(\.inInitializer)) {
      return .skip(reason)
    }
    let effect: Effect
    switch PassFieldsEffect(model: model, view: view, property: property, structType: structType, reads: reads).effect() {
    case .failure(let reason): return .skip(reason)
    case .success(let found): effect = found
    }
    rewrite.rewriteDeclarationAndReads(bodyUses)
    var proposal = rewrite.proposal(reads: bodyUses)
    proposal.effect = effect
    return .propose(proposal)
  }

  /// `Track` for `let track: Track` (or `Module.Track`); nil for optionals, collections, closures.
  private func structTypeName() -> String? {
    guard let type = property.declaredType else { return nil }
    let isPlainName = type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    guard isPlainName else { return nil }
    return Index.simpleName(type)
  }

  private func typeRejection(_ type: TypeFact) -> Reason? {
    switch type.kind {
    case .class where type.attributes.contains("Observable"):
      return Reason(PassFieldsSkip.isObservable, "\(type.name) is @Observable: Observation already tracks its properties one by one")
    case .class where index.isRewritableObservable(type):
      return Reason(PassFieldsSkip.isAnObservableObject, "\(type.name) is an ObservableObject, passed by reference: a view observing it runs for every @Published change, whatever it reads (adopt-observation narrows that)")
    case .actor:
      return Reason(PassFieldsSkip.isAnActor, "\(type.name) is an actor, passed by reference: its state is read asynchronously, not compared by SwiftUI")
    case .class: return Reason(PassFieldsSkip.isAClass, "\(type.name) is a class: its fields can change behind copies taken from it")
    case .protocol: return Reason(PassFieldsSkip.isAProtocol, "\(type.name) is a protocol: its concrete type is unknown")
    case .enum: return Reason(PassFieldsSkip.isAnEnum, "\(type.name) is an enum: it has no fields to pass")
    default: break
    }
    if !type.genericParameters.isEmpty { return Reason(PassFieldsSkip.isGeneric, "\(type.name) is generic") }
    return nil
  }

  /// The distinct fields read, in the struct's declaration order.
  private func readFields(_ uses: [MemberUseFact], of structType: TypeFact) -> Result<[String], Reason> {
    var read = Set<String>()
    for use in uses {
      let at = "at \(use.expression.location) (`\(use.expression.text)`)"
      switch use.kind {
      case .field(let name):
        if let problem = fieldProblem(name, of: structType, used: "\(property.name).\(name) \(at)") {
          return .failure(problem)
        }
        read.insert(name)
      case .whole: return .failure(Reason(PassFieldsSkip.usedWhole, "\(property.name) is used whole \(at)"))
      case .mutation: return .failure(Reason(PassFieldsSkip.mutated, "\(property.name) is mutated \(at)"))
      case .projected: return .failure(Reason(PassFieldsSkip.boundWithProjection, "\(property.name) is bound with $\(property.name) \(at)"))
      case .wrapperStorage: return .failure(Reason(PassFieldsSkip.usedThroughWrapperStorage, "\(property.name) is used through _\(property.name) \(at)"))
      }
    }
    return .success(structType.properties.map(\.name).filter(read.contains))
  }

  /// Why `name` cannot be passed on its own: only stored properties are fields. A computed one
  /// would be evaluated wherever the view is built instead of when its body runs. `used` says
  /// where the view reads it (`track.summary at …`), and starts the reason.
  private func fieldProblem(_ name: String, of structType: TypeFact, used: String) -> Reason? {
    let members = index.parts(of: structType)
    if let stored = structType.properties.first(where: { $0.name == name && !$0.isStatic }) {
      guard stored.storage == .computed else { return nil }
    } else if !members.contains(where: { $0.properties.contains { $0.name == name && !$0.isStatic } }) {
      if members.contains(where: { $0.methods.contains(name) }) { return Reason(PassFieldsSkip.isAMethodOf, "\(used) is a method of \(structType.name), not a field") }
      return Reason(PassFieldsSkip.isNotAPropertyOf, "\(used) is not a property of \(structType.name) declared in the scanned code")
    }
    return Reason(PassFieldsSkip.isAComputedProperty, "\(used) is a computed property of \(structType.name); passing it would evaluate it wherever the view is built")
  }

  private func passedFields(_ names: [String], of structType: TypeFact) -> Result<[PassedField], Reason> {
    let taken = index.namesInUse(by: view)
    var fields: [PassedField] = []
    for name in names {
      let field = structType.properties.first { $0.name == name && !$0.isStatic }!
      guard let type = field.type else {
        return .failure(Reason(PassFieldsSkip.typeNotInferred, "the type of \(structType.name).\(name) is not declared and cannot be inferred"))
      }
      let relocated: RelocatedType
      switch index.relocate(type: type, from: .inside(structType), to: .inside(view)) {
      case .failure(let problem): return .failure(Reason(PassFieldsSkip.cannotBeWrittenIn, "the type of \(structType.name).\(name) cannot be written in \(view.name): \(problem.reason)"))
      case .success(let found): relocated = found
      }
      let prefixed = property.name + name.prefix(1).uppercased() + name.dropFirst()
      guard let newName = [name, prefixed].first(where: { !taken.contains($0) }) else {
        return .failure(Reason(PassFieldsSkip.namesTaken, "\(view.name) already uses the names \(name) and \(prefixed)"))
      }
      fields.append(PassedField(field: field, newName: newName, type: relocated))
    }
    return .success(fields)
  }
}
