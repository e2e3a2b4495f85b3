import SwiftUI

struct Download: Identifiable {
  let id: Int
  var name: String
  /// How much has arrived, from 0 to 1.
  var progress = 0.0
}

/// Twenty downloads; a progress callback reports one of them at a time. An ObservableObject, for
/// an app that runs below iOS 17.
final class DownloadStore: ObservableObject {
  @Published var downloads: [Download] = (1...20).map { Download(id: $0, name: "File \($0)") }

  func report(_ progress: Double, for id: Int) {
    if let index = downloads.firstIndex(where: { $0.id == id }) {
      downloads[index].progress = progress
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
