import SwiftSyntax

/// Reads calls of methods: objects put in the environment, and methods called on a plain path.
enum CallReader {
  /// `.environmentObject(store)` or `.environment(store)` with one unlabelled argument, also
  /// called on an implicit `self` (`environmentObject(store)` in a `View` extension).
  static func injection(
    _ node: FunctionCallExprSyntax, method name: String, in place: Place, maker: SnippetMaker,
    argument: (LabeledExprSyntax) -> ArgumentFact
  ) -> InjectionFact? {
    guard ViewAPIs.Injection(rawValue: name) != nil, node.arguments.count == 1,
      let only = node.arguments.first, only.label == nil
    else { return nil }
    return InjectionFact(
      modifier: name, argument: argument(only), call: maker.snippet(node), enclosingType: place.type, clauses: place.clauses)
  }

  /// `feed.isVisible(post)`, `store.favorites.contains(id)`, `self.refresh()`: a method called
  /// on a path of members from a lowercase name or `self`, without a trailing closure.
  static func methodCall(
    _ node: FunctionCallExprSyntax, method: MemberAccessExprSyntax, in place: Place, maker: SnippetMaker,
    argument: (LabeledExprSyntax) -> ArgumentFact
  ) -> MethodCallFact? {
    guard let base = method.base, node.trailingClosure == nil, let path = ScopeReader.valuePath(of: base),
      path.memberNames.count == path.steps.count
    else { return nil }
    var root = base
    while let member = root.as(MemberAccessExprSyntax.self), let inner = member.base { root = inner }
    guard let reference = root.as(DeclReferenceExprSyntax.self) else { return nil }
    let rootName = reference.baseName.text
    guard rootName == "self" || rootName.first?.isLowercase == true else { return nil }
    return MethodCallFact(
      receiver: base.trimmedDescription, receiverRoot: rootName, receiverMembers: path.memberNames,
      binding: rootName == "self" ? .unbound : ScopeResolver.binding(of: rootName, at: reference),
      method: method.declName.baseName.text, arguments: node.arguments.map(argument), call: maker.snippet(node),
      enclosingType: place.type, enclosingMember: place.member, contexts: ChainReader.contexts(of: node), clauses: place.clauses)
  }
}
