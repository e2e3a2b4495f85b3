extension IsolateOnChangeTransform {
  static let models = """
    @Observable
    final class Library {
      var titles: [String] = []
      var selection: String?
      var total: Int { titles.count }
    }

    final class History {
      func record(_ title: String?) {}
    }

    """

  /// A view whose body builds rows (so its cost is evident) and observes something with `onChange`.
  static func titleList(members: String = "", onChange: String, after body: String = "") -> String {
    models + """
      struct TitleList: View {
        let library: Library
        let history: History
      \(members)
        var body: some View {
          List {
            ForEach(library.titles, id: \\.self) { title in
              Text(title)
            }
          }
          \(onChange)
        }
      \(body)}
      """
  }

  static let examples: [TransformExample] = rewriteExamples + carryExamples + elementExamples + skipExamples

  static let rewriteExamples: [TransformExample] = [
    .rewrites(
      "a list that reads the selection only to record it observes it from a modifier",
      before: models + """
        struct TitleList: View {
          let library: Library
          let history: History

          var body: some View {
            List {
              ForEach(library.titles, id: \\.self) { title in
                Text(title)
              }
            }
            .onChange(of: library.selection) { _, newSelection in
              history.record(newSelection)
            }
          }
        }
        """,
      after: models + """
        struct TitleList: View {
          let library: Library
          let history: History

          var body: some View {
            List {
              ForEach(library.titles, id: \\.self) { title in
                Text(title)
              }
            }
            .modifier(SelectionChangeModifier(library: library, history: history))
          }
        }

        private struct SelectionChangeModifier: ViewModifier {
          let library: Library
          let history: History

          func body(content: Content) -> some View {
            content.onChange(of: library.selection) { _, newSelection in
              history.record(newSelection)
            }
          }
        }
        """),
    .rewrites(
      "a read of the value in a button's action is not another use: it runs later, not with the body",
      before: models + """
        struct TitleList: View {
          let library: Library
          let history: History

          var body: some View {
            List {
              ForEach(library.titles, id: \\.self) { title in
                Text(title)
              }
              Button("Record again") { history.record(library.selection) }
            }
            .onChange(of: library.selection) { _, newSelection in
              history.record(newSelection)
            }
          }
        }
        """,
      after: models + """
        struct TitleList: View {
          let library: Library
          let history: History

          var body: some View {
            List {
              ForEach(library.titles, id: \\.self) { title in
                Text(title)
              }
              Button("Record again") { history.record(library.selection) }
            }
            .modifier(SelectionChangeModifier(library: library, history: history))
          }
        }

        private struct SelectionChangeModifier: ViewModifier {
          let library: Library
          let history: History

          func body(content: Content) -> some View {
            content.onChange(of: library.selection) { _, newSelection in
              history.record(newSelection)
            }
          }
        }
        """),
    .rewrites(
      "state handed to a control as $query, or written in an action, is not another use: the body never reads it",
      before: models + """
        struct SearchList: View {
          let library: Library
          let history: History
          @State private var query = ""

          var body: some View {
            VStack {
              TextField("Search", text: $query)
              Button("Clear") { query = "" }
              ForEach(library.titles, id: \\.self) { Text($0) }
            }
            .onChange(of: query) {
              history.record(query)
            }
          }
        }
        """,
      after: models + """
        struct SearchList: View {
          let library: Library
          let history: History
          @State private var query = ""

          var body: some View {
            VStack {
              TextField("Search", text: $query)
              Button("Clear") { query = "" }
              ForEach(library.titles, id: \\.self) { Text($0) }
            }
            .modifier(QueryChangeModifier(history: history, query: $query))
          }
        }

        private struct QueryChangeModifier: ViewModifier {
          let history: History
          @Binding var query: String

          func body(content: Content) -> some View {
            content.onChange(of: query) {
              history.record(query)
            }
          }
        }
        """),
    .rewrites(
      "an action that writes view state gets a binding and asks for review; the chain keeps its order",
      before: models + """
        struct Shelf: View {
          let library: Library
          @State private var changes = 0

          var body: some View {
            VStack {
              ForEach(library.titles, id: \\.self) { Text($0) }
            }
            .onChange(of: self.library.selection, initial: true) {
              changes += 1
            }
            .padding()
          }
        }
        """,
      after: models + """
        struct Shelf: View {
          let library: Library
          @State private var changes = 0

          var body: some View {
            VStack {
              ForEach(library.titles, id: \\.self) { Text($0) }
            }
            .modifier(SelectionChangeModifier(library: library, changes: $changes))
            .padding()
          }
        }

        private struct SelectionChangeModifier: ViewModifier {
          let library: Library
          @Binding var changes: Int

          func body(content: Content) -> some View {
            content.onChange(of: self.library.selection, initial: true) {
              changes += 1
            }
          }
        }
        """,
      verdict: .review),
    .rewrites(
      "a closure the view was given runs from the modifier after review; an id is named after its owner",
      before: """
        struct Track: Hashable {
          var id: Int
          var title: String
        }

        @Observable
        final class Player {
          var queue: [Track] = []
          var track = Track(id: 0, title: "")
        }

        struct QueueView: View {
          let player: Player
          let onTrackChange: (Int) -> Void

          var body: some View {
            List(player.queue, id: \\.id) { Text($0.title) }
              .onChange(of: player.track.id) { _, id in onTrackChange(id) }
          }
        }
        """,
      after: """
        struct Track: Hashable {
          var id: Int
          var title: String
        }

        @Observable
        final class Player {
          var queue: [Track] = []
          var track = Track(id: 0, title: "")
        }

        struct QueueView: View {
          let player: Player
          let onTrackChange: (Int) -> Void

          var body: some View {
            List(player.queue, id: \\.id) { Text($0.title) }
              .modifier(TrackIDChangeModifier(player: player, onTrackChange: onTrackChange))
          }
        }

        private struct TrackIDChangeModifier: ViewModifier {
          let player: Player
          let onTrackChange: (Int) -> Void

          func body(content: Content) -> some View {
            content.onChange(of: player.track.id) { _, id in onTrackChange(id) }
          }
        }
        """,
      verdict: .review),
    .rewrites(
      "an environment value only the onChange uses moves to the modifier, whose declaration makes it depend on it, after review",
      before: models + """
        struct Picker: View {
          @Environment(Library.self) private var library
          @Environment(\\.dismiss) private var dismiss
          @State private var query = ""

          var body: some View {
            List(library.titles.filter { $0.hasPrefix(query) }, id: \\.self) { Text($0) }
              .onChange(of: library.selection) { dismiss() }
          }
        }
        """,
      after: models + """
        struct Picker: View {
          @Environment(Library.self) private var library
          @State private var query = ""

          var body: some View {
            List(library.titles.filter { $0.hasPrefix(query) }, id: \\.self) { Text($0) }
              .modifier(SelectionChangeModifier())
          }
        }

        private struct SelectionChangeModifier: ViewModifier {
          @Environment(Library.self) var library
          @Environment(\\.dismiss) var dismiss

          func body(content: Content) -> some View {
            content.onChange(of: library.selection) { dismiss() }
          }
        }
        """,
      verdict: .review),
    .skips(
      "a view that also shows the value keeps its onChange",
      source: titleList(
        onChange: """
          .onChange(of: library.selection) { _, new in history.record(new) }
              .navigationTitle(library.selection ?? "Library")
          """),
      rule: IsolateOnChangeSkip.valueHasAnotherUse, saying: "the body also reads library.selection at Example.swift:22:22 (`library.selection`): the value has another use"),
    .skips(
      "a value also read by a helper the body calls is not moved",
      source: titleList(
        onChange: ".onChange(of: library.selection) { _, new in history.record(new) }",
        after: "\n  func isSelected(_ title: String) -> Bool { library.selection == title }\n"),
      rule: IsolateOnChangeSkip.valueHasAnotherUse, saying: "the helper isSelected also reads library.selection"),
    .skips(
      "a small body is left alone until its cost is measured",
      source: models + """
        struct SelectionSaver: View {
          let library: Library
          let history: History

          var body: some View {
            Text("Saving")
              .onChange(of: library.selection) { _, new in history.record(new) }
          }
        }
        """,
      rule: IsolateOnChangeSkip.costMustBeEstablished, saying: "its cost must be established first"),
    .skips(
      "a computed property of the object may share its reads with the body",
      source: titleList(onChange: ".onChange(of: library.total) { history.record(nil) }"),
      rule: IsolateOnChangeSkip.isComputed, saying: "library.total is computed"),
    .skips(
      "an action given by name cannot be inspected",
      source: titleList(onChange: ".onChange(of: library.selection, perform: history.record)"),
      rule: IsolateOnChangeSkip.notAClosure, saying: "the action is not a closure written in place"),
    .skips(
      "an action that passes the view itself on would take the view into the modifier",
      source: titleList(onChange: ".onChange(of: library.selection) { print(self) }"),
      rule: IsolateOnChangeSkip.selfOnItsOwn, saying: "the action uses self on its own"),
    .skips(
      "an action starting a task that captures the view is left alone",
      source: titleList(onChange: ".onChange(of: library.selection) { _, new in Task { history.record(new) } }"),
      rule: IsolateOnChangeSkip.asyncWork, saying: "the action starts async work (Task)"),
    .skips(
      "an action calling a method that uses the view is left alone",
      source: titleList(
        onChange: ".onChange(of: library.selection) { _, new in remember(new) }",
        after: "\n  func remember(_ title: String?) { history.record(title) }\n"),
      rule: IsolateOnChangeSkip.methodOf, saying: "calls remember at Example.swift:21:50, a method of TitleList that also uses history"),
    .rewrites(
      "a method that reads nothing of the view travels as a closure, for review",
      before: titleList(
        onChange: ".onChange(of: library.selection) { _, new in announce(new) }",
        after: "\n  func announce(_ title: String?) { print(\"Selected\", title ?? \"nothing\") }\n"),
      after: models + """
        struct TitleList: View {
          let library: Library
          let history: History

          var body: some View {
            List {
              ForEach(library.titles, id: \\.self) { title in
                Text(title)
              }
            }
            .modifier(SelectionChangeModifier(library: library, announce: announce))
          }

          func announce(_ title: String?) { print("Selected", title ?? "nothing") }
        }

        private struct SelectionChangeModifier: ViewModifier {
          let library: Library
          let announce: (String?) -> Void

          func body(content: Content) -> some View {
            content.onChange(of: library.selection) { _, new in announce(new) }
          }
        }
        """,
      verdict: .review),
  ]
}

extension IsolateOnChangeTransform {
  /// A phrase of each rule that skips a candidate, as its reason says it: every one has a skip
  /// example (the catalogue's tests check it), and every skip reason written in this folder
  /// contains one.
}
