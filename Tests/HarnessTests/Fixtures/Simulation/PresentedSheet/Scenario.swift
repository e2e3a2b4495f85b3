@_spi(NarrowHarness) import SwiftUI

/// Two ticks with the queue closed, the queue opened, two ticks with it shown, then closed.
@MainActor
func makeScenario() -> Scenario {
  let player = Player()
  return Scenario(root: PlayerScreen(player: player)) {
    Scenario.Step.repeated("tick", times: 2) { player.tick() }
    Scenario.Step("open the queue") { player.openQueue() }
    Scenario.Step.repeated("tick while shown", times: 2) { player.tick() }
    Scenario.Step("close the queue") { player.closeQueue() }
  }
}
