extension SkipEqualWritesTransform {
  /// A store whose timer assigns `downloads` from `write`, declared as `property`, with a window
  /// that observes it.
  static func store(_ write: String, property: String = "@Published var downloads: [Download] = []", item: String = itemType) -> String {
    item + """

      final class Downloader {
        var current: [Download] = []
        func snapshot() -> [Download] { current }
      }

      final class DownloadStore: ObservableObject {
        \(property)
        let downloader = Downloader()

        func start() {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            \(write)
          }
        }
      }

      struct DownloadsWindow: View {
        @ObservedObject var store: DownloadStore
        var body: some View {
          List(store.downloads) { download in
            Text(download.name)
          }
        }
      }
      """
  }

  static let itemType = """
    import SwiftUI

    struct Download: Identifiable, Equatable {
      let id: Int
      var name: String
    }

    """

  static var examples: [TransformExample] {
    elementExamples + [
      .rewrites(
        "a timer that assigns a list it read again assigns it only when it differs",
        before: store("self.downloads = self.downloader.current"),
        after: store("if self.downloads != self.downloader.current { self.downloads = self.downloader.current }"),
        verdict: .review),
      .rewrites(
        "a value computed by a call is computed once, into a local, before the comparison",
        before: store("self.downloads = self.downloader.snapshot()"),
        after: store("let newDownloads = self.downloader.snapshot()\n      if self.downloads != newDownloads { self.downloads = newDownloads }"),
        verdict: .review),
      .rewrites(
        "an implicit member is compared where it stands: a local of its own would have no type",
        before: store("self.state = .idle", property: "@Published var state: DownloadState = .idle\n  @Published var downloads: [Download] = []")
          .replacingOccurrences(of: "final class Downloader {", with: "enum DownloadState: Equatable { case idle, busy }\n\nfinal class Downloader {"),
        after: store("if self.state != .idle { self.state = .idle }", property: "@Published var state: DownloadState = .idle\n  @Published var downloads: [Download] = []")
          .replacingOccurrences(of: "final class Downloader {", with: "enum DownloadState: Equatable { case idle, busy }\n\nfinal class Downloader {"),
        verdict: .review),
      .rewrites(
        "an empty literal is compared where it stands: in a local of its own it would have no type",
        before: store("self.downloads = []"),
        after: store("if self.downloads != [] { self.downloads = [] }"),
        verdict: .review),
      .ignores(
        "an @Observable property is left alone: Swift 6.2 and later compare an equal value in its setter",
        source: store("self.downloads = self.downloader.current", property: "var downloads: [Download] = []")
          .replacingOccurrences(of: "final class DownloadStore: ObservableObject {", with: "@Observable\nfinal class DownloadStore {")
          .replacingOccurrences(of: "@ObservedObject var store: DownloadStore", with: "let store: DownloadStore")),
      .skips(
        "an enum whose == is written by hand stays: it may leave associated values out",
        source: store("self.state = self.downloader.state", property: "@Published var state: Sheet = .none\n  @Published var downloads: [Download] = []")
          .replacingOccurrences(of: "final class Downloader {\n  var current: [Download] = []", with: """
            enum Sheet: Equatable {
              case none, editor(text: String)
              var id: String { if case .editor = self { "editor" } else { "none" } }
              static func == (lhs: Sheet, rhs: Sheet) -> Bool { lhs.id == rhs.id }
            }

            final class Downloader {
              var current: [Download] = []
              var state: Sheet = .none
            """)
          .replacingOccurrences(of: "Text(download.name)", with: "Text(download.name + store.state.id)"),
        rule: SkipEqualWritesSkip.needsWholeValueEquality, saying: "is written by hand for an enum, and Narrow cannot tell which associated values it compares"),
      .ignores(
        "a compound assignment changes the value: there is nothing to compare",
        source: store("self.downloads += self.downloader.current")),
      .ignores(
        "an assignment already guarded is left as it is",
        source: store("if self.downloads != self.downloader.current { self.downloads = self.downloader.current }")),
      .skips(
        "a property with a didSet stays: the didSet runs on every assignment",
        source: store("self.downloads = self.downloader.current",
          property: "@Published var downloads: [Download] = [] {\n    didSet { print(downloads.count) }\n  }"),
        rule: SkipEqualWritesSkip.hasObservers, saying: "has a didSet or willSet, which runs on every assignment"),
      .skips(
        "a type whose == leaves a field out stays: a guard would drop a rename",
        source: store("self.downloads = self.downloader.current", item: itemType.replacingOccurrences(
          of: "  var name: String\n}", with: "  var name: String\n  static func == (lhs: Download, rhs: Download) -> Bool { lhs.id == rhs.id }\n}")),
        rule: SkipEqualWritesSkip.equalityLeavesOutFields, saying: "leaves out name: a guard would drop a write that changes only those"),
      .skips(
        "a type not declared Equatable stays",
        source: store("self.downloads = self.downloader.current", item: itemType.replacingOccurrences(of: ": Identifiable, Equatable", with: ": Identifiable")),
        rule: SkipEqualWritesSkip.needsWholeValueEquality, saying: "Download is not declared Equatable: a guard needs an == that compares the whole value"),
      .skips(
        "a property whose type is not written stays",
        source: store("self.downloads = self.downloader.current", property: "@Published var downloads = initialDownloads()"),
        rule: SkipEqualWritesSkip.typeNotWritten),
      .skips(
        "a property no view observes spares nothing",
        source: store("self.downloads = self.downloader.current").replacingOccurrences(
          of: "@ObservedObject var store: DownloadStore", with: "let store: DownloadStore"),
        rule: SkipEqualWritesSkip.soAGuardSparesNothing),
    ]
  }

}
