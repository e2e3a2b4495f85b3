import SwiftUI

struct Song: Identifiable {
  let id: Int
  var title: String
  var plays = 0
}

@Observable
final class Playlist {
  var songs = (1...20).map { Song(id: $0, title: "Song \($0)") }

  /// Counts a play of one song: one element changes.
  func play(_ id: Int) {
    if let index = songs.firstIndex(where: { $0.id == id }) {
      songs[index].plays += 1
    }
  }
}

struct PlaylistScreen: View {
  let playlist: Playlist
  var body: some View {
    List(playlist.songs) { song in
      SongRow(song: song)
    }
  }
}

/// Handed its own song: of the rows on screen, only the one whose song changed runs.
struct SongRow: View {
  let song: Song
  var body: some View {
    Text("\(song.title): \(song.plays)")
  }
}
