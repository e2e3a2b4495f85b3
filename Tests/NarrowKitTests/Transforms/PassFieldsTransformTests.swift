import NarrowKit
import Testing

@Suite struct PassFieldsTransformTests {
  @Test(arguments: PassFieldsTransform.examples)
  func example(_ example: TransformExample) {
    verify(example, of: PassFieldsTransform.self)
  }

  @Test func everySkipRuleHasAnExample() {
    let reasons = PassFieldsTransform.examples.compactMap { example -> String? in
      if case .skips(let reason) = example.expectation { return reason }
      return nil
    }
    let rules = [
      "pass the whole value", "observable object", "is a class", "is a protocol", "not declared in the scanned code",
      "is used whole", "property wrapper", "is mutated", "cannot be inferred", "syntax errors", "is public",
      "is a method of", "is a computed property", "cannot rewrite",
    ]
    for rule in rules {
      #expect(reasons.contains { $0.contains(rule) }, "no example covers \"\(rule)\"")
    }
  }
}
