import SwiftUI

struct Download: Identifiable, Hashable {
  let id: Int
  var fileName: String
  /// 0 to 100.
  var percent: Int
  var isPaused = false
}

/// A finished download; these never change once listed.
struct CompletedDownload: Identifiable, Hashable {
  let id: Int
  var fileName: String
  var size: String
}

@Observable
final class DownloadManager {
  /// Each element's progress changes on its own schedule, and every change replaces an element
  /// of this one array.
  var downloads: [Download]
  var completed: [CompletedDownload]

  init(downloads: [Download], completed: [CompletedDownload]) {
    self.downloads = downloads
    self.completed = completed
  }

  /// Called by the network layer as bytes arrive for one download.
  func receive(percent: Int, for id: Download.ID) {
    guard let index = downloads.firstIndex(where: { $0.id == id }) else { return }
    downloads[index].percent = min(100, downloads[index].percent + percent)
  }

  /// Follows one download's progress as its stream delivers the bytes that arrived, in percent.
  func follow(_ id: Download.ID, arrivals: AsyncStream<Int>) async {
    for await percent in arrivals {
      receive(percent: percent, for: id)
    }
  }

  func pause(_ id: Download.ID) {
    guard let index = downloads.firstIndex(where: { $0.id == id }) else { return }
    downloads[index].isPaused = true
  }
}
