/// How the modifier declares what it carries from the view: a type nested in the view by the
/// view's name, a weak reference as weak.
extension IsolateOnChangeTransform {
  /// A list below iOS 17 that shows its own files and holds a store as `handle` says.
  static func storeList(handle: String, onChange: String) -> String {
    """
    final class Store: ObservableObject {
      @Published var selection: String?
    }

    final class History {
      func record(_ title: String?) {}
    }

    struct StoreList: View {
      \(handle)
      let history: History
      @State private var files = ["a", "b"]

      var body: some View {
        List {
          ForEach(files, id: \\.self) { Text($0) }
        }
        \(onChange)
      }
    }
    """
  }

  static let carryExamples: [TransformExample] = [
    .rewrites(
      "an ObservableObject the view observes only for the onChange is observed by the modifier, and the view holds it plainly",
      before: storeList(handle: "@ObservedObject var store: Store", onChange: ".onChange(of: store.selection) { new in history.record(new) }"),
      after: storeList(handle: "var store: Store", onChange: ".modifier(SelectionChangeModifier(store: store, history: history))") + """


        private struct SelectionChangeModifier: ViewModifier {
          @ObservedObject var store: Store
          let history: History

          func body(content: Content) -> some View {
            content.onChange(of: store.selection) { new in history.record(new) }
          }
        }
        """),
    .skips(
      "an ObservableObject the view makes is left alone: the view keeps observing what it owns",
      source: storeList(handle: "@StateObject private var store = Store()", onChange: ".onChange(of: store.selection) { new in history.record(new) }"),
      rule: IsolateOnChangeSkip.heldObservableObject, saying: "StoreList.store is an ObservableObject held with @StateObject, which it makes and owns"),
    .rewrites(
      "a weak reference the action uses stays weak in the modifier, which would otherwise keep its object alive",
      before: titleList(onChange: ".onChange(of: library.selection) { _, newSelection in\n      history?.record(newSelection)\n    }")
        .replacingOccurrences(of: "  let history: History\n", with: "  weak var history: History?\n"),
      after: titleList(onChange: ".modifier(SelectionChangeModifier(library: library, history: history))", after: """
        }

        private struct SelectionChangeModifier: ViewModifier {
          let library: Library
          weak var history: History?

          func body(content: Content) -> some View {
            content.onChange(of: library.selection) { _, newSelection in
              history?.record(newSelection)
            }
          }

        """).replacingOccurrences(of: "  let history: History\n", with: "  weak var history: History?\n")),
    .rewrites(
      "a member whose type is nested in the view is declared in the modifier with the view's name",
      before: models + """
        struct TitleList: View {
          final class Recorder {
            func record(_ title: String?) {}
          }
          let library: Library
          let recorder: Recorder

          var body: some View {
            List {
              ForEach(library.titles, id: \\.self) { title in
                Text(title)
              }
            }
            .onChange(of: library.selection) { _, newSelection in
              recorder.record(newSelection)
            }
          }
        }
        """,
      after: models + """
        struct TitleList: View {
          final class Recorder {
            func record(_ title: String?) {}
          }
          let library: Library
          let recorder: Recorder

          var body: some View {
            List {
              ForEach(library.titles, id: \\.self) { title in
                Text(title)
              }
            }
            .modifier(SelectionChangeModifier(library: library, recorder: recorder))
          }
        }

        private struct SelectionChangeModifier: ViewModifier {
          let library: Library
          let recorder: TitleList.Recorder

          func body(content: Content) -> some View {
            content.onChange(of: library.selection) { _, newSelection in
              recorder.record(newSelection)
            }
          }
        }
        """),
  ]
}
