// How the facts of code that uses types are written to the fact cache (see FactRecords.swift).

extension ArgumentFact: FactRecord {
  func write(to w: FactWriter) {
    label.write(to: w); whole.write(to: w); value.write(to: w); valueShape.write(to: w); valuePath.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(label: r.read(), whole: r.read(), value: r.read(), valueShape: r.read(), valuePath: r.read())
  }
}

extension ConstructionFact: FactRecord {
  func write(to w: FactWriter) {
    typeName.write(to: w); call.write(to: w); arguments.write(to: w); enclosingType.write(to: w); row.write(to: w)
    isEquatableWrapped.write(to: w); keptClosureInContent.write(to: w); clauses.write(to: w); presentedBy.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      typeName: r.read(), call: r.read(), arguments: r.read(), enclosingType: r.read(), row: r.read(),
      isEquatableWrapped: r.read(), keptClosureInContent: r.read(), clauses: r.read(), presentedBy: r.read())
  }
}

extension RowContext: FactRecord {
  func write(to w: FactWriter) { key.write(to: w); collection.write(to: w); collectionPath.write(to: w); element.write(to: w) }
  init(from r: FactReader) throws { try self.init(key: r.read(), collection: r.read(), collectionPath: r.read(), element: r.read()) }
}

extension ChainFact.Root: FactRecord {
  func write(to w: FactWriter) {
    switch self {
    case .selfValue: w.writeByte(0)
    case .name(let name): w.writeByte(1); name.write(to: w)
    }
  }
  init(from r: FactReader) throws {
    switch try r.readByte() {
    case 0: self = .selfValue
    case 1: self = .name(try r.read())
    default: throw r.failure("not a ChainFact.Root")
    }
  }
}

extension ChainFact.Access: FactRecord {
  func write(to w: FactWriter) {
    switch self {
    case .read: w.writeByte(0)
    case .write(let operation): w.writeByte(1); operation.write(to: w)
    case .inout: w.writeByte(2)
    case .call: w.writeByte(3)
    }
  }
  init(from r: FactReader) throws {
    switch try r.readByte() {
    case 0: self = .read
    case 1: self = .write(try r.read())
    case 2: self = .inout
    case 3: self = .call
    default: throw r.failure("not a ChainFact.Access")
    }
  }
}

extension ChainFact: FactRecord {
  func write(to w: FactWriter) {
    root.write(to: w); binding.write(to: w); isProjection.write(to: w); components.write(to: w)
    componentRanges.write(to: w); expression.write(to: w); access.write(to: w); enclosingType.write(to: w)
    enclosingMember.write(to: w); enclosingAccessor.write(to: w); assignment.write(to: w); contexts.write(to: w)
    source.write(to: w); statement.write(to: w); handedTo.write(to: w); clauses.write(to: w); resultMembers.write(to: w)
    resultMemberEnds.write(to: w); fallbackOf.write(to: w); rootIsCall.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      root: r.read(), binding: r.read(), isProjection: r.read(), components: r.read(),
      componentRanges: r.read(), expression: r.read(), access: r.read(), enclosingType: r.read(),
      enclosingMember: r.read(), enclosingAccessor: r.read(), assignment: r.read(), contexts: r.read(),
      sourceBox: SourceCallBox.read(r), statement: r.read(), handedTo: r.read(), clauses: r.read(), resultMembers: r.read(),
      resultMemberEnds: r.read(), fallbackOf: r.read(), rootIsCall: r.read())
  }
}

extension AssignmentStatement: FactRecord {
  func write(to w: FactWriter) { statement.write(to: w); value.write(to: w); indentation.write(to: w); skipsEqualValue.write(to: w) }
  init(from r: FactReader) throws {
    try self.init(statement: r.read(), value: r.read(), indentation: r.read(), skipsEqualValue: r.read())
  }
}

extension MethodCallFact: FactRecord {
  func write(to w: FactWriter) {
    receiver.write(to: w); receiverRoot.write(to: w); receiverMembers.write(to: w); binding.write(to: w)
    method.write(to: w); arguments.write(to: w); call.write(to: w); enclosingType.write(to: w)
    enclosingMember.write(to: w); contexts.write(to: w); clauses.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      receiver: r.read(), receiverRoot: r.read(), receiverMembers: r.read(), binding: r.read(),
      method: r.read(), arguments: r.read(), call: r.read(), enclosingType: r.read(),
      enclosingMember: r.read(), contexts: r.read(), clauses: r.read())
  }
}

extension InjectionFact: FactRecord {
  func write(to w: FactWriter) {
    modifier.write(to: w); argument.write(to: w); call.write(to: w); enclosingType.write(to: w); clauses.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(modifier: r.read(), argument: r.read(), call: r.read(), enclosingType: r.read(), clauses: r.read())
  }
}

extension OpaqueConstructionFact: FactRecord {
  func write(to w: FactWriter) { typeName.write(to: w); argumentLabels.write(to: w); expression.write(to: w); clauses.write(to: w) }
  init(from r: FactReader) throws {
    try self.init(typeName: r.read(), argumentLabels: r.read(), expression: r.read(), clauses: r.read())
  }
}

extension KeyedAccessFact: FactRecord {
  func write(to w: FactWriter) {
    base.write(to: w); key.write(to: w); fallback.write(to: w); whole.write(to: w); enclosingType.write(to: w)
    enclosingMember.write(to: w); contexts.write(to: w); writes.write(to: w); clauses.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(base: r.read(), key: r.read(), fallback: r.read(), whole: r.read(), enclosingType: r.read(),
      enclosingMember: r.read(), contexts: r.read(), writes: r.read(), clauses: r.read())
  }
}

extension ArgumentSlot: FactRecord {
  func write(to w: FactWriter) { callee.write(to: w); label.write(to: w) }
  init(from r: FactReader) throws { try self.init(callee: r.read(), label: r.read()) }
}

extension ObservableObjectMention: FactRecord {
  func write(to w: FactWriter) {
    location.write(to: w); token.write(to: w); alongside.write(to: w); refines.write(to: w); parameter.write(to: w)
    genericType.write(to: w); usesPublisher.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      location: r.read(), token: r.read(), alongside: r.read(), refines: r.read(), parameter: r.read(), genericType: r.read(),
      usesPublisher: r.read())
  }
}

extension IfClause: FactRecord {
  func write(to w: FactWriter) {
    file.write(to: w); offset.write(to: w); clause.write(to: w); condition.write(to: w); earlier.write(to: w); range.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(file: r.read(), offset: r.read(), clause: r.read(), condition: r.read(), earlier: r.read(), range: r.read())
  }
}
