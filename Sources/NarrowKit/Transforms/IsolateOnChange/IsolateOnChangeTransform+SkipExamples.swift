extension IsolateOnChangeTransform {
  /// Candidates left alone: the body still needs the value, the action cannot travel, or nothing would be spared.
  static let skipExamples: [TransformExample] = [
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
  ]
}
