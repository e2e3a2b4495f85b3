/// The edits of one `pass-fields` proposal: the view's declaration, its reads, and its callers
/// (construction sites, or the view's own initialisers).
struct PassFieldsRewrite {
  let index: Index
  let view: TypeFact
  let property: PropertyFact
  let structType: TypeFact
  let fields: [PassedField]

  private(set) var edits: [TextEdit] = []
  private(set) var callerEvidence = ""
  private var importEvidence: [String] = []
  /// The view's memberwise initialiser changes when its construction sites are rewritten.
  private var changesInitializer = false

  init(index: Index, view: TypeFact, property: PropertyFact, structType: TypeFact, fields: [PassedField]) {
    self.index = index
    self.view = view
    self.property = property
    self.structType = structType
    self.fields = fields
  }

  /// Rewrites whoever supplies the value; returns why it cannot, if it cannot.
  mutating func rewriteCallers(initializerUses: [MemberUseFact]) -> Reason? {
    let extensionInitializers = index.parts(of: view).filter { $0.kind == .extension }.flatMap(\.initializers)
    if let first = extensionInitializers.first {
      return Reason(PassFieldsSkip.hasInitialiserInAnExtension, "\(view.name) has an initialiser in an extension (\(first.location)), so both it and the memberwise one may be called")
    }
    return view.initializers.isEmpty
      ? rewriteConstructionSites() : rewriteInitializers(uses: initializerUses)
  }

  // MARK: Callers through the memberwise initialiser

  private mutating func rewriteConstructionSites() -> Reason? {
    if view.modifiers.contains("public") || view.modifiers.contains("open") {
      return Reason(PassFieldsSkip.isPublic, "\(view.name) is public and has no explicit initialiser: callers may be outside the scanned code")
    }
    if property.initialValue != nil {
      return Reason(PassFieldsSkip.hasInitialValue, "\(property.name) has an initial value, so callers may leave it out")
    }
    if let opaque = index.opaqueConstructions.first(where: { mayConstructView($0) }) {
      return Reason(PassFieldsSkip.cannotRewrite, "`\(opaque.expression.text)` at \(opaque.expression.location) may construct \(view.name) in a way Narrow cannot rewrite")
    }
    let sites = index.constructions(of: view.name)
    if sites.isEmpty {
      let module = index.modules.module(of: property.declaration.location.file)
      if let module, index.modules.isComplete(module) {
        return Reason(PassFieldsSkip.noConstructionSite, "no construction site of \(view.name) in the module \(module): nothing builds it, so nothing is spared")
      }
      return Reason(PassFieldsSkip.noConstructionSite, "no construction site of \(view.name) found; its callers may be outside the scanned paths")
    }
    var files = Set<String>()
    for site in sites {
      if let error = index.file(at: site.call.location.file)?.parseError {
        return Reason(PassFieldsSkip.constructedInCodeWithSyntaxErrors, "\(view.name) is constructed in \(site.call.location.file), which has syntax errors (\(error.location))")
      }
      guard let argument = site.arguments.first(where: { $0.label == property.name }) else {
        return Reason(PassFieldsSkip.constructionLeavesItOut, "the construction at \(site.call.location) does not pass \(property.name):")
      }
      if let problem = repeatProblem(of: argument, in: site.enclosingType) { return problem }
      files.insert(site.call.location.file)
      let arguments = fields.map { "\($0.newName): \(read($0.field.name, from: argument.value, shape: argument.valueShape))" }
      edits.append(TextEdit(file: argument.whole.location.file, range: argument.whole.range,
        replacement: arguments.joined(separator: ", ")))
    }
    changesInitializer = true
    callerEvidence = "constructed at \(sites.count) site\(sites.count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")"
    return nil
  }

  private func mayConstructView(_ opaque: OpaqueConstructionFact) -> Bool {
    if let typeName = opaque.typeName { return typeName == view.name }
    return opaque.argumentLabels.contains(property.name)
  }

  // MARK: Callers through the view's own initialisers

  private mutating func rewriteInitializers(uses: [MemberUseFact]) -> Reason? {
    var assignments: [AssignmentFact] = []
    for initializer in view.initializers {
      let assigned = initializer.assignments.filter { $0.property == property.name }
      if assigned.isEmpty && initializer.isConvenienceOrDelegating { continue }
      guard assigned.count == 1 else {
        return Reason(PassFieldsSkip.notSetExactlyOnce, "the initialiser at \(initializer.location) does not set \(property.name) exactly once with `self.\(property.name) = …`")
      }
      assignments.append(assigned[0])
    }
    for use in uses where !assignments.contains(where: { $0.statement.range.contains(use.expression.range) }) {
      return Reason(PassFieldsSkip.usedInsideAnInitialiser, "\(property.name) is used inside an initialiser at \(use.expression.location) (`\(use.expression.text)`)")
    }
    for assignment in assignments {
      let passed = ArgumentFact(label: nil, whole: assignment.value, value: assignment.value, valueShape: assignment.valueShape,
        valuePath: assignment.valuePath)
      if let problem = repeatProblem(of: passed, in: view.qualifiedName) { return problem }
      let lines = fields.map { "self.\($0.newName) = \(read($0.field.name, from: assignment.value, shape: assignment.valueShape))" }
      edits.append(TextEdit(file: assignment.statement.location.file, range: assignment.statement.range,
        replacement: lines.joined(separator: "\n" + assignment.indentation)))
    }
    callerEvidence = "callers keep using \(view.name)'s own initialiser (\(view.initializers.count))"
    return nil
  }

  // MARK: The view itself

  mutating func rewriteDeclarationAndReads(_ reads: [MemberUseFact]) {
    let keyword = property.isLet ? "let" : "var"
    let prefix = (property.writtenAttributes + property.modifiers + [keyword]).joined(separator: " ")
    let declarations = fields.map { "\(prefix) \($0.newName): \($0.type.text)" }
    edits.append(TextEdit(file: property.declaration.location.file, range: property.declaration.range,
      replacement: declarations.joined(separator: "\n" + property.indentation)))
    var imports = ImportEdits()
    for field in fields { imports.add(field.type, in: property.declaration.location.file) }
    let added = imports.edits(in: index)
    edits += added.edits
    importEvidence = added.evidence
    for read in reads {
      guard case .field(let name) = read.kind, let field = fields.first(where: { $0.field.name == name })
      else { continue }
      let explicitSelf = read.expression.text.hasPrefix("self")
      edits.append(TextEdit(file: read.expression.location.file, range: read.expression.range,
        replacement: (explicitSelf ? "self." : "") + field.newName))
    }
  }

  func proposal(reads: [MemberUseFact]) -> Proposal {
    let readPlaces = reads.map { "\($0.expression.text) at \($0.expression.location)" }
    let names = fields.map(\.newName).joined(separator: ", ")
    var checks: [String] = []
    if let handWritten = index.parts(of: structType).lazy.compactMap(\.equality).first {
      switch index.equalityAsViewsCompare(structType.name) {
      case .ignores(_, let ignored, _):
        let readIgnored = fields.map(\.field.name).filter(ignored.contains)
        guard !readIgnored.isEmpty else { break }
        checks.append("\(structType.name)'s hand-written == at \(handWritten.location) leaves out \(ignored.joined(separator: ", ")): today \(view.name) does not run its body when only \(readIgnored.joined(separator: ", ")) changes; with the fields passed it does, and shows the new value")
      case .unknown(let why):
        checks.append("\(structType.name) has a hand-written == at \(handWritten.location) (\(why)); passing fields may change which changes run \(view.name)'s body")
      case .everyField: break
      }
    }
    let storedCount = structType.properties.filter { !$0.isStatic && $0.storage != .computed }.count
    return Proposal(
      transform: PassFieldsTransform.id,
      target: "\(view.name).\(property.name)",
      verdict: checks.isEmpty ? .safe : .review,
      location: property.declaration.location,
      summary: "\(view.name) takes \(names) instead of the whole \(structType.name)",
      evidence: [
        "reads \(fields.count) of \(storedCount) stored properties of \(structType.name): "
          + fields.map(\.field.name).joined(separator: ", "),
        "read at " + readPlaces.joined(separator: "; "),
        callerEvidence,
      ] + importEvidence,
      checks: checks,
      edits: edits,
      interfaceNames: changesInitializer ? [view.name] : [])
  }

  // MARK: Reading a field from the expression that used to be passed

  /// `value.field`, with the type written out for `.preview` and parentheses where needed.
  private func read(_ field: String, from value: Snippet, shape: ExpressionShape) -> String {
    switch shape {
    case .reference, .other:
      return (value.text.hasPrefix(".") ? structType.qualifiedName : "") + value.text + "." + field
    case .implicitMember:
      return structType.qualifiedName + value.text + "." + field
    case .compound:
      return "(" + value.text + ")." + field
    case .literal:
      // A literal only means the struct in argument position; elsewhere it needs the type.
      return "(" + value.text + " as " + structType.qualifiedName + ")." + field
    }
  }

  /// Why the value cannot be written once per field: it is read more than once after the change,
  /// so it must give the same value each time and do nothing else.
  private func repeatProblem(of argument: ArgumentFact, in enclosingType: String?) -> Reason? {
    guard fields.count > 1 else { return nil }
    switch argument.valueShape {
    case .literal: return nil
    case .other where isPlainConstruction(argument.value): return nil
    case .implicitMember(let member):
      guard let problem = index.repeatProblem(
        of: ValuePath(root: .type(structType.name), rootBinding: .unbound, steps: [.member(member)]), in: enclosingType)
      else { return nil }
      return repeatedReason(argument, problem)
    default:
      guard let path = argument.valuePath else {
        return repeatedReason(argument, "it is not a plain path of stored properties")
      }
      return index.repeatProblem(of: path, in: enclosingType).map { repeatedReason(argument, $0) }
    }
  }

  private func repeatedReason(_ argument: ArgumentFact, _ problem: String) -> Reason {
    Reason(PassFieldsSkip.wouldBeEvaluatedPerField, "`\(argument.value.text)` at \(argument.value.location) would be evaluated \(fields.count) times, once per field, and "
      + "Narrow cannot prove that gives the same value with no other effect (\(problem)); bind it to a local first")
  }

  /// `Track(title: "A", playCount: 0)`: the memberwise initialiser of a struct of the scanned
  /// code, given literals and names. Building it again gives an equal value and does nothing else.
  private func isPlainConstruction(_ value: Snippet) -> Bool {
    guard let site = index.file(at: value.location.file)?.constructions.first(where: { $0.call.range == value.range }),
      let type = index.declaration(named: site.typeName), type.kind == .struct,
      index.parts(of: type).allSatisfy({ $0.initializers.isEmpty })
    else { return false }
    return site.arguments.allSatisfy { argument in
      switch argument.valueShape {
      case .literal, .reference: return true
      case .implicitMember(let name): return argument.label.map { isEnumCase(name, ofField: $0, in: type) } ?? false
      default: return false
      }
    }
  }

  /// `.cake` given for `dough: Dough`, where `Dough` is an enum with that case.
  private func isEnumCase(_ name: String, ofField field: String, in type: TypeFact) -> Bool {
    guard let fieldType = index.propertyType(field, in: type.name),
      let declared = index.declaration(named: fieldType), declared.kind == .enum
    else { return false }
    return index.parts(of: declared).contains { $0.enumCases.contains(name) }
  }
}
