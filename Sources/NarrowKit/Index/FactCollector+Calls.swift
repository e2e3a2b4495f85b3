import SwiftSyntax

/// How the collector reads a call: what it constructs, and each argument as written.
extension FactCollector {
  func argumentFact(_ argument: LabeledExprSyntax) -> ArgumentFact {
    var whole = maker.snippet(argument)
    if let comma = argument.trailingComma {
      whole.range.end = comma.positionAfterSkippingLeadingTrivia.utf8Offset
      // The argument without its comma; sliced rather than rebuilt when the syntax is whole.
      whole.text = argument.hasError
        ? argument.with(\.trailingComma, nil).trimmedDescription
        : maker.text(from: argument.positionAfterSkippingLeadingTrivia, to: argument.expression.endPositionBeforeTrailingTrivia)
    }
    return ArgumentFact(
      label: argument.label?.text, whole: whole, value: maker.snippet(argument.expression),
      valueShape: ExpressionReading.shape(of: argument.expression), valuePath: ScopeReader.valuePath(of: argument.expression))
  }

  enum Callee {
    case named(String)
    case implicitInit
  }

  /// `TrackRow(…)`, `TrackRow.init(…)`, `Module.TrackRow(…)`, `Row<Int>(…)`, `Self(…)`; `.init(…)` is opaque.
  func typeName(calledBy callee: ExprSyntax) -> Callee? {
    if let generic = callee.as(GenericSpecializationExprSyntax.self) {
      return typeName(calledBy: generic.expression)
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      if reference.baseName.tokenKind == .keyword(.Self) {
        return openTypes.last.map { .named($0.fact.name) }
      }
      let name = reference.baseName.text
      return name.first?.isUppercase == true ? .named(name) : nil
    }
    if let member = callee.as(MemberAccessExprSyntax.self) {
      let memberName = member.declName.baseName
      guard let base = member.base else {
        return memberName.tokenKind == .keyword(.`init`) ? .implicitInit : nil
      }
      if memberName.tokenKind == .keyword(.`init`) { return typeName(calledBy: base) }
      let name = memberName.text
      // The first character of the base: from its first token, not from a printed copy of a whole
      // modifier chain (`Text(…).font(…).padding()` prints the chain once per link).
      let firstCharacter = base.hasError
        ? base.trimmedDescription.first : base.firstToken(viewMode: .sourceAccurate)?.text.first
      let baseIsTypeLike = firstCharacter?.isUppercase == true
      return baseIsTypeLike && name.first?.isUppercase == true ? .named(name) : nil
    }
    return nil
  }
}
