extension PropertyFact {
  /// How a new view or modifier handed this property's value declares it: as the view does for a
  /// `weak` or `unowned` reference (`weak var`, `unowned let`), a `let` otherwise. A `let` copy of a
  /// weak reference would hold its object strongly, and keep it alive as long as the new view.
  var carriedKeyword: String {
    if modifiers.contains("weak") { return "weak var" }
    if modifiers.contains(where: { $0.hasPrefix("unowned") }) { return "unowned let" }
    return "let"
  }
}
