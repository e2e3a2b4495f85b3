import SwiftUI

struct Track {
  enum Phase { case idle, playing }
  var title: String
  var phase: Phase = .idle
}

@Observable
final class Player {
  var track = Track(title: "")

  func tick() {
    track.phase = .playing
  }
}

struct MiniPlayer: View {
  let player: Player
  var body: some View { Text(player.track.title) }
}

struct PhaseLabel: View {
  let player: Player
  var body: some View { Text("\(player.track.phase)") }
}
