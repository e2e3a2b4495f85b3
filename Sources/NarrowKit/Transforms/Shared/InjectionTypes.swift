/// What `.environmentObject(x)` and `.environment(x)` put in the environment.
extension Index {
  /// The simple type of an injected object, as far as the scanned code tells; nil when it cannot.
  func injectedType(_ injection: InjectionFact) -> String? {
    guard var path = injection.argument.valuePath else {
      let text = injection.argument.value.text
      // `Store()` names its type (declared here or not); `makeStore()` does not.
      guard let callee = text.firstIndex(of: "(").map({ String(text[..<$0]) }).flatMap(Index.simpleTypeName),
        callee.first?.isUppercase == true
      else { return nil }
      return callee
    }
    // A capital is a convention, not a rule: `App.settings`, where `App` is a property of the
    // view, starts from that property.
    if case .type(let name) = path.root, let enclosing = injection.enclosingType,
      propertyDeclaration(name, in: enclosing).map({ !$0.isStatic }) == true
    {
      path.root = .name(name)
    }
    if let type = type(ofPath: path, in: injection.enclosingType) { return type }
    let property: PropertyFact?
    switch path.root {
    case .name(let name) where path.steps.isEmpty && path.rootBinding == .unbound:
      // A property of a nested type (`Previews.Preview`), whose simple name may be declared twice.
      let enclosing = injection.enclosingType.flatMap { typesByQualifiedName[$0] } ?? []
      property = enclosing.flatMap(\.properties).first { $0.name == name && !$0.isStatic }
    case .type(let type) where path.steps.count == 1:
      guard case .member(let member) = path.steps[0] else { return nil }
      // Another module's `PermissionManager.shared` is that module's object: a module cannot
      // name the app's classes. It is no class of the scanned code, whatever it is.
      if declarations(named: type).isEmpty {
        return type
      }
      property = staticProperty(member, of: type)
    default:
      property = nil
    }
    guard let property else { return nil }
    return Index.writtenType(of: property) ?? sharedInstanceType(of: property)
  }
}
