import SwiftSyntax

/// What the view-building closures given to a view hold once built. SwiftUI builds them into a
/// value the view stores (`Card { Menu { Button("Skip") { … } } }` stores a `Menu` holding a
/// `Button` holding its action), so a closure made in them makes that value differ every time
/// the body building it runs.
enum ContentReader {
  /// The first closure made inside the trailing closures of `call` that the built content keeps:
  /// a `Button` action, a `ForEach` row builder, a modifier's action. Nil when there is none.
  static func keptClosure(inContentOf call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    let contents = ([call.trailingClosure] + call.additionalTrailingClosures.map(\.closure)).compactMap { $0 }
    for content in contents {
      if let kept = firstKept(in: Syntax(content.statements)) { return kept }
    }
    return nil
  }

  private static func firstKept(in node: Syntax) -> ClosureExprSyntax? {
    for child in node.children(viewMode: .sourceAccurate) {
      if let closure = child.as(ClosureExprSyntax.self) {
        if isBuiltAtOnce(closure) {
          if let kept = firstKept(in: Syntax(closure.statements)) { return kept }
        } else {
          return closure
        }
      } else if let kept = firstKept(in: child) {
        return kept
      }
    }
    return nil
  }

  /// A content closure of a container that builds it at once, or one labelled as view content.
  private static func isBuiltAtOnce(_ closure: ClosureExprSyntax) -> Bool {
    guard let callee = ChainReader.callee(receiving: closure) else { return false }
    if callee.hasSuffix(":") { return true }
    return ViewAPIs.buildsAtOnce(callee)
  }
}
