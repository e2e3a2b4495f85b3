import SwiftSyntax

/// Reads the code inside members into facts: getters, methods, observers, statement places.
/// Each reading walks only the member's own subtree, while the file's tree is still alive.
enum CodeReader {
  static func getter(of binding: PatternBindingSyntax, maker: SnippetMaker) -> GetterFact? {
    switch binding.accessorBlock?.accessors {
    case .getter(let statements):
      return GetterFact(statements: snippet(statements, maker), effects: [],
        reads: reads(statements, maker: maker), isSingleExpression: isSingleExpression(statements))
    case .accessors(let list):
      guard list.count == 1, let get = list.first, get.accessorSpecifier.tokenKind == .keyword(.get),
        let body = get.body
      else { return nil }
      let effects = [get.effectSpecifiers?.asyncSpecifier, get.effectSpecifiers?.throwsClause?.throwsSpecifier]
        .compactMap { $0?.text }
      return GetterFact(statements: snippet(body.statements, maker), effects: effects,
        reads: reads(body.statements, maker: maker), isSingleExpression: isSingleExpression(body.statements))
    default:
      return nil
    }
  }

  static func function(_ node: FunctionDeclSyntax, maker: SnippetMaker, clauses: [IfClause]) -> FunctionFact {
    let modifiers = node.modifiers.texts
    let specifiers = node.signature.effectSpecifiers
    let callbacks = CallbackReader.callbacks(of: node, maker: maker)
    return FunctionFact(
      name: node.name.text,
      modifiers: modifiers,
      isStatic: modifiers.contains("static") || modifiers.contains("class"),
      effects: [specifiers?.asyncSpecifier, specifiers?.throwsClause?.throwsSpecifier].compactMap { $0?.text },
      reads: node.body.map { reads($0.statements, maker: maker) } ?? CodeReadsFact(),
      closureType: closureType(of: node),
      returnType: node.signature.returnClause?.type.trimmedDescription,
      clauses: clauses, callbackLabels: callbacks.labels, callbackCalls: callbacks.calls)
  }

  private static func closureType(of node: FunctionDeclSyntax) -> String? {
    let parameters = node.signature.parameterClause.parameters
    guard node.genericParameterClause == nil,
      parameters.allSatisfy({ $0.ellipsis == nil && !$0.type.is(AttributedTypeSyntax.self) })
    else { return nil }
    let result = node.signature.returnClause?.type.trimmedDescription ?? "Void"
    return "(" + parameters.map(\.type.trimmedDescription).joined(separator: ", ") + ") -> " + result
  }

  static func observers(of binding: PatternBindingSyntax, maker: SnippetMaker) -> ObserverFact? {
    guard case .accessors(let list) = binding.accessorBlock?.accessors else { return nil }
    var fact = ObserverFact(didSet: nil, willSetEnd: nil, willSetIndentation: "")
    for accessor in list {
      switch accessor.accessorSpecifier.tokenKind {
      case .keyword(.didSet):
        guard let body = accessor.body else { return nil }
        let first = body.statements.first
        let ownLine = first?.leadingTrivia.contains(where: \.isNewline) ?? false
        fact.didSet = ObserverBody(
          bodyStart: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
          firstStatementOnOwnLine: ownLine ? first.map { maker.snippet($0) } : nil,
          firstStatementIndentation: first.map { maker.indentation(of: $0) } ?? "")
      case .keyword(.willSet):
        fact.willSetEnd = accessor.endPositionBeforeTrailingTrivia.utf8Offset
        fact.willSetIndentation = maker.indentation(of: accessor)
      default:
        return nil
      }
    }
    return fact
  }

  private static func isSingleExpression(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard statements.count == 1, let item = statements.first?.item else { return false }
    switch item {
    case .expr: return true
    case .stmt(let statement): return statement.is(ExpressionStmtSyntax.self)
    default: return false
    }
  }

  private static func snippet(_ statements: CodeBlockItemListSyntax, _ maker: SnippetMaker) -> Snippet? {
    statements.isEmpty ? nil : maker.snippet(statements)
  }

  static func reads(_ statements: CodeBlockItemListSyntax, maker: SnippetMaker) -> CodeReadsFact {
    let visitor = ReadsVisitor()
    visitor.walk(statements)
    return visitor.fact
  }

  /// The statement around `node` in its innermost block.
  static func statementPlace(of node: some SyntaxProtocol, maker: SnippetMaker) -> StatementPlace? {
    var current = Syntax(node)
    while let parent = current.parent {
      if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
        return StatementPlace(
          start: item.positionAfterSkippingLeadingTrivia.utf8Offset,
          indentation: maker.indentation(of: item),
          acceptsStatementBefore: maker.indentation(of: item) != "" && (list.count > 1 || buildsViews(list)))
      }
      if current.is(MemberBlockItemSyntax.self) || current.isTypeBoundary { return nil }
      current = parent
    }
    return nil
  }

  /// A `body` getter, a `body(content:)` method, or a closure given to a call of a type
  /// (`VStack { … }`), and the branches of `if`/`switch` inside them.
  private static func buildsViews(_ list: CodeBlockItemListSyntax) -> Bool {
    var current = Syntax(list)
    while let parent = current.parent {
      switch parent.as(SyntaxEnum.self) {
      case .accessorBlock:
        return parent.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedDescription == "body"
      case .accessorDecl(let accessor):
        return accessor.accessorSpecifier.tokenKind == .keyword(.get)
          && accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedDescription == "body"
      case .functionDecl(let function):
        return function.name.text == "body"
      case .closureExpr(let closure):
        return calleeIsType(of: closure)
      case .ifExpr, .switchCase, .switchExpr, .codeBlock, .expressionStmt, .codeBlockItem, .codeBlockItemList,
        .switchCaseList, .ifConfigClause, .ifConfigClauseList, .ifConfigDecl:
        current = parent
      default:
        return false
      }
    }
    return false
  }

  private static func calleeIsType(of closure: ClosureExprSyntax) -> Bool {
    var parent = closure.parent
    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
    if parent?.is(MultipleTrailingClosureElementSyntax.self) == true { parent = parent?.parent?.parent }
    guard let call = parent?.as(FunctionCallExprSyntax.self) else { return false }
    var callee = call.calledExpression
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    return callee.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
  }
}

/// Collects the names, types and calls a block uses; see `CodeReadsFact`.
private final class ReadsVisitor: SyntaxVisitor {
  var fact = CodeReadsFact()

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
    fact.effects.insert("try")
    return .visitChildren
  }
  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    fact.effects.insert("await")
    return .visitChildren
  }
  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    fact.boundNames.insert(node.identifier.text)
    return .visitChildren
  }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    fact.boundNames.formUnion(ScopeResolver.closureBoundNames(node))
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .visitChildren }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      recordMember(node.baseName.text, of: member)
      return .visitChildren
    }
    switch node.baseName.tokenKind {
    case .keyword(.self):
      if !isBase(node) { fact.usesSelfWhole = true }
    case .keyword(.Self):
      recordType("Self", at: node)
    case .identifier(let name):
      if node.isBoundByPattern { break }
      if name.first?.isUppercase == true {
        recordType(name, at: node)
      } else if ScopeResolver.binding(of: name, at: node) == .unbound {
        fact.names.append(nameRead(name, expression: ExprSyntax(node), explicitSelf: false))
      }
    default:
      break
    }
    return .visitChildren
  }

  /// `self.name`, `Type.name`, `value.name(…)`, `.name(…)`.
  private func recordMember(_ name: String, of member: MemberAccessExprSyntax) {
    guard let base = member.base else {
      if isCalled(member) { fact.calledMethods.insert(name) }
      return
    }
    if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      fact.names.append(nameRead(name, expression: ExprSyntax(member), explicitSelf: true))
    } else if let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.first?.isUppercase == true
      || type.baseName.tokenKind == .keyword(.Self)
    {
      return  // recorded with the type
    } else if isCalled(member) {
      fact.calledMethods.insert(name)
    }
  }

  private func recordType(_ name: String, at node: DeclReferenceExprSyntax) {
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
      let memberName = member.declName.baseName.text
      fact.typeUses.append(.init(type: name, member: memberName, isCalled: isCalled(member)))
    } else {
      fact.typeUses.append(.init(type: name, member: nil, isCalled: isCalled(node)))
    }
  }

  private func nameRead(_ name: String, expression: ExprSyntax, explicitSelf: Bool) -> CodeReadsFact.NameRead {
    let memberRead = expression.parent?.as(MemberAccessExprSyntax.self).map { $0.base?.id == expression.id } ?? false
    return CodeReadsFact.NameRead(
      name: name,
      range: ByteRange(expression.positionAfterSkippingLeadingTrivia.utf8Offset,
        expression.endPositionBeforeTrailingTrivia.utf8Offset),
      explicitSelf: explicitSelf, isCalled: isCalled(expression), hasMemberRead: memberRead,
      isWritten: ExpressionReading.isWritten(expression))
  }

  private func isCalled(_ expression: some SyntaxProtocol) -> Bool {
    expression.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == expression.id
  }

  private func isBase(_ node: DeclReferenceExprSyntax) -> Bool {
    node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
  }
}
