import SwiftUI

struct Download: Identifiable {
  let id: Int
  var name: String
  // Where a DownloadState starts; the live value is DownloadStore.state(for:).progress.
  /// How much has arrived, from 0 to 1.
  var progress = 0.0
}

/// What changes on its own in each Download: every row observes only its own.
final class DownloadState: ObservableObject {
  @Published var progress: Double

  init(_ download: Download) {
    progress = download.progress
  }
}

/// Twenty downloads; a progress callback reports one of them at a time. An ObservableObject, for
/// an app that runs below iOS 17.
final class DownloadStore: ObservableObject {
  @Published var downloads: [Download] = (1...20).map { Download(id: $0, name: "File \($0)") } {
    didSet {
      let kept = Set(downloads.map(\.id))
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

  func report(_ progress: Double, for id: Int) {
    if let index = downloads.firstIndex(where: { $0.id == id }) {
      state(for: downloads[index]).progress = progress
    }
  }

  /// Reports each progress value the download's stream delivers.
  func follow(_ id: Int, progress updates: AsyncStream<Double>) async {
    for await progress in updates {
      report(progress, for: id)
    }
  }

  func remove(_ id: Int) {
    downloads.removeAll { $0.id == id }
  }
}
