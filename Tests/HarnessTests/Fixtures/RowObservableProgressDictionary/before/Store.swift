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
  var progress: [Download.ID: Double] = [:]

  func report(_ value: Double, for id: Download.ID) {
    progress[id] = value
  }

  /// Reports each progress value the download's stream delivers.
  func follow(_ id: Download.ID, progress updates: AsyncStream<Double>) async {
    for await value in updates {
      report(value, for: id)
    }
  }
}
