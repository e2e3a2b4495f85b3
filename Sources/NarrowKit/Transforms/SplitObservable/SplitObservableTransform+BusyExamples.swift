/// Forwarding the part's announcements, and a portion that something continuous writes.
extension SplitObservableTransform {
  /// A player of eight published properties whose timer ticks the time; `views` observe it.
  static func player(views: String) -> String {
    """
    import Foundation
    import SwiftUI

    final class Player: ObservableObject {
      @Published var currentTime = 0.0
      @Published var title = ""
      @Published var artist = ""
      @Published var queue: [String] = []
      @Published var volume = 0.5
      @Published var isShuffled = false
      @Published var repeatsAll = false
      @Published var isPlaying = false

      func start() {
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in self.currentTime += 0.5 }
      }
    }

    struct PlayerRoot: View {
      @StateObject private var player = Player()
      var body: some View {
        PlayerScreen()
          .environmentObject(player)
      }
    }

    struct PlayerScreen: View {
      @EnvironmentObject var player: Player
      var body: some View {
        VStack {
          Text(player.title)
          Text(player.artist)
          Text(player.isShuffled ? "Shuffled" : "In order")
          Text("\\(player.volume)")
          TimeLabel()
          ForEach(player.queue, id: \\.self) { Text($0) }
        }
      }
    }

    \(views)
    """
  }

  static let timeLabel = """
    struct TimeLabel: View {
      @EnvironmentObject var player: Player
      var body: some View { Text("\\(player.currentTime)") }
    }

    """

  static let busyExamples: [TransformExample] = [
    .rewrites(
      "the time a timer ticks, shown by one label, leaves the player: the screen stops running on every tick",
      before: player(views: timeLabel),
      after: player(views: timeLabel)
        .replacingOccurrences(of: "  @Published var currentTime = 0.0\n", with: "  let playerCurrentTime = PlayerCurrentTime()\n")
        .replacingOccurrences(of: "{ _ in self.currentTime += 0.5 }", with: "{ _ in self.playerCurrentTime.currentTime += 0.5 }")
        .replacingOccurrences(of: "\n\nstruct PlayerRoot", with: "\n\nfinal class PlayerCurrentTime: ObservableObject {\n  @Published var currentTime = 0.0\n}\n\nstruct PlayerRoot")
        .replacingOccurrences(of: "      .environmentObject(player)\n", with: "      .environmentObject(player)\n      .environmentObject(player.playerCurrentTime)\n")
        .replacingOccurrences(of: """
          struct TimeLabel: View {
            @EnvironmentObject var player: Player
            var body: some View { Text("\\(player.currentTime)") }
          }
          """, with: """
          struct TimeLabel: View {
            @EnvironmentObject var playerCurrentTime: PlayerCurrentTime
            var body: some View { Text("\\(playerCurrentTime.currentTime)") }
          }
          """),
      verdict: .review),
    .skips(
      "the time stays announced by the player when another view reads it there, so the split spares no one",
      source: player(views: timeLabel + """
        struct MiniPlayer: View {
          @EnvironmentObject var player: Player
          var body: some View { Text("\\(player.title) \\(player.currentTime)") }
        }
        """),
      reason: "read just Player{currentTime,title}, fewer than 3"),
  ]
}
