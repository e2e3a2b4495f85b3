import Foundation
import Testing

/// `narrow why`: what can run a view's body, on the music player example.
@Suite struct WhyTests {
  @Test func namesInputsObservedPropertiesAndWhatWouldCutThem() throws {
    let run = try CLI.run(["why", "TrackTitle", "Examples/MusicPlayer"], in: CLI.packageRoot)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("input track: Track, Equatable, compared with =="), "\(run.stdout)")
    #expect(run.stdout.contains("passed `player.track` at Examples/MusicPlayer/NowPlayingScreen.swift:9:25"), "\(run.stdout)")
    #expect(run.stdout.contains("cut by: pass-fields TrackTitle.track"), "\(run.stdout)")

    let screen = try CLI.run(["why", "NowPlayingScreen", "--format", "json", "Examples/MusicPlayer"], in: CLI.packageRoot)
    let causes = try JSONSerialization.jsonObject(with: Data(screen.stdout.utf8)) as? [String: Any]
    let observed = (causes?["observed"] as? [[String: Any]])?.compactMap { $0["cause"] as? String } ?? []
    #expect(observed.contains("reads Player.track"), "\(screen.stdout)")
  }

  @Test func anUnknownViewExitsTwoWithCloseMatches() throws {
    let run = try CLI.run(["why", "TrakRow", "Examples/MusicPlayer"], in: CLI.packageRoot)
    #expect(run.status == 2)
    #expect(run.stderr.contains("no view named TrakRow in the scanned code; did you mean TrackRow?"), "\(run.stderr)")
  }
}
