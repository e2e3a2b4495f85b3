import Foundation
import SwiftUI

/// A package installer below iOS 17, where Observation is not available: a timer reports the
/// install's progress ten times a second, and every observer of the installer runs each time.
@MainActor
final class Installer: ObservableObject {
  @Published var packages = ["swift-syntax", "swift-format", "swift-collections", "swift-algorithms"]
  @Published var selection: String?
  @Published var isInstalling = false
  @Published var progress = 0.0

  /// Starts the timer that calls `step()`.
  func start() {
    isInstalling = true
    Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.step() }
    }
  }

  func step() {
    progress = min(1, progress + 0.1)
  }

  func select(_ package: String) {
    selection = package
  }
}
