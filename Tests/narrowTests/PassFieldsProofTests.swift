#if os(Linux)
import Foundation
import Testing

/// `pass-fields` proven on the harness: the tool's own output renders the same and evaluates fewer bodies.
@Suite struct PassFieldsProofTests {
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

  private func compare(_ before: URL, _ after: URL) throws -> Comparison {
    let run = try Shell.run(CLI.executable("narrow-harness").path, ["--compare", before.path, after.path],
      in: CLI.packageRoot)
    #expect(run.status == 0, "narrow-harness --compare: \(run.stderr)")
    return try JSONDecoder().decode(Comparison.self, from: Data(run.stdout.utf8))
  }

  private func applyPassFields(_ sandbox: Sandbox) throws {
    let apply = try CLI.run(["apply", "-t", "pass-fields", "--allow-dirty", "."], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
  }

  @Test func toolOutputEqualsTheExpectedFixtureAndUpdatesLess() throws {
    let fixture = "Tests/HarnessTests/Fixtures/PassFieldsMusic"
    let sandbox = try Sandbox(copying: fixture + "/before")
    defer { sandbox.remove() }
    try applyPassFields(sandbox)
    let expected = CLI.packageRoot.appendingPathComponent(fixture + "/after")
    for name in try FileManager.default.contentsOfDirectory(atPath: expected.path) {
      let want = try String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8)
      #expect(try sandbox.text(name) == want, "\(name) differs from the expected after")
    }
    let comparison = try compare(CLI.packageRoot.appendingPathComponent(fixture + "/before"), sandbox.root)
    #expect(comparison.rendersIdentical && comparison.countersIdentical)
    #expect(comparison.total.after < comparison.total.before)
    let title = try #require(comparison.evaluations["TrackTitle"])
    #expect(title.after < title.before, "TrackTitle: \(title.before) → \(title.after)")
  }

  @Test(arguments: ["Examples/MusicPlayer", "Examples/Cart", "Examples/Downloads"])
  func exampleAppRendersTheSameAndNeverUpdatesMore(_ example: String) throws {
    let sandbox = try Sandbox(copying: example)
    defer { sandbox.remove() }
    try applyPassFields(sandbox)
    let comparison = try compare(CLI.packageRoot.appendingPathComponent(example), sandbox.root)
    #expect(comparison.rendersIdentical && comparison.countersIdentical)
    #expect(comparison.total.after <= comparison.total.before)
    for (view, counts) in comparison.evaluations {
      #expect(counts.after <= counts.before, "\(view) evaluated more after: \(counts.before) → \(counts.after)")
    }
  }
}
#endif
