@_spi(NarrowHarness) import SwiftUI

/// Three ticks of playback, a song added to the queue, then a write of the time it has and
/// a seek.
@MainActor
func makeScenario() -> Scenario {
  let player = Player(title: "So What", queue: ["Blue in Green", "Naima"])
  return Scenario(root: PlayerScreen(player: player)) {
    Scenario.Step.repeated("tick", times: 3) { player.tick() }
    Scenario.Step("enqueue") { player.enqueue("Giant Steps") }
    Scenario.Step("same time") { player.currentTime = player.currentTime }
    Scenario.Step("seek") { player.currentTime = 100 }
  }
}
