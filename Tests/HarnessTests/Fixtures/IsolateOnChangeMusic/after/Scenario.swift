@_spi(NarrowHarness) import SwiftUI

/// Three seconds of playback, the next track, two more seconds, then a track from the library;
/// the history counts the plays the library's onChange action recorded. Then a step writes the
/// track it has, and the last sets another.
@MainActor
func makeScenario() -> Scenario {
  let tracks = [
    Track(id: 1, title: "So What", artist: "Miles Davis", playCount: 12),
    Track(id: 2, title: "Blue in Green", artist: "Miles Davis", playCount: 7),
    Track(id: 3, title: "Naima", artist: "John Coltrane", playCount: 3),
  ]
  let player = Player(track: tracks[0])
  let history = PlayHistory()
  return Scenario(
    root: LibraryScreen(tracks: tracks, player: player, history: history),
    counters: [
      "plays recorded": { history.playedIDs.count },
      "last recorded": { history.playedIDs.last ?? 0 },
    ]
  ) {
    Scenario.Step.repeated("tick", times: 3) { player.tick() }
    Scenario.Step("next track") { player.play(tracks[1]) }
    Scenario.Step.repeated("tick", times: 2) { player.tick() }
    Scenario.Step("play from library") { player.play(tracks[2]) }
    Scenario.Step("same track") { player.track = player.track }
    Scenario.Step("set track") { player.track = tracks[0] }
  }
}
