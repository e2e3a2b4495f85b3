@_spi(NarrowHarness) import SwiftUI

/// Three ticks, which the card of actions runs for though it shows no time; the card of plain
/// text does not.
@MainActor
func makeScenario() -> Scenario {
  let player = Player()
  return Scenario(root: PlayerScreen(player: player)) {
    Scenario.Step.repeated("tick", times: 3) { player.tick() }
  }
}
