import SwiftSyntax

/// Where `ObservableObject` is named other than as a class's conformance: a generic constraint
/// (`T: ObservableObject`), an existential, a protocol refining it. A class that stops being one
/// no longer fits there, and Narrow cannot tell which classes are passed.
enum TypeMentionReader {
  static func observableObjectUses(in tree: SourceFileSyntax, text: ArraySlice<UInt8>, maker: SnippetMaker) -> [SourceLocation] {
    // Most files never name it: walking their tokens is not worth it.
    guard text.firstRange(of: Array("ObservableObject".utf8)) != nil else { return [] }
    return tree.tokens(viewMode: .sourceAccurate).compactMap { token in
      guard token.tokenKind == .identifier("ObservableObject"), !isClassConformance(token) else { return nil }
      return maker.location(token.positionAfterSkippingLeadingTrivia)
    }
  }

  private static func isClassConformance(_ token: TokenSyntax) -> Bool {
    guard let inherited = token.parent?.as(IdentifierTypeSyntax.self)?.parent?.as(InheritedTypeSyntax.self) else { return false }
    return inherited.parent?.parent?.parent?.is(ClassDeclSyntax.self) == true
  }
}
