import SwiftUI

struct Song: Identifiable {
  let id: Int
  var title: String
}

/// Thirty songs and the set of favourites; every row asks the set about its own song.
@Observable
final class Library {
  var songs: [Song] {
    didSet { refreshSongRowStates() }
  }

  @ObservationIgnored private var songRowStates: [Song.ID: SongRowState] = [:]

  /// The state of one song's row, kept while the song is in `songs`.
  func songRowState(for song: Song) -> SongRowState {
    if songRowStates[song.id] == nil { refreshSongRowStates() }
    return songRowStates[song.id] ?? SongRowState(inFavorites: self.favorites.contains(song.id))
  }

  /// Gives each row's state its new inFavorites, only where it changed, and makes the missing ones:
  /// a row then runs only when its own inFavorites does.
  private func refreshSongRowStates() {
    let kept = Set(songs.map(\.id))
    songRowStates = songRowStates.filter { kept.contains($0.key) }
    for song in songs {
      let inFavorites = self.favorites.contains(song.id)
      if let state = songRowStates[song.id] {
        if state.inFavorites != inFavorites { state.inFavorites = inFavorites }
      } else {
        songRowStates[song.id] = SongRowState(inFavorites: inFavorites)
      }
    }
  }

  var favorites: Set<Song.ID> = [] {
    didSet { refreshSongRowStates() }
  }

  init(songs: [Song]) {
    self.songs = songs
    refreshSongRowStates()
  }

  func toggleFavorite(_ id: Song.ID) {
    if favorites.contains(id) {
      favorites.remove(id)
    } else {
      favorites.insert(id)
    }
  }
}
