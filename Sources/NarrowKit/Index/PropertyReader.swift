import SwiftSyntax

/// Reads member declarations into property and initialiser facts.
enum PropertyReader {
  static func properties(of decl: DeclSyntax, maker: SnippetMaker, clauses: [IfClause]) -> [PropertyFact] {
    guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
    let modifiers = variable.modifiers.texts
    let isStatic = modifiers.contains("static") || modifiers.contains("class")
    let shared = variable.bindings.count > 1
    return variable.bindings.compactMap { binding in
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
      let initialValue = binding.initializer?.value
      return PropertyFact(
        name: identifier.identifier.text,
        isLet: variable.bindingSpecifier.tokenKind == .keyword(.let),
        isStatic: isStatic,
        // A type the parser had to repair (`var artist:=String`) is no type to write elsewhere.
        declaredType: binding.typeAnnotation.flatMap { $0.type.hasError ? nil : maker.trimmedText($0.type) },
        inferredType: initialValue.flatMap(ExpressionReading.inferredType(of:)),
        initialValue: initialValue.map(maker.trimmedText),
        attributes: variable.attributes.names,
        modifiers: modifiers,
        storage: storage(of: binding),
        sharesDeclaration: shared,
        declaration: maker.snippet(variable),
        indentation: maker.indentation(of: variable),
        attributeArgument: variable.attributes.wrapperArgument,
        lines: maker.wholeLines(of: variable),
        getter: CodeReader.getter(of: binding, maker: maker),
        observers: CodeReader.observers(of: binding, maker: maker),
        clauses: clauses)
    }
  }

  private static func storage(of binding: PatternBindingSyntax) -> PropertyFact.Storage {
    guard let accessors = binding.accessorBlock?.accessors else { return .stored }
    guard case .accessors(let list) = accessors else { return .computed }
    let observers: Set<TokenKind> = [.keyword(.willSet), .keyword(.didSet)]
    return list.allSatisfy { observers.contains($0.accessorSpecifier.tokenKind) } ? .observed : .computed
  }

  static func initializer(_ node: InitializerDeclSyntax, maker: SnippetMaker, clauses: [IfClause]) -> InitializerFact {
    let statements = node.body?.statements ?? []
    let callsSuper = statements.contains { maker.trimmedText($0).hasPrefix("super.init(") }
    let delegates = callsSuper || statements.contains { maker.trimmedText($0).hasPrefix("self.init(") }
    return InitializerFact(
      location: maker.location(node.positionAfterSkippingLeadingTrivia),
      isConvenienceOrDelegating: node.modifiers.texts.contains("convenience") || delegates,
      assignments: statements.compactMap { assignment(in: $0, maker: maker) },
      parameterNames: node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text },
      callsSuper: callsSuper,
      bodyStart: node.body?.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
      emptyBodyEnd: statements.isEmpty ? node.body?.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset : nil,
      bodyEnd: node.body?.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
      indentation: maker.indentation(of: node),
      selfUses: statements.compactMap { selfUse(in: $0, maker: maker) },
      clauses: clauses)
  }

  /// What in a statement of an initialiser may use `self`; nil when nothing does.
  private static func selfUse(in item: CodeBlockItemSyntax, maker: SnippetMaker) -> SelfUseFact? {
    var explicit = false
    var called = Set<String>()
    for node in item.preorder {
      if let token = node.as(TokenSyntax.self) {
        let isSelf = token.tokenKind == .keyword(.self) || token.tokenKind == .keyword(.super)
        if isSelf && !isAssignmentTarget(token) { explicit = true }
      } else if let call = node.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        called.insert(name.baseName.text)
      }
    }
    guard explicit || !called.isEmpty else { return nil }
    return SelfUseFact(statement: maker.snippet(item), calledNames: called, usesSelfExplicitly: explicit)
  }

  /// `self` in `self.name = value`, written as a statement.
  private static func isAssignmentTarget(_ token: TokenSyntax) -> Bool {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
      let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
      let list = member.parent?.as(ExprListSyntax.self), list.first?.id == member.id, list.count == 3
    else { return false }
    return list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
  }

  /// `self.name = value` or `name = value` as a statement of its own.
  private static func assignment(in item: CodeBlockItemSyntax, maker: SnippetMaker) -> AssignmentFact? {
    guard case .expr(let expression) = item.item, let sequence = expression.as(SequenceExprSyntax.self)
    else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
    let target: String
    if let member = elements[0].as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      target = member.declName.baseName.text
    } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
      target = reference.baseName.text
    } else {
      return nil
    }
    return AssignmentFact(
      property: target, statement: maker.snippet(item), value: maker.snippet(elements[2]),
      valueShape: ExpressionReading.shape(of: elements[2]), indentation: maker.indentation(of: item),
      valuePath: ScopeReader.valuePath(of: elements[2]))
  }
}
