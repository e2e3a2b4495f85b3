import SwiftSyntax

/// Where `ObservableObject` is named other than as a class's conformance: a generic constraint
/// (`T: ObservableObject`), an existential, a protocol refining it. A class that stops being one
/// no longer fits there, and Narrow cannot tell which classes are passed.
enum TypeMentionReader {
  static func observableObjectUses(in tree: SourceFileSyntax, text: ArraySlice<UInt8>, maker: SnippetMaker) -> [ObservableObjectMention] {
    // Most files never name it: walking their tokens is not worth it.
    // Where it does, only the tokens at its occurrences are looked up, not every token of the file.
    let name = Array("ObservableObject".utf8)
    var uses: [ObservableObjectMention] = []
    var from = text.startIndex
    while let found = text.firstRange(of: name, from: from) {
      from = found.upperBound
      let position = AbsolutePosition(utf8Offset: found.lowerBound - text.startIndex)
      guard let token = tree.token(at: position), token.positionAfterSkippingLeadingTrivia == position,
        token.tokenKind == .identifier("ObservableObject"), !isClassConformance(token)
      else { continue }
      uses.append(mention(token, at: maker.location(position)))
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

  /// The place `token` names `ObservableObject` in, with the protocols a type taken there must
  /// also conform to: the rest of a composition, the other constraints on the same generic
  /// parameter, or the protocol that refines it. A class conforming to none of them cannot be
  /// taken there.
  private static func mention(_ token: TokenSyntax, at location: SourceLocation) -> ObservableObjectMention {
    let range = ByteRange(token.positionAfterSkippingLeadingTrivia.utf8Offset, token.endPositionBeforeTrailingTrivia.utf8Offset)
    var found = ObservableObjectMention(location: location, token: range, alongside: [])
    guard let named = token.parent?.as(IdentifierTypeSyntax.self) else { return found }
    var place = Syntax(named)
    if let composition = named.parent?.parent?.parent?.as(CompositionTypeSyntax.self) {
      place = Syntax(composition)
    }
    var names = protocolNames(TypeSyntax(place) ?? TypeSyntax(named))
    var parameterName: String?
    if let parameter = place.parent?.as(GenericParameterSyntax.self) {
      parameterName = parameter.name.text
    } else if let requirement = place.parent?.as(ConformanceRequirementSyntax.self), requirement.rightType.id == place.id {
      parameterName = requirement.leftType.trimmedDescription
    } else if let refining = place.parent?.parent?.parent?.parent?.as(ProtocolDeclSyntax.self) {
      names.append(refining.name.text)
      found.refines = true
    }
    let declaration = sequence(first: place, next: \.parent).first { $0.isProtocol(DeclSyntaxProtocol.self) }
    if let parameterName, let declaration {
      names += constraints(on: parameterName, around: declaration)
      found.parameter = parameterName
      found.genericType = declaration.asProtocol(NamedDeclSyntax.self).flatMap { named in
        declaration.is(FunctionDeclSyntax.self) ? nil : named.name.text
      }
    }
    if let declaration {
      let text = declaration.description
      found.usesPublisher = text.contains("objectWillChange") || text.contains(".$")
    }
    found.alongside = names.reduce(into: []) { kept, name in
      if name != "ObservableObject" && !kept.contains(name) { kept.append(name) }
    }
    return found
  }

  /// What `declaration` asks of its generic parameter `name`, in its parameter clause and its
  /// `where` clause.
  private static func constraints(on name: String, around declaration: Syntax) -> [String] {
    var names: [String] = []
    for child in declaration.children(viewMode: .sourceAccurate) {
      if let clause = child.as(GenericParameterClauseSyntax.self) {
        for parameter in clause.parameters where parameter.name.text == name {
          names += parameter.inheritedType.map(protocolNames) ?? []
        }
      } else if let clause = child.as(GenericWhereClauseSyntax.self) {
        for requirement in clause.requirements {
          guard case .conformanceRequirement(let conformance) = requirement.requirement,
            conformance.leftType.trimmedDescription == name else { continue }
          names += protocolNames(conformance.rightType)
        }
      }
    }
    return names
  }

  private static func protocolNames(_ type: TypeSyntax) -> [String] {
    if let composition = type.as(CompositionTypeSyntax.self) { return composition.elements.flatMap { protocolNames($0.type) } }
    if let named = type.as(IdentifierTypeSyntax.self) { return [named.name.text] }
    if let member = type.as(MemberTypeSyntax.self) { return [member.name.text] }
    return []
  }
}
