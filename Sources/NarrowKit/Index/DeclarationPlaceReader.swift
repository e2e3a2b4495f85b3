import SwiftSyntax

/// Where a declaration sits that decides which code it is: the `#if` branches around it.
enum DeclarationPlaceReader {
  /// One branch of an `#if`, with the conditions of the branches before it.
  static func ifClause(_ node: IfConfigClauseSyntax, in file: String) -> IfClause? {
    guard let list = node.parent?.as(IfConfigClauseListSyntax.self) else { return nil }
    var earlier: [String] = []
    for (index, clause) in list.enumerated() {
      let condition = clause.condition?.trimmedDescription ?? "#else"
      guard clause.id == node.id else {
        earlier.append(condition)
        continue
      }
      return IfClause(
        file: file, offset: list.positionAfterSkippingLeadingTrivia.utf8Offset, clause: index, condition: condition,
        earlier: earlier,
        range: ByteRange(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset))
    }
    return nil
  }
}
