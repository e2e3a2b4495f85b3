/// Forwarding the part's announcements, and a portion that something continuous writes.
extension SplitObservableTransform {
  /// A player of eight published properties whose timer ticks the time; `views` observe it, and
  /// the screen builds a `MiniPlayer` when `showsMiniPlayer`.
  static func player(views: String, showsMiniPlayer: Bool = false) -> String {
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
    \(showsMiniPlayer ? "      MiniPlayer(player: player)\n" : "")      ForEach(player.queue, id: \\.self) { Text($0) }
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

  /// A mini player the screen builds, showing the title and the time.
  static let miniPlayer = """
    struct MiniPlayer: View {
      @ObservedObject var player: Player
      var body: some View { Text("\\(player.title) \\(player.currentTime)") }
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
    .rewrites(
      "a mini player that shows the time and the title keeps the player and observes the time beside it, given by its caller",
      before: player(views: timeLabel + miniPlayer, showsMiniPlayer: true),
      after: player(views: timeLabel + miniPlayer, showsMiniPlayer: true)
        .replacingOccurrences(of: "  @Published var currentTime = 0.0\n", with: "  let playerCurrentTime = PlayerCurrentTime()\n")
        .replacingOccurrences(of: "{ _ in self.currentTime += 0.5 }", with: "{ _ in self.playerCurrentTime.currentTime += 0.5 }")
        .replacingOccurrences(of: "\n\nstruct PlayerRoot", with: "\n\nfinal class PlayerCurrentTime: ObservableObject {\n  @Published var currentTime = 0.0\n}\n\nstruct PlayerRoot")
        .replacingOccurrences(of: "      .environmentObject(player)\n", with: "      .environmentObject(player)\n      .environmentObject(player.playerCurrentTime)\n")
        .replacingOccurrences(of: "  @EnvironmentObject var player: Player\n  var body: some View { Text(\"\\(player.currentTime)\") }",
          with: "  @EnvironmentObject var playerCurrentTime: PlayerCurrentTime\n  var body: some View { Text(\"\\(playerCurrentTime.currentTime)\") }")
        .replacingOccurrences(of: "MiniPlayer(player: player)\n", with: "MiniPlayer(player: player, playerCurrentTime: player.playerCurrentTime)\n")
        .replacingOccurrences(of: "  @ObservedObject var player: Player\n  var body: some View { Text(\"\\(player.title) \\(player.currentTime)\") }",
          with: "  @ObservedObject var player: Player\n  @ObservedObject var playerCurrentTime: PlayerCurrentTime\n  var body: some View { Text(\"\\(player.title) \\(playerCurrentTime.currentTime)\") }"),
      verdict: .review),
    .skips(
      "a view that makes the player itself and shows the time cannot observe the time's object beside it",
      source: player(views: timeLabel).replacingOccurrences(of: "    PlayerScreen()\n", with: "    VStack {\n      Text(\"\\(player.currentTime)\")\n      PlayerScreen()\n    }\n"),
      rule: SplitObservableSkip.itCannotObserve, saying: "and holds it as @StateObject it makes itself: it cannot observe"),
    .skips(
      "a view with its own initialiser that shows the time is not given the time's object by Narrow",
      source: player(views: timeLabel + miniPlayer.replacingOccurrences(of: "  var body", with: "  init(player: Player) { self.player = player }\n  var body"), showsMiniPlayer: true),
      rule: SplitObservableSkip.hasAnInitialiserOfItsOwn, saying: "has an initialiser of its own, which Narrow does not give"),
    .skips(
      "code that listens to the player's own announcements would stop hearing the time",
      source: player(views: timeLabel) + "final class Scrobbler {\n  init(player: Player) { _ = player.objectWillChange.sink { _ in } }\n}\n",
      rule: SplitObservableSkip.ownAnnouncements, saying: "uses Player's own announcements"),
  ]
}
