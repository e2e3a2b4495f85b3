// How the facts of code (what members read and call, their places, `onChange` and suppressions)
// are written for the cache, as `FactRecords.swift` writes the rest.

extension CodeReadsFact.NameRead: FactRecord {
  func write(to w: FactWriter) {
    name.write(to: w); range.write(to: w); explicitSelf.write(to: w); isCalled.write(to: w)
    hasMemberRead.write(to: w); isWritten.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      name: r.read(), range: r.read(), explicitSelf: r.read(), isCalled: r.read(), hasMemberRead: r.read(), isWritten: r.read())
  }
}

extension CodeReadsFact.TypeUse: FactRecord {
  func write(to w: FactWriter) { type.write(to: w); member.write(to: w); isCalled.write(to: w) }
  init(from r: FactReader) throws { try self.init(type: r.read(), member: r.read(), isCalled: r.read()) }
}

extension CodeReadsFact: FactRecord {
  func write(to w: FactWriter) {
    names.write(to: w); typeUses.write(to: w); calledMethods.write(to: w); boundNames.write(to: w)
    usesSelfWhole.write(to: w); effects.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      names: r.read(), typeUses: r.read(), calledMethods: r.read(), boundNames: r.read(), usesSelfWhole: r.read(), effects: r.read())
  }
}

extension GetterFact: FactRecord {
  func write(to w: FactWriter) { statements.write(to: w); effects.write(to: w); reads.write(to: w); isSingleExpression.write(to: w) }
  init(from r: FactReader) throws {
    try self.init(statements: r.read(), effects: r.read(), reads: r.read(), isSingleExpression: r.read())
  }
}

extension FunctionFact: FactRecord {
  func write(to w: FactWriter) {
    name.write(to: w); modifiers.write(to: w); isStatic.write(to: w); effects.write(to: w); reads.write(to: w)
    closureType.write(to: w); returnType.write(to: w); clauses.write(to: w); callbackLabels.write(to: w)
    callbackCalls.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      name: r.read(), modifiers: r.read(), isStatic: r.read(), effects: r.read(), reads: r.read(),
      closureType: r.read(), returnType: r.read(), clauses: r.read(), callbackLabels: r.read(), callbackCalls: r.read())
  }
}

extension CallbackCallFact: FactRecord {
  func write(to w: FactWriter) { position.write(to: w); location.write(to: w); contexts.write(to: w); source.write(to: w) }
  init(from r: FactReader) throws {
    try self.init(position: r.read(), location: r.read(), contexts: r.read(), sourceBox: SourceCallBox.read(r))
  }
}

extension ObserverFact: FactRecord {
  func write(to w: FactWriter) { didSet.write(to: w); willSetEnd.write(to: w); willSetIndentation.write(to: w) }
  init(from r: FactReader) throws { try self.init(didSet: r.read(), willSetEnd: r.read(), willSetIndentation: r.read()) }
}

extension ObserverBody: FactRecord {
  func write(to w: FactWriter) { bodyStart.write(to: w); firstStatementOnOwnLine.write(to: w); firstStatementIndentation.write(to: w) }
  init(from r: FactReader) throws {
    try self.init(bodyStart: r.read(), firstStatementOnOwnLine: r.read(), firstStatementIndentation: r.read())
  }
}

extension StatementPlace: FactRecord {
  func write(to w: FactWriter) { start.write(to: w); indentation.write(to: w); acceptsStatementBefore.write(to: w) }
  init(from r: FactReader) throws { try self.init(start: r.read(), indentation: r.read(), acceptsStatementBefore: r.read()) }
}

extension VersionedAPI: RawFactRecord {}

extension VersionedAPIUseFact: FactRecord {
  func write(to w: FactWriter) { api.write(to: w); location.write(to: w) }
  init(from r: FactReader) throws { try self.init(api: r.read(), location: r.read()) }
}

extension ImportFact: FactRecord {
  func write(to w: FactWriter) { module.write(to: w); text.write(to: w); lines.write(to: w) }
  init(from r: FactReader) throws { try self.init(module: r.read(), text: r.read(), lines: r.read()) }
}

extension EqualityFact: FactRecord {
  func write(to w: FactWriter) { comparedMembers.write(to: w); location.write(to: w) }
  init(from r: FactReader) throws { try self.init(comparedMembers: r.read(), location: r.read()) }
}

extension ValuePath.Root: FactRecord {
  func write(to w: FactWriter) {
    switch self {
    case .selfValue: w.writeByte(0)
    case .name(let name): w.writeByte(1); name.write(to: w)
    case .type(let name): w.writeByte(2); name.write(to: w)
    }
  }
  init(from r: FactReader) throws {
    switch try r.readByte() {
    case 0: self = .selfValue
    case 1: self = .name(try r.read())
    case 2: self = .type(try r.read())
    default: throw r.failure("not a ValuePath.Root")
    }
  }
}

extension ValuePath.Step: FactRecord {
  func write(to w: FactWriter) {
    switch self {
    case .member(let name): w.writeByte(0); name.write(to: w)
    case .forceUnwrap: w.writeByte(1)
    case .optionalChain: w.writeByte(2)
    case .literalSubscript: w.writeByte(3)
    }
  }
  init(from r: FactReader) throws {
    switch try r.readByte() {
    case 0: self = .member(try r.read())
    case 1: self = .forceUnwrap
    case 2: self = .optionalChain
    case 3: self = .literalSubscript
    default: throw r.failure("not a ValuePath.Step")
    }
  }
}

extension ValuePath: FactRecord {
  func write(to w: FactWriter) { root.write(to: w); rootBinding.write(to: w); steps.write(to: w) }
  init(from r: FactReader) throws { try self.init(root: r.read(), rootBinding: r.read(), steps: r.read()) }
}

extension OnChangeFact: FactRecord {
  func write(to w: FactWriter) {
    enclosingType.write(to: w); enclosingMember.write(to: w); call.write(to: w); value.write(to: w); action.write(to: w)
    actionIsClosure.write(to: w); actionIsEmpty.write(to: w); names.write(to: w); bareSelfUses.write(to: w)
    lineIndentation.write(to: w); enclosingDeclarationEnd.write(to: w); enclosingDeclarationIndentation.write(to: w)
    clauses.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      enclosingType: r.read(), enclosingMember: r.read(), call: r.read(), value: r.read(), action: r.read(),
      actionIsClosure: r.read(), actionIsEmpty: r.read(), names: r.read(), bareSelfUses: r.read(), lineIndentation: r.read(),
      enclosingDeclarationEnd: r.read(), enclosingDeclarationIndentation: r.read(), clauses: r.read())
  }
}

extension NameUseFact: FactRecord {
  func write(to w: FactWriter) {
    name.write(to: w); expression.write(to: w); isProjection.write(to: w); access.write(to: w); binding.write(to: w)
    inValue.write(to: w); contexts.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      name: r.read(), expression: r.read(), isProjection: r.read(), access: r.read(), binding: r.read(),
      inValue: r.read(), contexts: r.read())
  }
}

extension MemberBuildFact: FactRecord {
  func write(to w: FactWriter) {
    enclosingType.write(to: w); enclosingMember.write(to: w); constructedTypes.write(to: w); costlyCalls.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(enclosingType: r.read(), enclosingMember: r.read(), constructedTypes: r.read(), costlyCalls: r.read())
  }
}

extension SuppressionFact: FactRecord {
  func write(to w: FactWriter) { kind.write(to: w); ids.write(to: w); location.write(to: w); text.write(to: w) }
  init(from r: FactReader) throws { try self.init(kind: r.read(), ids: r.read(), location: r.read(), text: r.read()) }
}
