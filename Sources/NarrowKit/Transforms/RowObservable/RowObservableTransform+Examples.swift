import Foundation

extension RowObservableTransform {
  static var examples: [TransformExample] { rewriteExamples + sharedCollectionExamples + keyedExamples + skipExamples + keyedDeclarationExamples }

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

  /// The downloads once `progress` has a state per element.
  static let rewrittenDownloads = """
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

    """

  /// The store as an `ObservableObject`, a list that observes it, and a package below iOS 17.
  static let objectStore = store
    .replacingOccurrences(of: "@Observable\nfinal class DownloadStore {", with: "final class DownloadStore: ObservableObject {")
    .replacingOccurrences(of: "  var downloads", with: "  @Published var downloads")
  static let observingList = list.replacingOccurrences(of: "  let store: DownloadStore", with: "  @ObservedObject var store: DownloadStore")
  static let iOS16Package = "let package = Package(name: \"Downloads\", platforms: [.iOS(.v16)])\n"

  static var rewriteExamples: [TransformExample] {
    [
      .rewrites("a field written one element at a time moves into one object per element",
        before: downloads(),
        after: rewrittenDownloads,
        verdict: .review),
      TransformExample("an ObservableObject model below iOS 17 keeps an ObservableObject state per element, which its row observes",
        files: ["Package.swift": iOS16Package, "Example.swift": downloads(store: objectStore, list: observingList)],
        .rewrites(["Package.swift": iOS16Package, "Example.swift": rewrittenDownloads
          .replacingOccurrences(of: "@Observable\nfinal class DownloadState {\n  var progress", with: "final class DownloadState: ObservableObject {\n  @Published var progress")
          .replacingOccurrences(of: "@Observable\nfinal class DownloadStore {\n  var downloads", with: "final class DownloadStore: ObservableObject {\n  @Published var downloads")
          .replacingOccurrences(of: "@ObservationIgnored private var states", with: "private var states")
          .replacingOccurrences(of: "  let store: DownloadStore", with: "  @ObservedObject var store: DownloadStore")
          .replacingOccurrences(of: "  let state: DownloadState", with: "  @ObservedObject var state: DownloadState"),
        ], verdict: .review)),
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
