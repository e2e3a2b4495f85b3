import Foundation
import SwiftUI

/// The inbox's model, observed property by property: the badges show two of its ten properties.
@MainActor
@Observable
final class Store {
  let inboxBadge = InboxBadge()
  var elapsed = 0
  var query = ""
  var messages: [String] = []
  var selection: String?
  var sortAscending = true
  var lastError: String?
  var accountName = "Ann"
  var isOnline = true

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
    inboxBadge.unread += subjects.count
  }

  func setSyncing(_ syncing: Bool) {
    inboxBadge.isSyncing = syncing
  }
}

@Observable
final class InboxBadge {
  var unread = 0
  var isSyncing = false
}
