@_spi(NarrowHarness) import SwiftUI

/// Three toggles of favourites; then the favourites are set to the value they
/// have, and last they are emptied.
@MainActor
func makeScenario() -> Scenario {
  let library = Library(songs: (1...30).map { Song(id: $0, title: "Song \($0)") })
  return Scenario(root: SongList(library: library), visibleListRows: 12) {
    Scenario.Step("favourite 3") { library.toggleFavorite(3) }
    Scenario.Step("favourite 7") { library.toggleFavorite(7) }
    Scenario.Step("unfavourite 3") { library.toggleFavorite(3) }
    Scenario.Step("same favourites") { library.favorites = library.favorites }
    Scenario.Step("no favourites") { library.favorites = [] }
  }
}
