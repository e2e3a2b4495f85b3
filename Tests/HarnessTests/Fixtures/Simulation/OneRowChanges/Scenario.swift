@_spi(NarrowHarness) import SwiftUI

/// Plays of two songs on screen, one after the other.
@MainActor
func makeScenario() -> Scenario {
  let playlist = Playlist()
  return Scenario(root: PlaylistScreen(playlist: playlist), visibleListRows: 12) {
    Scenario.Step("play 3") { playlist.play(3) }
    Scenario.Step("play 5") { playlist.play(5) }
  }
}
