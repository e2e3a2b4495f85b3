import SwiftSyntax

/// Answers "does this name refer to a member of the enclosing type, or to something local?"
/// without a type checker, by walking outwards through the scopes that can bind a name.
enum ScopeResolver {
  /// Whether `name`, used at `node`, is bound by a parameter, local, closure parameter or pattern
  /// between `node` and the enclosing type declaration.
  static func isShadowed(_ name: String, at node: some SyntaxProtocol) -> Bool {
    binding(of: name, at: node) != .unbound
  }

  /// What binds `name` where it is used, with the type written for it where there is one;
  /// with `outermost`, only scopes inside that node count.
  static func binding(of name: String, at node: some SyntaxProtocol, within outermost: Syntax? = nil) -> NameBinding {
    var child = Syntax(node)
    var current = node.parent
    while let scope = current {
      if scope.isTypeBoundary { return .unbound }
      if let outermost, child.id == outermost.id { return .unbound }
      if let binding = binding(of: name, scope: scope, comingFrom: child) { return binding }
      child = scope
      current = scope.parent
    }
    return .unbound
  }

  private static func binding(of name: String, scope: Syntax, comingFrom child: Syntax) -> NameBinding? {
    // Asked for every ancestor of every use of a name: most are expressions, which bind nothing,
    // and comparing a kind costs less than casting.
    guard scope.canBindNames else { return nil }
    switch scope.as(SyntaxEnum.self) {
    case .closureExpr(let closure):
      return closureBinding(of: name, in: closure)
    case .functionDecl(let function):
      let generics = GenericConstraints.constraints(function.genericParameterClause, where: function.genericWhereClause)
      return parameter(name, in: function.signature.parameterClause, generics: generics)
    case .initializerDecl(let initializer):
      return parameter(name, in: initializer.signature.parameterClause)
    case .subscriptDecl(let subscriptDecl):
      return parameter(name, in: subscriptDecl.parameterClause)
    case .accessorDecl(let accessor):
      if let parameter = accessor.parameters?.name.text { return parameter == name ? .parameter(type: nil) : nil }
      return implicitAccessorNames(accessor).contains(name) ? .parameter(type: nil) : nil
    case .codeBlockItemList(let items):
      var found: NameBinding?
      for item in items {
        if item.id == child.id { break }
        guard item.item.kind.canDeclareLocal else { continue }
        if let binding = localBinding(of: name, declaredBy: item.item) { found = binding }
      }
      return found
    case .conditionElementList(let conditions):
      for condition in conditions {
        if condition.id == child.id { break }
        if self.condition(condition, binds: name) { return .local(type: boundType(of: name, in: condition)) }
      }
      return nil
    case .ifExpr(let ifExpr):
      guard child.id == ifExpr.body.id, ifExpr.conditions.contains(where: { condition($0, binds: name) }) else { return nil }
      return .local(type: ifExpr.conditions.lazy.compactMap { boundType(of: name, in: $0) }.first)
    case .whileStmt(let whileStmt):
      return child.id == whileStmt.body.id && whileStmt.conditions.contains(where: { condition($0, binds: name) }) ? .local(type: nil) : nil
    case .forStmt(let forStmt):
      return child.id == forStmt.body.id && pattern(forStmt.pattern, binds: name) ? .local(type: nil) : nil
    case .switchCase(let switchCase):
      guard child.id == switchCase.statements.id else { return nil }
      return patternNames(Syntax(switchCase.label)).contains(name) ? .local(type: nil) : nil
    case .catchClause(let catchClause):
      guard child.id == catchClause.body.id else { return nil }
      let bound = catchClause.catchItems.isEmpty
        ? name == "error" : patternNames(Syntax(catchClause.catchItems)).contains(name)
      return bound ? .local(type: nil) : nil
    default:
      return nil
    }
  }

  /// A parameter typed by one of the function's generic parameters has the type its constraint
  /// names, or none: `m` in `func run<M: Base>(_ m: M)` is a `Base`, whatever else is named `M`.
  private static func parameter(
    _ name: String, in clause: FunctionParameterClauseSyntax,
    generics: [(name: String, constraint: String?)] = []
  ) -> NameBinding? {
    guard let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
    let written = parameter.type.trimmedDescription
    if let path = Index.writtenPath(written), let generic = generics.first(where: { $0.name == path }) {
      return .parameter(type: generic.constraint)
    }
    return .parameter(type: written)
  }

  private static func closureBinding(of name: String, in closure: ClosureExprSyntax) -> NameBinding? {
    guard let signature = closure.signature else { return nil }
    if case .parameterClause(let clause) = signature.parameterClause,
      let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
    {
      return .parameter(type: parameter.type?.trimmedDescription ?? elementOfIteratedMember(closure))
    }
    guard closureBoundNames(closure).contains(name) else { return nil }
    return .parameter(type: elementOfIteratedMember(closure))
  }

  /// Sequence methods whose closure takes elements of the sequence, every parameter of it
  /// (`sorted(by:)` compares two).
  private static let elementClosureMethods: Set<String> = [
    "forEach", "map", "compactMap", "flatMap", "filter", "first", "last", "firstIndex", "lastIndex", "contains",
    "allSatisfy", "drop", "prefix", "sorted", "min", "max", "removeAll", "partition", "sort",
  ]

  /// `items.forEach { item in … }`, `self.downloads.filter { $0.isActive }`: the closure's
  /// parameters are elements of a member of the enclosing type, written for the index to resolve.
  private static func elementOfIteratedMember(_ closure: ClosureExprSyntax) -> String? {
    let call = closure.parent?.as(FunctionCallExprSyntax.self)
      ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    guard let call, let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
      elementClosureMethods.contains(callee.declName.baseName.text), let base = callee.base
    else { return nil }
    if let selfMember = base.as(MemberAccessExprSyntax.self), selfMember.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      return Index.elementMarker + selfMember.declName.baseName.text
    }
    guard let reference = base.as(DeclReferenceExprSyntax.self), case .identifier(let member) = reference.baseName.tokenKind,
      member.first?.isLowercase == true, binding(of: member, at: reference) == .unbound
    else { return nil }
    return Index.elementMarker + member
  }

  /// `let name: Type = …`, `var name = Type(…)`, `let name = 0`, `guard let name`, `func name`.
  private static func localBinding(of name: String, declaredBy item: CodeBlockItemSyntax.Item) -> NameBinding? {
    if case .decl(let decl) = item, let variable = decl.as(VariableDeclSyntax.self) {
      for binding in variable.bindings where pattern(binding.pattern, binds: name) {
        let declared = binding.typeAnnotation?.type.trimmedDescription
        let value = binding.initializer?.value
        return .local(type: declared ?? value.flatMap { ExpressionReading.inferredType(of: $0) ?? elementOfMember($0) })
      }
      return nil
    }
    switch item {
    case .decl(let decl):
      return decl.as(FunctionDeclSyntax.self)?.name.text == name ? .local(type: nil) : nil
    case .stmt(let stmt):
      // `guard let first = items.first`: the local is an element of the member after the guard too.
      guard let guardStmt = stmt.as(GuardStmtSyntax.self), let binding = guardStmt.conditions.first(where: { condition($0, binds: name) })
      else { return nil }
      return .local(type: boundType(of: name, in: binding))
    default:
      return nil
    }
  }

  /// Whether a pattern binds `name`. Asked for every statement before every use of a name, so the
  /// usual `let name` is answered without walking the pattern.
  private static func pattern(_ pattern: PatternSyntax, binds name: String) -> Bool {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier.text == name }
    return patternNames(Syntax(pattern)).contains(name)
  }

  private static func condition(_ condition: ConditionElementSyntax, binds name: String) -> Bool {
    switch condition.condition {
    case .optionalBinding(let binding): return pattern(binding.pattern, binds: name)
    case .matchingPattern(let matching): return pattern(matching.pattern, binds: name)
    default: return false
    }
  }

  static func closureBoundNames(_ closure: ClosureExprSyntax) -> Set<String> {
    guard let signature = closure.signature else { return [] }
    var names = Set<String>()
    switch signature.parameterClause {
    case .simpleInput(let shorthand): names.formUnion(shorthand.map(\.name.text))
    case .parameterClause(let clause):
      names.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
    default: break
    }
    if let captures = signature.capture?.items { names.formUnion(captures.map(\.name.text)) }
    return names
  }

  static func parameterNames(_ clause: FunctionParameterClauseSyntax) -> Set<String> {
    Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
  }

  private static func implicitAccessorNames(_ accessor: AccessorDeclSyntax) -> Set<String> {
    switch accessor.accessorSpecifier.tokenKind {
    case .keyword(.set), .keyword(.willSet): return ["newValue"]
    case .keyword(.didSet): return ["oldValue"]
    default: return []
    }
  }

  /// The type of `if let name = …` when the index can tell: `Type(…)`, or an element of a member.
  private static func boundType(of name: String, in condition: ConditionElementSyntax) -> String? {
    guard case .optionalBinding(let binding) = condition.condition,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
    else { return nil }
    // `if let registry {`: the unwrapped value of the name it shadows.
    guard let value = binding.initializer?.value else { return Index.memberMarker + name }
    return ExpressionReading.inferredType(of: value) ?? elementOfMember(value) ?? unwrappedMember(value)
  }

  /// `if let entry = registryEntry` or `= self.registryEntry`: the value of a member of the
  /// enclosing type, unwrapped, written `Index.memberMarker + member` for the index to resolve.
  private static func unwrappedMember(_ value: ExprSyntax) -> String? {
    if let selfMember = value.as(MemberAccessExprSyntax.self), selfMember.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      return Index.memberMarker + selfMember.declName.baseName.text
    }
    guard let reference = value.as(DeclReferenceExprSyntax.self), case .identifier(let member) = reference.baseName.tokenKind,
      binding(of: member, at: reference) == .unbound
    else { return nil }
    return Index.memberMarker + member
  }

  /// `rowStates[id]`, `items.first`, `items.last(where: …)`, `self.items[0]`: an element of a
  /// member of the enclosing type, written `Index.elementMarker + member` for the index to resolve.
  private static func elementOfMember(_ value: ExprSyntax) -> String? {
    var base: ExprSyntax?
    if let element = value.as(SubscriptCallExprSyntax.self) {
      base = element.calledExpression
    } else if let member = value.as(MemberAccessExprSyntax.self), ["first", "last"].contains(member.declName.baseName.text) {
      base = member.base
    } else if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["first", "last"].contains(member.declName.baseName.text), call.arguments.first?.label?.text == "where" || call.trailingClosure != nil
    {
      base = member.base
    }
    if let selfMember = base?.as(MemberAccessExprSyntax.self), selfMember.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      return Index.elementMarker + selfMember.declName.baseName.text
    }
    guard let reference = base?.as(DeclReferenceExprSyntax.self), case .identifier(let member) = reference.baseName.tokenKind,
      member.first?.isLowercase == true
    else { return nil }
    return Index.elementMarker + member
  }

  /// Names bound by a pattern: `let x`, `(a, b)`, `.some(let x)`, `let .playing(track)`.
  static func patternNames(_ pattern: Syntax) -> Set<String> {
    var names = Set<String>()
    for node in pattern.preorder {
      if let identifier = node.as(IdentifierPatternSyntax.self) {
        names.insert(identifier.identifier.text)
      } else if let reference = node.as(DeclReferenceExprSyntax.self), reference.isBoundByPattern {
        names.insert(reference.baseName.text)
      }
    }
    return names
  }
}

extension Syntax {
  /// Whether a name may be bound here for the code under it: the scopes `ScopeResolver` looks in.
  fileprivate var canBindNames: Bool {
    switch kind {
    case .closureExpr, .functionDecl, .initializerDecl, .subscriptDecl, .accessorDecl, .codeBlockItemList,
      .conditionElementList, .ifExpr, .whileStmt, .forStmt, .switchCase, .catchClause:
      return true
    default: return false
    }
  }

  /// Asked for every ancestor of every name use, so it compares kinds instead of casting.
  var isTypeBoundary: Bool {
    switch kind {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl: return true
    default: return false
    }
  }
}

extension DeclReferenceExprSyntax {
  /// `track` in `case let .playing(track)` is a new binding, not a use.
  var isBoundByPattern: Bool {
    var current = parent
    while let node = current {
      switch node.kind {
      case .valueBindingPattern: return true
      case .codeBlockItem, .switchCaseLabel, .memberBlockItem: return false
      default: if node.isTypeBoundary { return false }
      }
      current = node.parent
    }
    return false
  }
}

extension SyntaxKind {
  /// The statements `localBinding` reads a name from: a variable, a function or a `guard`.
  fileprivate var canDeclareLocal: Bool {
    self == .variableDecl || self == .functionDecl || self == .guardStmt
  }
}
