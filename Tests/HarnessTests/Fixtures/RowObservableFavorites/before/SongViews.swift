import SwiftUI

struct SongList: View {
  let library: Library

  var body: some View {
    List(library.songs) { song in
      SongRow(song: song, library: library)
    }
  }
}

/// Shows a heart when its song is a favourite: reading the whole set, it runs whenever any
/// song's heart changes.
struct SongRow: View {
  let song: Song
  let library: Library

  var body: some View {
    Text(library.favorites.contains(song.id) ? "♥ \(song.title)" : song.title)
      .onTapGesture { library.toggleFavorite(song.id) }
  }
}
