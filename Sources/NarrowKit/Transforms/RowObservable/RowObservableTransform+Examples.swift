import Foundation

extension RowObservableTransform {
  public static var examples: [TransformExample] { rewriteExamples + skipExamples }

  static let element = """
    struct Download: Identifiable {
      let id: Int
      var name: String
      var progress = 0.0
    }

    """

  static let store = """
    @Observable
    final class DownloadStore {
      var downloads: [Download] = []

      func report(_ progress: Double, for id: Int) {
        if let index = downloads.firstIndex(where: { $0.id == id }) {
          downloads[index].progress = progress
        }
      }
    }

    """

  static let list = """
    struct DownloadList: View {
      let store: DownloadStore

      var body: some View {
        List(store.downloads) { download in
          DownloadRow(download: download)
        }
      }
    }

    """

  static let row = """
    struct DownloadRow: View {
      let download: Download

      var body: some View {
        Text("\\(download.name): \\(download.progress)")
      }
    }

    """

  /// The four parts of a download list, each replaceable.
  static func downloads(element: String = element, store: String = store, list: String = list, row: String = row) -> String {
    "import SwiftUI\n\n" + element + "\n" + store + "\n" + list + "\n" + row
  }

  static var rewriteExamples: [TransformExample] {
    [
      .rewrites("a field written one element at a time moves into one object per element",
        before: downloads(),
        after: """
          import SwiftUI

          struct Download: Identifiable {
            let id: Int
            var name: String
            // Where a DownloadState starts; the live value is DownloadStore.state(for:).progress.
            var progress = 0.0
          }

          /// What changes on its own in each Download: every row observes only its own.
          @Observable
          final class DownloadState {
            var progress: Double

            init(_ download: Download) {
              progress = download.progress
            }
          }

          @Observable
          final class DownloadStore {
            var downloads: [Download] = [] {
              didSet {
                let kept = Set(downloads.map(\\.id))
                states = states.filter { kept.contains($0.key) }
              }
            }

            @ObservationIgnored private var states: [Download.ID: DownloadState] = [:]

            /// The state of one download, made once and kept while it is in `downloads`.
            func state(for download: Download) -> DownloadState {
              if let existing = states[download.id] { return existing }
              let made = DownloadState(download)
              states[download.id] = made
              return made
            }

            func report(_ progress: Double, for id: Int) {
              if let index = downloads.firstIndex(where: { $0.id == id }) {
                state(for: downloads[index]).progress = progress
              }
            }
          }

          struct DownloadList: View {
            let store: DownloadStore

            var body: some View {
              List(store.downloads) { download in
                DownloadRow(download: download, state: store.state(for: download))
              }
            }
          }

          struct DownloadRow: View {
            let download: Download
            let state: DownloadState

            var body: some View {
              Text("\\(download.name): \\(state.progress)")
            }
          }

          """,
        verdict: .review),
      .rewrites("a field whose type is nested in the element is written as the state sees it",
        before: """
          import SwiftUI

          struct Download: Identifiable {
            enum Phase {
              case waiting, done
            }

            let id: Int
            var name: String
            var phase: Phase = .waiting
          }

          @Observable
          final class DownloadStore {
            var downloads: [Download] = []

            func finish(_ id: Int) {
              if let index = downloads.firstIndex(where: { $0.id == id }) {
                downloads[index].phase = .done
              }
            }
          }

          struct DownloadList: View {
            let store: DownloadStore

            var body: some View {
              List(store.downloads) { download in
                DownloadRow(download: download)
              }
            }
          }

          struct DownloadRow: View {
            let download: Download

            var body: some View {
              Text(download.phase == .done ? "✓ \\(download.name)" : download.name)
            }
          }

          """,
        after: """
          import SwiftUI

          struct Download: Identifiable {
            enum Phase {
              case waiting, done
            }

            let id: Int
            var name: String
            // Where a DownloadState starts; the live value is DownloadStore.state(for:).phase.
            var phase: Phase = .waiting
          }

          /// What changes on its own in each Download: every row observes only its own.
          @Observable
          final class DownloadState {
            var phase: Download.Phase

            init(_ download: Download) {
              phase = download.phase
            }
          }

          @Observable
          final class DownloadStore {
            var downloads: [Download] = [] {
              didSet {
                let kept = Set(downloads.map(\\.id))
                states = states.filter { kept.contains($0.key) }
              }
            }

            @ObservationIgnored private var states: [Download.ID: DownloadState] = [:]

            /// The state of one download, made once and kept while it is in `downloads`.
            func state(for download: Download) -> DownloadState {
              if let existing = states[download.id] { return existing }
              let made = DownloadState(download)
              states[download.id] = made
              return made
            }

            func finish(_ id: Int) {
              if let index = downloads.firstIndex(where: { $0.id == id }) {
                state(for: downloads[index]).phase = .done
              }
            }
          }

          struct DownloadList: View {
            let store: DownloadStore

            var body: some View {
              List(store.downloads) { download in
                DownloadRow(download: download, state: store.state(for: download))
              }
            }
          }

          struct DownloadRow: View {
            let download: Download
            let state: DownloadState

            var body: some View {
              Text(state.phase == .done ? "✓ \\(download.name)" : download.name)
            }
          }

          """,
        verdict: .review),
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
      TransformExample("an ObservableObject's rows, written from a view's action, on a codebase built for iOS 17",
        files: [
          "Package.swift": "let package = Package(name: \"Downloads\", platforms: [.iOS(.v17), .macOS(.v14)])\n",
          "Example.swift": """
          import SwiftUI

          struct Download: Identifiable {
            let id: Int
            var name: String
            var isStarred = false
          }

          final class DownloadStore: ObservableObject {
            @Published var downloads: [Download] = []
          }

          struct DownloadList: View {
            @ObservedObject var store: DownloadStore

            var body: some View {
              List(store.downloads) { download in
                DownloadRow(download: download)
                  .onTapGesture {
                    if let index = store.downloads.firstIndex(where: { $0.id == download.id }) {
                      store.downloads[index].isStarred.toggle()
                    }
                  }
              }
            }
          }

          struct DownloadRow: View {
            let download: Download

            var body: some View {
              Text(download.isStarred ? "★ \\(download.name)" : download.name)
            }
          }

          """,
        ],
        .rewrites(["Example.swift": """
          import SwiftUI

          struct Download: Identifiable {
            let id: Int
            var name: String
            // Where a DownloadState starts; the live value is DownloadStore.state(for:).isStarred.
            var isStarred = false
          }

          /// What changes on its own in each Download: every row observes only its own.
          @Observable
          final class DownloadState {
            var isStarred: Bool

            init(_ download: Download) {
              isStarred = download.isStarred
            }
          }

          final class DownloadStore: ObservableObject {
            @Published var downloads: [Download] = [] {
              didSet {
                let kept = Set(downloads.map(\\.id))
                states = states.filter { kept.contains($0.key) }
              }
            }

            private var states: [Download.ID: DownloadState] = [:]

            /// The state of one download, made once and kept while it is in `downloads`.
            func state(for download: Download) -> DownloadState {
              if let existing = states[download.id] { return existing }
              let made = DownloadState(download)
              states[download.id] = made
              return made
            }
          }

          struct DownloadList: View {
            @ObservedObject var store: DownloadStore

            var body: some View {
              List(store.downloads) { download in
                DownloadRow(download: download, state: store.state(for: download))
                  .onTapGesture {
                    if let index = store.downloads.firstIndex(where: { $0.id == download.id }) {
                      store.state(for: store.downloads[index]).isStarred.toggle()
                    }
                  }
              }
            }
          }

          struct DownloadRow: View {
            let download: Download
            let state: DownloadState

            var body: some View {
              Text(state.isStarred ? "★ \\(download.name)" : download.name)
            }
          }

          """], verdict: .review)),
    ]
  }
}
