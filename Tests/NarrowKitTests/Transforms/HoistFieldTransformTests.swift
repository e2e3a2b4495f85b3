import NarrowKit
import Testing

@Suite struct HoistFieldTransformTests {
  @Test(arguments: HoistFieldTransform.examples)
  func example(_ example: TransformExample) {
    verify(example, of: HoistFieldTransform.self)
  }

  @Test func everySkipRuleHasAnExample() {
    let reasons = HoistFieldTransform.examples.compactMap { example -> String? in
      if case .skips(let reason) = example.expectation { return reason }
      return nil
    }
    let rules = [
      "also used outside", "uses playCount itself", "is built with", "cannot tell the type", "@ObservationIgnored",
      "not @Published", "replaced at",
    ]
    for rule in rules {
      #expect(reasons.contains { $0.contains(rule) }, "no example covers \"\(rule)\"")
    }
  }
}
