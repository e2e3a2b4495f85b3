@_spi(NarrowHarness) import SwiftUI

/// Three ticks, which the toolbar and its button run for though they show no time; then a new
/// title, which the caption runs for too.
@MainActor
func makeScenario() -> Scenario {
  let player = Player()
  return Scenario(root: PlayerScreen(player: player)) {
    Scenario.Step.repeated("tick", times: 3) { player.tick() }
    Scenario.Step("retitle") { player.retitle() }
  }
}
