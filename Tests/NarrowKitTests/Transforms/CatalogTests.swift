import Foundation
import NarrowKit
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

  static let readme = (try? String(
    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  /// The rows of the first table after `heading`, as their first cell.
  static func firstCells(ofTableAfter heading: String, in text: String) -> [String] {
    guard let start = text.range(of: heading) else { return [] }
    let lines = text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
    let table = lines.drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    return table.dropFirst(2).compactMap { row in
      row.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  @Test(arguments: TransformCatalog.ids)
  func readmeHasTheTransformInItsTableItsSectionAndTheFixtureTable(_ id: String) {
    #expect(Self.firstCells(ofTableAfter: "\n## Transforms\n", in: Self.readme).contains("`\(id)`"), "README's transform table misses \(id)")
    #expect(Self.readme.contains("\n### `\(id)`\n"), "README has no section ### `\(id)`")
    let fixtures = Self.firstCells(ofTableAfter: "\n### Fixtures by transform\n", in: Self.readme)
    #expect(fixtures.contains("`\(id)`"), "README's fixture table misses \(id)")
  }

  /// Every fixture the table names exists, so the table cannot point at a folder that went away.
  @Test func theFixtureTableNamesFixturesThatExist() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    guard let start = Self.readme.range(of: "\n### Fixtures by transform\n") else {
      Issue.record("README has no fixture table")
      return
    }
    let section = Self.readme[start.upperBound...]
    let rows = section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
    for row in rows {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count > 1 else { continue }
      // Code spans that are folder names: `PassFieldsMusic`, not `@Observable`.
      let names = cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 && $0.element.first?.isUppercase == true && $0.element.allSatisfy { $0.isLetter || $0.isNumber } }
        .map { String($0.element) }
      #expect(!names.isEmpty, "\(cells[0]) names no fixture")
      for name in names {
        let folder = root.appendingPathComponent("Tests/HarnessTests/Fixtures").appendingPathComponent(name)
        #expect(FileManager.default.fileExists(atPath: folder.path), "\(cells[0]): no fixture \(name)")
      }
    }
  }
}
