@_spi(NarrowHarness) import SwiftUI

/// Three seconds of playback, a pause, a change of volume, and a play recorded in the library.
@MainActor
func makeScenario() -> Scenario {
  let tracks = [
    Track(id: 1, title: "So What", artist: "Miles Davis", album: "Kind of Blue", duration: 562, playCount: 12),
    Track(id: 2, title: "Blue in Green", artist: "Miles Davis", album: "Kind of Blue", duration: 337, playCount: 7),
    Track(id: 3, title: "Naima", artist: "John Coltrane", album: "Giant Steps", duration: 261, playCount: 3),
  ]
  let player = Player(track: tracks[1])
  let library = Library(tracks: tracks)
  return Scenario(root: MusicApp(player: player, library: library)) {
    Scenario.Step.repeated("tick", times: 3) { player.tick() }
    Scenario.Step("pause") { player.togglePlayback() }
    Scenario.Step("tick while paused") { player.tick() }
    Scenario.Step("volume down") { player.volume = 0.5 }
    Scenario.Step("play from library") { library.recordPlay(of: 3) }
  }
}
