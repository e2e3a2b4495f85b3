import SwiftUI

struct Download: Identifiable {
  let id: Int
  var name: String
}

/// Twenty downloads, and how far each has got, by id: a progress callback reports one at a time.
@MainActor
@Observable
final class DownloadStore {
  var downloads: [Download] = (1...20).map { Download(id: $0, name: "File \($0)") }
  @ObservationIgnored private var progressEntries: [Download.ID: DownloadStoreProgressEntry] = [:]

  /// The entry of progress for `key`, made the first time it is asked for: a view
  /// reading one entry runs only when that entry changes.
  func progress(_ key: Download.ID) -> DownloadStoreProgressEntry {
    if let entry = progressEntries[key] { return entry }
    let made = DownloadStoreProgressEntry()
    progressEntries[key] = made
    return made
  }

  func report(_ value: Double, for id: Download.ID) {
    progress(id).value = value
  }

  /// Reports each progress value the download's stream delivers.
  func follow(_ id: Download.ID, progress updates: AsyncStream<Double>) async {
    for await value in updates {
      report(value, for: id)
    }
  }
}

/// One entry of DownloadStore.progress: each view observes the entries it reads.
@Observable
final class DownloadStoreProgressEntry {
  var value: Double?
}
