import Foundation
@testable import NarrowKit
import Testing

/// The catalogue drives the tests and the docs: a transform registered there has its examples run
/// and its place in README checked, without a line of test code of its own.
@Suite struct CatalogTests {
  /// One example of one transform, named after both.
  struct CatalogExample: Sendable, CustomTestStringConvertible {
    let transform: any Transform.Type
    let example: TransformExample
    var testDescription: String { "\(transform.id): \(example.name)" }
  }

  static let examples = TransformCatalog.all.flatMap { transform in
    transform.examples.map { CatalogExample(transform: transform, example: $0) }
  }

  @Test(arguments: examples)
  func everyExampleOfEveryTransform(_ entry: CatalogExample) {
    verify(entry.example, of: entry.transform)
  }

  /// Each transform declares its skip rules beside its examples, and every rule has an example
  /// whose expected reason says it.
  @Test(arguments: TransformCatalog.ids)
  func everySkipRuleHasAnExample(_ id: String) throws {
    let transform = try #require(TransformCatalog.transform(id: id))
    #expect(!transform.skipRules.isEmpty, "\(id) declares no skip rule")
    expectEverySkipRule(transform.skipRules.filter { !(Self.rulesWithoutExamples[id] ?? []).contains($0) }, hasAnExampleIn: transform)
  }

  /// Declared rules that guard against input no example can give, each with why; the rest must
  /// each have an example.
  static let rulesWithoutExamples: [String: [String]] = [
    // The planner proposes only when some dependency of the value has no other use, and the
    // effect spares each of those: the effect is never empty.
    "isolate-onchange": ["is found to change"],
    // Only a didSet without a body, which does not parse, has observers Narrow cannot read: every
    // willSet and didSet of code that parses has a form it extends.
    "cache-computed": ["have a form Narrow cannot extend"],
  ]

  /// Every reason a transform's code writes as a literal says one of the rules it declares, so a
  /// new rule cannot be added without being declared, and so without an example. Shared helpers
  /// answer to the rules of every transform.
  @Test(arguments: TransformCatalog.ids)
  func everySkipReasonWrittenInATransformSaysADeclaredRule(_ id: String) throws {
    let transform = try #require(TransformCatalog.transform(id: id))
    let folder = SkipReasonLiterals.transforms.appendingPathComponent(String(describing: transform).replacingOccurrences(of: "Transform", with: ""))
    let undeclared = try SkipReasonLiterals.reasons(under: folder).filter { reason in
      !transform.skipRules.contains { reason.text.contains($0) }
    }
    #expect(undeclared.isEmpty, "\(id) writes reasons no rule of its own names:\n\(undeclared.map(\.description).joined(separator: "\n"))")
  }

  @Test func everySkipReasonOfASharedHelperSaysSomeTransformsRule() throws {
    let rules = TransformCatalog.all.flatMap { $0.skipRules }
    let shared = SkipReasonLiterals.transforms.appendingPathComponent("Shared")
    let undeclared = try SkipReasonLiterals.reasons(under: shared).filter { reason in !rules.contains { reason.text.contains($0) } }
    #expect(undeclared.isEmpty, "\(undeclared.map(\.description).joined(separator: "\n"))")
  }

  @Test func everyTransformHasExamplesAndEveryEntrySaysWhyItStandsWhereItDoes() {
    #expect(Set(TransformCatalog.ids).count == TransformCatalog.ids.count, "ids are unique")
    for entry in TransformCatalog.entries {
      #expect(!entry.transform.examples.isEmpty, "\(entry.transform.id) has no example")
      #expect(entry.placement.count > 20, "\(entry.transform.id) does not say why it stands where it does")
    }
  }
}
