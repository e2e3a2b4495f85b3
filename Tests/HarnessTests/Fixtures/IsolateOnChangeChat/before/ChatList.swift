import SwiftUI

/// The conversation. It shows every message through its row, and reads the last message's
/// content only to hand each new version to the narrator.
struct ChatList: View {
  let chat: Chat
  let narrator: Narrator

  var body: some View {
    List {
      ForEach(chat.messages) { message in
        MessageRow(message: message)
      }
    }
    .onChange(of: chat.messages.last?.content) { _, text in
      narrator.follow(text)
    }
  }
}

struct MessageRow: View {
  let message: Message

  var body: some View {
    VStack(alignment: .leading) {
      Text(message.role)
        .foregroundStyle(.secondary)
      Text(message.content)
    }
  }
}
