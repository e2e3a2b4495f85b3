/// Values reached through an element of a collection: a streamed chat's last message.
extension IsolateOnChangeTransform {
  static let chatModels = """
    @Observable
    final class Message: Identifiable {
      let id: Int
      var content = ""
      var preview: String { String(content.prefix(40)) }
      init(id: Int) { self.id = id }
    }

    @Observable
    final class Chat {
      var messages: [Message] = []

      func receive(_ token: String, into message: Message) {
        message.content += token
      }

      func message(_ id: Int) -> Message? {
        messages.first { $0.id == id }
      }
    }

    /// Makes a draft the first time one is asked for, and keeps it where Observation does not look.
    @Observable
    final class Drafts {
      @ObservationIgnored private var made: [Int: Message] = [:]

      func draft(for id: Int) -> Message {
        if let draft = made[id] { return draft }
        let draft = Message(id: id)
        made[id] = draft
        return draft
      }
    }

    final class Narrator {
      func follow(_ text: String?) {}
    }

    struct MessageRow: View {
      let message: Message
      var body: some View { Text(message.content) }
    }

    """

  static func chatList(_ members: String, rows: String, onChange: String, shows: String = "") -> String {
    chatModels + """
      struct ChatList: View {
      \(members)
        let narrator: Narrator

        var body: some View {
          List {
            ForEach(\(rows)) { message in
              MessageRow(message: message)
            }\(shows)
          }
          \(onChange)
        }
      }
      """
  }

  static let elementExamples: [TransformExample] = [
    .rewrites(
      "a list that shows the messages and follows the last one's content is spared each streamed token",
      before: chatList("  let chat: Chat", rows: "chat.messages",
        onChange: ".onChange(of: chat.messages.last?.content) { _, text in narrator.follow(text) }"),
      after: chatList("  let chat: Chat", rows: "chat.messages",
        onChange: ".modifier(ContentChangeModifier(chat: chat, narrator: narrator))") + """


        private struct ContentChangeModifier: ViewModifier {
          let chat: Chat
          let narrator: Narrator

          func body(content: Content) -> some View {
            content.onChange(of: chat.messages.last?.content) { _, text in narrator.follow(text) }
          }
        }
        """),
    .rewrites(
      "messages handed down as a plain array hold observable elements the value reads",
      before: chatList("  let messages: [Message]", rows: "messages",
        onChange: ".onChange(of: messages.first?.content) { _, text in narrator.follow(text) }"),
      after: chatList("  let messages: [Message]", rows: "messages",
        onChange: ".modifier(ContentChangeModifier(messages: messages, narrator: narrator))") + """


        private struct ContentChangeModifier: ViewModifier {
          let messages: [Message]
          let narrator: Narrator

          func body(content: Content) -> some View {
            content.onChange(of: messages.first?.content) { _, text in narrator.follow(text) }
          }
        }
        """),
    .skips(
      "a list that also shows the last message's content keeps its onChange",
      source: chatList("  let chat: Chat", rows: "chat.messages",
        onChange: ".onChange(of: chat.messages.last?.content) { _, text in narrator.follow(text) }",
        shows: "\n      Text(chat.messages.last?.content ?? \"\")"),
      rule: IsolateOnChangeSkip.valueHasAnotherUse, saying: "the body also reads Message.content"),
    .rewrites(
      "a value read from what a model method returns",
      before: chatList("  let chat: Chat\n  let focused: Int", rows: "chat.messages",
        onChange: ".onChange(of: chat.message(focused)?.content) { _, text in narrator.follow(text) }"),
      after: chatList("  let chat: Chat\n  let focused: Int", rows: "chat.messages",
        onChange: ".modifier(ContentChangeModifier(chat: chat, focused: focused, narrator: narrator))") + """


        private struct ContentChangeModifier: ViewModifier {
          let chat: Chat
          let focused: Int
          let narrator: Narrator

          func body(content: Content) -> some View {
            content.onChange(of: chat.message(focused)?.content) { _, text in narrator.follow(text) }
          }
        }
        """),
    .rewrites(
      "a value read from what a model method makes on demand",
      before: chatList("  let chat: Chat\n  let drafts: Drafts\n  let focused: Int", rows: "chat.messages",
        onChange: ".onChange(of: drafts.draft(for: focused).content) { _, text in narrator.follow(text) }"),
      after: chatList("  let chat: Chat\n  let drafts: Drafts\n  let focused: Int", rows: "chat.messages",
        onChange: ".modifier(ContentChangeModifier(drafts: drafts, focused: focused, narrator: narrator))") + """


        private struct ContentChangeModifier: ViewModifier {
          let drafts: Drafts
          let focused: Int
          let narrator: Narrator

          func body(content: Content) -> some View {
            content.onChange(of: drafts.draft(for: focused).content) { _, text in narrator.follow(text) }
          }
        }
        """),
    .skips(
      "a model method that writes what Observation tracks as it runs",
      source: chatList("  let chat: Chat\n  let drafts: Drafts\n  let focused: Int", rows: "chat.messages",
        onChange: ".onChange(of: drafts.draft(for: focused).content) { _, text in narrator.follow(text) }")
        .replacingOccurrences(of: "@ObservationIgnored private var made", with: "private var made"),
      rule: IsolateOnChangeSkip.changeWhatItReadsWhileItRuns, saying: "Drafts.draft writes made as it runs, so the body would change what it reads while it runs"),
    .skips(
      "a model method whose result is read elsewhere in the body",
      source: chatList("  let chat: Chat\n  let focused: Int", rows: "chat.messages",
        onChange: ".onChange(of: chat.message(focused)?.content) { _, text in narrator.follow(text) }",
        shows: "\n      Text(chat.message(focused)?.content ?? \"\")"),
      rule: IsolateOnChangeSkip.valueHasAnotherUse, saying: "the body also reads Message.content"),
    .skips(
      "a computed property of an element may share its reads with the body",
      source: chatList("  let chat: Chat", rows: "chat.messages",
        onChange: ".onChange(of: chat.messages.last?.preview) { _, text in narrator.follow(text) }"),
      rule: IsolateOnChangeSkip.isComputed, saying: "reads Message.preview, which is computed"),
  ]
}
