import Testing

@testable import NarrowKit

/// Each rule of the simulation, on the smallest code that needs it: which bodies an event runs,
/// and why. Every test fails when its rule is removed.
@Suite struct SimulationTests {
  private func model(_ source: String) -> UpdateModel {
    UpdateModel(index: Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1))
  }

  private func runs(_ event: String, in source: String, cutting cuts: [SparedChange] = []) -> [String] {
    let model = model(source)
    guard let events = model.events(named: event) else { return ["no event \(event)"] }
    return Array(Set(events.flatMap { model.simulate($0, cutting: cuts).runs.map(\.view) })).sorted()
  }

  static let player = """
    struct Track { var title: String; var plays: Int }

    @Observable
    final class Player {
      var track = Track(title: "", plays: 0)
      var elapsed = 0.0
      var log: [String] = []
      func tick() { elapsed += 1 }
      func finish() { track.plays += 1 }
    }
    """

  @Test func aBodyRunsForWhatItReadsAndAChildForAnInputThatDiffers() {
    let source = Self.player + """
      struct Screen: View {
        let player: Player
        var body: some View { VStack { Text("\\(player.elapsed)"); Row(track: player.track) } }
      }
      struct Row: View {
        let track: Track
        var body: some View { Text(track.title) }
      }
      """
    #expect(runs("Player.tick", in: source) == ["Screen"], "Row's input does not change with elapsed")
    #expect(runs("Player.finish", in: source) == ["Row", "Screen"])
    #expect(runs("Player.finish", in: source, cutting: [SparedChange(view: "Row", change: "Track.plays", writers: [])]) == ["Screen"],
      "once Row no longer takes plays, the finish spares it")
  }

  /// The simulations of one event with different cuts share what each view reads of it, and only
  /// they: each, in one model, runs what it runs in a model of its own.
  @Test func simulationsWithCutsShareEachViewsOwnCausesForOneEventOnly() {
    let source = Self.player + """
      struct Screen: View {
        let player: Player
        var body: some View { VStack { Text("\\(player.elapsed)"); Text("\\(player.track.plays)"); Row(track: player.track) } }
      }
      struct Row: View {
        let track: Track
        var body: some View { Text(track.title) }
      }
      """
    let cuts: [(event: String, cut: SparedChange)] = [
      ("Player.finish", SparedChange(view: "Row", change: "Track.plays", writers: [])),
      ("Player.finish", SparedChange(view: "Screen", change: "Track.plays", writers: [])),
      ("Player.tick", SparedChange(view: "Row", change: "Track.plays", writers: [])),
      ("Player.tick", SparedChange(view: "Screen", change: "Player.elapsed", writers: [])),
    ]
    let shared = model(source)
    let runs = { (model: UpdateModel, event: String, cut: SparedChange) in
      model.events(named: event)!.flatMap { model.simulate($0, cutting: [cut]).runs }
    }
    for (event, cut) in cuts {
      #expect(runs(shared, event, cut) == runs(model(source), event, cut), "\(event) cutting \(cut.change) from \(cut.view)")
    }
    #expect(runs(shared, "Player.tick", cuts[2].cut).map(\.view) == ["Screen"])
    #expect(runs(shared, "Player.tick", cuts[3].cut).isEmpty)
  }

  /// A view observing an `ObservableObject` whole runs for each `@Published` change: a rewrite
  /// that stops one of them from reaching it leaves the others running it.
  @Test func cuttingOnePublishedChangeLeavesTheOthersRunningAnObserver() {
    let source = """
      final class Store: ObservableObject {
        @Published var states: [String: Int] = [:]
        @Published var active = ""
        func test(_ id: String) { states[id] = 1 }
        func activate(_ id: String) {
          states[id] = 2
          active = id
        }
      }
      struct Editor: View {
        @ObservedObject var store: Store
        var body: some View { Text("\\(store.states["a"] ?? 0)") }
      }
      """
    let cut = [SparedChange(view: "Editor", change: "Store.states", writers: [])]
    #expect(runs("Store.test", in: source, cutting: cut) == [])
    #expect(runs("Store.activate", in: source, cutting: cut) == ["Editor"], "active is still published to it")
  }

  /// A class is an `ObservableObject` through its superclass too: its `@Published` writes run the
  /// views that observe it.
  @Test func aSubclassOfAnObservableObjectRunsItsObservers() {
    let source = """
      class ViewModel: ObservableObject {}
      final class Uploads: ViewModel {
        @Published var fraction = 0.0
        func report(_ value: Double) { fraction = value }
      }
      struct UploadsTitle: View {
        @ObservedObject var uploads: Uploads
        var body: some View { Text("Uploads") }
      }
      """
    #expect(runs("Uploads.report", in: source) == ["UploadsTitle"])
  }

  /// A view observing an `ObservableObject` whole runs for every `@Published` change, but shows
  /// only what it reads: a settings pane that reads a flag runs for nothing when a countdown
  /// changes; one that reads a computed property of the object may show it.
  @Test func anObserverShowsOnlyThePublishedChangesItReads() {
    let source = """
      final class Clock: ObservableObject {
        @Published var remaining = ""
        @Published var sounds = true
        var label: String { remaining + "!" }
        func tick() { remaining = "1" }
      }
      struct Countdown: View {
        @ObservedObject var clock: Clock
        var body: some View { Text(clock.remaining) }
      }
      struct Settings: View {
        @ObservedObject var clock: Clock
        var body: some View { Toggle("Sounds", isOn: $clock.sounds).disabled(clock.sounds) }
      }
      struct Badge: View {
        @ObservedObject var clock: Clock
        var body: some View { Text(clock.label) }
      }
      """
    let model = model(source)
    let runs = model.events(named: "Clock.tick")!.flatMap { model.simulate($0).runs }
    #expect(Dictionary(uniqueKeysWithValues: runs.map { ($0.view, $0.displaysChange) }) == ["Countdown": true, "Settings": false, "Badge": true])
  }

  /// An argument the index does not follow (`value + 1`) carries the change of a member it names
  /// as a word, and of one in backticks as written (the change is `` Stepper.`default` ``).
  @Test func anArgumentCarriesTheChangeOfAMemberItNamesInBackticksOrNot() {
    let source = """
      struct Stepper: View {
        @State private var `default` = 0
        var body: some View {
          Button("Next") { `default` += 1 }
          Label(value: `default` + 1)
        }
      }
      struct Counter: View {
        @State private var value = 0
        var body: some View {
          Button("Step") { value += 1 }
          Label(value: value + 1)
        }
      }
      struct Label: View {
        let value: Int
        var body: some View { Text("\\(value)") }
      }
      """
    #expect(runs("Stepper.body › Button", in: source) == ["Label", "Stepper"])
    #expect(runs("Counter.body › Button", in: source) == ["Counter", "Label"])
  }

  /// A view built only in presented content (a sheet's, a destination's), or in the body of a
  /// view that is, runs only while it is shown; one also built elsewhere runs any time.
  @Test func aViewBuiltOnlyInPresentedContentRunsOnlyWhileItIsShown() {
    let source = """
      @Observable
      final class Store {
        var count = 0
        func tick() { count += 1 }
      }
      struct Home: View {
        let store: Store
        @State private var editing = false
        var body: some View {
          Badge(store: store)
            .sheet(isPresented: $editing) { Editor(store: store) }
            .navigationDestination(for: Int.self) { _ in Badge(store: store) }
        }
      }
      struct Editor: View {
        let store: Store
        var body: some View { Counter(store: store) }
      }
      struct Counter: View {
        let store: Store
        var body: some View { Text("\\(store.count)") }
      }
      struct Badge: View {
        let store: Store
        var body: some View { Text("\\(store.count)") }
      }
      """
    let model = model(source)
    let runs = model.events(named: "Store.tick")!.flatMap { model.simulate($0).runs }
    #expect(Dictionary(uniqueKeysWithValues: runs.map { ($0.view, $0.presentedBy ?? "always") }) == ["Counter": "sheet", "Badge": "always"])
  }

  /// What only a row closure reads builds the rows again, not the body around them; a row whose
  /// input the view's own method derives from the change may run.
  @Test func aReadOnlyInARowClosureBuildsTheRowsAndNotTheBody() {
    let source = """
      struct Post: Identifiable { let id: Int; var top: Double }

      @Observable
      final class Feed {
        var posts: [Post] = []
        var offset = 0.0
        var title = ""
        func scroll() { offset += 10 }
        func rename() { title += "!" }
      }

      struct FeedScreen: View {
        let feed: Feed
        var body: some View {
          VStack {
            Text(feed.title)
            ForEach(feed.posts) { post in PostRow(post: post, isVisible: isVisible(post)) }
          }
        }
        private func isVisible(_ post: Post) -> Bool { post.top < feed.offset + 400 }
      }

      struct PostRow: View {
        let post: Post
        let isVisible: Bool
        var body: some View { Text(isVisible ? "▶" : "") }
      }
      """
    let model = model(source)
    let scroll = model.events(named: "Feed.scroll")!.flatMap { model.simulate($0).runs }
    #expect(scroll.map(\.view) == ["FeedScreen", "PostRow"])
    #expect(scroll.first?.rowsOnly == true, "FeedScreen's body does not run: only its rows are built again")
    #expect(scroll.last?.why.first?.contains("passed `isVisible(post)`") == true, "the row's input derives from the offset through isVisible")
    let renamed = model.events(named: "Feed.rename")!.flatMap { model.simulate($0).runs }
    #expect(renamed.map(\.view) == ["FeedScreen"] && renamed.map(\.rowsOnly) == [false], "the title is read by the body itself")
    // `List(items) { … }` calls its row closure per row, as `ForEach` does; `List { … }` builds its content at once.
    let list = self.model(source.replacingOccurrences(of: "ForEach(feed.posts) { post in", with: "List(feed.posts) { post in"))
    #expect(list.events(named: "Feed.scroll")!.flatMap { list.simulate($0).runs }.first?.rowsOnly == true)
    let staticList = self.model(source.replacingOccurrences(of: "Text(feed.title)", with: "List { Text(\"\\(feed.offset)\") }"))
    #expect(staticList.events(named: "Feed.scroll")!.flatMap { staticList.simulate($0).runs }.first?.rowsOnly == false)
  }

  /// `@StateObject private var speech = Speech.shared` observes the object its value names.
  @Test func anObservedSharedInstanceRunsItsObserver() {
    let source = """
      final class Speech: ObservableObject {
        static let shared = Speech()
        @Published var isSpeaking = false
        func stop() { isSpeaking = false }
      }

      struct ReadAloudButton: View {
        @StateObject private var speech = Speech.shared
        var body: some View { Text("Read") }
      }
      """
    #expect(runs("Speech.stop", in: source) == ["ReadAloudButton"])
  }

  /// Code in two clauses of one `#if` is never built together: typing into a field built on one
  /// platform runs no body through a read built only on the others.
  @Test func aWriteAndAReadInOtherClausesOfOneIfRunNothing() {
    let source = """
      @Observable
      final class Draft { var text = "" }

      struct HintEditor: View {
        @State private var hint = ""
        @Bindable var draft: Draft
        var body: some View {
          Form {
            #if os(iOS)
            TextField("Hint", text: $hint)
            TextField("Text", text: $draft.text)
            #else
            Text(hint)
            Text(draft.text)
            #endif
          }
        }
      }

      struct HintLabel: View {
        @State private var hint = ""
        var body: some View {
          #if os(iOS)
          TextField("Hint", text: $hint)
          Text(hint)
          #endif
        }
      }
      """
    #expect(runs("HintEditor.body › $hint", in: source) == [], "the field and the label are never built together")
    #expect(runs("HintLabel.body › $hint", in: source) == ["HintLabel"], "the same clause shows what it writes")
  }

  @Test func readsInActionsAppearanceAndTasksAreNoDependency() {
    let source = Self.player + """
      struct Screen: View {
        let player: Player
        var body: some View {
          Button("Log") { print(player.elapsed) }
            .onAppear { print(player.elapsed) }
            .task { print(player.elapsed) }
        }
      }
      """
    #expect(runs("Player.tick", in: source) == [])
  }

  @Test func aHelperCalledFromTheBodyIsReadAndOneCalledOnlyFromAnActionIsNot() {
    let source = Self.player + """
      struct Screen: View {
        let player: Player
        var body: some View { VStack { label; Button("Save") { save() } } }
        var label: some View { Text("\\(player.track.title)") }
        func save() { print(player.elapsed) }
      }
      """
    #expect(runs("Player.finish", in: source) == ["Screen"], "label runs with the body")
    #expect(runs("Player.tick", in: source) == [], "save() runs only when tapped")
  }

  @Test func aClosureMadeInTheParentsBodyRunsTheChildAnyway() {
    let source = Self.player + """
      struct Screen: View {
        let player: Player
        var body: some View { Layer(onTap: { player.log.append("tap") }, title: "\\(player.elapsed)") }
      }
      struct Layer: View {
        let onTap: () -> Void
        let title: String
        var body: some View { Leaf(onTap: onTap) }
      }
      struct Leaf: View {
        let onTap: () -> Void
        var body: some View { Text("leaf") }
      }
      """
    #expect(runs("Player.tick", in: source) == ["Layer", "Leaf", "Screen"],
      "the closure is new each time Screen runs, and Layer passes it on")
  }

  @Test func rowsKeyedByTheirWholeValueAreNewRowsWhenAFieldChanges() {
    let source = """
      @Observable
      final class Shelf {
        var names: [String] = []
        func rename() { names[0] = "x" }
      }
      struct Screen: View {
        let shelf: Shelf
        var body: some View { ForEach(shelf.names, id: \\.self) { name in Badge(count: 1) } }
      }
      struct Badge: View {
        let count: Int
        var body: some View { Text("\\(count)") }
      }
      """
    #expect(runs("Shelf.rename", in: source) == ["Badge", "Screen"], "Badge's own input is the same, but its row is new")
  }

  @Test func aReferenceInputDoesNotDifferWhenSomethingInsideTheObjectChanges() {
    let source = Self.player + """
      struct Screen: View {
        let player: Player
        var body: some View { VStack { Text("\\(player.elapsed)"); Controls(player: player) } }
      }
      struct Controls: View {
        let player: Player
        var body: some View { Text(player.track.title) }
      }
      """
    #expect(runs("Player.tick", in: source) == ["Screen"])
  }

  @Test func writingInsideAnObjectLeavesTheReferenceThatHoldsItAsItWas() {
    let source = """
      @Observable
      final class Badge { var unread = 0 }
      @Observable
      final class Inbox {
        var badge = Badge()
        func receive() { self.badge.unread += 1 }
        func read() { badge.unread = 0 }
      }
      struct Screen: View {
        let inbox: Inbox
        var body: some View { BadgeView(badge: inbox.badge) }
      }
      struct BadgeView: View {
        let badge: Badge
        var body: some View { Text("\\(badge.unread)") }
      }
      """
    #expect(runs("Inbox.receive", in: source) == ["BadgeView"], "through a chain")
    #expect(runs("Inbox.read", in: source) == ["BadgeView"], "through the property's own name")
  }

  @Test func aMethodsEventHoldsTheWritesOfTheMethodsItCalls() {
    let source = """
      @Observable
      final class Feed {
        var likes = 0
        func like() { apply() }
        private func apply() { likes += 1 }
      }
      struct Screen: View {
        let feed: Feed
        var body: some View { Text("\\(feed.likes)") }
      }
      """
    #expect(runs("Feed.like", in: source) == ["Screen"])
  }

  @Test func anInitialiserIsNoEventButTheCodeCallingItIs() {
    let source = """
      struct Chapter { var title: String; init(title: String) { self.title = title } }
      @Observable
      final class Book {
        var chapter = Chapter(title: "")
        func rename() { chapter = Chapter(title: "new") }
      }
      """
    let model = model(source)
    #expect(model.events().map(\.name) == ["Book.rename"], "\(model.events().map(\.name))")
  }

  @Test func writesThroughAnotherTypesMethodOfTheSameNameAreNotItsCallers() {
    let source = """
      @Observable
      final class Draft {
        var text = ""
        func save() { text = "" }
      }
      final class Store { func save() {} }
      struct Editor: View {
        let store: Store
        var body: some View { Button("Save") { store.save() } }
      }
      """
    let writers = model(source).writers(of: "text", in: "Draft")
    #expect(writers.map(\.runner) == [.method], "store.save() is Store's save: \(writers)")
  }

  @Test func aWriteThroughABindingChangesWhereItPoints() {
    let source = """
      struct Donut { var name: String; var glaze: Int }
      struct Editor: View {
        @Binding var donut: Donut
        var body: some View { VStack { TextField("Name", text: $donut.name); Preview(glaze: donut.glaze) } }
      }
      struct Preview: View {
        let glaze: Int
        var body: some View { Text("\\(glaze)") }
      }
      struct Detail: View {
        @State private var donut = Donut(name: "", glaze: 0)
        var body: some View { VStack { Text(donut.name); Editor(donut: $donut) } }
      }
      """
    let model = model(source)
    let event = try! #require(model.events().first { $0.name.contains("$donut.name") })
    #expect(event.rate == .continuous, "the user types in the field")
    let views = model.simulate(event).runs.map(\.view)
    #expect(views.contains("Detail"), "the binding points at Detail's state, which Detail reads")
    #expect(views.contains("Editor"))
  }

  /// A parent that passes `$count` and never reads `count` does not run when it changes; the
  /// child that reads its binding does, and the simulation must look at it all the same.
  @Test func aBindingsReaderRunsWhenWhatItPointsToChangesInAParentThatDoesNotRun() {
    let source = """
      struct Counter: View {
        @Binding var count: Int
        var body: some View { Text("\\(count)") }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View { Counter(count: $count).onTapGesture { count += 1 } }
      }
      """
    let model = model(source)
    let event = try! #require(model.events().first { $0.changes.contains("Screen.count") })
    let runs = model.simulate(event).runs
    #expect(runs.map(\.view) == ["Counter"], "\(runs)")
    #expect(runs.first?.why.first?.contains("reads its binding count to Screen.count") == true, "\(runs)")
  }

  @Test func anObjectForwardingAnothersChangesRunsItsObservers() {
    let source = """
      final class Badge: ObservableObject { @Published var unread = 0 }
      final class Store: ObservableObject {
        let badge = Badge()
        private var forwarding: AnyCancellable?
        init() { forwarding = badge.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() } }
        func receive() { badge.unread += 1 }
      }
      struct Screen: View {
        @EnvironmentObject var store: Store
        var body: some View { Text("\\(store.badge.unread)") }
      }
      """
    #expect(runs("Store.receive", in: source) == ["Screen"])
  }

  @Test func aDidSetRunsWithTheWriteAndTheMethodsItCalls() {
    let source = """
      @Observable
      final class RowState { var visible = false }
      @Observable
      final class Feed {
        @ObservationIgnored private var states: [Int: RowState] = [:]
        var offset = 0.0 { didSet { refresh() } }
        func scroll() { offset += 1 }
        private func refresh() {
          if let state = states[0] { state.visible = offset > 10 }
        }
        func state(for id: Int) -> RowState { states[id] ?? RowState() }
      }
      struct Row: View {
        let state: RowState
        var body: some View { Text(state.visible ? "on" : "off") }
      }
      """
    let event = try! #require(model(source).events(named: "Feed.offset")?.first)
    #expect(event.changes.contains("RowState.visible"), "the didSet's call writes each row's state: \(event.changes)")
    #expect(!event.changes.contains("Feed.states"), "an element's object is written into, not replaced")
  }
}
