import SwiftSyntax

/// Reads a method's callback parameters (parameters of function type) and where its body calls
/// them: code in a closure handed to the method runs as often as those calls do.
enum CallbackReader {
  static func callbacks(of function: FunctionDeclSyntax, maker: SnippetMaker) -> (labels: [String], calls: [CallbackCallFact]) {
    let parameters = function.signature.parameterClause.parameters.filter(isCallback)
    guard !parameters.isEmpty, let body = function.body else { return ([], []) }
    let names = parameters.map { ($0.secondName ?? $0.firstName).text }
    let finder = CallFinder(names: names, maker: maker)
    finder.walk(body)
    return (parameters.map(\.firstName.text), finder.found)
  }

  /// `() -> Void`, `@escaping (Double) -> Void`, `((Data) -> Void)?`.
  private static func isCallback(_ parameter: FunctionParameterSyntax) -> Bool {
    var type = parameter.type
    while true {
      if let attributed = type.as(AttributedTypeSyntax.self) {
        type = attributed.baseType
      } else if let optional = type.as(OptionalTypeSyntax.self) {
        type = optional.wrappedType
      } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
        type = only.type
      } else {
        break
      }
    }
    return type.is(FunctionTypeSyntax.self)
  }

  /// Calls `name(…)` or `name?(…)` of the parameters, bound as parameters where they are called.
  private final class CallFinder: SyntaxVisitor {
    let names: [String]
    let maker: SnippetMaker
    var found: [CallbackCallFact] = []

    init(names: [String], maker: SnippetMaker) {
      self.names = names
      self.maker = maker
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      var callee = node.calledExpression
      if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
      if let reference = callee.as(DeclReferenceExprSyntax.self), let position = names.firstIndex(of: reference.baseName.text),
        case .parameter = ScopeResolver.binding(of: reference.baseName.text, at: reference)
      {
        found.append(CallbackCallFact(
          position: position, location: maker.location(node.positionAfterSkippingLeadingTrivia),
          contexts: ChainReader.contexts(of: node), sourceBox: SourceCallReader.sourceCall(of: node, maker: maker).map(SourceCallBox.init)))
      }
      return .visitChildren
    }
  }
}
