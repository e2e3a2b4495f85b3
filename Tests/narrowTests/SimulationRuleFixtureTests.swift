#if os(Linux)
import Foundation
import Testing

/// What the simulation rule fixtures show besides the views that run, which
/// `SimulationProofTests` checks against the harness: rates, constructions, instances, names.
@Suite struct SimulationRuleFixtureTests {
  struct Simulated {
    let rate: String
    let changes: [String]
    let writers: [String]
    let views: [String]
  }

  /// `narrow simulate EVENT` in a rule fixture; nil when nothing changes it.
  static func simulate(_ event: String, in fixture: String) throws -> [Simulated]? {
    let directory = CLI.packageRoot.appendingPathComponent("Tests/HarnessTests/Fixtures/Simulation/\(fixture)")
    let run = try CLI.run(["simulate", event, "--format", "json", "."], in: directory)
    guard run.status == 0 else { return nil }
    let reports = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
    return reports.map { report in
      let before = report["before"] as? [String: Any] ?? [:]
      let event = before["event"] as? [String: Any] ?? [:]
      let writers = event["writers"] as? [[String: Any]] ?? []
      return Simulated(
        rate: event["rate"] as? String ?? "",
        changes: event["changes"] as? [String] ?? [],
        writers: writers.map { "\($0["code"] ?? "") \($0["via"] ?? "")" },
        views: (before["runs"] as? [[String: Any]] ?? []).compactMap { $0["view"] as? String })
    }
  }

  @Test func aTimerAnActionAndAnInitialiserWritingOneFieldHaveTheirOwnRates() throws {
    #expect(try Self.simulate("Stopwatch.tick", in: "TimerActionInit")?.map(\.rate) == ["continuous"])
    #expect(try Self.simulate("Stopwatch.reset", in: "TimerActionInit")?.map(\.rate) == ["repeated"])
    let elapsed = try #require(try Self.simulate("Stopwatch.elapsed", in: "TimerActionInit")?.first)
    #expect(elapsed.writers.count == 2, "the initialiser builds the value, it does not change it: \(elapsed.writers)")
  }

  @Test func writesBuildingALocalValueInAFactoryAreNoChange() throws {
    #expect(try Self.simulate("Chapter.title", in: "ConstructionVersusChange") == nil)
    let load = try #require(try Self.simulate("Book.load", in: "ConstructionVersusChange")?.first)
    #expect(load.changes == ["Book.chapters"], "\(load.changes)")
  }

  @Test func anEditorsOwnStateCopyRunsNoRowOfTheList() throws {
    let edits = try #require(try Self.simulate("Entry.text", in: "StateCopyInEditor"))
    #expect(edits.allSatisfy { $0.changes.contains("EntryEditor.draft") && !$0.changes.contains("Journal.entries") }, "\(edits.map(\.changes))")
    #expect(edits.allSatisfy { $0.views.isEmpty }, "\(edits.map(\.views))")
  }

  @Test func aMethodOfTheSameNameOnAnotherTypeIsNotTheWriter() throws {
    let archive = try #require(try Self.simulate("Archive.save", in: "TwoSaves")?.first)
    #expect(archive.changes == ["Archive.stored"] && archive.views.isEmpty, "\(archive.changes) \(archive.views)")
    let draft = try #require(try Self.simulate("Draft.text", in: "TwoSaves")?.first)
    #expect(draft.writers.count == 1, "only Draft.save writes the draft: \(draft.writers)")
  }

  @Test func aCallThroughAProtocolReachesEveryConformingTypeAndSaysSo() throws {
    let bump = try #require(try Self.simulate("Coach.bump", in: "ExistentialWriter")?.first)
    #expect(Set(bump.changes) == ["StepCounter.steps", "LapCounter.laps"], "\(bump.changes)")
    #expect(bump.writers.allSatisfy { $0.contains("reached through Counter") }, "\(bump.writers)")
  }
}
#endif
