extension RowObservableTransform {
  /// The second form: rows that ask a shared collection of the model about their own element.
  static var sharedCollectionExamples: [TransformExample] {
    [
      .rewrites("rows given whether a shared set holds their element keep that answer in their own state",
        before: """
          import SwiftUI

          struct Song: Identifiable {
            let id: Int
            var title: String
          }

          @Observable
          final class Library {
            var songs: [Song] = []
            var favorites: Set<Song.ID> = []

            func toggleFavorite(_ song: Song) {
              if favorites.contains(song.id) {
                favorites.remove(song.id)
              } else {
                favorites.insert(song.id)
              }
            }
          }

          struct SongList: View {
            let library: Library

            var body: some View {
              List(library.songs) { song in
                SongRow(song: song, isFavorite: library.favorites.contains(song.id))
              }
            }
          }

          struct SongRow: View {
            let song: Song
            let isFavorite: Bool

            var body: some View {
              Text(isFavorite ? "♥ \\(song.title)" : song.title)
            }
          }

          """,
        after: """
          import SwiftUI

          struct Song: Identifiable {
            let id: Int
            var title: String
          }

          @Observable
          final class Library {
            var songs: [Song] = [] {
              didSet { refreshSongRowStates() }
            }

            @ObservationIgnored private var songRowStates: [Song.ID: SongRowState] = [:]

            /// The state of one song's row, kept while the song is in `songs`.
            func songRowState(for song: Song) -> SongRowState {
              if songRowStates[song.id] == nil { refreshSongRowStates() }
              return songRowStates[song.id] ?? SongRowState(isFavorite: self.favorites.contains(song.id))
            }

            /// Gives each row's state its new isFavorite, only where it changed, and makes the missing ones:
            /// a row then runs only when its own isFavorite does.
            private func refreshSongRowStates() {
              let kept = Set(songs.map(\\.id))
              songRowStates = songRowStates.filter { kept.contains($0.key) }
              for song in songs {
                let isFavorite = self.favorites.contains(song.id)
                if let state = songRowStates[song.id] {
                  if state.isFavorite != isFavorite { state.isFavorite = isFavorite }
                } else {
                  songRowStates[song.id] = SongRowState(isFavorite: isFavorite)
                }
              }
            }

            var favorites: Set<Song.ID> = [] {
              didSet { refreshSongRowStates() }
            }

            func toggleFavorite(_ song: Song) {
              if favorites.contains(song.id) {
                favorites.remove(song.id)
              } else {
                favorites.insert(song.id)
              }
            }
          }

          struct SongList: View {
            let library: Library

            var body: some View {
              List(library.songs) { song in
                SongRow(song: song, rowState: library.songRowState(for: song))
              }
            }
          }

          struct SongRow: View {
            let song: Song
            let rowState: SongRowState

            var body: some View {
              Text(rowState.isFavorite ? "♥ \\(song.title)" : song.title)
            }
          }

          /// What SongRow shows of Library.favorites, kept per row so that a row runs only when its own changes.
          @Observable
          final class SongRowState {
            var isFavorite: Bool

            init(isFavorite: Bool) {
              self.isFavorite = isFavorite
            }
          }

          """,
        verdict: .review),
      .rewrites("rows that ask a shared set about their element keep the answer in their own state",
        before: """
          import SwiftUI

          struct Song: Identifiable {
            let id: Int
            var title: String
          }

          @Observable
          final class Library {
            var songs: [Song] = []
            var favorites: Set<Song.ID> = []

            func toggleFavorite(_ song: Song) {
              if favorites.contains(song.id) {
                favorites.remove(song.id)
              } else {
                favorites.insert(song.id)
              }
            }
          }

          struct SongList: View {
            let library: Library

            var body: some View {
              List(library.songs) { song in
                SongRow(song: song, library: library)
              }
            }
          }

          struct SongRow: View {
            let song: Song
            let library: Library

            var body: some View {
              Text(library.favorites.contains(song.id) ? "♥ \\(song.title)" : song.title)
            }
          }

          """,
        after: """
          import SwiftUI

          struct Song: Identifiable {
            let id: Int
            var title: String
          }

          @Observable
          final class Library {
            var songs: [Song] = [] {
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
              let kept = Set(songs.map(\\.id))
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

            func toggleFavorite(_ song: Song) {
              if favorites.contains(song.id) {
                favorites.remove(song.id)
              } else {
                favorites.insert(song.id)
              }
            }
          }

          struct SongList: View {
            let library: Library

            var body: some View {
              List(library.songs) { song in
                SongRow(song: song, rowState: library.songRowState(for: song), library: library)
              }
            }
          }

          struct SongRow: View {
            let song: Song
            let rowState: SongRowState
            let library: Library

            var body: some View {
              Text(rowState.inFavorites ? "♥ \\(song.title)" : song.title)
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

          """,
        verdict: .review),
    ]
  }
}
