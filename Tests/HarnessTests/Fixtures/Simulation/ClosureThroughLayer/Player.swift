import SwiftUI

@Observable
final class Player {
  var elapsed = 0
  var title = "Intro"
  var shares = 0

  func tick() { elapsed += 1 }
  func retitle() { title += "!" }
  func share() { shares += 1 }
}

struct PlayerScreen: View {
  let player: Player
  var body: some View {
    VStack {
      Text("\(player.elapsed) s")
      Toolbar(title: player.title, onShare: { player.share() })
      Caption(text: player.title)
    }
  }
}

/// Shows the title and passes the closure it was given on: it runs whenever the screen does,
/// and so does the button that holds the closure.
struct Toolbar: View {
  let title: String
  let onShare: () -> Void
  var body: some View {
    HStack {
      Text(title)
      ShareButton(action: onShare)
    }
  }
}

struct ShareButton: View {
  let action: () -> Void
  var body: some View { Button("Share", action: action) }
}

/// The same title without a closure: it runs only when the title changes.
struct Caption: View {
  let text: String
  var body: some View { Text(text) }
}
