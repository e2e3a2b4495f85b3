import SwiftSyntax

/// Where a declaration sits that decides which code it is: the `#if` branches around it, and the
/// type aliases a file declares.
enum DeclarationPlaceReader {
  /// The `#if` branches around `node`, outermost first, each as `offset:branch:condition` (the
  /// offset of its `#if`, the branch's position in it, and its condition or `#else`).
  static func conditionalBranches(around node: some SyntaxProtocol) -> [String] {
    var found: [String] = []
    var current = node.parent
    while let parent = current {
      if let clause = parent.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self),
        let position = list.firstIndex(where: { $0.id == clause.id })
      {
        let condition = clause.condition?.trimmedDescription ?? "#else"
        let start = list.positionAfterSkippingLeadingTrivia.utf8Offset
        found.append("\(start):\(list.distance(from: list.startIndex, to: position)):\(condition)")
      }
      current = parent.parent
    }
    return found.reversed()
  }

  /// Whether two declarations can never be built together: they sit in different branches of
  /// the same `#if`.
  static func exclusive(_ first: [String], _ second: [String]) -> Bool {
    let key = { (branch: String) in branch.split(separator: ":", maxSplits: 1).first.map(String.init) ?? branch }
    let firstByIf = Dictionary(first.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
    return second.contains { branch in firstByIf[key(branch)].map { $0 != branch } ?? false }
  }

  /// The condition of a branch as `conditionalBranches` writes it (`os(iOS)`, `#else`).
  static func condition(of branch: String) -> String {
    String(branch.split(separator: ":", maxSplits: 2).last ?? "")
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
