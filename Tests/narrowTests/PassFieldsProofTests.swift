#if os(Linux)
import Foundation
import Testing

/// `pass-fields` proven on the harness: the tool's own output renders the same and evaluates fewer bodies.
@Suite struct PassFieldsProofTests {
  @Test func toolOutputEqualsTheExpectedFixtureAndUpdatesLess() throws {
    let comparison = try HarnessProof.check("pass-fields", fixture: "Tests/HarnessTests/Fixtures/PassFieldsMusic")
    #expect(comparison.total.after < comparison.total.before)
    let title = try #require(comparison.evaluations["TrackTitle"])
    #expect(title.after < title.before, "TrackTitle: \(title.before) → \(title.after)")
  }

  @Test(arguments: ["Examples/MusicPlayer", "Examples/Cart", "Examples/Downloads"])
  func exampleAppRendersTheSameAndNeverUpdatesMore(_ example: String) throws {
    let sandbox = try Sandbox(copying: example)
    defer { sandbox.remove() }
    let apply = try CLI.run(["apply", "-t", "pass-fields", "--allow-dirty", "."], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    let comparison = try HarnessProof.compare(CLI.packageRoot.appendingPathComponent(example), sandbox.root)
    #expect(comparison.total.after <= comparison.total.before)
    for (view, counts) in comparison.evaluations {
      #expect(counts.after <= counts.before, "\(view) evaluated more after: \(counts.before) → \(counts.after)")
    }
  }
}
#endif
