#if os(Linux)
import Foundation
import Testing

/// Property observers across `adopt-observation`, measured rather than assumed: an assignment in
/// `init` after `self` is whole runs a `@Published` property's `didSet` already, so the macro's
/// setter running it changes nothing; a plain property the migration leaves ignored runs none.
@Suite struct ObserverProofTests {
  private let proof = HarnessProof(
    transform: "adopt-observation", fixture: "Tests/HarnessTests/Fixtures/Simulation/DidSetInInit", options: ["--accept", "review"])

  @Test func observersRunAsOftenAfterTheMigration() throws {
    let comparison = try proof.check()
    #expect(comparison.countersIdentical)
    let run = try HarnessProof.run(proof.before)
    let mount = try #require(run.steps.first)
    #expect(mount.counters == ["saves": 1, "theme saves": 0], "\(mount.counters)")
  }

  @Test func noObserverCheckClaimsADifference() throws {
    let scan = try CLI.run(["scan", "-t", "adopt-observation", "--format", "json", proof.before.path], in: CLI.packageRoot)
    let report = try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any]
    let checks = (report?["proposals"] as? [[String: Any]] ?? []).flatMap { $0["checks"] as? [String] ?? [] }
    #expect(!checks.isEmpty)
    #expect(!checks.contains { $0.contains("didSet") }, "\(checks)")
  }
}
#endif
