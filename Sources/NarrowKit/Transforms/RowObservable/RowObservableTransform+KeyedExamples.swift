/// The third form: a dictionary written one key at a time, each view reading its own key.
extension RowObservableTransform {
  static let keyedStore = """
    import SwiftUI

    struct Download: Identifiable {
      let id: Int
      var name: String
    }

    @Observable
    final class DownloadStore {
      var downloads: [Download] = []
      var progress: [Download.ID: Double] = [:]
      var reactions: [Download.ID: Int] = [:]

      func report(_ value: Double, for id: Download.ID) {
        progress[id] = value
      }

      func react(to id: Download.ID) {
        reactions[id, default: 0] += 1
      }
    }


    """

  static func keyedList(row: String, list: String = "DownloadRow(download: download, store: store)") -> String {
    keyedStore + """
      struct DownloadList: View {
        let store: DownloadStore

        var body: some View {
          List(store.downloads) { download in
            \(list)
          }
        }
      }

      struct DownloadRow: View {
        let download: Download
        let store: DownloadStore

        var body: some View {
          \(row)
        }
      }

      """
  }

  static let entries = """
      @ObservationIgnored private var progressEntries: [Download.ID: DownloadStoreProgressEntry] = [:]

      /// The entry of progress for `key`, made the first time it is asked for: a view
      /// reading one entry runs only when that entry changes.
      func progress(_ key: Download.ID) -> DownloadStoreProgressEntry {
        if let entry = progressEntries[key] { return entry }
        let made = DownloadStoreProgressEntry()
        progressEntries[key] = made
        return made
      }


    """

  /// An `ObservableObject` by its superclass, in a file that imports only Combine.
  static let inheritedStore = """
    import Combine

    class Store: ObservableObject {}

    final class UploadStore: Store {
      @Published var progress: [Int: Double] = [:]

      func report(_ value: Double, for id: Int) {
        progress[id] = value
      }
    }

    """

  static let inheritedStoreAfter = """
    import Combine
    import Observation

    class Store: ObservableObject {}

    final class UploadStore: Store {
      private var progressEntries: [Int: UploadStoreProgressEntry] = [:]

      /// The entry of progress for `key`, made the first time it is asked for: a view
      /// reading one entry runs only when that entry changes.
      func progress(_ key: Int) -> UploadStoreProgressEntry {
        if let entry = progressEntries[key] { return entry }
        let made = UploadStoreProgressEntry()
        progressEntries[key] = made
        return made
      }

      func report(_ value: Double, for id: Int) {
        progress(id).value = value
      }
    }

    /// One entry of UploadStore.progress: each view observes the entries it reads.
    @Observable
    final class UploadStoreProgressEntry {
      var value: Double?
    }

    """

  static let inheritedViews = """
    import SwiftUI

    struct UploadList: View {
      let ids: [Int]
      let store: UploadStore

      var body: some View {
        List(ids, id: \\.self) { id in
          UploadRow(id: id, store: store)
        }
      }
    }

    struct UploadRow: View {
      let id: Int
      @ObservedObject var store: UploadStore

      var body: some View {
        Text("\\(store.progress[id] ?? 0)")
      }
    }

    """

  static let inheritedPackage = "let package = Package(name: \"Uploads\", platforms: [.iOS(.v17)])\n"

  static var keyedExamples: [TransformExample] {
    [
      TransformExample("an ObservableObject by its superclass keeps its entries unobserved, and its file imports Observation",
        files: ["Store.swift": inheritedStore, "Views.swift": inheritedViews, "Package.swift": inheritedPackage],
        .rewrites([
          "Store.swift": inheritedStoreAfter, "Package.swift": inheritedPackage,
          "Views.swift": inheritedViews.replacingOccurrences(of: "store.progress[id] ?? 0", with: "store.progress(id).value ?? 0"),
        ], verdict: .review)),
      .rewrites("a dictionary written one key at a time gives each key an entry that only its row reads",
        before: keyedList(row: "Text(\"\\(download.name): \\(store.progress[download.id] ?? 0)\")"),
        after: keyedList(row: "Text(\"\\(download.name): \\(store.progress(download.id).value ?? 0)\")")
          .replacingOccurrences(of: "  var progress: [Download.ID: Double] = [:]\n", with: entries)
          .replacingOccurrences(of: "    progress[id] = value\n", with: "    progress(id).value = value\n")
          .replacingOccurrences(of: "\n\nstruct DownloadList", with: """


            /// One entry of DownloadStore.progress: each view observes the entries it reads.
            @Observable
            final class DownloadStoreProgressEntry {
              var value: Double?
            }

            struct DownloadList
            """),
        verdict: .review),
      .rewrites("a write with a default goes through the entry's own default",
        before: keyedList(row: "Text(\"\\(download.name): \\(store.reactions[download.id, default: 0])\")"),
        after: keyedList(row: "Text(\"\\(download.name): \\(store.reactions(download.id)[default: 0])\")")
          .replacingOccurrences(of: "  var reactions: [Download.ID: Int] = [:]\n", with: String(entries.dropLast())
            .replacingOccurrences(of: "progressEntries", with: "reactionsEntries")
            .replacingOccurrences(of: "DownloadStoreProgressEntry", with: "DownloadStoreReactionsEntry")
            .replacingOccurrences(of: "entry of progress", with: "entry of reactions")
            .replacingOccurrences(of: "func progress(", with: "func reactions("))
          .replacingOccurrences(of: "    reactions[id, default: 0] += 1\n", with: "    reactions(id)[default: 0] += 1\n")
          .replacingOccurrences(of: "\n\nstruct DownloadList", with: """


            /// One entry of DownloadStore.reactions: each view observes the entries it reads.
            @Observable
            final class DownloadStoreReactionsEntry {
              var value: Int?

              subscript(default fallback: @autoclosure () -> Int) -> Int {
                get { value ?? fallback() }
                set { value = newValue }
              }
            }

            struct DownloadList
            """),
        verdict: .review),
      .skips("a list that reads the dictionary for every row it builds still runs for every key",
        source: keyedList(row: "Text(download.name)", list: "Text(\"\\(download.name) \\(store.progress[download.id] ?? 0)\")"),
        rule: RowObservableSkip.forEachRowWhereItBuildsThem, saying: "DownloadList reads DownloadStore.progress for each row where it builds them"),
      .skips("a dictionary used whole cannot be split into entries",
        source: keyedList(row: "Text(\"\\(store.progress[download.id] ?? 0) of \\(store.progress.count)\")"),
        rule: RowObservableSkip.otherThanThroughAKey, saying: "DownloadStore.progress is used at Example.swift:38:52 (`store.progress.count`) other than through a key"),
      .skips("a model that already has a method named like the dictionary, which the entries' accessor would take",
        source: keyedList(row: "Text(\"\\(download.name): \\(store.progress[download.id] ?? 0)\")")
          .replacingOccurrences(of: "  func react(to", with: """
              func progress(of download: Download) -> Double {
                progress[download.id] ?? 0
              }

              func react(to
            """),
        rule: RowObservableSkip.nameTaken, saying: "DownloadStore already uses the name progress"),
      .skips("a key type private to the file cannot be named where the entries are declared",
        source: """
          import SwiftUI

          private enum Lane: Hashable {
            case upload, download
          }

          @Observable
          private final class TransferStore {
            var progress: [Lane: Double] = [:]

            func report(_ value: Double, for lane: Lane) {
              progress[lane] = value
            }
          }

          private struct LaneRow: View {
            let lane: Lane
            let store: TransferStore

            var body: some View {
              Text("\\(store.progress[lane] ?? 0)")
            }
          }

          struct TransfersView: View {
            @State private var store = TransferStore()

            var body: some View {
              VStack {
                LaneRow(lane: .upload, store: store)
                LaneRow(lane: .download, store: store)
              }
            }
          }
          """,
        rule: RowObservableSkip.keyTypeOf, saying: "the key type of TransferStore.progress cannot be written: Lane is private or fileprivate"),
    ]
  }
}
