import Foundation
import SwiftUI

struct Track: Identifiable, Equatable {
  let id: Int
  var title: String
  var seconds: Int
  var plays: Int
}

struct Album: Identifiable, Equatable {
  let id: Int
  var title: String
  var artist: String
  var tracks: [Track]
}

struct Library: Equatable {
  var name: String
  var owner: String
  var albums: [Album]
  var syncedAt: Int
}

@MainActor
@Observable
final class MusicStore {
  var library: Library
  var elapsed = 0

  init(library: Library) {
    self.library = library
  }

  /// Starts the timer that calls `tick()`.
  func start() {
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  func tick() {
    elapsed += 1
  }

  func recordPlay(ofTrack track: Int, onAlbum album: Int) {
    library.albums[album].tracks[track].plays += 1
  }
}
