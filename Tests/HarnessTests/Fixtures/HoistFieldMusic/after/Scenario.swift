@_spi(NarrowHarness) import SwiftUI

/// Five seconds of playback, a pause, the next track, and a write of the playing flag it already has.
@MainActor
func makeScenario() -> Scenario {
  let player = Player(track: Track(id: 1, title: "Blue in Green", artist: "Miles Davis", duration: 337))
  return Scenario(root: NowPlayingScreen(player: player)) {
    Scenario.Step.repeated("tick", times: 5) { player.tick() }
    Scenario.Step("pause") { player.isPlaying = false }
    Scenario.Step("tick while paused") { player.tick() }
    Scenario.Step("next track") { player.play(Track(id: 2, title: "Naima", artist: "John Coltrane", duration: 261)) }
    Scenario.Step.repeated("tick", times: 2) { player.tick() }
    Scenario.Step("still playing") { player.isPlaying = true }
  }
}
