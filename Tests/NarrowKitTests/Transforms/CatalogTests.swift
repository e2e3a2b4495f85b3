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
