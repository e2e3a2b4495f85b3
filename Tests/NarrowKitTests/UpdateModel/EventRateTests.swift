import Testing

@testable import NarrowKit

/// What runs each write, how often, and what that makes of a proposal's effect: one rule in the
/// update model for every transform.
@Suite struct EventRateTests {
  private func model(_ source: String) -> UpdateModel {
    UpdateModel(index: Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1))
  }

  static let source = """
    struct Card { var title: String; var views: Int; var badge: Int; var note: String }

    @Observable
    final class Deck {
      var card = Card(title: "", views: 0, badge: 0, note: "")
      func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.card.views += 1 }
      }
    }

    struct CardScreen: View {
      let deck: Deck
      var body: some View {
        Text(deck.card.title)
          .onAppear { deck.card.badge = 0 }
          .onTapGesture { deck.card.note = "seen" }
      }
    }

    struct CardScreen_Previews: PreviewProvider {
      static var previews: some View {
        let deck = Deck()
        deck.card.note = "preview"
        return CardScreen(deck: deck)
      }
    }
    """

  @Test func eachWriteHasTheRateOfWhatRunsIt() {
    let model = model(Self.source)
    #expect(model.writers(of: "views", in: "Card").map(\.rate) == [.continuous], "a timer")
    #expect(model.writers(of: "badge", in: "Card").map(\.runner) == [.appearance])
    #expect(model.writers(of: "badge", in: "Card").map(\.rate) == [.once], "onAppear runs once per appearance")
    let note = model.writers(of: "note", in: "Card")
    #expect(note.map(\.runner) == [.action], "a preview never runs in the app: \(note)")
    #expect(model.writers(of: "card", in: "Deck").contains { $0.runner == .initializer && $0.isConstruction } == false,
      "a stored default is not a write")
  }

  /// A text field writes its binding on every keystroke, also when the binding reaches it through
  /// a view of the app; a toggle writes once for each tap.
  @Test func aBindingHandedToATextFieldIsWrittenContinuously() {
    let model = model("""
      @Observable
      final class Draft {
        var text = ""
        var isPublic = false
      }

      struct SearchBar: View {
        @Binding var query: String
        @Binding var isOn: Bool
        var body: some View {
          TextField("Search", text: $query)
          Toggle("On", isOn: $isOn)
        }
      }

      struct Composer: View {
        @Bindable var draft: Draft
        @State private var query = ""
        @State private var isOn = false
        var body: some View {
          TextEditor(text: $draft.text)
          Toggle("Public", isOn: $draft.isPublic)
          SearchBar(query: $query, isOn: $isOn)
        }
      }
      """)
    #expect(model.writers(of: "text", in: "Draft").map(\.rate) == [.continuous])
    #expect(model.writers(of: "text", in: "Draft").map(\.runner) == [.input])
    #expect(model.writers(of: "isPublic", in: "Draft").map(\.rate) == [.repeated])
    let query = model.writers(of: "query", in: "Composer")
    #expect(query.map(\.rate) == [.continuous], "\(query)")
    #expect(query.first?.via == "through a binding handed to SearchBar (TextField)")
    #expect(model.writers(of: "isOn", in: "Composer").map(\.rate) == [.repeated])
  }

  /// `$player.volume` is a chain and a use of `player` at one place: the event is the chain's,
  /// named for the member and run at the slider's pace, whichever way the writes were gathered.
  @Test func aBindingThroughAnObjectIsTheChainsEvent() {
    let model = model("""
      @Observable
      final class Player { var volume = 0.5 }

      struct Controls: View {
        @Bindable var player: Player
        var body: some View { Slider(value: $player.volume) }
      }
      """)
    let event = model.events().first { $0.name.hasPrefix("Controls.body") }
    #expect(event?.name == "Controls.body › $player.volume", "\(model.events().map(\.name))")
    #expect(event?.rate == .continuous)
  }

  /// A `Task` in a view's method runs as often as the method: here once per tap of the button
  /// that calls it.
  @Test func aTaskInAMethodRunsAtThePaceOfTheMethodsCallers() {
    let model = model("""
      @MainActor
      final class Speech: ObservableObject {
        @Published var isSpeaking = false
        func speak() async { isSpeaking = true }
      }

      struct ReadAloud: View {
        @StateObject private var speech = Speech()
        func read() { Task { await speech.speak() } }
        var body: some View { Button("Read") { read() } }
      }
      """)
    let writers = model.writers(of: "isSpeaking", in: "Speech")
    #expect(writers.map(\.rate) == [.repeated], "\(writers)")
  }

  @Test func aTaskRunsAtThePaceOfWhatStartsIt() {
    let model = model("""
      @Observable
      final class Feed {
        var count = 0
        var loaded = false
        func watch() {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in Task { self.count += 1 } }
        }
        func load() { Task { self.loaded = true } }
      }
      """)
    #expect(model.writers(of: "count", in: "Feed").map(\.runner) == [.timer], "a task a timer starts ticks with the timer")
    #expect(model.writers(of: "loaded", in: "Feed").map(\.runner) == [.task], "a task on its own says nothing more")
  }

  @Test func aPeriodicTimeObserverTicksLikeATimer() {
    let model = model("""
      @Observable
      final class PlayerModel {
        var currentTime = 0.0
        var duration = 0.0
        func observe(_ player: AVPlayer) {
          token = player.addPeriodicTimeObserver(forInterval: interval, queue: .main) { [weak self] time in
            self?.currentTime = time.seconds
          }
          player.currentItem?.asset.load { self.duration = 1 }
        }
      }
      """)
    #expect(model.writers(of: "currentTime", in: "PlayerModel").map(\.rate) == [.continuous], "playback time arrives several times a second")
    #expect(model.writers(of: "duration", in: "PlayerModel").map(\.rate) == [.unknown])
  }

  @Test func aCallbackThatRearmsItselfIsAStream() {
    let model = model("""
      @Observable
      final class Socket {
        var latest = ""
        var state = ""
        func receive() {
          connection.receive { message in
            Task { self.latest = message }
            self.receive()
          }
        }
        func close() {
          connection.cancel { self.state = "closed" }
        }
      }
      """)
    let latest = model.writers(of: "latest", in: "Socket")
    #expect(latest.map(\.rate) == [.continuous], "\(latest)")
    #expect(latest.first?.via?.contains("calls itself again from its callback") == true)
    #expect(model.writers(of: "state", in: "Socket").map(\.rate) == [.unknown], "a callback that does not re-arm runs once per call")
  }

  @Test func writesInATestFolderAreNoAppEvent() {
    let app = "struct Card { var title: String; var views: Int }\n"
    let test = "final class CardTests { var card = Card(title: \"\", views: 0); func testViews() { card.views += 1 } }\n"
    let index = Index.build([
      SourceFile(path: "App/Card.swift", bytes: Array(app.utf8)),
      SourceFile(path: "AppTests/CardTests.swift", bytes: Array(test.utf8)),
    ], jobs: 1)
    let model = UpdateModel(index: index)
    #expect(model.writers(of: "views", in: "Card").isEmpty, "\(model.writers(of: "views", in: "Card"))")
    #expect(model.events().isEmpty, "\(model.events().map(\.name))")
    #expect(SourceFile.isTestCode("Sources/AppTests/Helpers/Fixture.swift"))
    #expect(SourceFile.isTestCode("Sources/App/CardTests.swift"))
    #expect(!SourceFile.isTestCode("Sources/App/Contests.swift"))
  }

  private func effect(_ writers: [Writer]) -> Effect {
    Effect(spared: [SparedChange(view: "CardTitle", change: "Card.views", writers: writers)])
  }

  private func writer(_ runner: Runner) -> Writer {
    Writer(location: SourceLocation(file: "A.swift", line: 1, column: 1), code: "x = 1", runner: runner, via: nil)
  }

  @Test func onlyAChangeThatHappensAgainMakesAnEffectLikely() {
    #expect(effect([writer(.timer)]).strength == .likely)
    #expect(effect([writer(.timer)]).rate == .continuous)
    #expect(effect([writer(.action), writer(.initializer)]).strength == .likely)
    #expect(effect([writer(.action), writer(.initializer)]).rate == .repeated)
    let unknown = effect([writer(.method)])
    #expect(unknown.strength == .possible, "a rate not known is said as unknown, never taken for a busy one")
    #expect(unknown.rate == .unknown)
    #expect(unknown.notes.contains { $0.contains("the rate is unknown") })
    let built = effect([writer(.initializer), writer(.initializer)])
    #expect(built.strength == .possible, "an initialiser builds a value: no value a view holds changes")
    #expect(built.notes.contains { $0.contains("only written where a value is built") })
    let once = effect([writer(.appearance), writer(.preview), writer(.test)])
    #expect(once.strength == .possible)
    #expect(once.rate == .once)
    #expect(once.notes == ["the spared changes are written only once: on appearing"])
    #expect(once.spared.flatMap(\.writers).map(\.runner) == [.appearance], "tests and previews never run in the app")
    let outside = effect([writer(.preview), writer(.test)])
    #expect(outside.strength == .possible)
    #expect(outside.rate == .once)
    #expect(outside.spared.flatMap(\.writers).isEmpty)
    #expect(outside.notes == ["the spared changes are written only in tests or previews, which never run in the app"])
    #expect(effect([]).strength == .possible)
  }
}
