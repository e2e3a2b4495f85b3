import SwiftSyntax

/// Reads the facts of `ScopeFacts.swift` from syntax.
enum ScopeReader {
  /// The imports at file scope (also inside `#if`), and where a new one would go.
  static func imports(of tree: SourceFileSyntax, maker: SnippetMaker) -> (imports: [ImportFact], insertionPoint: Int) {
    var imports: [ImportFact] = []
    for item in tree.statements {
      for node in importDeclarations(in: item) {
        guard let module = node.path.first?.name.text else { continue }
        imports.append(ImportFact(module: module, text: maker.trimmedText(node), lines: maker.wholeLines(of: node)))
      }
    }
    let topLevel = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
    if let last = topLevel.last { return (imports, maker.wholeLines(of: last).end) }
    let first = tree.statements.first.map { maker.wholeLines(of: $0).start } ?? 0
    return (imports, first)
  }

  private static func importDeclarations(in item: CodeBlockItemSyntax) -> [ImportDeclSyntax] {
    if let node = item.item.as(ImportDeclSyntax.self) { return [node] }
    guard let conditional = item.item.as(IfConfigDeclSyntax.self) else { return [] }
    return conditional.clauses.flatMap { clause -> [ImportDeclSyntax] in
      guard case .statements(let items) = clause.elements else { return [] }
      return items.flatMap(importDeclarations(in:))
    }
  }

  /// Variables declared at file scope, also inside `#if`.
  static func globals(of tree: SourceFileSyntax, maker: SnippetMaker) -> [PropertyFact] {
    ConditionalCode.declarations(tree.statements, within: [], file: maker.file.path).flatMap {
      PropertyReader.properties(of: $0.decl, maker: maker, clauses: $0.clauses)
    }
  }

  /// Names of nested types that are `private` or `fileprivate`.
  static func privateNestedTypes(in members: [DeclSyntax]) -> Set<String> {
    Set(members.compactMap { member -> String? in
      guard let modifiers = member.asProtocol(WithModifiersSyntax.self)?.modifiers,
        modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) })
      else { return nil }
      return nestedTypeName(member)
    })
  }

  /// The name a member declares as a type: a struct, class, enum, actor or typealias.
  static func nestedTypeName(_ decl: DeclSyntax) -> String? {
    if let s = decl.as(StructDeclSyntax.self) { return s.name.text }
    if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
    if let e = decl.as(EnumDeclSyntax.self) { return e.name.text }
    if let a = decl.as(TypeAliasDeclSyntax.self) { return a.name.text }
    if let a = decl.as(ActorDeclSyntax.self) { return a.name.text }
    return nil
  }

  /// The hand-written `static func ==` among the members, with what it reads of its operands.
  static func equality(in members: [DeclSyntax], maker: SnippetMaker) -> EqualityFact? {
    for member in members {
      guard let function = member.as(FunctionDeclSyntax.self), function.name.text == "==",
        function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      let location = maker.location(function.positionAfterSkippingLeadingTrivia)
      let operands = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
      guard operands.count == 2, let body = function.body else { return EqualityFact(comparedMembers: nil, location: location) }
      var compared = Set<String>()
      for node in body.preorder {
        guard let reference = node.as(DeclReferenceExprSyntax.self), operands.contains(reference.baseName.text),
          node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
        else { continue }
        guard let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id else {
          return EqualityFact(comparedMembers: nil, location: location)
        }
        compared.insert(access.declName.baseName.text)
      }
      return EqualityFact(comparedMembers: compared, location: location)
    }
    return nil
  }

  /// The argument as a plain path of members, unwraps and literal subscripts; nil for anything else.
  static func valuePath(of expression: ExprSyntax) -> ValuePath? {
    var steps: [ValuePath.Step] = []
    var current = expression
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        steps.append(.member(member.declName.baseName.text))
        current = base
      } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
        steps.append(.forceUnwrap)
        current = unwrap.expression
      } else if let chain = current.as(OptionalChainingExprSyntax.self) {
        steps.append(.optionalChain)
        current = chain.expression
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
        subscriptCall.trailingClosure == nil, let argument = subscriptCall.arguments.first, argument.label == nil,
        ExpressionReading.literalType(of: argument.expression) != nil
      {
        steps.append(.literalSubscript)
        current = subscriptCall.calledExpression
      } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        current = only.expression
      } else {
        break
      }
    }
    guard let reference = current.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
    steps.reverse()
    if reference.baseName.tokenKind == .keyword(.self) {
      return ValuePath(root: .selfValue, rootBinding: .unbound, steps: steps)
    }
    guard case .identifier = reference.baseName.tokenKind else { return nil }
    let name = reference.baseName.text
    let binding = ScopeResolver.binding(of: name, at: reference)
    // `Library.shared` reads a type's member; a capitalised name alone is a value (a type as a
    // value is written `Library.self`): a property named `App`, say.
    if name.first?.isUppercase == true, binding == .unbound, !steps.isEmpty {
      guard case .member = steps.first else { return nil }
      return ValuePath(root: .type(name), rootBinding: .unbound, steps: steps)
    }
    return ValuePath(root: .name(name), rootBinding: binding, steps: steps)
  }
}
