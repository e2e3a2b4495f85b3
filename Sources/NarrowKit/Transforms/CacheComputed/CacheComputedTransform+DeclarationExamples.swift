extension CacheComputedTransform {
  /// A skip example for each rule of the object's declaration and of the first value its
  /// initialisers, or its implicit one, would compute.
  static let declarationExamples: [TransformExample] = [
    .skips(
      "a generic object",
      source: cart("  var count = 0\n  var currency: Currency?", total: "count * 2", header: "@Observable\nfinal class Cart<Currency>")
        + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.isGeneric, saying: "Cart is generic"),
    .skips(
      "an object whose name a type for previews shares",
      source: cart("  var count = 0", total: "count * 2") + editor("Cart", "model.count += 1")
        + "\n\nenum PreviewData {\n  struct Cart {\n    var count = 3\n  }\n}\n",
      rule: CacheComputedSkip.declaredMoreThanOnce, saying: "Cart is declared more than once; Narrow cannot tell which"),
    .skips(
      "a member already named like the refresh Narrow would write",
      source: cart("  var count = 0\n  var lastTotal = 0\n  func refreshTotal() { lastTotal = total }", total: "count * 2")
        + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.memberNameTaken, saying: "Cart already has a member named refreshTotal"),
    .skips(
      "a property read by an initialiser",
      source: cart("  var count: Int\n  let startingTotal: Int\n\n  init(count: Int) {\n    self.count = count\n    startingTotal = total\n  }", total: "count * 2")
        + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.readInsideAnInitialiser, saying: "total is read inside an initialiser at Example.swift:"),
    .skips(
      "an NSObject subclass with only the initialiser it inherits",
      source: cart("  var count = 0", total: "count * 2", header: "@Observable\nfinal class Cart: NSObject") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.inheritsInit, saying: "Cart inherits init() from NSObject; Narrow does not write an override"),
    .skips(
      "an implicit initialiser with an input that starts from another property",
      source: cart("  static let standardCount = 3\n  var count: Int = Cart.standardCount", total: "count * 2") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.initialValueNotALiteral, saying: "Cart uses its implicit initialiser and the initial value of count is not a literal Narrow can restate"),
    .skips(
      "an initialiser that leaves an input to a value it cannot restate",
      source: cart("  static let standardCount = 3\n  var count: Int = Cart.standardCount\n  var note: String\n\n  init(note: String) {\n    self.note = note\n  }",
        total: "count * 2") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.initialiserSetsInputOtherwise, saying: "does not set count with a parameter or a literal"),
    // Code being edited: an initialiser declared before its body is written.
    .skips(
      "an initialiser without a body yet",
      source: cart("  var count = 0\n\n  init()", total: "count * 2") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.initialiserHasNoBody, saying: "has no body"),
  ]
}
