import Testing

@testable import NarrowKit

/// A proposal's effect is judged on the code it writes: its edits applied, the files read again,
/// and every event that writes what it spares simulated on both. A cache the same action writes
/// still runs its reader; a Boolean one spares the runs in which it keeps its value.
@Suite struct RewrittenEffectTests {
  private func scan(_ source: String) -> RunResult {
    var request = RunRequest.scan(paths: [], transformIDs: ["cache-computed"])
    request.jobs = 1
    let transforms = [TransformCatalog.transform(id: "cache-computed")!.init(options: TransformOptions())]
    return Pipeline.run(transforms, on: sourceFiles(["A.swift": source, "Package.swift": Self.package]), request: request)
  }

  static let package = "let package = Package(name: \"Player\", platforms: [.iOS(.v17)])\n"

  /// A player whose `tick` a timer calls ten times a second, and a view that shows `value`,
  /// computed from `time`.
  static func player(_ value: String, type: String) -> String {
    """
    @Observable
    final class Player {
      var time = 0.0
      var duration = 600.0

      var value: \(type) {
        \(value)
      }

      func start() {
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.time += 0.1 }
      }
    }

    struct Badge: View {
      let player: Player
      var body: some View { Text("\\(player.value)") }
    }
    """
  }

  @Test func aBooleanCacheSparesTheRunsInWhichItKeepsItsValue() throws {
    let result = scan(Self.player("time > duration - 30", type: "Bool"))
    let proposal = try #require(result.selected.first { $0.target == "Player.value" } ?? result.held.first { $0.proposal.target == "Player.value" }?.proposal)
    #expect(proposal.effect.strength == .likely, "\(proposal.effect.notes)")
    #expect(proposal.effect.events.first?.views == ["Badge"])
  }

  @Test func aNumberCacheChangesWithItsInputsAndSparesOnlyPossibly() throws {
    let result = scan(Self.player("time / duration", type: "Double"))
    let proposal = try #require(result.selected.first { $0.target == "Player.value" } ?? result.held.first { $0.proposal.target == "Player.value" }?.proposal)
    #expect(proposal.effect.strength == .possible)
    #expect(proposal.effect.notes.contains { $0.contains("Player.value keeps its value") }, "\(proposal.effect.notes)")
  }

  private func passFields(_ source: String) -> RunResult {
    var request = RunRequest.scan(paths: [], transformIDs: ["pass-fields"])
    request.jobs = 1
    let transforms = [TransformCatalog.transform(id: "pass-fields")!.init(options: TransformOptions())]
    return Pipeline.run(transforms, on: sourceFiles(["A.swift": source]), request: request)
  }

  /// A row given a whole track, showing its title; `change` is code that writes its plays.
  static func tracks(changingPlays change: String, in view: String = "") -> String {
    """
    struct Track {
      var title: String
      var plays: Int
      init(title: String) {
        self.title = title
        \(change)
      }
    }

    @Observable
    final class Player {
      var track = Track(title: "")
    }

    struct Screen: View {
      let player: Player
      var body: some View {
        Row(track: player.track)\(view)
      }
    }

    struct Row: View {
      let track: Track
      var body: some View { Text(track.title) }
    }
    """
  }

  @Test func aSavingOnlyOfWritesThatBuildAValueIsNoProposal() {
    let result = passFields(Self.tracks(changingPlays: "self.plays = 0"))
    #expect(result.proposals.isEmpty)
    #expect(result.skipped.contains { $0.target == "Row.track" && $0.reason.contains("written only where a value is built") }, "\(result.skipped.map(\.reason))")
  }

  @Test func aSavingOnlyOfOnceOnlyEventsIsNoProposal() {
    let result = passFields(Self.tracks(changingPlays: "self.plays = 0", in: ".onAppear { player.track.plays += 1 }"))
    #expect(result.proposals.isEmpty)
    #expect(result.skipped.contains { $0.target == "Row.track" && $0.reason.contains("only for events that happen once") }, "\(result.skipped.map(\.reason))")
  }
}
