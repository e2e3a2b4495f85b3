import SwiftUI

@Observable
final class Message: Identifiable {
  let id: Int
  let role: String
  var content: String

  init(id: Int, role: String, content: String) {
    self.id = id
    self.role = role
    self.content = content
  }
}

/// A conversation whose replies arrive token by token, each one appended to the last message.
@MainActor
@Observable
final class Chat {
  var messages: [Message] = []

  /// Adds the prompt and an empty reply, which the tokens then fill.
  func ask(_ prompt: String) {
    messages.append(Message(id: messages.count, role: "user", content: prompt))
    messages.append(Message(id: messages.count, role: "assistant", content: ""))
  }

  /// Appends each token the model's stream delivers to the reply.
  func stream(_ tokens: AsyncStream<String>) async {
    for await token in tokens {
      receive(token)
    }
  }

  func receive(_ token: String) {
    guard let reply = messages.last else { return }
    reply.content += token
  }
}

/// Reads the reply aloud as it grows.
final class Narrator {
  private(set) var followed: [String] = []

  func follow(_ text: String?) {
    followed.append(text ?? "")
  }
}
