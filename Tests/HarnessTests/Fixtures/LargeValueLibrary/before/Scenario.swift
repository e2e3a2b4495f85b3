@_spi(NarrowHarness) import SwiftUI

/// Five ticks and three plays; then the library is set to the value it has,
/// and last an album is dropped.
@MainActor
func makeScenario() -> Scenario {
  let albums = (1...3).map { album in
    Album(id: album, title: "Album \(album)", artist: "Artist \(album)", tracks: (1...4).map { track in
      Track(id: track, title: "Track \(track)", seconds: 180 + track, plays: 0)
    })
  }
  let store = MusicStore(library: Library(name: "Home", owner: "Ann", albums: albums, syncedAt: 0))
  return Scenario(root: LibraryScreen(store: store)) {
    Scenario.Step.repeated("tick", times: 5) { store.tick() }
    Scenario.Step.repeated("play", times: 3) { store.recordPlay(ofTrack: 0, onAlbum: 1) }
    Scenario.Step("same library") { store.library = store.library }
    Scenario.Step("drop an album") { store.library.albums.removeLast() }
  }
}
