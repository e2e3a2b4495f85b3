#if os(Linux)
import Foundation
import Testing

/// Every transform applied to a package of two modules that import a third, outside the scanned
/// tree: the rewritten code must still compile against the SwiftUI subset. This is where names
/// copied into another scope and imports a file lacks show up as compile errors.
@Suite struct TypeCheckTests {
  static let fixture = "Tests/HarnessTests/Fixtures/TypeCheckModules"
  static let transforms = ["pass-fields", "hoist-field", "isolate-onchange", "cache-computed"].flatMap { ["-t", $0] }

  private func typecheck(_ root: URL) throws -> CLI.Run {
    try HarnessProof.harness(["--typecheck"] + ["GeoKit", "Atlas/Sources/Shared", "Atlas/Sources/App"].map {
      root.appendingPathComponent($0).path
    })
  }

  @Test func rewrittenModulesStillTypeCheck() throws {
    let sandbox = try Sandbox(copying: Self.fixture)
    defer { sandbox.remove() }
    let before = try typecheck(sandbox.root)
    #expect(before.status == 0, "the fixture itself must compile:\n\(before.stderr)")
    let original = try String(contentsOf: sandbox.root.appendingPathComponent("Atlas/Sources/App/Shelf.swift"), encoding: .utf8)

    let apply = try CLI.run(["apply"] + Self.transforms + ["--accept", "review", "--effect", "possible", "--allow-dirty", "Atlas"], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    let after = try typecheck(sandbox.root)
    #expect(after.status == 0, "the rewritten code does not compile:\n\(after.stderr)")

    let app = { (name: String) in try sandbox.text("Atlas/Sources/App/\(name).swift") }
    #expect(try app("StageBadge").contains("let stage: OrderScreen.Stage"), "a type nested beside the struct")
    #expect(try app("Donut").contains("let dough: Donut.Dough"), "a type nested in the struct")
    #expect(try app("Donut").contains("let glaze: Donut.Glaze"), "Self written out")
    #expect(try app("Board").contains("let piece: Piece"), "a generic parameter that means the same where it lands")
    #expect(try app("PlaceRow").contains("import GeoKit"), "the import of a type from outside the scanned code")
    #expect(try app("VisitRow").contains("import Shared"), "the import of a type from another scanned module")
    #expect(try app("Player").contains("var phase: Track.Phase = .idle"), "hoist-field with a nested type")
    #expect(try app("TitleList").contains("let recorder: TitleList.Recorder"), "isolate-onchange with a nested type")
    #expect(try app("Shelf") == original, "a fileprivate nested type is skipped")
    #expect(try app("Deals").contains("DealCard(product: dealer.nextDeal)"), "a computed argument is not repeated")
    #expect(try app("Deals").contains("Featured(name: City.main.deals[0].name, price: City.main.deals[0].price)"))
    #expect(!(try app("Feed").contains("init()")), "no initialiser is written for caches on a class with the implicit one")

    let again = try CLI.run(["diff"] + Self.transforms + ["--accept", "review", "--effect", "possible", "--exit-code", "Atlas"], in: sandbox.root)
    #expect(again.status == 0 && again.stdout.isEmpty, "a second run proposes:\n\(again.stdout)")
  }

  /// Given one file of a target, Narrow reads the rest of the target for its uses, proposes only
  /// for the file given, and holds a proposal that would have to edit a file it was not given.
  @Test func partOfATargetIsScannedWithTheRestReadButNeverEdited() throws {
    let sandbox = try Sandbox(copying: Self.fixture)
    defer { sandbox.remove() }
    let diff = try CLI.run(["diff", "-t", "pass-fields", "--effect", "possible", "Atlas/Sources/App/StageBadge.swift"], in: sandbox.root)
    #expect(diff.status == 0 && diff.stdout.isEmpty, "nothing may be written outside the path given:\n\(diff.stdout)")
    #expect(diff.stderr.contains("Atlas/Sources/App/OrderScreen.swift lies outside the paths given"), "\(diff.stderr)")
    #expect(!diff.stderr.contains("VisitRow"), "proposals for files not given are not listed:\n\(diff.stderr)")
  }
}
#endif
