import SwiftUI

struct Song: Identifiable {
  let id: Int
  var title: String
}

/// Thirty songs and the set of favourites; every row asks the set about its own song.
@Observable
final class Library {
  var songs: [Song]
  var favorites: Set<Song.ID> = []

  init(songs: [Song]) {
    self.songs = songs
  }

  func toggleFavorite(_ id: Song.ID) {
    if favorites.contains(id) {
      favorites.remove(id)
    } else {
      favorites.insert(id)
    }
  }
}
