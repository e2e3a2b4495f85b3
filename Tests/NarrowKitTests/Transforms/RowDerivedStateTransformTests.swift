@testable import NarrowKit
import Testing

@Suite struct RowDerivedStateTransformTests {
  @Test(arguments: RowDerivedStateTransform.examples)
  func example(_ example: TransformExample) {
    verify(example, of: RowDerivedStateTransform.self)
  }

  @Test func everySkipRuleHasAnExample() {
    expectEverySkipRule([
      "derive nothing per row", "is an ObservableObject", "in different ways", "gives every row the same value",
      "is neither the element nor a literal", "also reads", "is throws", "calls", "uses Date", "which is not a stored property",
      "another object", "has observers or a wrapper already", "has observers already, or shares", "is not known to be Equatable",
      "is a var", "derive nothing per row from FeedScreen.offset", "is already declared", "already uses the name", "has its own initialiser", "is also built at",
    ], hasAnExampleIn: RowDerivedStateTransform.self)
  }
}
