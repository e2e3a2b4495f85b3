#if os(Linux)
import Foundation
import Testing

/// `large-value` proposes and never edits, so its remedy is applied by hand in `after/`: the
/// library passed down four layers is replaced by the @Observable store that owns it, as the
/// proposal says. On the harness that renders the same, compares far fewer fields, and runs
/// less every view the proposal says it spares.
@Suite struct LargeValueProofTests {
  private let fixture = "Tests/HarnessTests/Fixtures/LargeValueLibrary"

  @Test func theHandAppliedRemedyComparesLessAndSparesWhatTheProposalNames() throws {
    let root = CLI.packageRoot.appendingPathComponent(fixture)
    let comparison = try HarnessProof.compare(root.appendingPathComponent("before"), root.appendingPathComponent("after"))
    // What == reads: the library's arrays are copies of one storage from step to step, so each is
    // one comparison; the field that changed stops a synthesized == where it differs. Then a step
    // writes the library it holds, and the last drops an album.
    let shelf = try #require(comparison.comparisons["Shelf"])
    #if compiler(>=6.2)
    // The equal write runs nothing and compares nothing: Swift 6.2 and later skip equal writes
    // through the setter.
    #expect(comparison.totalComparisons.before == 188 && comparison.totalComparisons.after == 5,
      "fields compared: \(comparison.totalComparisons.before) → \(comparison.totalComparisons.after)")
    #expect(shelf.before == 62 && shelf.after == 5, "Shelf compared \(shelf.before) → \(shelf.after) fields")
    #else
    // Before 6.2 the setter notifies on every set: before, the equal write runs LibraryScreen,
    // which compares the four fields of the equal library it gives Shelf; after, only LibraryBadge
    // runs, and nothing is compared.
    #expect(comparison.totalComparisons.before == 192 && comparison.totalComparisons.after == 5,
      "fields compared: \(comparison.totalComparisons.before) → \(comparison.totalComparisons.after)")
    #expect(shelf.before == 66 && shelf.after == 5, "Shelf compared \(shelf.before) → \(shelf.after) fields")
    #endif

    let proof = HarnessProof(transform: "large-value", fixture: fixture)
    let spared = try proof.sparedViews()
    #expect(spared == ["Shelf", "ShelfSection", "ShelfHeader", "LibraryScreen"])
    for view in spared {
      let counts = comparison.evaluations[view]
      #expect(counts.map { $0.after < $0.before } == true, "\(view) ran \(counts?.before ?? 0) → \(counts?.after ?? 0)")
    }
  }

  @Test func scanProposesTheStoreAndApplyWritesNothing() throws {
    let sandbox = try Sandbox(copying: fixture + "/before")
    defer { sandbox.remove() }
    var scan = try CLI.run(["scan", "-t", "large-value", "--verbose", "."], in: sandbox.root)
    #expect(scan.status == 0)
    // Long lines are wrapped, each piece after the first indented: read them as one.
    scan.stdout = scan.stdout.replacingOccurrences(of: "\n {6,}", with: " ", options: .regularExpression)
    #expect(scan.stdout.contains("manual: [large-value] LibraryBadge.library: Library (10 fields, nested collections) passes down 4 view layers"))
    #expect(scan.stdout.contains("pass `store` down instead, and let LibraryBadge read `store.library.name`, `store.library.owner`"))
    let before = try sandbox.text("LibraryScreen.swift")
    let apply = try CLI.run(["apply", "-t", "large-value", "--allow-dirty", "--accept", "review", "."], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    #expect(try sandbox.text("LibraryScreen.swift") == before)
  }
}
#endif
