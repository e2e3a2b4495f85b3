import Foundation
import SwiftUI

struct Download: Identifiable, Equatable {
  let id: Int
  var name: String
  var isDone: Bool
}

/// What the system reports: the downloads, read again on every progress callback.
@MainActor
final class TransferQueue {
  var current: [Download] = (1...20).map { Download(id: $0, name: "file \($0)", isDone: false) }
}

/// Reads the queue again once a second while downloads run: most reads find the same list.
@MainActor
final class DownloadStore: ObservableObject {
  @Published var downloads: [Download] = []
  let queue = TransferQueue()

  /// Starts the timer that calls `poll()`.
  func start() {
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.poll() }
    }
  }

  func poll() {
    downloads = queue.current
  }

  func finish(_ id: Int) {
    guard let index = queue.current.firstIndex(where: { $0.id == id }) else { return }
    queue.current[index].isDone = true
  }
}
