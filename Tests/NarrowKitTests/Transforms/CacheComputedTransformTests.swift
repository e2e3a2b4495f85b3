import NarrowKit
import Testing

@Suite struct CacheComputedTransformTests {
  @Test func everySkipRuleHasAnExample() {
    expectEverySkipRule([
      "reads another object", "reads the global", "calls the global function", "static mutable state", "singleton",
      "reads the time", "randomness", "UserDefaults", "asynchronous or throwing", "whose reads are unknown",
      "holds a reference type", "@ObservationIgnored", "has the subclass", "is open", "overrides a superclass property",
      "is @objc", "declared in an extension", "does not move helpers", "restates only parameters and literals",
      "is changed inside an initialiser",
    ], hasAnExampleIn: CacheComputedTransform.self)
  }
}
