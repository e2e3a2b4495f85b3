import SwiftSyntax

/// Where a declaration sits that decides which code it is: the `#if` branches around it, and the
/// type aliases a file declares.
enum DeclarationPlaceReader {
  /// The `#if` branches around `node`, outermost first.
  static func conditionalBranches(around node: some SyntaxProtocol, in file: String) -> [IfClause] {
    var found: [IfClause] = []
    var current = node.parent
    while let parent = current {
      if let clause = parent.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self),
        let position = list.firstIndex(where: { $0.id == clause.id })
      {
        found.append(IfClause(
          file: file, offset: list.positionAfterSkippingLeadingTrivia.utf8Offset,
          clause: list.distance(from: list.startIndex, to: position), condition: clause.condition?.trimmedDescription ?? "#else"))
      }
      current = parent.parent
    }
    return found.reversed()
  }

  /// `typealias Model = LibraryModel` anywhere in the file, without generic parameters: the
  /// alias's name and the type it names, as written.
  static func typeAliases(in tree: SourceFileSyntax) -> [String: String] {
    final class Collector: SyntaxVisitor {
      var aliases: [String: String] = [:]
      override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.genericParameterClause == nil { aliases[node.name.text] = node.initializer.value.trimmedDescription }
        return .skipChildren
      }
    }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.aliases
  }
}
