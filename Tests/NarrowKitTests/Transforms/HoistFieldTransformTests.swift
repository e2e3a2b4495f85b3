import NarrowKit
import Testing

@Suite struct HoistFieldTransformTests {
  @Test func everySkipRuleHasAnExample() {
    expectEverySkipRule([
      "also used outside", "uses playCount itself", "is built with", "cannot tell the type", "@ObservationIgnored",
      "is an ObservableObject: any @Published write runs every view", "replaced at",
    ], hasAnExampleIn: HoistFieldTransform.self)
  }
}
