import Foundation
@testable import NarrowKit
import Testing

/// README is a front page and the transforms' reference is made from the catalogue: these fail
/// when either drifts from what the transforms declare, or README grows back into a manual.
@Suite struct DocumentationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let regenerate = "run `swift run narrow explain --format markdown > Docs/Transforms.md` and copy its table into README"

  static func text(_ path: String) -> String {
    (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  @Test func readmeIsAFrontPageOfAtMost15KB() {
    let size = Self.text("README.md").utf8.count
    #expect(size > 0 && size <= 15 * 1024, "README.md is \(size) bytes")
  }

  @Test func readmesTransformTableIsTheCataloguesOwn() throws {
    let readme = Self.text("README.md")
    let begin = try #require(readme.range(of: "<!-- transforms:begin -->\n"), "README has no generated transform table")
    let end = try #require(readme.range(of: "<!-- transforms:end -->", range: begin.upperBound..<readme.endIndex))
    #expect(String(readme[begin.upperBound..<end.lowerBound]) == TransformReference.table(), "README's transform table is stale: \(Self.regenerate)")
  }

  @Test func theTransformReferenceIsTheCataloguesOwn() {
    #expect(Self.text(TransformReference.documentPath) == TransformReference.document(), "\(TransformReference.documentPath) is stale: \(Self.regenerate)")
  }

  @Test(arguments: TransformCatalog.ids)
  func everyTransformHasNotesAndAFixtureRow(_ id: String) {
    #expect(Self.text("Docs/TransformNotes.md").contains("\n## `\(id)`\n"), "Docs/TransformNotes.md has no section ## `\(id)`")
    let fixtures = Self.fixtureRows().map(\.transform)
    #expect(fixtures.contains("`\(id)`"), "the fixture table of Docs/Harness.md misses \(id)")
  }

  /// Every fixture the table names exists, so the table cannot point at a folder that went away.
  @Test func theFixtureTableNamesFixturesThatExist() {
    let rows = Self.fixtureRows()
    #expect(!rows.isEmpty, "Docs/Harness.md has no fixture table")
    for row in rows {
      // Code spans that are folder names: `PassFieldsMusic`, not `@Observable`.
      let names = row.fixtures.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 && $0.element.first?.isUppercase == true && $0.element.allSatisfy { $0.isLetter || $0.isNumber } }
        .map { String($0.element) }
      #expect(!names.isEmpty, "\(row.transform) names no fixture")
      for name in names {
        let folder = Self.root.appendingPathComponent("Tests/HarnessTests/Fixtures").appendingPathComponent(name)
        #expect(FileManager.default.fileExists(atPath: folder.path), "\(row.transform): no fixture \(name)")
      }
    }
  }

  /// The rows of the table under "Fixtures by transform" in Docs/Harness.md.
  static func fixtureRows() -> [(transform: String, fixtures: String)] {
    let harness = text("Docs/Harness.md")
    guard let start = harness.range(of: "\n## Fixtures by transform\n") else { return [] }
    let lines = harness[start.upperBound...].split(separator: "\n")
    return lines.drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2).compactMap { row in
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      return cells.count > 1 ? (cells[0], cells[1]) : nil
    }
  }
}
