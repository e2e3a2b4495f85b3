import SwiftSyntax

/// An API that first shipped with a later system release than SwiftUI itself. Code that uses it
/// outside an availability check builds only for that release or later, which tells the lowest
/// possible deployment target when no manifest or project says it.
///
/// `import SwiftData` or `import Observation` alone tells nothing: Swift checks availability for
/// each declaration used, so an app for iOS 16 may import them and use them behind
/// `if #available`. `@Entry` tells nothing either: Apple documents it from iOS 13, macOS 10.15,
/// tvOS 13, watchOS 6 and visionOS 1 (developer.apple.com/documentation/swiftui/entry()).
enum VersionedAPI: String, Sendable, Hashable, CaseIterable {
  case observableMacro, modelMacro, queryMacro, onChangeOfInitial

  /// How a report names it.
  var name: String {
    switch self {
    case .observableMacro: return "@Observable"
    case .modelMacro: return "SwiftData's @Model"
    case .queryMacro: return "SwiftData's @Query"
    case .onChangeOfInitial: return "onChange(of:initial:_:)"
    }
  }

  /// The first release of each platform with it, as Apple's documentation gives it on
  /// developer.apple.com/documentation: observation/observable(), swiftdata/model(),
  /// swiftdata/query(), and swiftui/view/onchange(of:initial:_:) (both the two-parameter and the
  /// zero-parameter action). All four came with Observation, in the 2023 releases.
  var firstReleases: [DeploymentTargets.Platform: [Int]] {
    [.iOS: [17], .macOS: [14], .tvOS: [17], .watchOS: [10], .visionOS: [1]]
  }

  /// The modules that declare it; a file that imports none of them means something else by the name.
  var modules: Set<String>? {
    switch self {
    case .observableMacro: return ["Observation", "SwiftUI", "SwiftData"]
    case .modelMacro, .queryMacro: return ["SwiftData"]
    case .onChangeOfInitial: return nil
    }
  }

  /// The name a declaration of the codebase would take to stand in for it (a back-port).
  var declaredName: String {
    switch self {
    case .observableMacro: return "Observable"
    case .modelMacro: return "Model"
    case .queryMacro: return "Query"
    case .onChangeOfInitial: return "onChange"
    }
  }
}

/// A use of a `VersionedAPI` that nothing around it makes conditional: no `if #available`,
/// `guard #available` or `@available` declaration, no `#if` branch, no `#Preview` body (whose
/// expansion decides its own availability). Such code builds for every system its target does.
struct VersionedAPIUseFact: Sendable, Hashable {
  var api: VersionedAPI
  /// Where the attribute or the `.onChange` is.
  var location: SourceLocation
}

/// Finds the uses of versioned APIs in declarations and calls the fact collector visits.
enum VersionedAPIReader {
  /// `@Observable` or `@Model` on a type, `@Query` on a property.
  static func uses(in attributes: AttributeListSyntax, maker: SnippetMaker) -> [VersionedAPIUseFact] {
    attributes.compactMap { element -> VersionedAPIUseFact? in
      guard case .attribute(let attribute) = element else { return nil }
      let api: VersionedAPI
      switch (attribute.attributeName.trimmedName, attributes.parent?.kind) {
      case ("Observable", .classDecl): api = .observableMacro
      case ("Model", .classDecl): api = .modelMacro
      case ("Query", .variableDecl): api = .queryMacro
      default: return nil
      }
      guard isUnconditional(attribute) else { return nil }
      return VersionedAPIUseFact(api: api, location: maker.location(attribute.positionAfterSkippingLeadingTrivia))
    }
  }

  /// `.onChange(of: x, initial: true) { … }`, `.onChange(of: x) { old, new in … }` or
  /// `.onChange(of: x) { … }`: the forms of 2023. `.onChange(of: x) { new in … }` and
  /// `perform:` are the older form, from iOS 14.
  static func use(inCall call: FunctionCallExprSyntax, maker: SnippetMaker) -> VersionedAPIUseFact? {
    let callee: TokenSyntax
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      callee = member.declName.baseName
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      callee = reference.baseName
    } else {
      return nil
    }
    guard callee.text == "onChange", call.arguments.first?.label?.text == "of" else { return nil }
    if !call.arguments.contains(where: { $0.label?.text == "initial" }) {
      // Without `initial:`, only the action tells the forms apart: the older form's is labelled
      // `perform:` unless it trails, and its closure takes one parameter.
      let action = call.trailingClosure.map(ExprSyntax.init) ?? call.arguments.dropFirst().last { $0.label == nil }?.expression
      guard let action else { return nil }
      if let closure = action.as(ClosureExprSyntax.self), parameterCount(of: closure) == 1 { return nil }
    }
    guard isUnconditional(call) else { return nil }
    let start = call.calledExpression.as(MemberAccessExprSyntax.self)?.period.positionAfterSkippingLeadingTrivia
      ?? call.positionAfterSkippingLeadingTrivia
    return VersionedAPIUseFact(api: .onChangeOfInitial, location: maker.location(start))
  }

  /// Parameters written in the signature, else the highest `$n` used in the body (not in a
  /// closure inside it) plus one.
  static func parameterCount(of closure: ClosureExprSyntax) -> Int {
    if let names = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self) { return names.count }
    if let clause = closure.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self) { return clause.parameters.count }
    final class ShorthandFinder: SyntaxVisitor {
      var highest = -1
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = node.baseName.tokenKind, let number = Int(text.dropFirst()) {
          highest = max(highest, number)
        }
        return .visitChildren
      }
    }
    let finder = ShorthandFinder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    return finder.highest + 1
  }

  /// Whether nothing around `node` makes it conditional (see `VersionedAPIUseFact`).
  static func isUnconditional(_ node: some SyntaxProtocol) -> Bool {
    var child = Syntax(node)
    while let scope = child.parent {
      if scope.is(IfConfigClauseSyntax.self) { return false }
      if let attributes = scope.asProtocol(WithAttributesSyntax.self)?.attributes,
        attributes.names.contains("available")
      {
        return false
      }
      if let macro = scope.asProtocol(FreestandingMacroExpansionSyntax.self), macro.macroName.text == "Preview" {
        return false
      }
      // The body or `else` of `if #available`, `while #available` or `guard #available`.
      if let conditions = conditions(of: scope), conditions.id != child.id, checksAvailability(conditions) { return false }
      // After `guard #available(…) else { … }` in the same block.
      if let statements = scope.as(CodeBlockItemListSyntax.self) {
        for statement in statements {
          if statement.id == child.id { break }
          if let guardStatement = statement.item.as(GuardStmtSyntax.self), checksAvailability(guardStatement.conditions) {
            return false
          }
        }
      }
      child = scope
    }
    return true
  }

  private static func conditions(of scope: Syntax) -> ConditionElementListSyntax? {
    scope.as(IfExprSyntax.self)?.conditions ?? scope.as(GuardStmtSyntax.self)?.conditions
      ?? scope.as(WhileStmtSyntax.self)?.conditions
  }

  /// `#available(…)` or `#unavailable(…)` among the conditions.
  private static func checksAvailability(_ conditions: ConditionElementListSyntax) -> Bool {
    conditions.contains { $0.condition.is(AvailabilityConditionSyntax.self) }
  }
}
