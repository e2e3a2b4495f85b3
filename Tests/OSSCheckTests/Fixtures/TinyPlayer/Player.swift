import SwiftUI

struct Song: Identifiable {
  let id: Int
  var title: String
  var artist: String
  var playCount: Int
}

/// A timer calls `tick()` every second while a song plays.
@Observable
final class Player {
  var song: Song

  init(song: Song) {
    self.song = song
  }

  func tick() {
    song.playCount += 1
  }
}
