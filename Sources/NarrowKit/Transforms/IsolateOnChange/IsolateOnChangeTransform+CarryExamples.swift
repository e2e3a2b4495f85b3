/// How the modifier declares what it carries from the view: a type nested in the view by the
/// view's name, a weak reference as weak.
extension IsolateOnChangeTransform {
  static let carryExamples: [TransformExample] = [
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
