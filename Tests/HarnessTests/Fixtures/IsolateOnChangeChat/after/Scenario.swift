@_spi(NarrowHarness) import SwiftUI

/// A prompt, a reply streamed in four tokens, a second prompt and two more tokens; the narrator
/// counts what the list's onChange action handed it. Then a step writes the content it has, and the last
/// appends a message from elsewhere.
@MainActor
func makeScenario() -> Scenario {
  let chat = Chat()
  let narrator = Narrator()
  chat.ask("Name a mode")
  return Scenario(
    root: ChatList(chat: chat, narrator: narrator),
    counters: [
      "versions followed": { narrator.followed.count },
      "last followed length": { narrator.followed.last?.count ?? 0 },
    ]
  ) {
    ["The ", "Dorian ", "mode", "."].map { token in
      Scenario.Step("token \(token)") { chat.receive(token) }
    }
    Scenario.Step("second prompt") { chat.ask("And another") }
    ["Lydian", "."].map { token in
      Scenario.Step("token \(token)") { chat.receive(token) }
    }
    Scenario.Step("same content") { chat.messages[3].content = chat.messages[3].content }
    Scenario.Step("message from elsewhere") { chat.messages.append(Message(id: 99, role: "user", content: "Hi")) }
  }
}
