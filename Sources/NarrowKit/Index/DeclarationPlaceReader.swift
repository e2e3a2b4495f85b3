import SwiftSyntax

/// Where a declaration sits that decides which code it is: the `#if` branches around it, and the
/// type aliases and macros a file declares.
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

  /// The type aliases and macros a file declares, anywhere in it: `typealias Model = LibraryModel`
  /// at file scope or inside a type or extension (`Screen.Model`), and `macro Tracked()`, whose
  /// name written as an attribute is that macro.
  static func namedDeclarations(in tree: SourceFileSyntax, maker: SnippetMaker) -> (aliases: [TypeAliasFact], macros: [String]) {
    final class Collector: SyntaxVisitor {
      let maker: SnippetMaker
      var aliases: [TypeAliasFact] = []
      var macros: [String] = []
      /// The qualified names of the types and extensions around the walk, innermost last.
      var scopes: [String] = []

      init(maker: SnippetMaker) {
        self.maker = maker
        super.init(viewMode: .sourceAccurate)
      }

      private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        scopes.append(scopes.last.map { $0 + "." + name } ?? name)
        return .visitChildren
      }
      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
      override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
      override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
      override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
      override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
      override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
      override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
      override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
      override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
      override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension names its type in full (`extension Store.State`), from file scope.
        scopes.append(node.extendedType.trimmedDescription)
        return .visitChildren
      }
      override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

      override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        aliases.append(TypeAliasFact(
          name: node.name.text, target: node.initializer.value.trimmedDescription, scope: scopes.last,
          genericParameters: node.genericParameterClause?.parameters.map(\.name.text) ?? [],
          modifiers: node.modifiers.texts, location: maker.location(node.positionAfterSkippingLeadingTrivia)))
        return .skipChildren
      }
      override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        macros.append(node.name.text)
        return .skipChildren
      }
    }
    let collector = Collector(maker: maker)
    collector.walk(tree)
    return (collector.aliases, collector.macros)
  }
}
