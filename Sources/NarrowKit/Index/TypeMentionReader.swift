import SwiftSyntax

/// Where `ObservableObject` is named other than as a class's conformance: a generic constraint
/// (`T: ObservableObject`), an existential, a protocol refining it. A class that stops being one
/// no longer fits there, and Narrow cannot tell which classes are passed.
enum TypeMentionReader {
  static func observableObjectUses(in tree: SourceFileSyntax, text: ArraySlice<UInt8>, maker: SnippetMaker) -> [SourceLocation] {
    // Most files never name it: walking their tokens is not worth it.
    // Where it does, only the tokens at its occurrences are looked up, not every token of the file.
    let name = Array("ObservableObject".utf8)
    var uses: [SourceLocation] = []
    var rest = text[...]
    while let found = rest.firstRange(of: name) {
      rest = text[found.upperBound...]
      let position = AbsolutePosition(utf8Offset: found.lowerBound - text.startIndex)
      guard let token = tree.token(at: position), token.positionAfterSkippingLeadingTrivia == position,
        token.tokenKind == .identifier("ObservableObject"), !isClassConformance(token)
      else { continue }
      uses.append(maker.location(position))
    }
    return uses
  }

  /// `final class Store: ObservableObject` or `actor Recognizer: ObservableObject`: a type's own
  /// conformance, which the migration of another class leaves alone.
  private static func isClassConformance(_ token: TokenSyntax) -> Bool {
    guard let inherited = token.parent?.as(IdentifierTypeSyntax.self)?.parent?.as(InheritedTypeSyntax.self) else { return false }
    let declaration = inherited.parent?.parent?.parent
    return declaration?.is(ClassDeclSyntax.self) == true || declaration?.is(ActorDeclSyntax.self) == true
  }
}
