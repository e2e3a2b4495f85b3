extension IsolateOnChangeTransform {
  /// Candidates left alone: the body still needs the value, the action cannot travel, or nothing would be spared.
  static let skipExamples: [TransformExample] = [
    .skips(
      "an onChange with an empty action, there to run the body again when the value changes, is left alone",
      source: titleList(onChange: ".onChange(of: library.selection) { _, _ in }"),
      reason: "the action is empty: the onChange is there so that the body runs again when library.selection changes"),
    .skips(
      "an action using a local of the body is left alone",
      source: models + """
        struct TitleList: View {
          let library: Library
          let history: History

          var body: some View {
            let fallback = "none"
            List {
              ForEach(library.titles, id: \\.self) { Text($0) }
            }
            .onChange(of: library.selection) { _, new in history.record(new ?? fallback) }
          }
        }
        """,
      reason: "a local of body the modifier cannot see"),
    .skips(
      "an ObservableObject the view observes whole is left alone",
      source: """
        final class Store: ObservableObject {
          @Published var items: [String] = []
          @Published var selection: String?
        }
        struct StoreList: View {
          @ObservedObject var store: Store
          let history: History
          var body: some View {
            List {
              ForEach(store.items, id: \\.self) { Text($0) }
            }
            .onChange(of: store.selection) { _, new in history.record(new) }
          }
        }
        final class History {
          func record(_ title: String?) {}
        }
        """,
      reason: "StoreList.store is an ObservableObject held with @ObservedObject"),
    .skips(
      "an action using focus state is left alone",
      source: titleList(
        members: "  @FocusState private var searching: Bool\n",
        onChange: ".onChange(of: library.selection) { searching = false }"),
      reason: "has the property wrapper @FocusState, which Narrow cannot carry over"),
    .skips(
      "a property without a written type cannot be declared in the modifier",
      source: titleList(
        members: "  let fallback = History.shared\n",
        onChange: ".onChange(of: library.selection) { _, new in fallback.record(new) }"),
      reason: "the type of TitleList.fallback is not written"),
    .skips(
      "an action using a computed property of the view is left alone",
      source: titleList(
        onChange: ".onChange(of: library.selection) { _, new in log.record(new) }",
        after: "\n  var log: History { history }\n"),
      reason: "which is computed from the view"),
    .skips(
      "an action using a type nested in the view is left alone",
      source: titleList(
        onChange: ".onChange(of: library.selection) { _, new in history.record(Format.label(new)) }",
        after: "\n  enum Format { static func label(_ title: String?) -> String? { title } }\n"),
      reason: "which is nested in TitleList"),
    .ignores(
      "a plain value from the parent is not observable state",
      source: """
        struct Badge: View {
          let count: Int
          var body: some View {
            List { ForEach(0..<count, id: \\.self) { Text("\\($0)") } }
              .onChange(of: count) { print("changed") }
          }
        }
        """),
    .ignores(
      "an onChange inside a ViewModifier is already isolated",
      source: models + """
        private struct SelectionChangeModifier: ViewModifier {
          let library: Library
          func body(content: Content) -> some View {
            content.onChange(of: library.selection) { print("changed") }
          }
        }
        """),
      .skips(
      "an action that changes state the body shows: the body runs for it anyway",
      source: models + """
        struct Shelf: View {
          let library: Library
          @State private var changes = 0

          var body: some View {
            VStack {
              Text("\\(changes) changes")
              ForEach(library.titles, id: \\.self) { Text($0) }
            }
            .onChange(of: library.selection) {
              changes += 1
            }
          }
        }
        """,
      reason: "the action changes changes, which Shelf shows at Example.swift:17:15"),
    .skips(
      "a value that is what a model method returns, read as it is: Narrow follows a call only into what the value reads of its result",
      source: """
        @Observable
        final class Library {
          var titles: [String] = []
          var selection: String?

          func selectedPosition() -> Int? {
            selection.flatMap { titles.firstIndex(of: $0) }
          }
        }

        final class History {
          func record(_ position: Int?) {}
        }

        struct TitleList: View {
          let library: Library
          let history: History

          var body: some View {
            List {
              ForEach(library.titles, id: \\.self) { Text($0) }
            }
            .onChange(of: library.selectedPosition()) { _, position in history.record(position) }
          }
        }
        """,
      reason: "the value calls library.selectedPosition(…), whose reads Narrow cannot see"),
    .skips(
      "a model method declared more than once: which one the value calls depends on types Narrow does not check",
      source: chatList("  let chat: Chat\n  let focused: Int", rows: "chat.messages",
        onChange: ".onChange(of: chat.message(focused)?.content) { _, text in narrator.follow(text) }")
        .replacingOccurrences(of: "  func message(_ id: Int) -> Message? {", with: """
            func message(_ title: String) -> Message? {
              messages.first { $0.content == title }
            }

            func message(_ id: Int) -> Message? {
          """),
      reason: "Chat.message is declared 2 times, so Narrow cannot tell which one the value calls"),
    .skips(
      "an environment object of a type private to the view cannot be declared again in the modifier",
      source: titleList(
        members: "  @Environment(Recents.self) private var recents\n",
        onChange: ".onChange(of: library.selection) { _, new in recents.add(new) }",
        after: """

            @Observable
            private final class Recents {
              func add(_ title: String?) {}
            }

          """),
      reason: "TitleList.recents cannot be declared in the modifier: TitleList.Recents is private"),
    .skips(
      "a member typed by a generic parameter of the view cannot be typed in the modifier, which is not generic",
      source: models + """
        protocol TitleRecorder {
          func record(_ title: String?)
        }

        struct TitleList<Recorder: TitleRecorder>: View {
          let library: Library
          let recorder: Recorder

          var body: some View {
            List {
              ForEach(library.titles, id: \\.self) { Text($0) }
            }
            .onChange(of: library.selection) { _, new in recorder.record(new) }
          }
        }
        """,
      reason: "the type of TitleList.recorder cannot be written in the modifier: Recorder is a generic parameter of TitleList"),
    .skips(
      "both names the modifier could take are already declared",
      source: titleList(onChange: ".onChange(of: library.selection) { _, new in history.record(new) }") + """


        struct SelectionChangeModifier: ViewModifier {
          func body(content: Content) -> some View { content }
        }

        struct TitleListSelectionChangeModifier: ViewModifier {
          func body(content: Content) -> some View { content }
        }
        """,
      reason: "the names SelectionChangeModifier and TitleListSelectionChangeModifier are taken"),
  ]

  static let skipRules: [String] = [
    "the action is empty: the onChange is there so that the body runs again",
    "the body also reads", "the helper", "cost must be established", "is computed", "not a closure",
    "self on its own", "async work", "a method of", "a local of", "cannot carry over", "is not written",
    "computed from the view", "nested in", "whose reads Narrow cannot see", "cannot tell which one the value calls",
    "change what it reads while it runs", "the value has another use", "calls", "cannot be declared in the modifier",
    "is an ObservableObject held with", "cannot be written in the modifier", "are taken", "is found to change",
  ]
}
