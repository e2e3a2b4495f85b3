extension CacheComputedTransform {
  /// A view that shows `Cart.total`, so that the property has a reader.
  static let summaryView = """

    struct Summary: View {
      let cart: Cart
      var body: some View {
        Text("\\(cart.total)")
      }
    }
    """

  /// A view whose button changes an input, so that the cache has something to spare.
  static func editor(_ object: String, _ change: String) -> String {
    """


    struct \(object)Editor: View {
      let model: \(object)
      var body: some View { Button("Change") { \(change) } }
    }
    """
  }

  /// A cart whose `total` getter is `getter`, with `members` declared before it.
  static func cart(_ members: String, total getter: String, header: String = "@Observable\nfinal class Cart") -> String {
    """
    \(header) {
    \(members)
      var total: Int {
        \(getter)
      }
    }
    """ + summaryView
  }

  private static let item = """
    struct Item {
      var price: Int
      var quantity: Int
    }


    """

  static let examples: [TransformExample] = baseExamples + ruleExamples + landingExamples + attributeExamples + declarationExamples

  private static let baseExamples: [TransformExample] = [
    .rewrites(
      "a total over items and a tax rate is stored and refreshed from both inputs",
      before: item + """
        @Observable
        final class Cart {
          var items: [Item]
          var taxRate: Double
          var note = ""

          init(items: [Item], taxRate: Double) {
            self.items = items
            self.taxRate = taxRate
          }

          var total: Int {
            let subtotal = items.reduce(0) { $0 + $1.price * $1.quantity }
            return subtotal + Int((Double(subtotal) * self.taxRate).rounded())
          }
        }
        """ + summaryView + editor("Cart", "model.taxRate += 0.01"),
      after: item + """
        @Observable
        final class Cart {
          var items: [Item] {
            didSet { refreshTotal() }
          }
          var taxRate: Double {
            didSet { refreshTotal() }
          }
          var note = ""

          init(items: [Item], taxRate: Double) {
            self.items = items
            self.taxRate = taxRate
            self.total = Cart.computeTotal(items: items, taxRate: taxRate)
          }

          private(set) var total: Int

          private static func computeTotal(items: [Item], taxRate: Double) -> Int {
            let subtotal = items.reduce(0) { $0 + $1.price * $1.quantity }
            return subtotal + Int((Double(subtotal) * taxRate).rounded())
          }

          private func refreshTotal() {
            let newTotal = Cart.computeTotal(items: items, taxRate: taxRate)
            if newTotal != total { total = newTotal }
          }
        }
        """ + summaryView + editor("Cart", "model.taxRate += 0.01"),
      verdict: .review),
    .rewrites(
      "existing observers are extended; with only the implicit initialiser, the first value is the property's initial value",
      before: """
        @Observable
        final class Thermometer {
          var readings: [Double] = [] {
            didSet {
              guard readings.count > 100 else { return }
              readings.removeFirst()
            }
          }
          var offset = 0.5 {
            willSet { print("offset", newValue) }
          }
          let unit = "°C"

          var label: String {
            "\\((readings.max() ?? 0) + offset) \\(unit)"
          }
        }

        struct Gauge: View {
          let thermometer: Thermometer
          var body: some View {
            Text(thermometer.label)
          }
        }
        """,
      after: """
        @Observable
        final class Thermometer {
          var readings: [Double] = [] {
            didSet {
              defer { refreshLabel() }
              guard readings.count > 100 else { return }
              readings.removeFirst()
            }
          }
          var offset = 0.5 {
            willSet { print("offset", newValue) }
            didSet { refreshLabel() }
          }
          let unit = "°C"

          private(set) var label: String = Thermometer.computeLabel(readings: [], offset: 0.5, unit: "°C")

          private static func computeLabel(readings: [Double], offset: Double, unit: String) -> String {
            "\\((readings.max() ?? 0) + offset) \\(unit)"
          }

          private func refreshLabel() {
            let newLabel = Thermometer.computeLabel(readings: readings, offset: offset, unit: unit)
            if newLabel != label { label = newLabel }
          }
        }

        struct Gauge: View {
          let thermometer: Thermometer
          var body: some View {
            Text(thermometer.label)
          }
        }
        """,
      verdict: .review),
    .skips(
      "an ObservableObject: every published change runs every observer, so a cache spares no update",
      source: """
        final class Cart: ObservableObject {
          @Published var prices: [Int] = []
          @Published var coupon = ""

          var total: Int { prices.reduce(0, +) }
        }
        """ + summaryView + editor("Cart", "model.coupon = \"SPRING\""),
      rule: CacheComputedSkip.isAnObservableObject, saying: "Cart is an ObservableObject: every published change runs every view observing it"),
    .skips(
      "a Core Data object announces every change of a managed property to every observer, so a cache spares no update",
      source: """
        import CoreData

        @objc(Cart) final class Cart: NSManagedObject {
          @NSManaged var prices: [Int]
          @NSManaged var coupon: String

          var total: Int { prices.reduce(0, +) }
        }
        """ + summaryView + editor("Cart", "model.coupon = \"SPRING\""),
      rule: CacheComputedSkip.isCoreDataObject, saying: "Cart is a Core Data object: every change of a managed property runs every view observing it"),
    .skips(
      "a SwiftData model persists every stored property: a cache would change the store's schema",
      source: """
        import SwiftData

        @Model final class Cart {
          var prices: [Int] = []
          var coupon = ""

          var total: Int { prices.reduce(0, +) }
        }
        """ + summaryView + editor("Cart", "model.coupon = \"SPRING\""),
      rule: CacheComputedSkip.isSwiftDataModel, saying: "Cart is a SwiftData model: a stored total would be persisted with its data"),
    .skips(
      "inputs that are never written after the initialiser: the value never changes",
      source: cart("  let count: Int\n  init(count: Int) {\n    self.count = count\n  }", total: "count * 2"),
      rule: CacheComputedSkip.areNeverWrittenAfterTheInitialiser, saying: "its inputs (count) are never written after the initialiser"),
    .skips(
      "a property that only restates one input",
      source: cart("  var isEditing = false", total: "!isEditing") + editor("Cart", "model.isEditing.toggle()"),
      rule: CacheComputedSkip.onlyRestates, saying: "total only restates isEditing"),
    .skips(
      "a getter whose changing inputs are each the whole value of one branch: Observation already tracks only the branch taken",
      source: """
        @Observable
        final class Distance {
          let usesMetric: Bool
          var metres = 0
          var feet = 0
          var shown: Int { usesMetric ? metres : feet }
          init(usesMetric: Bool) { self.usesMetric = usesMetric }
        }

        struct Gauge: View {
          let distance: Distance
          var body: some View { Text("\\(distance.shown)") }
        }
        """ + editor("Distance", "model.metres += 1; model.feet += 3"),
      rule: CacheComputedSkip.onlyOnTheBranchThatShowsIt, saying: "shown already depends on feet, metres only on the branch that shows it"),
    .skips(
      "every reader also reads the inputs itself",
      source: """
        @Observable
        final class Cart {
          var count = 0
          var total: Int { count * 2 }
        }

        struct Detail: View {
          let cart: Cart
          var body: some View { Text("\\(cart.total) of \\(cart.count)") }
        }
        """ + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.alsoReadsItsInputs, saying: "every view that reads total also reads its inputs (count) itself"),
    .skips(
      "reading another object", source: """
        @Observable final class Policy { var threshold = 10 }
        """ + "\n" + cart("  var count = 0\n  let policy = Policy()", total: "count * policy.threshold"),
      rule: CacheComputedSkip.readsAnotherObject, saying: "reads another object through policy"),
    .skips(
      "reading a global", source: "var discount = 2\n" + cart("  var count = 0", total: "count - discount"),
      rule: CacheComputedSkip.readsTheGlobal, saying: "reads the global discount"),
    .skips(
      "calling a global function", source: cart("  var count = 0", total: "rounded(count)"),
      rule: CacheComputedSkip.callsTheGlobalFunction, saying: "calls the global function rounded()"),
    .skips(
      "reading static mutable state",
      source: "enum Pricing { static var factor = 2 }\n" + cart("  var count = 0", total: "count * Pricing.factor"),
      rule: CacheComputedSkip.readsStaticMutableState, saying: "static mutable state Pricing.factor"),
    .skips(
      "reading a singleton", source: cart("  var count = 0", total: "count * Store.shared.factor"),
      rule: CacheComputedSkip.readsSingleton, saying: "singleton Store.shared"),
    .skips(
      "reading the time", source: cart("  var count = 0", total: "count + Int(Date().timeIntervalSince1970)"),
      rule: CacheComputedSkip.readsTheTime),
    .skips(
      "randomness", source: cart("  var count = 0", total: "count + Int.random(in: 0..<3)"),
      rule: CacheComputedSkip.usesRandomness, saying: "uses randomness"),
    .skips(
      "UserDefaults", source: cart("  var count = 0", total: "count + UserDefaults.standard.integer(forKey: \"bonus\")"),
      rule: CacheComputedSkip.readsUserDefaults, saying: "reads UserDefaults"),
    .skips(
      "a throwing computation", source: cart("  var count = 0", total: "(try? parse(count)) ?? 0"),
      rule: CacheComputedSkip.asynchronousOrThrowing),
    .skips(
      "a method whose reads are unknown", source: cart("  var counts: [Int] = []", total: "counts.weighted()"),
      rule: CacheComputedSkip.whoseReadsAreUnknown, saying: "calls weighted(), whose reads are unknown"),
    .skips(
      "a helper method of the object", source: cart("  var count = 0\n  private func doubled() -> Int { count * 2 }", total: "doubled()"),
      rule: CacheComputedSkip.doesNotMoveHelpers),
    .skips(
      "a computed property that is not a private helper",
      source: cart("  var count = 0\n  var doubled: Int { count * 2 }", total: "doubled + 1"),
      rule: CacheComputedSkip.whichIsNotPrivate, saying: "reads the computed property doubled, which is not private"),
    .skips(
      "a private helper that reads something a didSet cannot follow",
      source: cart("  var count = 0\n  private var stamped: Int { count + Int(Date().timeIntervalSince1970) }", total: "stamped"),
      rule: CacheComputedSkip.helperWithAProblem, saying: "reads the computed property stamped, a helper that reads the time"),
    .rewrites(
      "a private helper the getter reads travels into the computation as a local",
      before: item + """
        @Observable
        final class Cart {
          var items: [Item] = []
          var discount = 0

          private var subtotal: Int {
            items.reduce(0) { $0 + $1.price * $1.quantity }
          }

          var total: Int {
            subtotal - self.discount
          }
        }
        """ + summaryView + editor("Cart", "model.discount += 1"),
      after: item + """
        @Observable
        final class Cart {
          var items: [Item] = [] {
            didSet { refreshTotal() }
          }
          var discount = 0 {
            didSet { refreshTotal() }
          }

          private var subtotal: Int {
            items.reduce(0) { $0 + $1.price * $1.quantity }
          }

          private(set) var total: Int = Cart.computeTotal(items: [], discount: 0)

          private static func computeTotal(items: [Item], discount: Int) -> Int {
            var subtotal: Int { items.reduce(0) { $0 + $1.price * $1.quantity } }
            return subtotal - discount
          }

          private func refreshTotal() {
            let newTotal = Cart.computeTotal(items: items, discount: discount)
            if newTotal != total { total = newTotal }
          }
        }
        """ + summaryView + editor("Cart", "model.discount += 1"),
      verdict: .review),
    .skips(
      "an input of a reference type",
      source: "final class Box { var value = 0 }\n" + cart("  var boxes: [Box] = []", total: "boxes.count"),
      rule: CacheComputedSkip.holdsAReferenceType, saying: "holds a reference type (Box)"),
    .skips(
      "an @ObservationIgnored input", source: cart("  @ObservationIgnored var count = 0", total: "count * 2"),
      rule: CacheComputedSkip.observationIgnored, saying: "is @ObservationIgnored"),
    .skips(
      "a class with a subclass",
      source: cart("  var count = 0", total: "count * 2", header: "@Observable\nclass Cart") + "\nfinal class GiftCart: Cart {}",
      rule: CacheComputedSkip.hasSubclass, saying: "has the subclass GiftCart"),
    .skips(
      "an open class", source: cart("  var count = 0", total: "count * 2", header: "@Observable\nopen class Cart"),
      rule: CacheComputedSkip.isOpen),
    .skips(
      "an overriding property", source: """
        class Base { var total: Int { 0 } }
        @Observable
        final class Cart: Base {
          var count = 0
          override var total: Int { count * 2 }
        }
        """ + summaryView,
      rule: CacheComputedSkip.overridesASuperclassProperty),
    .skips(
      "an @objc property", source: """
        @Observable
        final class Cart {
          var count = 0
          @objc var total: Int { count * 2 }
        }
        """ + summaryView,
      rule: CacheComputedSkip.isObjC),
    .skips(
      "declared in an extension", source: """
        @Observable
        final class Cart {
          var count = 0
        }
        extension Cart {
          var total: Int { count * 2 }
        }
        """ + summaryView,
      rule: CacheComputedSkip.declaredInAnExtension),
    .skips(
      "an initialiser whose input value cannot be restated",
      source: cart("  var count: Int\n  init(values: [Int]) {\n    self.count = values.count\n  }", total: "count * 2"),
      rule: CacheComputedSkip.restatesOnlyParametersAndLiterals),
    .skips(
      "an input changed in an initialiser after it is set",
      source: cart("  var count: Int\n  init(count: Int) {\n    self.count = count\n    if count < 0 { self.count = 0 }\n  }", total: "count * 2"),
      rule: CacheComputedSkip.changedInsideAnInitialiser),

    .ignores("a property no view reads", source: """
      @Observable
      final class Cart {
        var count = 0
        var total: Int { count * 2 }
      }
      """),
    .ignores("a computed property of a struct", source: """
      struct Cart {
        var count = 0
        var total: Int { count * 2 }
      }
      """ + summaryView),
  ]
}
