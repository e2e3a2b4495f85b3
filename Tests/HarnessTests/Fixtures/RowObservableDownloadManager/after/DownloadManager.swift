import Foundation
import SwiftUI

struct Download: Identifiable {
  let id: Int
  var name: String
  // Where a DownloadState starts; the live value is DownloadManager.state(for:).progress.
  /// How much has arrived, from 0 to 1.
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

/// Twelve downloads behind one published array: every progress report of any of them
/// announces the whole manager.
@MainActor
final class DownloadManager: ObservableObject {
  @Published var downloads: [Download] = (1...12).map { Download(id: $0, name: "Episode \($0)") } {
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

  @Published var isPaused = false

  func report(_ progress: Double, for id: Int) {
    guard let index = downloads.firstIndex(where: { $0.id == id }) else { return }
    state(for: downloads[index]).progress = progress
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
