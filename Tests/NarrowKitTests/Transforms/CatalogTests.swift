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

  /// Each transform declares its skip rules as an enum beside it, and every case has an example
  /// that expects a skip by it.
  @Test(arguments: TransformCatalog.ids)
  func everySkipRuleHasAnExample(_ id: String) throws {
    let transform = try #require(TransformCatalog.transform(id: id))
    #expect(!transform.skipRules.isEmpty, "\(id) declares no skip rule")
    let covered = rulesWithExamples(in: transform)
    for rule in transform.skipRules
    where !covered.contains(rule) && Self.rulesWithoutExamples[rule] == nil {
      Issue.record("no example of \(id) skips by \(rule)")
    }
  }

  /// The rules of the helpers several transforms share are each the skip of some transform's
  /// example: which transform reaches a shared rule is the helper's business, and the example
  /// checks the skip carries that very rule.
  @Test func everySharedSkipRuleHasAnExampleInSomeTransform() {
    let covered = TransformCatalog.all.reduce(into: Set<SkipRuleID>()) { $0.formUnion(rulesWithExamples(in: $1)) }
    for rule in SharedSkip.allCases.map(\.id) where !covered.contains(rule) && Self.rulesWithoutExamples[rule] == nil {
      Issue.record("no example of any transform skips by \(rule)")
    }
  }

  /// Rules that guard against input no example can give, each with why; the rest must each have
  /// an example.
  static let rulesWithoutExamples: [SkipRuleID: String] = [
    // The planner proposes only when some dependency of the value has no other use, and the
    // effect spares each of those: the effect is never empty.
    IsolateOnChangeSkip.foundToChange.id: "the effect is never empty",
    // Only a didSet without a body, which does not parse, has observers Narrow cannot read: every
    // willSet and didSet of code that parses has a form it extends.
    CacheComputedSkip.observersOfUnknownForm.id: "every observer of code that parses has a form Narrow extends",
    // The rewrite starts from a model the index found in a file it read, in the same run.
    SplitObservableSkip.fileCannotBeRead.id: "the model's file was read to index it",
    // A view takes the part only when it is given the model (observed, from the environment, or
    // plain); one that makes it with @StateObject or holds it by another wrapper never does.
    SplitObservableSkip.handleNotGiven.id: "every view that takes the part is given the model",
    // The struct is found only by a name declared once, and a chain through an object whose name
    // is declared more than once does not resolve, so no write of the field is found through it.
    HoistFieldSkip.declaredMoreThanOnce.id: "a struct or object whose name repeats is never a candidate",
    // The class was found in a file the index read, in the same run.
    AdoptObservationSkip.fileCannotBeRead.id: "the class's file was read to index it",
    // The class's location is where the index found it in that file, and a class that parses has
    // a member block whose brace follows.
    AdoptObservationSkip.declarationNotFound.id: "a class that parses is found where the index saw it, with its brace",
  ]

  @Test func everyTransformHasExamplesAndEveryEntrySaysWhyItStandsWhereItDoes() {
    #expect(Set(TransformCatalog.ids).count == TransformCatalog.ids.count, "ids are unique")
    for entry in TransformCatalog.entries {
      #expect(!entry.transform.examples.isEmpty, "\(entry.transform.id) has no example")
      #expect(entry.placement.count > 20, "\(entry.transform.id) does not say why it stands where it does")
    }
  }
}
