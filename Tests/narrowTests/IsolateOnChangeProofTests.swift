#if os(Linux)
import Foundation
import Testing

/// `isolate-onchange` proven on the harness: the tool's own output renders the same, runs the
/// onChange action exactly as often, and moves the selection's updates from the list to the modifier.
@Suite struct IsolateOnChangeProofTests {
  private struct Comparison: Decodable {
    struct Totals: Decodable {
      let before: Int
      let after: Int
    }
    let rendersIdentical: Bool
    let countersIdentical: Bool
    let total: Totals
    let evaluations: [String: Totals]
  }

  private let fixture = "Tests/HarnessTests/Fixtures/IsolateOnChangeCart"

  private func compare(_ before: URL, _ after: URL) throws -> Comparison {
    let run = try Shell.run(CLI.executable("narrow-harness").path, ["--compare", before.path, after.path],
      in: CLI.packageRoot)
    #expect(run.status == 0, "narrow-harness --compare: \(run.stderr)")
    return try JSONDecoder().decode(Comparison.self, from: Data(run.stdout.utf8))
  }

  private func apply(_ sandbox: Sandbox) throws {
    let apply = try CLI.run(["apply", "-t", "isolate-onchange", "--allow-dirty", "."], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
  }

  @Test func toolOutputEqualsTheExpectedFixture() throws {
    let sandbox = try Sandbox(copying: fixture + "/before")
    defer { sandbox.remove() }
    try apply(sandbox)
    let expected = CLI.packageRoot.appendingPathComponent(fixture + "/after")
    for name in try FileManager.default.contentsOfDirectory(atPath: expected.path) {
      let want = try String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8)
      #expect(try sandbox.text(name) == want, "\(name) differs from the expected after")
    }
    let again = try CLI.run(["diff", "-t", "isolate-onchange", "."], in: sandbox.root)
    #expect(again.status == 0 && again.stdout.isEmpty, "a second run proposes:\n\(again.stdout)")
  }

  @Test func theModifierUpdatesInsteadOfTheListAndTheActionRunsAsOften() throws {
    let root = CLI.packageRoot.appendingPathComponent(fixture)
    let comparison = try compare(root.appendingPathComponent("before"), root.appendingPathComponent("after"))
    #expect(comparison.rendersIdentical, "renders differ")
    #expect(comparison.countersIdentical, "the onChange action ran a different number of times")
    let list = try #require(comparison.evaluations["CartItemList"])
    let modifier = try #require(comparison.evaluations["SelectedItemIDChangeModifier"])
    #expect(list.after < list.before, "CartItemList: \(list.before) → \(list.after)")
    #expect(modifier.before == 0 && modifier.after > 0)
    // Every selection change the list no longer sees is one evaluation of the modifier; the
    // modifier's own first appearance is the only evaluation added.
    #expect(modifier.after - 1 == list.before - list.after)
    #expect(comparison.total.after == comparison.total.before + 1)
    for (view, counts) in comparison.evaluations where view != "SelectedItemIDChangeModifier" {
      #expect(counts.after <= counts.before, "\(view) evaluated more after: \(counts.before) → \(counts.after)")
    }
  }

  @Test(arguments: ["Examples/MusicPlayer", "Examples/Cart", "Examples/Downloads"])
  func exampleAppRendersTheSameAndRunsActionsAsOften(_ example: String) throws {
    let sandbox = try Sandbox(copying: example)
    defer { sandbox.remove() }
    try apply(sandbox)
    let comparison = try compare(CLI.packageRoot.appendingPathComponent(example), sandbox.root)
    #expect(comparison.rendersIdentical && comparison.countersIdentical)
    for (view, counts) in comparison.evaluations where !view.hasSuffix("ChangeModifier") {
      #expect(counts.after <= counts.before, "\(view) evaluated more after: \(counts.before) → \(counts.after)")
    }
  }
}
#endif
