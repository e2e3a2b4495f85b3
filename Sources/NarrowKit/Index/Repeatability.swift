/// Whether an expression can be written twice and give the same value with no other effect: the
/// question a rewrite asks before passing `deal.name, deal.price` where it passed `deal`.
extension Index {
  /// Members of the standard collections and optionals that only read.
  static let pureLibraryMembers: Set<String> = [
    "first", "last", "count", "isEmpty", "startIndex", "endIndex", "description", "id", "rawValue", "keys", "values",
  ]

  /// nil when `path`, written inside `enclosingType`, reads only stored values (names, stored
  /// properties, `static let`s, global variables, unwraps, literal subscripts and pure library
  /// members); otherwise what makes it unsafe to repeat.
  func repeatProblem(of path: ValuePath, in enclosingType: String?) -> String? {
    var owner: String?
    switch (path.root, path.rootBinding) {
    case (.selfValue, _):
      owner = enclosingType
    case (.name, .parameter(let type)), (.name, .local(let type)):
      owner = type.flatMap { typeKey(written: $0, seenFrom: enclosingType, file: nil) }
    case (.name(let name), .unbound):
      if let enclosingType, let property = propertyDeclaration(name, in: enclosingType) {
        if property.storage == .computed { return "\(name) is a computed property of \(enclosingType)" }
        owner = propertyType(name, in: enclosingType)
      } else if let global = globals(named: name) {
        if global.storage == .computed { return "\(name) is a computed global" }
        owner = global.type.flatMap(Self.simpleTypeName)
      } else {
        return "Narrow cannot tell what \(name) is"
      }
    case (.type(let typeName), _):
      guard case .member(let member) = path.steps.first else { return "\(typeName) is used on its own" }
      if let problem = staticProblem(member, of: typeName) { return problem }
      owner = declaration(named: typeName).flatMap { $0.kind == .enum && isCase(member, of: $0) ? nil : propertyTypeOfStatic(member, in: $0) }
      return problem(inSteps: path.steps.dropFirst(), owner: owner)
    }
    return problem(inSteps: path.steps[...], owner: owner)
  }

  private func problem(inSteps steps: ArraySlice<ValuePath.Step>, owner start: String?) -> String? {
    var owner = start
    for step in steps {
      guard case .member(let name) = step else {
        if step == .literalSubscript { owner = nil }
        continue
      }
      if let type = owner, let property = propertyDeclaration(name, in: type) {
        if property.storage == .computed { return "\(name) is a computed property of \(type)" }
        owner = propertyType(name, in: type)
        continue
      }
      if Self.pureLibraryMembers.contains(name) {
        owner = nil
        continue
      }
      if owner != nil, declaration(named: owner!) != nil {
        return "\(name) is not a stored property of \(owner!)"
      }
      // The owner's type is not known: a stored property if every type of the scanned code that
      // declares a property of this name stores it.
      let declaring = types(declaringProperty: name).flatMap { $0.properties.filter { $0.name == name && !$0.isStatic } }
      if declaring.isEmpty { return "Narrow cannot tell what \(name) is" }
      if declaring.contains(where: { $0.storage == .computed }) { return "\(name) may be a computed property" }
      let types = Set(declaring.compactMap(\.type))
      owner = types.count == 1 ? types.first.flatMap(Self.simpleTypeName) : nil
    }
    return nil
  }

  private func staticProblem(_ member: String, of typeName: String) -> String? {
    guard let type = declaration(named: typeName) else { return "\(typeName).\(member) is not declared in the scanned code" }
    if type.kind == .enum && isCase(member, of: type) { return nil }
    guard let property = parts(of: type).flatMap(\.properties).first(where: { $0.name == member && $0.isStatic }) else {
      return "\(typeName).\(member) is not a static property declared in the scanned code"
    }
    return property.storage == .computed ? "\(typeName).\(member) is a computed static property" : nil
  }

  private func propertyTypeOfStatic(_ member: String, in type: TypeFact) -> String? {
    parts(of: type).flatMap(\.properties).first { $0.name == member && $0.isStatic }?.type.flatMap(Self.simpleTypeName)
  }

  private func isCase(_ name: String, of type: TypeFact) -> Bool { type.enumCases.contains(name) }

  /// The variable declared at file scope with this name, when exactly one file declares one.
  func globals(named name: String) -> PropertyFact? {
    lookupLog?.note(name)
    let found = globalsByName[name] ?? []
    return found.count == 1 ? found[0] : nil
  }
}
