import SwiftSyntax

/// Walks one file's tree once and keeps plain facts: types, their members, uses of their stored
/// properties, constructions of types, and the type aliases and macros the file declares.
final class FactCollector: SyntaxVisitor {
  let maker: SnippetMaker
  private(set) var types: [TypeFact] = []
  private(set) var constructions: [ConstructionFact] = []
  private(set) var opaqueConstructions: [OpaqueConstructionFact] = []
  private(set) var chains: [ChainFact] = []
  private(set) var elementAccesses: [ChainFact] = []
  private(set) var keyedAccesses: [KeyedAccessFact] = []
  private(set) var memberNameCounts: [String: Int] = [:]
  private(set) var onChanges: [OnChangeFact] = []
  private(set) var memberBuilds: [MemberBuildFact] = []
  private(set) var keyPathMembers: Set<String> = []
  private(set) var injections: [InjectionFact] = []
  private(set) var methodCalls: [MethodCallFact] = []
  private(set) var versionedAPIUses: [VersionedAPIUseFact] = []
  private(set) var typeAliases: [TypeAliasFact] = []
  /// The names of the macros the file declares (`macro Tracked()`).
  private(set) var macros: [String] = []
  /// Where each `type.member` is in `memberBuilds`.
  private var memberBuildSlots: [String: Int] = [:]

  /// Types being visited, innermost last.
  private(set) var openTypes: [OpenType] = []
  private var places = PlaceTracker()

  struct OpenType {
    /// Filled in while its members are visited, and frozen into a `TypeFact` when it closes.
    var fact: TypeFact.Fields
    /// For a declaration: the names of its properties, the only names worth recording uses of.
    /// For an extension: nil, since its type's properties are declared elsewhere.
    var memberNames: Set<String>?
  }

  init(maker: SnippetMaker) {
    self.maker = maker
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Types

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node, name: node.name.text, kind: .struct, generics: node.genericParameterClause)
  }
  override func visitPost(_ node: StructDeclSyntax) { close() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node, name: node.name.text, kind: .class, generics: node.genericParameterClause)
  }
  override func visitPost(_ node: ClassDeclSyntax) { close() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node, name: node.name.text, kind: .enum, generics: node.genericParameterClause)
  }
  override func visitPost(_ node: EnumDeclSyntax) { close() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node, name: node.name.text, kind: .actor, generics: node.genericParameterClause)
  }
  override func visitPost(_ node: ActorDeclSyntax) { close() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node, name: node.name.text, kind: .protocol, generics: nil)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { close() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = node.extendedType.trimmedDescription
    let name = Index.simpleName(extended)
    return open(node, name: name, kind: .extension, generics: nil, qualifiedName: extended)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { close() }

  /// `typealias Model = LibraryModel` at file scope or inside a type or extension (`Screen.Model`).
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    typeAliases.append(TypeAliasFact(
      name: node.name.text, target: node.initializer.value.trimmedDescription, scope: openTypes.last?.fact.qualifiedName,
      genericParameters: node.genericParameterClause?.parameters.map(\.name.text) ?? [],
      modifiers: node.modifiers.texts, location: maker.location(node.positionAfterSkippingLeadingTrivia)))
    return .visitChildren
  }

  /// `macro Tracked()`: its name written as an attribute is that macro.
  override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
    macros.append(node.name.text)
    return .visitChildren
  }

  private func open(
    _ node: some DeclGroupSyntax, name: String, kind: TypeKind,
    generics: GenericParameterClauseSyntax?, qualifiedName: String? = nil
  ) -> SyntaxVisitorContinueKind {
    let around = places.current().clauses
    // Members inside `#if` are members too, in the builds that take their branch.
    let members = ConditionalCode.members(node.memberBlock.members, within: around, file: maker.file.path)
    versionedAPIUses += VersionedAPIReader.uses(in: node.attributes, maker: maker)
    let properties = members.flatMap { PropertyReader.properties(of: $0.decl, maker: maker, clauses: $0.clauses) }
    let fact = TypeFact.Fields(
      name: name,
      qualifiedName: qualifiedName ?? (openTypes.last.map { $0.fact.qualifiedName + "." + name } ?? name),
      kind: kind,
      location: maker.location(node.positionAfterSkippingLeadingTrivia),
      modifiers: node.modifiers.texts,
      attributes: node.attributes.names,
      inheritedTypes: node.inheritanceClause.typeNames,
      genericParameters: generics?.parameters.map(\.name.text) ?? [],
      genericConstraints: GenericConstraints.constraints(generics, where: node.genericWhereClause).map { $0.constraint ?? "" },
      properties: properties,
      methods: members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text },
      functions: members.compactMap { member in
        member.decl.as(FunctionDeclSyntax.self).map { CodeReader.function($0, maker: maker, clauses: member.clauses) }
      },
      initializers: members.compactMap { member in
        member.decl.as(InitializerDeclSyntax.self).map { PropertyReader.initializer($0, maker: maker, clauses: member.clauses) }
      },
      nestedTypes: members.compactMap { ScopeReader.nestedTypeName($0.decl) },
      privateNestedTypes: ScopeReader.privateNestedTypes(in: members.map(\.decl)),
      enumCases: members.flatMap { $0.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.text) ?? [] },
      equality: ScopeReader.equality(in: members.map(\.decl), maker: maker),
      end: node.endPositionBeforeTrailingTrivia.utf8Offset,
      memberUses: [], localNames: [], referencedNames: [],
      conditionalBranches: around)
    // Methods too: a call of one (`refresh()`) is a use the update model follows.
    let memberNames = kind == .extension ? nil : Set(properties.map(\.name) + fact.methods)
    openTypes.append(OpenType(fact: fact, memberNames: memberNames))
    // Protocols declare requirements, not code that runs: they are no place for facts.
    if kind != .protocol { places.enterType(kind == .extension ? fact.qualifiedName : name) }
    return .visitChildren
  }

  private func close() {
    guard let finished = openTypes.popLast() else { return }
    if finished.fact.kind != .protocol { places.leave() }
    types.append(TypeFact(finished.fact))
  }

  // MARK: Members, accessors and `#if` branches, for the place of what is inside them

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    if let clause = DeclarationPlaceReader.ifClause(node, in: maker.file.path) { places.enterClause(clause) }
    return .visitChildren
  }
  override func visitPost(_ node: IfConfigClauseSyntax) {
    if node.parent?.is(IfConfigClauseListSyntax.self) == true { places.leave() }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    places.enterMember(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { places.leave() }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    places.enterMember("init")
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { places.leave() }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if !node.attributes.isEmpty { versionedAPIUses += VersionedAPIReader.uses(in: node.attributes, maker: maker) }
    if node.parent?.is(MemberBlockItemSyntax.self) == true {
      places.enterMember(node.bindings.first.map { maker.trimmedText($0.pattern) } ?? "")
    }
    return .visitChildren
  }
  override func visitPost(_ node: VariableDeclSyntax) {
    if node.parent?.is(MemberBlockItemSyntax.self) == true { places.leave() }
  }
  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    places.enterAccessor(node.accessorSpecifier.text)
    return .visitChildren
  }
  override func visitPost(_ node: AccessorDeclSyntax) { places.leave() }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    // `var total: Int { … }` has a getter without the word `get`.
    if case .getter = node.accessors { places.enterAccessor("get") }
    return .visitChildren
  }
  override func visitPost(_ node: AccessorBlockSyntax) {
    if case .getter = node.accessors { places.leave() }
  }

  // MARK: Names bound and referred to inside a type

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    if !node.isMemberPropertyName { noteLocal(node.identifier.text) }
    return .visitChildren
  }
  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    noteLocal((node.secondName ?? node.firstName).text)
    return .visitChildren
  }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    ScopeResolver.closureBoundNames(node).forEach(noteLocal)
    return .visitChildren
  }

  private func noteLocal(_ name: String) {
    guard !openTypes.isEmpty else { return }
    openTypes[openTypes.count - 1].fact.localNames.insert(name)
  }

  // MARK: Uses of members

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard !openTypes.isEmpty, node.parent?.is(KeyPathPropertyComponentSyntax.self) != true else {
      return .visitChildren
    }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      // `x.name`: a member of something else, unless `x` is `self`.
      if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        recordUse(of: node.baseName.text, at: ExprSyntax(member), implicitSelf: false)
      }
      return .visitChildren
    }
    switch node.baseName.tokenKind {
    case .identifier, .dollarIdentifier: break
    default: return .visitChildren
    }
    let name = node.baseName.text
    openTypes[openTypes.count - 1].fact.referencedNames.insert(name)
    if !node.isBoundByPattern { recordUse(of: name, at: ExprSyntax(node), implicitSelf: true) }
    return .visitChildren
  }

  override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
    // `[track] in`: captures the property's whole value.
    if node.initializer == nil, let type = openTypes.last, isRecorded(node.name.text, in: type) {
      addUse(MemberUseFact(name: node.name.text, kind: .whole, expression: maker.snippet(node),
        inInitializer: node.isInsideInitializer, clauses: places.current().clauses))
    }
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    // `if let track {`: shorthand for `if let track = track`, a read of the whole value.
    guard node.initializer == nil, let identifier = node.pattern.as(IdentifierPatternSyntax.self),
      let type = openTypes.last, isRecorded(identifier.identifier.text, in: type),
      !ScopeResolver.isShadowed(identifier.identifier.text, at: node)
    else { return .visitChildren }
    addUse(MemberUseFact(name: identifier.identifier.text, kind: .whole,
      expression: maker.snippet(node), inInitializer: node.isInsideInitializer, clauses: places.current().clauses))
    return .visitChildren
  }

  override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
    memberNameCounts[node.declName.baseName.text, default: 0] += 1
    keyPathMembers.insert(node.declName.baseName.text)
    return .visitChildren
  }

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    // `\.track.title` on `Self`, or `\Self.track`: the property is reached by key path. In a
    // property wrapper's arguments (`@Environment(\.scenePhase)`) the root is what the wrapper
    // asks for, never the type: an attribute cannot reach the instance.
    guard node.root == nil || node.root?.trimmedDescription == "Self",
      node.ancestorOrSelf(where: { $0.kind == .attribute }) == nil,
      let first = node.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
      let type = openTypes.last, isRecorded(first.declName.baseName.text, in: type)
    else { return .visitChildren }
    addUse(MemberUseFact(name: first.declName.baseName.text, kind: .whole,
      expression: maker.snippet(node), inInitializer: node.isInsideInitializer, clauses: places.current().clauses))
    return .visitChildren
  }

  private func isRecorded(_ name: String, in type: OpenType) -> Bool {
    guard let first = name.first, first != "$" || name.count > 1 else { return false }
    let stripped = (first == "$" || first == "_") ? String(name.dropFirst()) : name
    return type.memberNames?.contains(stripped) ?? (stripped.first?.isLowercase == true)
  }

  private func recordUse(of rawName: String, at expression: ExprSyntax, implicitSelf: Bool) {
    guard let type = openTypes.last, isRecorded(rawName, in: type) else { return }
    if implicitSelf && ScopeResolver.isShadowed(rawName, at: expression) { return }
    let inInitializer = expression.isInsideInitializer
    let kind: MemberUseFact.Kind
    var covered = expression
    var name = rawName
    if rawName.hasPrefix("$") {
      kind = .projected
      name.removeFirst()
    } else if rawName.hasPrefix("_") && !(type.memberNames?.contains(rawName) ?? false) {
      kind = .wrapperStorage
      name.removeFirst()
    } else if let field = expression.parent?.as(MemberAccessExprSyntax.self),
      field.base?.id == expression.id
    {
      covered = ExprSyntax(field)
      kind = ExpressionReading.isWritten(covered) ? .mutation : .field(field.declName.baseName.text)
    } else {
      kind = ExpressionReading.isWritten(expression) ? .mutation : .whole
    }
    let assignment = (kind == .mutation || kind == .wrapperStorage) && covered == expression
      ? ChainReader.assignment(to: expression, maker: maker) : nil
    let elementAssignment = kind == .mutation && assignment == nil ? ChainReader.elementAssignment(through: expression, maker: maker) : nil
    // What runs a write, and whether a read happens while the body runs or later (in an action,
    // a task), both matter to the update model.
    let contexts = ChainReader.contexts(of: expression)
    let handedTo = kind == .projected || kind == .whole ? ChainReader.callee(takingArgument: expression) : nil
    // Writes, and whatever a closure or a call runs (a use there may be a call of a method or of
    // a property's observers), have a pace to find; a plain read in a member has none.
    let paced = kind == .mutation || kind == .projected || !contexts.isEmpty || handedTo != nil
    addUse(MemberUseFact(name: name, kind: kind, expression: maker.snippet(covered),
      inInitializer: inInitializer, assignment: assignment, elementAssignment: elementAssignment,
      member: places.current().member, contexts: contexts,
      sourceBox: paced ? SourceCallReader.sourceCall(of: expression, maker: maker).map(SourceCallBox.init) : nil,
      handedTo: handedTo, clauses: places.current().clauses, fallbackOf: ChainReader.missFallback(of: expression)))
  }

  private func addUse(_ use: MemberUseFact) {
    openTypes[openTypes.count - 1].fact.memberUses.append(use)
  }

  // MARK: Constructions

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    if let onChange = OnChangeReader.onChange(node, at: places.current(), maker: maker) { onChanges.append(onChange) }
    if let use = VersionedAPIReader.use(inCall: node, maker: maker) { versionedAPIUses.append(use) }
    if let method = node.calledExpression.as(MemberAccessExprSyntax.self) {
      let place = places.current()
      if let injection = CallReader.injection(node, method: method.declName.baseName.text, in: place, maker: maker, argument: argumentFact) {
        injections.append(injection)
      }
      if let call = CallReader.methodCall(node, method: method, in: place, maker: maker, argument: argumentFact) {
        methodCalls.append(call)
      }
    } else if let function = node.calledExpression.as(DeclReferenceExprSyntax.self),
      let injection = CallReader.injection(node, method: function.baseName.text, in: places.current(), maker: maker, argument: argumentFact)
    {
      injections.append(injection)
    }
    let callee = typeName(calledBy: node.calledExpression)
    var constructed: String? = nil
    if case .named(let name) = callee { constructed = name }
    if let costly = CostlyWork.call(node, constructing: constructed), let slot = memberBuildSlot() {
      memberBuilds[slot].costlyCalls.append(costly)
    }
    switch callee {
    case .named(let name):
      if let slot = memberBuildSlot() { memberBuilds[slot].constructedTypes.append(name) }
      constructions.append(ConstructionFact(
        typeName: name,
        call: maker.snippet(node),
        arguments: node.arguments.map(argumentFact),
        enclosingType: places.current().type,
        row: ChainReader.rowContext(of: node, maker: maker),
        isEquatableWrapped: node.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "equatable",
        keptClosureInContent: ContentReader.keptClosure(inContentOf: node).map { maker.snippet($0) },
        clauses: places.current().clauses,
        presentedBy: ChainReader.contexts(of: node).lazy.map { String($0.prefix { $0 != " " }) }.first(where: ViewAPIs.presents)))
    case .implicitInit:
      opaqueConstructions.append(OpaqueConstructionFact(
        typeName: nil, argumentLabels: labels, expression: maker.snippet(node), clauses: places.current().clauses))
    case nil:
      break
    }
    return .visitChildren
  }

  override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let access = ChainReader.keyedAccess(node, at: places.current(), maker: maker) { keyedAccesses.append(access) }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base != nil { memberNameCounts[node.declName.baseName.text, default: 0] += 1 }
    let properties = openTypes.last?.memberNames ?? []
    if let chain = ChainReader.chain(endingAt: node, at: places.current(), maker: maker, isProperty: properties.contains) {
      chains.append(chain)
    } else if let access = ChainReader.elementAccess(endingAt: node, at: places.current(), maker: maker) {
      elementAccesses.append(access)
    }
    // `TrackRow.init` not called on the spot: a function value whose callers Narrow cannot see.
    if node.declName.baseName.tokenKind == .keyword(.`init`), let base = node.base,
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id
    {
      opaqueConstructions.append(OpaqueConstructionFact(
        typeName: Index.simpleName(base.trimmedDescription),
        argumentLabels: node.declName.argumentNames?.arguments.map(\.name.text) ?? [],
        expression: maker.snippet(node), clauses: places.current().clauses))
    }
    return .visitChildren
  }

  /// The entry in `memberBuilds` of the member being visited, made when it has none.
  private func memberBuildSlot() -> Int? {
    let place = places.current()
    guard let type = place.type, let member = place.member else { return nil }
    // Calls of one member come one after another: most of the time the last slot is the one.
    if let last = memberBuilds.last, last.enclosingType == type, last.enclosingMember == member { return memberBuilds.count - 1 }
    let key = type + "." + member
    if let slot = memberBuildSlots[key] { return slot }
    memberBuildSlots[key] = memberBuilds.count
    memberBuilds.append(MemberBuildFact(enclosingType: type, enclosingMember: member, constructedTypes: []))
    return memberBuilds.count - 1
  }
}
