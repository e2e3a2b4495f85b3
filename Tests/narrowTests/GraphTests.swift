import Foundation
import Testing

/// `narrow graph` on the example apps, checked against golden files. When the graph changes on
/// purpose, write them anew with `NARROW_UPDATE_GOLDEN=1 swift test --filter GraphTests` and read
/// the diff before committing it.
@Suite struct GraphTests {
  static let golden = CLI.packageRoot.appendingPathComponent("Tests/HarnessTests/Fixtures/Graph")

  @Test(arguments: ["dot", "mermaid", "json"])
  func theMusicPlayersGraphMatchesItsGoldenFile(_ format: String) throws {
    let run = try CLI.run(["graph", "--format", format, "Examples/MusicPlayer"], in: CLI.packageRoot)
    #expect(run.status == 0, "\(run.stderr)")
    let again = try CLI.run(["graph", "--format", format, "Examples/MusicPlayer"], in: CLI.packageRoot)
    #expect(again.stdout == run.stdout, "the same code gives the same bytes")
    let file = Self.golden.appendingPathComponent("MusicPlayer.\(format)")
    if ProcessInfo.processInfo.environment["NARROW_UPDATE_GOLDEN"] != nil {
      try run.stdout.write(to: file, atomically: true, encoding: .utf8)
    }
    #expect(run.stdout == (try? String(contentsOf: file, encoding: .utf8)),
      "stale: NARROW_UPDATE_GOLDEN=1 swift test --filter GraphTests writes \(file.lastPathComponent) anew")
  }

  @Test func aViewsNeighbourhoodKeepsWhatIsNearIt() throws {
    let run = try CLI.run(["graph", "--view", "TrackTitle", "--depth", "1", "Examples/MusicPlayer"], in: CLI.packageRoot)
    #expect(run.stdout.contains("\"view:NowPlayingScreen\" -> \"view:TrackTitle\""), "\(run.stdout)")
    #expect(run.stdout.contains("cut by pass-fields TrackTitle.track"), "\(run.stdout)")
    #expect(!run.stdout.contains("view:LibraryView"), "\(run.stdout)")
    let unknown = try CLI.run(["graph", "--view", "Nope", "Examples/MusicPlayer"], in: CLI.packageRoot)
    #expect(unknown.status == 2)
  }
}
