import Foundation
import SwiftUI

/// A timer calls `tick()` twice a second while a song plays.
@MainActor
@Observable
final class Player {
  var title: String
  var currentTime = 0
  var queue: [String]

  init(title: String, queue: [String]) {
    self.title = title
    self.queue = queue
  }

  func start() {
    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  func tick() { currentTime += 1 }
  func enqueue(_ song: String) { queue.append(song) }
}
