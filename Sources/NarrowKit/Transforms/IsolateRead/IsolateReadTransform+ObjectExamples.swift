/// A view that observes an `ObservableObject` whose one busy property it shows in one small part.
extension IsolateReadTransform {
  /// A player whose timer ticks `currentTime`, and a screen given the player that shows it with
  /// twenty rows; `members` go into the screen.
  static func objectScreen(_ time: String, handle: String = "@ObservedObject var player: Player", members: String = "", after: String = "") -> String {
    """
    import Foundation
    import SwiftUI

    final class Player: ObservableObject {
      @Published var currentTime = 0.0
      @Published var title = ""

      func start() {
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in self.currentTime += 0.5 }
      }
    }

    struct PlayerScreen: View {
      \(handle)
      @State private var queue = (1...20).map { "Track \\($0)" }
    \(members)
      var body: some View {
        VStack {
          \(time)
          List {
            ForEach(queue, id: \\.self) { title in
              Text(title)
            }
          }
          Button("Start") { player.start() }
        }
      }
    }
    \(after)
    struct Root: View {
      @StateObject private var player = Player()
      var body: some View { PlayerScreen(player: player) }
    }
    """
  }

  static let objectExamples: [TransformExample] = [
    .rewrites(
      "a screen that observes a player only to show its ticking time: a child observes the player, and the screen holds it without observing",
      before: objectScreen("Text(\"\\(Int(player.currentTime)) s\")"),
      after: objectScreen("PlayerScreenCurrentTime(player: player)", handle: "var player: Player", after: """

        /// Reads Player.currentTime in a body of its own, so that its changes run this view instead of PlayerScreen.
        private struct PlayerScreenCurrentTime: View {
          @ObservedObject var player: Player

          var body: some View {
            Text("\\(Int(player.currentTime)) s")
          }
        }

        """),
      verdict: .review),
    .skips(
      "a screen that also shows another property of the player elsewhere keeps observing it",
      source: objectScreen("Text(\"\\(Int(player.currentTime)) s\")\n      Text(player.title)"),
      rule: IsolateReadSkip.noOnePartOfTheBodyHoldsEveryRead, saying: "no one part of the body holds every read of Player.currentTime"),
    .skips(
      "a screen that sets up the player's wrapper itself would lose it",
      source: objectScreen("Text(\"\\(Int(player.currentTime)) s\")",
        members: "\n  init(player: Player) {\n    _player = ObservedObject(wrappedValue: player)\n  }\n"),
      rule: IsolateReadSkip.usesTheWrapperOf, saying: "PlayerScreen uses the wrapper of player"),
  ]
}
