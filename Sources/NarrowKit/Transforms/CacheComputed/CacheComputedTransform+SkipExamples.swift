extension CacheComputedTransform {
  /// A skip example for each rule that had none: the getter's reads, its inputs' declarations and
  /// writes, and a result whose equal values the refresh cannot skip.
  static let ruleExamples: [TransformExample] = [
    .skips(
      "an object declared once per platform",
      source: """
        #if os(macOS)
        @Observable
        final class Cart {
          var count = 0
          var total: Int { count * 2 }
        }
        #else
        @Observable
        final class Cart {
          var count = 0
          var total: Int { count * 3 }
        }
        #endif
        """ + summaryView + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.declaredInEachBranchOfAnIf, saying: "Cart is declared once in each branch of an #if (os(macOS), #else); Narrow rewrites a type declared once"),
    .skips(
      "a getter that hands self to another type",
      source: "enum Receipt {\n  static func total(of cart: Cart) -> Int { cart.count * 2 }\n}\n"
        + cart("  var count = 0", total: "Receipt.total(of: self)") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.passesSelfOn, saying: "the getter passes self on, so what it reads is unknown"),
    // The computation moves out of the object, where `count` would name the local and the input alike.
    .skips(
      "a local named like the input it copies",
      source: cart("  var count = 0", total: "let count = self.count\n    return count * 2") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.whereALocalAlsoNamed, saying: "self.count is read where a local also named count exists"),
    .skips(
      "a getter that writes a property of the object",
      source: cart("  var count = 0\n  var computations = 0", total: "computations += 1\n    return count * 2")
        + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.getterWrites, saying: "the getter writes computations"),
    .skips(
      "a getter that reads nothing of the object",
      source: cart("  var count = 0", total: "100") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.readsNoStoredProperty, saying: "the getter reads no stored property of Cart"),
    // A helper with a setter is no expression to move into the computation.
    .skips(
      "a private helper with a setter",
      source: cart("  var count = 0\n  private var doubled: Int {\n    get { count * 2 }\n    set { count = newValue / 2 }\n  }", total: "doubled + 1")
        + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.helperCannotBeCarried, saying: "reads the computed property doubled, a helper Narrow cannot carry into the computation"),
    // Observers cannot be added to a declaration of several properties, and Narrow does not split it.
    .skips(
      "an input declared together with another property",
      source: cart("  var count = 0, bonus = 0", total: "count + bonus") + editor("Cart", "model.bonus += 1"),
      rule: CacheComputedSkip.sharesItsDeclarationWithOtherProperties, saying: "the input count shares its declaration with other properties"),
    .skips(
      "an input whose type is neither written nor a literal",
      source: cart("  static let standardCount = 3\n  var count = Cart.standardCount", total: "count * 2") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.typeNotInferred, saying: "the type of the input count is not declared and cannot be inferred"),
    // A type of another module may be a class, changed in place without running didSet.
    .skips(
      "an input of a type the scanned code does not declare",
      source: cart("  var count = 0\n  var rounding: FloatingPointRoundingRule = .toNearestOrEven",
        total: "Int((Double(count) * 1.2).rounded(rounding))") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.inputTypeUndeclared, saying: "the input rounding has the type FloatingPointRoundingRule, which is not declared in the scanned code: Narrow cannot tell it is a value"),
    .skips(
      "an input written through its backing storage",
      source: cart("  var count = 0\n  func reset() { _count = 0 }", total: "count * 2") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.whichSkipsDidSet, saying: "the input count is written through _count at Example.swift:4:18, which skips didSet"),
    // A property wrapper on an @Observable class needs @ObservationIgnored, which the rule above
    // names; an attribute declared outside the scanned code may be a wrapper all the same.
    .skips(
      "an input with an attribute Narrow does not know",
      source: cart("  @Clamped var count = 0", total: "count * 2") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.whoseSetterNarrowCannotSee, saying: "@Clamped, whose setter Narrow cannot see"),
    .skips(
      "a getter that calls a type of another module",
      source: """
        @Observable
        final class Cart {
          var count = 0
          var label: String { NumberFormatter.localizedString(from: NSNumber(value: count), number: .decimal) }
        }

        struct Summary: View {
          let cart: Cart
          var body: some View { Text(cart.label) }
        }
        """ + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.inputTypeUndeclared, saying: "the getter uses NumberFormatter.localizedString, which is not declared in the scanned code"),
    .skips(
      "a getter that constructs a value through an initialiser of its own",
      source: "struct Price {\n  let cents: Int\n  init(units: Int) { cents = units * 100 }\n}\n"
        + cart("  var count = 0", total: "Price(units: count).cents") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.whoseInitialiserSReadsAreUnknown, saying: "the getter constructs Price, whose initialiser's reads are unknown"),
    // An enum's plain cases depend on nothing; a case built with a payload is a call Narrow does not follow.
    .skips(
      "a getter that builds an enum case with a payload",
      source: """
        enum Discount {
          case percent(Int)

          func applied(to amount: Int) -> Int {
            switch self {
            case .percent(let rate): amount - amount * rate / 100
            }
          }
        }

        """ + cart("  var count = 0", total: "Discount.percent(10).applied(to: count)") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.readsNarrowCannotSee, saying: "the getter uses Discount.percent, which Narrow cannot see"),
    // Without ==, the refresh would assign every new value, and each assignment runs the readers.
    .skips(
      "a value that is not Equatable cannot guard the refresh",
      source: """
        struct Totals {
          var items: Int
          var amount: Int
        }

        @Observable
        final class Cart {
          var prices: [Int] = []
          var totals: Totals { Totals(items: prices.count, amount: prices.reduce(0, +)) }
        }

        struct TotalsView: View {
          let cart: Cart
          var body: some View { Text("\\(cart.totals.amount)") }
        }
        """ + editor("Cart", "model.prices.append(5)"),
      rule: CacheComputedSkip.cannotSkipEqualValues, saying: "the refresh cannot skip equal values (Totals is not declared Equatable)"),
  ]
}
