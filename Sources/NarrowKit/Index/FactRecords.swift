// How each fact is written for the cache: its fields in declaration order, read back through its
// memberwise initialiser, which names every field, so a field added to a fact and not here fails to
// compile (or, for a field with a default value, fails the round-trip test of the examples' facts).

extension FileFacts {
  func write(to w: FactWriter) {
    parseError.write(to: w); types.write(to: w); constructions.write(to: w); opaqueConstructions.write(to: w)
    chains.write(to: w); memberNameCounts.write(to: w); onChanges.write(to: w); memberBuilds.write(to: w)
    imports.write(to: w); importInsertionPoint.write(to: w); globals.write(to: w); elementAccesses.write(to: w)
    keyPathMembers.write(to: w); injections.write(to: w); methodCalls.write(to: w); suppressions.write(to: w)
    observableObjectUses.write(to: w); typeAliases.write(to: w); keyedAccesses.write(to: w)
    versionedAPIUses.write(to: w); macros.write(to: w)
  }

  /// The facts of `file`, read back; the file itself is what the cache looked them up by.
  init(file: SourceFile, from r: FactReader) throws {
    try self.init(
      file: file, parseError: r.read(), types: r.read(), constructions: r.read(), opaqueConstructions: r.read(),
      chains: r.read(), memberNameCounts: r.read(), onChanges: r.read(), memberBuilds: r.read(),
      imports: r.read(), importInsertionPoint: r.read(), globals: r.read(), elementAccesses: r.read(),
      keyPathMembers: r.read(), injections: r.read(), methodCalls: r.read(), suppressions: r.read(),
      observableObjectUses: r.read(), typeAliases: r.read(), keyedAccesses: r.read(),
      versionedAPIUses: r.read(), macros: r.read())
  }
}

extension ByteRange: FactRecord {
  func write(to w: FactWriter) { start.write(to: w); end.write(to: w) }
  init(from r: FactReader) throws { try self.init(r.read(), r.read()) }
}

extension SourceLocation: FactRecord {
  func write(to w: FactWriter) { file.write(to: w); line.write(to: w); column.write(to: w) }
  init(from r: FactReader) throws { try self.init(file: r.read(), line: r.read(), column: r.read()) }
}

extension Snippet: FactRecord {
  func write(to w: FactWriter) { range.write(to: w); text.write(to: w); location.write(to: w) }
  init(from r: FactReader) throws { try self.init(range: r.read(), text: r.read(), location: r.read()) }
}

extension ParseErrorFact: FactRecord {
  func write(to w: FactWriter) { location.write(to: w); message.write(to: w) }
  init(from r: FactReader) throws { try self.init(location: r.read(), message: r.read()) }
}

extension NameBinding: FactRecord {
  func write(to w: FactWriter) {
    switch self {
    case .unbound: w.writeByte(0)
    case .parameter(let type): w.writeByte(1); type.write(to: w)
    case .local(let type): w.writeByte(2); type.write(to: w)
    }
  }
  init(from r: FactReader) throws {
    switch try r.readByte() {
    case 0: self = .unbound
    case 1: self = .parameter(type: try r.read())
    case 2: self = .local(type: try r.read())
    default: throw r.failure("not a NameBinding")
    }
  }
}

extension TypeKind: RawFactRecord {}
extension SuppressionFact.Kind: RawFactRecord {}

extension ExpressionShape: FactRecord {
  func write(to w: FactWriter) {
    switch self {
    case .reference: w.writeByte(0)
    case .implicitMember(let name): w.writeByte(1); name.write(to: w)
    case .literal: w.writeByte(2)
    case .other: w.writeByte(3)
    case .compound: w.writeByte(4)
    }
  }
  init(from r: FactReader) throws {
    switch try r.readByte() {
    case 0: self = .reference
    case 1: self = .implicitMember(try r.read())
    case 2: self = .literal
    case 3: self = .other
    case 4: self = .compound
    default: throw r.failure("not an ExpressionShape")
    }
  }
}

extension PropertyFact.Storage: FactRecord {
  private static let all: [Self] = [.stored, .observed, .computed]
  func write(to w: FactWriter) { w.writeByte(UInt8(Self.all.firstIndex(of: self)!)) }
  init(from r: FactReader) throws {
    let number = Int(try r.readByte())
    guard number < Self.all.count else { throw r.failure("not a PropertyFact.Storage") }
    self = Self.all[number]
  }
}

extension PropertyFact: FactRecord {
  func write(to w: FactWriter) {
    name.write(to: w); isLet.write(to: w); isStatic.write(to: w); declaredType.write(to: w); inferredType.write(to: w)
    initialValue.write(to: w); attributes.write(to: w); modifiers.write(to: w); storage.write(to: w)
    sharesDeclaration.write(to: w); declaration.write(to: w); indentation.write(to: w); attributeArgument.write(to: w)
    lines.write(to: w); getter.write(to: w); observers.write(to: w); clauses.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      name: r.read(), isLet: r.read(), isStatic: r.read(), declaredType: r.read(), inferredType: r.read(),
      initialValue: r.read(), attributes: r.read(), modifiers: r.read(), storage: r.read(),
      sharesDeclaration: r.read(), declaration: r.read(), indentation: r.read(), attributeArgument: r.read(),
      lines: r.read(), getter: r.read(), observers: r.read(), clauses: r.read())
  }
}

extension AssignmentFact: FactRecord {
  func write(to w: FactWriter) {
    property.write(to: w); statement.write(to: w); value.write(to: w); valueShape.write(to: w)
    indentation.write(to: w); valuePath.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(property: r.read(), statement: r.read(), value: r.read(), valueShape: r.read(), indentation: r.read(), valuePath: r.read())
  }
}

extension InitializerFact: FactRecord {
  func write(to w: FactWriter) {
    location.write(to: w); isConvenienceOrDelegating.write(to: w); assignments.write(to: w); parameterNames.write(to: w)
    callsSuper.write(to: w); bodyStart.write(to: w); emptyBodyEnd.write(to: w); bodyEnd.write(to: w)
    indentation.write(to: w); selfUses.write(to: w); clauses.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      location: r.read(), isConvenienceOrDelegating: r.read(), assignments: r.read(), parameterNames: r.read(),
      callsSuper: r.read(), bodyStart: r.read(), emptyBodyEnd: r.read(), bodyEnd: r.read(),
      indentation: r.read(), selfUses: r.read(), clauses: r.read())
  }
}

extension SelfUseFact: FactRecord {
  func write(to w: FactWriter) { statement.write(to: w); calledNames.write(to: w); usesSelfExplicitly.write(to: w) }
  init(from r: FactReader) throws { try self.init(statement: r.read(), calledNames: r.read(), usesSelfExplicitly: r.read()) }
}

extension MemberUseFact.Kind: FactRecord {
  func write(to w: FactWriter) {
    switch self {
    case .field(let name): w.writeByte(0); name.write(to: w)
    case .whole: w.writeByte(1)
    case .projected: w.writeByte(2)
    case .wrapperStorage: w.writeByte(3)
    case .mutation: w.writeByte(4)
    }
  }
  init(from r: FactReader) throws {
    switch try r.readByte() {
    case 0: self = .field(try r.read())
    case 1: self = .whole
    case 2: self = .projected
    case 3: self = .wrapperStorage
    case 4: self = .mutation
    default: throw r.failure("not a MemberUseFact.Kind")
    }
  }
}

extension MemberUseFact: FactRecord {
  func write(to w: FactWriter) {
    name.write(to: w); kind.write(to: w); expression.write(to: w); inInitializer.write(to: w)
    assignment.write(to: w); elementAssignment.write(to: w); member.write(to: w); contexts.write(to: w); source.write(to: w)
    handedTo.write(to: w); clauses.write(to: w); fallbackOf.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      name: r.read(), kind: r.read(), expression: r.read(), inInitializer: r.read(),
      assignment: r.read(), elementAssignment: r.read(), member: r.read(), contexts: r.read(), sourceBox: SourceCallBox.read(r),
      handedTo: r.read(), clauses: r.read(), fallbackOf: r.read())
  }
}

extension ElementAssignment: FactRecord {
  func write(to w: FactWriter) { target.write(to: w); statement.write(to: w) }
  init(from r: FactReader) throws { try self.init(target: r.read(), statement: r.read()) }
}

extension SourceCall: FactRecord {
  func write(to w: FactWriter) {
    name.write(to: w); labels.write(to: w); receiver.write(to: w); location.write(to: w); isRequirement.write(to: w)
    isCallback.write(to: w); argument.write(to: w); isAssigned.write(to: w)
    interval.write(to: w); repeats.write(to: w); notification.write(to: w)
    keyPath.write(to: w); upstream.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      name: r.read(), labels: r.read(), receiver: r.read(), location: r.read(), isRequirement: r.read(),
      isCallback: r.read(), argument: r.read(), isAssigned: r.read(), interval: r.read(), repeats: r.read(), notification: r.read(), keyPath: r.read(), upstream: r.read())
  }
}

extension SourceCallBox {
  static func read(_ r: FactReader) throws -> SourceCallBox? { try (r.read() as SourceCall?).map(SourceCallBox.init) }
}

extension Upstream: FactRecord {
  func write(to w: FactWriter) {
    timerInterval.write(to: w); isTimer.write(to: w); notification.write(to: w); keyPath.write(to: w); minimumInterval.write(to: w)
    removesDuplicates.write(to: w); root.write(to: w); combined.write(to: w); startsCombined.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      timerInterval: r.read(), isTimer: r.read(), notification: r.read(), keyPath: r.read(), minimumInterval: r.read(),
      removesDuplicates: r.read(), root: r.read(), combined: r.read(), startsCombined: r.read())
  }
}

extension TypeFact: FactRecord {
  func write(to w: FactWriter) {
    name.write(to: w); qualifiedName.write(to: w); kind.write(to: w); location.write(to: w); modifiers.write(to: w)
    attributes.write(to: w); inheritedTypes.write(to: w); genericParameters.write(to: w); genericConstraints.write(to: w)
    properties.write(to: w)
    methods.write(to: w); functions.write(to: w); initializers.write(to: w); nestedTypes.write(to: w)
    privateNestedTypes.write(to: w); enumCases.write(to: w); equality.write(to: w); end.write(to: w)
    memberUses.write(to: w); localNames.write(to: w); referencedNames.write(to: w); conditionalBranches.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(Fields(
      name: r.read(), qualifiedName: r.read(), kind: r.read(), location: r.read(), modifiers: r.read(),
      attributes: r.read(), inheritedTypes: r.read(), genericParameters: r.read(), genericConstraints: r.read(),
      properties: r.read(),
      methods: r.read(), functions: r.read(), initializers: r.read(), nestedTypes: r.read(),
      privateNestedTypes: r.read(), enumCases: r.read(), equality: r.read(), end: r.read(),
      memberUses: r.read(), localNames: r.read(), referencedNames: r.read(), conditionalBranches: r.read()))
  }
}
