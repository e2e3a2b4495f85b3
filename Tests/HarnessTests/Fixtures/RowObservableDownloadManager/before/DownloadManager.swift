import Foundation
import SwiftUI

struct Download: Identifiable {
  let id: Int
  var name: String
  /// How much has arrived, from 0 to 1.
  var progress = 0.0
}

/// Twelve downloads behind one published array: every progress report of any of them
/// announces the whole manager.
@MainActor
final class DownloadManager: ObservableObject {
  @Published var downloads: [Download] = (1...12).map { Download(id: $0, name: "Episode \($0)") }
  @Published var isPaused = false

  func report(_ progress: Double, for id: Int) {
    guard let index = downloads.firstIndex(where: { $0.id == id }) else { return }
    downloads[index].progress = progress
  }

  /// Reports each progress value the download's stream delivers.
  func follow(_ id: Int, progress updates: AsyncStream<Double>) async {
    for await progress in updates {
      report(progress, for: id)
    }
  }

  func togglePause() {
    isPaused.toggle()
  }
}
