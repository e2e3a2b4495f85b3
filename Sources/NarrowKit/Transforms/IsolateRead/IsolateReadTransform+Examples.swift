extension IsolateReadTransform {
  /// A player whose timer writes the playback time many times a second.
  static let player = """
    import SwiftUI

    @Observable
    final class Player {
        var title = ""
        var currentTime = 0.0
        var queue: [String] = []

        func start() {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                MainActor.assumeIsolated { self.currentTime += 0.5 }
            }
        }

        func format(_ time: Double) -> String { time.formatted() }
    }

    """

  /// Two models of one simple name, each nested in its own namespace: `Home.Model` is the busy one.
  static let namespacedModels = """
import SwiftUI

enum Home {
    @Observable
    final class Model {
        var title = ""
        var currentTime = 0.0
        var queue: [String] = []

        func start() {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                MainActor.assumeIsolated { self.currentTime += 0.5 }
            }
        }
    }
}

enum Settings {
    @Observable
    final class Model {
        var currentTime = 0.0
    }
}

"""

  /// The player, with how much is buffered written by a timer of its own.
  static let bufferingPlayer = player.replacingOccurrences(of: "    var queue: [String] = []\n", with: """
        var queue: [String] = []
        var buffered = 0.0

        func startBuffering() {
            Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
                MainActor.assumeIsolated { self.buffered += 1 }
            }
        }

    """)

  /// What a screen may keep a weak reference to.
  static let coordinator = """
    final class Coordinator {
        func seek() {}
    }

    """

  /// A screen that builds rows, around `part`.
  static func screen(_ part: String, property: String = "let player: Player", members: String = "") -> String {
    player + """
      struct PlayerScreen: View {
          \(property)
      \(members)
          var body: some View {
              VStack {
                  Text(player.title)
                  \(part)
                  List {
                      ForEach(player.queue, id: \\.self) { song in
                          Text(song)
                      }
                  }
              }
          }
      }
      """
  }

  static func child(_ declaration: String, _ body: String) -> String {
    """


    /// Reads Player.currentTime in a body of its own, so that its changes run this view instead of PlayerScreen.
    private struct PlayerScreenCurrentTime: View {
        \(declaration)

        var body: some View {
            \(body)
        }
    }
    """
  }

  /// A screen that counts the seconds of a workout in its own state, around `part`.
  static func workout(_ part: String) -> String {
    """
    import SwiftUI

    struct WorkoutScreen: View {
        let exercises: [String]
        @State private var elapsed = 0

        var body: some View {
            VStack {
                \(part)
                List {
                    ForEach(exercises, id: \\.self) { exercise in
                        Text(exercise)
                    }
                }
            }
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
                elapsed += 1
            }
        }
    }
    """
  }

  /// A form whose name field checks what is typed, above rows of suggestions.
  static func nameForm(_ part: String) -> String {
    """
    import SwiftUI

    struct NameForm: View {
        let suggestions: [String]
        @State private var name = ""
        @State private var isValid = false

        var body: some View {
            VStack {
                \(part)
                List {
                    ForEach(suggestions, id: \\.self) { suggestion in
                        Text(suggestion)
                    }
                }
                Button("Create") {}
                    .disabled(!isValid)
            }
        }
    }
    """
  }

  static var examples: [TransformExample] { readExamples + objectExamples }

  static let readExamples: [TransformExample] = [
    .rewrites(
      "a model nested in a namespace, beside another of the same simple name, is named by its path and the child by the property alone",
      before: screen("Text(player.currentTime.formatted())", property: "let player: Home.Model")
        .replacingOccurrences(of: player, with: namespacedModels),
      after: screen("PlayerScreenCurrentTime(player: player)", property: "let player: Home.Model")
        .replacingOccurrences(of: player, with: namespacedModels)
        + child("let player: Home.Model", "Text(player.currentTime.formatted())")
          .replacingOccurrences(of: "Reads Player.currentTime", with: "Reads Home.Model.currentTime"),
      verdict: .review),
    .rewrites(
      "state the part writes in an action goes to the child as a binding, so the write reaches the view's own state",
      before: nameForm("TextField(\"Name\", text: $name)\n                .onChange(of: name) { _, typed in isValid = !typed.isEmpty }"),
      after: nameForm("NameFormName(name: $name, isValid: $isValid)") + """


        /// Reads NameForm.name in a body of its own, so that its changes run this view instead of NameForm.
        private struct NameFormName: View {
            @Binding var name: String
            @Binding var isValid: Bool

            var body: some View {
                TextField("Name", text: $name)
                    .onChange(of: name) { _, typed in isValid = !typed.isEmpty }
            }
        }
        """,
      verdict: .review),
    .rewrites(
      "the view's own state written by a timer goes to the child as a binding, which the parent hands on without reading",
      before: workout("Text(\"\\(elapsed) s\")"),
      after: workout("WorkoutScreenElapsed(elapsed: $elapsed)") + """


        /// Reads WorkoutScreen.elapsed in a body of its own, so that its changes run this view instead of WorkoutScreen.
        private struct WorkoutScreenElapsed: View {
            @Binding var elapsed: Int

            var body: some View {
                Text("\\(elapsed) s")
            }
        }
        """,
      verdict: .review),
    .rewrites(
      "the time label of a screen that builds rows moves into a child view that reads the time",
      before: screen("Text(player.currentTime.formatted())\n                .monospacedDigit()"),
      after: screen("PlayerScreenCurrentTime(player: player)")
        + child("let player: Player", "Text(player.currentTime.formatted())\n            .monospacedDigit()"),
      verdict: .review),
    .rewrites(
      "a slider bound to the time keeps its binding: the child takes the object as @Bindable",
      before: screen("Slider(value: $player.currentTime, in: 0...300)", property: "@Bindable var player: Player"),
      after: screen("PlayerScreenCurrentTime(player: player)", property: "@Bindable var player: Player")
        + child("@Bindable var player: Player", "Slider(value: $player.currentTime, in: 0...300)"),
      verdict: .review),
    .rewrites(
      "a weak reference the part uses stays weak in the child, which would otherwise keep its object alive",
      before: screen("Text(player.currentTime.formatted())\n                .onTapGesture { coordinator?.seek() }",
        members: "    weak var coordinator: Coordinator?\n").replacingOccurrences(of: player, with: player + coordinator),
      after: screen("PlayerScreenCurrentTime(player: player, coordinator: coordinator)",
        members: "    weak var coordinator: Coordinator?\n").replacingOccurrences(of: player, with: player + coordinator)
        + child("let player: Player\n    weak var coordinator: Coordinator?",
          "Text(player.currentTime.formatted())\n            .onTapGesture { coordinator?.seek() }"),
      verdict: .review),
    .rewrites(
      "a part that shows two properties, each written by its own timer, moves once: one child reads both",
      before: screen("Text(\"\\(player.currentTime) \\(player.buffered)\")").replacingOccurrences(of: player, with: bufferingPlayer),
      after: screen("PlayerScreenBuffered(player: player)").replacingOccurrences(of: player, with: bufferingPlayer)
        + child("let player: Player", "Text(\"\\(player.currentTime) \\(player.buffered)\")")
          .replacingOccurrences(of: "PlayerScreenCurrentTime", with: "PlayerScreenBuffered")
          .replacingOccurrences(of: "Reads Player.currentTime", with: "Reads Player.buffered"),
      verdict: .review),
    .skips(
      "a part that uses a name the body unwraps with `if let` stays: the child would get the optional property",
      source: screen("if let artist { Text(\"\\(artist): \\(player.currentTime)\") }", members: "    var artist: String?\n"),
      rule: IsolateReadSkip.declaredInTheBody, saying: "the part uses `artist`, declared in the body"),
    .skips(
      "a body that builds little is no reason for a child view",
      source: player + """
        struct TimeLabel: View {
            let player: Player
            var body: some View {
                HStack {
                    Text(player.title)
                    Text(player.currentTime.formatted())
                }
            }
        }
        """,
      rule: IsolateReadSkip.childViewCostsAboutWhatItSpares),
    .skips(
      "a body that reads the time in two places has no one part to move",
      source: screen("Text(player.currentTime.formatted())").replacingOccurrences(
        of: "Text(player.title)", with: "Text(player.title).opacity(player.currentTime > 0 ? 1 : 0.5)"),
      rule: IsolateReadSkip.noOnePartOfTheBodyHoldsEveryRead, saying: "no one part of the body holds every read of Player.currentTime"),
    .skips(
      "a part that uses a local of the body stays",
      source: screen("let prefix = player.title.isEmpty ? \"At\" : player.title\n                Text(\"\\(prefix) \\(player.currentTime)\")"),
      rule: IsolateReadSkip.declaredInTheBody, saying: "the part uses `prefix`, declared in the body"),
    .skips(
      "a part that calls a method of the view stays",
      source: screen("Text(label(player.currentTime))", members: "    func label(_ time: Double) -> String { time.formatted() }\n"),
      rule: IsolateReadSkip.methodOf, saying: "the part calls label, a method of PlayerScreen"),
    .skips(
      "a read in a helper the body calls would need the helper moved too",
      source: screen("timeLabel", members: "    var timeLabel: some View { Text(player.currentTime.formatted()) }\n"),
      rule: IsolateReadSkip.helperWouldHaveToMoveToo, saying: "which the body calls: the helper would have to move too"),
    .skips(
      "a generic view stays: the child would need its type parameters",
      source: screen("Text(player.currentTime.formatted())").replacingOccurrences(of: "struct PlayerScreen: View {", with: "struct PlayerScreen<Footer: View>: View {"),
      rule: IsolateReadSkip.isGeneric, saying: "PlayerScreen is generic"),
    .skips(
      "a read through a row's own value is not the view's to move",
      source: player + """
        struct PlayerList: View {
            let players: [Player]
            var body: some View {
                List {
                    if let other = players.first {
                        Text(other.currentTime.formatted())
                    }
                }
            }
        }
        """,
      rule: IsolateReadSkip.notThroughAPropertyOfTheView),
    .skips(
      "a part that is most of the body spares little",
      source: player + """
        struct PlayerScreen: View {
            let player: Player
            var body: some View {
                List {
                    VStack {
                        Text(player.currentTime.formatted())
                        ForEach(player.queue, id: \\.self) { song in
                            Text(song)
                        }
                        Text(player.currentTime.formatted())
                    }
                }
            }
        }
        """,
      rule: IsolateReadSkip.mostOfTheBody),
    .skips(
      "a part that uses self would move the view itself",
      source: screen("Text(self.player.currentTime.formatted())"),
      rule: IsolateReadSkip.usesSelf),
    .skips(
      "a part that uses a computed property of the view stays",
      source: screen("Text(prefix + player.currentTime.formatted())", members: "    var prefix: String { \"at \" }\n"),
      rule: IsolateReadSkip.computedPropertyTheChildCannotSee),
    .skips(
      "a part that uses a property whose type is not written stays",
      source: screen("Text(unit + player.currentTime.formatted())", members: "    var unit = \"s\" + \"\"\n"),
      rule: IsolateReadSkip.whoseTypeIsNotWritten),
    .skips(
      "a part that uses focus state stays",
      source: screen("TextField(player.currentTime.formatted(), text: .constant(\"\")).focused($focused)", members: "    @FocusState private var focused: Bool\n"),
      rule: IsolateReadSkip.whichNarrowDoesNotCarry, saying: "which Narrow does not carry into another view"),
    // The child is cut out of the body where the view is declared; one an extension declares
    // is out of reach.
    .skips(
      "a body declared in an extension",
      source: screen("Text(player.currentTime.formatted())")
        .replacingOccurrences(of: "\n    var body: some View {", with: "}\n\nextension PlayerScreen {\n    var body: some View {"),
      rule: IsolateReadSkip.isNotOneNarrowCanRead, saying: "the body of PlayerScreen is not one Narrow can read"),
    .skips(
      "the child's names are taken",
      source: screen("Text(player.currentTime.formatted())") + "\nstruct PlayerScreenCurrentTime {}\nstruct PlayerScreenCurrentTimeView {}\n",
      rule: IsolateReadSkip.namesTaken),
    .ignores(
      "reading several properties of one object that no continuous event writes is no reason to split",
      source: player.replacingOccurrences(of: "Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in", with: "do {")
        .replacingOccurrences(of: "MainActor.assumeIsolated { self.currentTime += 0.5 }", with: "self.currentTime += 0.5")
        + """
        struct PlayerScreen: View {
            let player: Player
            var body: some View {
                List {
                    Text(player.title)
                    Text(player.currentTime.formatted())
                    ForEach(player.queue, id: \\.self) { Text($0) }
                }
            }
        }
        """),
  ]
}
