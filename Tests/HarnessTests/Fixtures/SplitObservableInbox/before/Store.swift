import Foundation
import SwiftUI

/// Everything the inbox shows, in one object: the badges show two of its ten properties.
@MainActor
final class Store: ObservableObject {
  @Published var unread = 0
  @Published var isSyncing = false
  @Published var elapsed = 0
  @Published var query = ""
  @Published var messages: [String] = []
  @Published var selection: String?
  @Published var sortAscending = true
  @Published var lastError: String?
  @Published var accountName = "Ann"
  @Published var isOnline = true

  /// Starts the timer that calls `tick()`.
  func start() {
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  func tick() {
    elapsed += 1
  }

  func receive(_ subjects: [String]) {
    messages += subjects
    unread += subjects.count
  }

  func setSyncing(_ syncing: Bool) {
    isSyncing = syncing
  }
}
