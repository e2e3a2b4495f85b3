@_spi(NarrowHarness) import SwiftUI

/// Six ticks of playback, a new title, and two more ticks.
@MainActor
func makeScenario() -> Scenario {
  let player = Player()
  return Scenario(root: PlayerScreen(player: player)) {
    Scenario.Step.repeated("tick", times: 6) { player.tick() }
    Scenario.Step("new title") { player.title = "Blue in Green" }
    Scenario.Step.repeated("tick after title", times: 2) { player.tick() }
  }
}
