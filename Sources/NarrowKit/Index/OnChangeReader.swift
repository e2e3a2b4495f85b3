import SwiftSyntax

/// Reads `.onChange(of:…)` calls in modifier chains, also inside a postfix `#if`: the pieces of the
/// call, and every name its value and action use that the call itself does not bind.
enum OnChangeReader {
  static func onChange(_ call: FunctionCallExprSyntax, at place: Place, maker: SnippetMaker) -> OnChangeFact? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil || member.isModifierInPostfixIf,
      member.declName.baseName.text == "onChange",
      let valueArgument = call.arguments.first, valueArgument.label?.text == "of"
    else { return nil }
    let action: ExprSyntax? = call.trailingClosure.map(ExprSyntax.init)
      ?? call.arguments.dropFirst().last { $0.label?.text != "initial" }?.expression
    let closure = action?.as(ClosureExprSyntax.self)
    let range = ByteRange(
      member.period.positionAfterSkippingLeadingTrivia.utf8Offset, call.endPositionBeforeTrailingTrivia.utf8Offset)
    let declaration = call.ancestorOrSelf { $0.isTypeBoundary }
    var fact = OnChangeFact(
      enclosingType: place.type, enclosingMember: place.member,
      call: Snippet(range: range, text: maker.text(range), location: maker.location(member.period.positionAfterSkippingLeadingTrivia)),
      value: maker.snippet(valueArgument.expression),
      action: action.map { maker.snippet($0) },
      actionIsClosure: closure != nil,
      actionIsEmpty: closure?.statements.isEmpty == true,
      names: [], bareSelfUses: [],
      lineIndentation: maker.lineIndentation(at: range.start),
      enclosingDeclarationEnd: declaration?.endPositionBeforeTrailingTrivia.utf8Offset,
      enclosingDeclarationIndentation: declaration.map { maker.indentation(of: $0) } ?? "",
      clauses: place.clauses)
    for part in [ExprSyntax(valueArgument.expression), action].compactMap({ $0 }) {
      let inValue = part.id == valueArgument.expression.id
      for node in part.preorder {
        if let shorthand = node.as(OptionalBindingConditionSyntax.self),
          let use = shorthandUse(shorthand, in: call, action: closure, maker: maker)
        {
          fact.names.append(use)
          continue
        }
        guard let reference = node.as(DeclReferenceExprSyntax.self) else { continue }
        if reference.baseName.tokenKind == .keyword(.self) {
          let isBase = reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id == reference.id
          if !isBase { fact.bareSelfUses.append(maker.snippet(reference)) }
          continue
        }
        if let use = nameUse(reference, in: call, inValue: inValue, action: closure, maker: maker) {
          fact.names.append(use)
        }
      }
    }
    return fact
  }

  private static func nameUse(
    _ reference: DeclReferenceExprSyntax, in call: FunctionCallExprSyntax, inValue: Bool,
    action: ClosureExprSyntax?, maker: SnippetMaker
  ) -> NameUseFact? {
    guard reference.parent?.is(KeyPathPropertyComponentSyntax.self) != true else { return nil }
    var expression = ExprSyntax(reference)
    var binding = NameBinding.unbound
    if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
      // `x.name` names a member of something else; only `self.name` is a use of the name.
      guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
      expression = ExprSyntax(member)
    } else {
      switch reference.baseName.tokenKind {
      case .identifier, .dollarIdentifier: break
      default: return nil
      }
      guard !reference.isBoundByPattern else { return nil }
      let plain = reference.baseName.text.hasPrefix("$") ? String(reference.baseName.text.dropFirst()) : reference.baseName.text
      guard ScopeResolver.binding(of: plain, at: reference, within: Syntax(call)) == .unbound else { return nil }
      binding = ScopeResolver.binding(of: plain, at: reference)
    }
    let text = reference.baseName.text
    return NameUseFact(
      name: text.hasPrefix("$") ? String(text.dropFirst()) : text,
      expression: maker.snippet(expression),
      isProjection: text.hasPrefix("$"),
      access: access(of: expression),
      binding: binding,
      inValue: inValue,
      contexts: contexts(of: reference, upTo: inValue ? Syntax(call) : action.map(Syntax.init) ?? Syntax(call)))
  }

  /// `if let tabManager {` reads `tabManager` from outside without writing its name as an expression.
  private static func shorthandUse(
    _ condition: OptionalBindingConditionSyntax, in call: FunctionCallExprSyntax, action: ClosureExprSyntax?,
    maker: SnippetMaker
  ) -> NameUseFact? {
    guard condition.initializer == nil, let pattern = condition.pattern.as(IdentifierPatternSyntax.self) else { return nil }
    let name = pattern.identifier.text
    guard ScopeResolver.binding(of: name, at: condition, within: Syntax(call)) == .unbound else { return nil }
    return NameUseFact(
      name: name, expression: maker.snippet(pattern), isProjection: false, access: .read,
      binding: ScopeResolver.binding(of: name, at: condition), inValue: false,
      contexts: contexts(of: condition, upTo: action.map(Syntax.init) ?? Syntax(call)))
  }

  /// A write, an `inout` use, a call of the name or of a member reached from it, or a plain read.
  private static func access(of expression: ExprSyntax) -> ChainFact.Access {
    switch ExpressionReading.writeOperator(of: expression) {
    case "&": return .inout
    case let written?: return .write(written)
    case nil: break
    }
    var top = Syntax(expression)
    while let member = top.parent?.as(MemberAccessExprSyntax.self), member.base?.id == top.id { top = Syntax(member) }
    if let called = top.parent?.as(FunctionCallExprSyntax.self), called.calledExpression.id == top.id { return .call }
    return .read
  }

  /// The callees of the closures between `node` and `boundary`, innermost first.
  private static func contexts(of node: some SyntaxProtocol, upTo boundary: Syntax) -> [String] {
    var found: [String] = []
    var current = node.parent
    while let scope = current, scope.id != boundary.id, !scope.isTypeBoundary {
      if let closure = scope.as(ClosureExprSyntax.self) {
        found.append(ChainReader.callee(receiving: closure) ?? "closure")
      }
      current = scope.parent
    }
    return found
  }
}

extension SyntaxProtocol {
  /// The nearest ancestor (or this node) that satisfies `predicate`.
  func ancestorOrSelf(where predicate: (Syntax) -> Bool) -> Syntax? {
    var current: Syntax? = Syntax(self)
    while let node = current {
      if predicate(node) { return node }
      current = node.parent
    }
    return nil
  }
}
