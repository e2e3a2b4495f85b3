/// Facts about how views are put together: modifiers applied in a chain and what a member builds.

/// `.onChange(of: value, initial: …) { action }` applied to a view in a modifier chain.
struct OnChangeFact: Sendable, Hashable {
  /// The innermost type (qualified name) the call is written in, and its member (`body`).
  var enclosingType: String?
  var enclosingMember: String?
  /// From the `.` before `onChange` to the end of the call, trailing closure included, as written.
  var call: Snippet
  /// The `of:` argument.
  var value: Snippet
  /// The action: a trailing closure, a labelled argument, or a function given by name.
  var action: Snippet?
  var actionIsClosure: Bool
  /// The action is a closure with no statements (`{ _, _ in }`): the call is there only for the
  /// dependency its value gives the body.
  var actionIsEmpty = false
  /// Names the value and the action use that nothing inside the call binds.
  var names: [NameUseFact]
  /// `self` used on its own inside the call: passed on, stored or captured whole.
  var bareSelfUses: [Snippet]
  /// The whitespace before the text on the line where the call's `.` is.
  var lineIndentation: String
  /// Where the innermost enclosing type declaration (or extension) ends, and its indentation.
  var enclosingDeclarationEnd: Int?
  var enclosingDeclarationIndentation: String
  /// The `#if` clauses around the call, outermost first.
  var clauses: [IfClause] = []
}

/// A name used inside an `onChange` call without a base, or through `self.`.
struct NameUseFact: Sendable, Hashable {
  var name: String
  /// `store`, `self.store` or `$count`.
  var expression: Snippet
  var isProjection: Bool
  /// `.call` also when a member of the name is called (`store.save(x)`), which may mutate it.
  var access: ChainFact.Access
  /// What binds the name outside the call: `.unbound` for members and globals, or a local of the member.
  var binding: NameBinding
  /// Whether the use is in the `of:` value rather than the action.
  var inValue: Bool
  /// Callees of the closures between the action and the use, innermost first (`Task`, `asyncAfter`).
  var contexts: [String]
}

/// The types a member of a type constructs (`Text`, `ForEach`, `CartItemRow`), in order, so that a
/// transform can tell how much work a view's body does.
struct MemberBuildFact: Sendable, Hashable {
  var enclosingType: String
  var enclosingMember: String
  var constructedTypes: [String]
  /// The calls it makes while the body runs that cost far more than a view (`CostlyWork`), as
  /// written (`DateFormatter()`, `.sorted`).
  var costlyCalls: [String] = []
}
