@_spi(NarrowHarness) import SwiftUI

/// Six ticks of playback, a shuffle and two more ticks; last, the title is set to the one it has.
@MainActor
func makeScenario() -> Scenario {
  let player = Player()
  return Scenario(root: PlayerScreen().environmentObject(player).environmentObject(player.playerCurrentTime)) {
    Scenario.Step.repeated("tick", times: 6) { player.tick() }
    Scenario.Step("shuffle") { player.shuffle() }
    Scenario.Step.repeated("tick after shuffle", times: 2) { player.tick() }
    Scenario.Step("same title") { player.title = player.title }
  }
}
