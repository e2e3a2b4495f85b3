import Foundation
import Testing

/// What a proposal spares decides what `apply` writes by default, and a log of the running app
/// turns it into a measurement.
@Suite struct EffectAndEvidenceTests {
  static let files: [String: [UInt8]] = [
    "App/Player.swift": Array("""
      import SwiftUI

      struct Track {
        let id: Int
        var title: String
        var playCount: Int
      }

      struct Tag {
        let name: String
        let color: String
      }

      @Observable
      final class Player {
        var track = Track(id: 1, title: "", playCount: 0)
        var tag = Tag(name: "new", color: "red")

        func start() {
          Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.tick() }
        }

        func tick() {
          track.playCount += 1
        }
      }
      """.utf8),
    "App/Views.swift": Array("""
      import SwiftUI

      struct NowPlaying: View {
        let player: Player
        var body: some View {
          TrackTitle(track: player.track)
          TagBadge(tag: player.tag)
        }
      }

      struct TrackTitle: View {
        let track: Track
        var body: some View { Text(track.title) }
      }

      struct TagBadge: View {
        let tag: Tag
        var body: some View { Text(tag.name) }
      }
      """.utf8),
  ]

  static let log = """
    TrackTitle: @self changed.
    TrackTitle: @self changed.
    2026-11-30 09:41:12.345678+0100 0x1a2b Info 0x0 1234 0 App: (SwiftUI) [com.apple.SwiftUI:Changed Body Properties] NowPlaying: @dependencies changed.
    NowPlaying: @dependencies changed.
    NowPlaying: @dependencies changed.
    a line from somewhere else
    """

  @Test func applyWritesWhatSparesALikelyUpdateAndHoldsThePossible() throws {
    let sandbox = try Sandbox(files: Self.files)
    defer { sandbox.remove() }
    let diff = try CLI.run(["diff", "-t", "pass-fields", "--verbose", "App"], in: sandbox.root)
    #expect(diff.stdout.contains("+  let title: String"), "the timer-driven change is spared:\n\(diff.stderr)")
    #expect(!diff.stdout.contains("let name: String\n  var body"), "the tag never changes alone")
    #expect(diff.stderr.contains("spares: TrackTitle no longer runs when Track.playCount changes: written App/Player.swift:24:5 by a timer"), "\(diff.stderr)")
    #expect(diff.stderr.contains("held: its effect is only possible: pass --effect possible to write it"), "\(diff.stderr)")
    // The kit says what would write it as data; the command line spells its option.
    let json = try CLI.run(["diff", "-t", "pass-fields", "--format", "json", "App"], in: sandbox.root)
    #expect(json.stderr.contains("\"hints\" : [\n        {\n          \"action\" : \"widenEffect\""), "\(json.stderr)")
    #expect(!json.stderr.contains("--effect possible"), "JSON names no flag")

    let apply = try CLI.run(["apply", "-t", "pass-fields", "App"], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    #expect(try sandbox.text("App/Views.swift").contains("TrackTitle(title: player.track.title)"))
    #expect(try sandbox.text("App/Views.swift").contains("TagBadge(tag: player.tag)"), "held without --effect possible")

    let widened = try CLI.run(["apply", "-t", "pass-fields", "--effect", "possible", "--allow-dirty", "App"], in: sandbox.root)
    #expect(widened.status == 0, "\(widened.stderr)")
    #expect(try sandbox.text("App/Views.swift").contains("TagBadge(name: player.tag.name)"))
  }

  @Test func evidenceMeasuresProposalsAndExplainsViewsWithout() throws {
    let sandbox = try Sandbox(files: Self.files.merging(["run.log": Array(Self.log.utf8)]) { a, _ in a })
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "-t", "pass-fields", "--verbose", "--evidence", "run.log", "App"], in: sandbox.root)
    #expect(scan.status == 0, "\(scan.stderr)")
    #expect(scan.stdout.contains("effect: measured; TrackTitle ran 2 times: @self 2"), "\(scan.stdout)")
    #expect(scan.stdout.contains("evidence: NowPlaying ran 3 times: @dependencies 3"), "\(scan.stdout)")
    #expect(scan.stdout.contains("  depends on: reads Player.tag"), "\(scan.stdout)")
    #expect(scan.stdout.contains("  no proposal: pass-fields NowPlaying.player: Player is @Observable"), "\(scan.stdout)")
    #expect(scan.stdout.contains("warning: run.log:6: 1 line is not body-run output"), "\(scan.stdout)")
    let first = try #require(scan.stdout.split(separator: "\n").first)
    #expect(first.contains("TrackTitle.track"), "measured proposals come first: \(first)")

    let json = try CLI.run(["scan", "-t", "pass-fields", "--format", "json", "--evidence", "run.log", "App"], in: sandbox.root)
    let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let proposals = report?["proposals"] as? [[String: Any]] ?? []
    let effect = proposals.first?["effect"] as? [String: Any]
    #expect(effect?["strength"] as? String == "measured")
    #expect((effect?["spared"] as? [[String: Any]])?.first?["change"] as? String == "Track.id")
    #expect((report?["evidenceViews"] as? [[String: Any]])?.count == 2)
  }

  @Test func aMissingEvidenceLogIsAnErrorNamingIt() throws {
    let sandbox = try Sandbox(files: Self.files)
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "--evidence", "gone.log", "App"], in: sandbox.root)
    #expect(scan.status == 2)
    #expect(scan.stderr.contains("gone.log: the evidence log cannot be read"), "\(scan.stderr)")
  }
}
