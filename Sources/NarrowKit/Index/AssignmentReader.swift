import SwiftSyntax

/// Assignments written as statements of their own, and whether a guard already skips an equal
/// value: what skip-equal-writes and the update model's guarded writes read.
extension ChainReader {
  /// `target = value` as a whole statement.
  static func assignment(to target: some ExprSyntaxProtocol, maker: SnippetMaker) -> AssignmentStatement? {
    guard let sequence = target.parent?.parent?.as(SequenceExprSyntax.self),
      sequence.elements.count == 3, sequence.elements.first?.id == target.id,
      let statement = sequence.parent?.as(CodeBlockItemSyntax.self), let value = sequence.elements.last
    else { return nil }
    return AssignmentStatement(
      statement: maker.snippet(statement), value: maker.snippet(value), indentation: maker.indentation(of: statement),
      skipsEqualValue: isGuardedByInequality(statement, target: target.trimmedDescription, value: value.trimmedDescription))
  }

  /// `items[index] = value` or `items[index].state = value` as a statement of its own, from the
  /// use of `items`: what is assigned goes on through one subscript and then members.
  static func elementAssignment(through use: ExprSyntax, maker: SnippetMaker) -> ElementAssignment? {
    guard let element = use.parent?.as(SubscriptCallExprSyntax.self), element.calledExpression.id == use.id else { return nil }
    var target = ExprSyntax(element)
    while let member = target.parent?.as(MemberAccessExprSyntax.self), member.base?.id == target.id {
      target = ExprSyntax(member)
    }
    return assignment(to: target, maker: maker).map { ElementAssignment(target: maker.snippet(target), statement: $0) }
  }

  /// Whether the statement runs only when `value` differs from `target`: it is the only
  /// statement of an `if` whose condition is `value != target` (either way round), or a `guard`
  /// of that condition comes before it in the same block.
  fileprivate static func isGuardedByInequality(_ statement: CodeBlockItemSyntax, target: String, value: String) -> Bool {
    let names = [target, target.hasPrefix("self.") ? String(target.dropFirst(5)) : "self." + target]
    let differs = { (condition: ConditionElementListSyntax) -> Bool in
      guard condition.count == 1, let sequence = condition.first?.condition.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "!="
      else { return false }
      let sides = [sequence.elements.first!.trimmedDescription, sequence.elements.last!.trimmedDescription]
      return sides.contains(value) && sides.contains(where: names.contains)
    }
    guard let block = statement.parent?.as(CodeBlockItemListSyntax.self) else { return false }
    if let ifBody = soleStatementOf(block), let ifExpression = ifBody.parent?.as(IfExprSyntax.self),
      ifExpression.body.id == ifBody.id, ifExpression.elseBody == nil, differs(ifExpression.conditions)
    {
      return true
    }
    for item in block {
      if item.id == statement.id { break }
      if let guardStatement = item.item.as(GuardStmtSyntax.self), differs(guardStatement.conditions) { return true }
    }
    return false
  }

  /// The block whose only statement holds `block`, itself alone or inside closures that run right
  /// away (`withAnimation { total = fresh }`; a closure the event-source catalogue names runs
  /// later, and a guard around its call guards nothing of what it does then).
  fileprivate static func soleStatementOf(_ block: CodeBlockItemListSyntax) -> CodeBlockSyntax? {
    var current = block
    while current.count == 1 {
      if let body = current.parent?.as(CodeBlockSyntax.self) { return body }
      guard let closure = current.parent?.as(ClosureExprSyntax.self),
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, !EventSources.names(callee),
        let outer = call.parent?.as(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self)
      else { return nil }
      current = outer
    }
    return nil
  }
}
