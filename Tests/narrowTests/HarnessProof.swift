#if os(Linux)
import Foundation
import Testing

/// Proves a transform on a harness fixture: `narrow apply` on `before/` must give exactly
/// `after/`, and `narrow-harness --compare` must render the same at every step.
struct HarnessProof {
  struct Counts: Decodable {
    let before: Int
    let after: Int
  }

  struct Comparison: Decodable {
    let rendersIdentical: Bool
    let countersIdentical: Bool
    let total: Counts
    let evaluations: [String: Counts]
  }

  /// Runs the transform on a copy of `fixture/before`, checks it against `fixture/after`, and
  /// compares the two with the harness.
  static func check(_ transform: String, fixture: String, extraArguments: [String] = []) throws -> Comparison {
    let sandbox = try Sandbox(copying: fixture + "/before")
    defer { sandbox.remove() }
    let apply = try CLI.run(["apply", "-t", transform, "--allow-dirty"] + extraArguments + ["."], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    let expected = CLI.packageRoot.appendingPathComponent(fixture + "/after")
    for name in try FileManager.default.contentsOfDirectory(atPath: expected.path) {
      let want = try String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8)
      #expect(try sandbox.text(name) == want, "\(name) differs from the expected after")
    }
    return try compare(CLI.packageRoot.appendingPathComponent(fixture + "/before"), sandbox.root)
  }

  static func compare(_ before: URL, _ after: URL) throws -> Comparison {
    let run = try Shell.run(CLI.executable("narrow-harness").path, ["--compare", before.path, after.path],
      in: CLI.packageRoot)
    #expect(run.status == 0, "narrow-harness --compare: \(run.stderr)")
    let comparison = try JSONDecoder().decode(Comparison.self, from: Data(run.stdout.utf8))
    #expect(comparison.rendersIdentical, "the transformed fixture renders differently")
    #expect(comparison.countersIdentical, "the transformed fixture's counters differ")
    return comparison
  }
}
#endif
