extension CacheComputedTransform {
  /// Attributes on the property and its inputs: only a property wrapper hides a setter; a global
  /// actor isolates what the refresh touches; the rest are written again as they were.
  static let attributeExamples: [TransformExample] = [
    .rewrites(
      "an input isolated to the actor its class is isolated to, and a deprecated property, are rewritten with their attributes",
      before: cart("  @MainActor var count = 0", total: "count * 2", header: "@MainActor\n@Observable\nfinal class Cart")
        .replacingOccurrences(of: "  var total: Int {", with: "  @available(*, deprecated, message: \"Read count\")\n  var total: Int {")
        + editor("Cart", "model.count += 1"),
      after: """
        @MainActor
        @Observable
        final class Cart {
          @MainActor var count = 0 {
            didSet { refreshTotal() }
          }
          @available(*, deprecated, message: "Read count") private(set) var total: Int = Cart.computeTotal(count: 0)

          private static func computeTotal(count: Int) -> Int {
            count * 2
          }

          private func refreshTotal() {
            let newTotal = Cart.computeTotal(count: count)
            if newTotal != total { total = newTotal }
          }
        }
        """ + summaryView + editor("Cart", "model.count += 1"),
      verdict: .review),
    .skips(
      "an input isolated to a global actor its class is not isolated to",
      source: cart("  @MainActor var count = 0", total: "count * 2") + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.inputIsolatedElsewhere, saying: "the input count is isolated to @MainActor and Cart is not: the refresh its didSet runs could not read it"),
    .skips(
      "a property isolated to a global actor the scanned code declares, which its class is not isolated to",
      source: "@globalActor\nactor LedgerActor {\n  static let shared = LedgerActor()\n}\n\n"
        + cart("  var count = 0", total: "count * 2").replacingOccurrences(of: "  var total: Int {", with: "  @LedgerActor var total: Int {")
        + editor("Cart", "model.count += 1"),
      rule: CacheComputedSkip.isolatedElsewhere, saying: "total is isolated to @LedgerActor and Cart is not: the refresh Narrow writes could not set it"),
  ]
}
