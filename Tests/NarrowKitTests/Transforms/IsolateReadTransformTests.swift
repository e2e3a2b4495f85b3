import NarrowKit
import Testing

@Suite struct IsolateReadTransformTests {
  @Test func everySkipRuleHasAnExample() {
    expectEverySkipRule([
      "is generic", "the helper would have to move too", "not through a property of the view", "a child view costs about what it spares",
      "no one part of the body holds every read", "is most of the body", "uses self", "a computed property the child cannot see",
      "a method of", "declared in the body", "whose type is not written", "which Narrow does not carry", "are taken",
    ], hasAnExampleIn: IsolateReadTransform.self)
  }
}
