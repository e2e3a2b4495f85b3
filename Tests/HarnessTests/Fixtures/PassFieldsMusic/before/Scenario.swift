@_spi(NarrowHarness) import SwiftUI

/// Five seconds of playback and a pause; last, the pause is written again with the value it has.
@MainActor
func makeScenario() -> Scenario {
  let player = Player(
    track: Track(id: 1, title: "Blue in Green", artist: "Miles Davis", album: "Kind of Blue", duration: 337, playCount: 7)
  )
  return Scenario(root: NowPlayingScreen(player: player)) {
    Scenario.Step.repeated("tick", times: 5) { player.tick() }
    Scenario.Step("pause") { player.isPlaying = false }
    Scenario.Step("pause again") { player.isPlaying = false }
  }
}
