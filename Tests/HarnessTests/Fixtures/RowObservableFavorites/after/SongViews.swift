import SwiftUI

struct SongList: View {
  let library: Library

  var body: some View {
    List(library.songs) { song in
      SongRow(song: song, rowState: library.songRowState(for: song), library: library)
    }
  }
}

/// Shows a heart when its song is a favourite: reading the whole set, it runs whenever any
/// song's heart changes.
struct SongRow: View {
  let song: Song
  let rowState: SongRowState
  let library: Library

  var body: some View {
    Text(rowState.inFavorites ? "♥ \(song.title)" : song.title)
      .onTapGesture { library.toggleFavorite(song.id) }
  }
}

/// What SongRow shows of Library.favorites, kept per row so that a row runs only when its own changes.
@Observable
final class SongRowState {
  var inFavorites: Bool

  init(inFavorites: Bool) {
    self.inFavorites = inFavorites
  }
}
