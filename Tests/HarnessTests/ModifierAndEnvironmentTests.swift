@_spi(NarrowHarness) import SwiftUI
import Testing

@Observable
final class Basket {
  var items = ["apples", "pears", "plums"]
  var selection = "apples"
  var savedSelections: [String] = []
}

/// Records each new selection with the `onChange` form before iOS 17.
struct SelectionRecorder: View {
  let basket: Basket
  var body: some View {
    Text("x").onChange(of: basket.selection) { new in basket.savedSelections.append(new) }
  }
}

/// Persists the selection: the only place that reads it.
struct SaveSelection: ViewModifier {
  let basket: Basket
  func body(content: Content) -> some View {
    content.onChange(of: basket.selection) { _, newSelection in
      basket.savedSelections.append(newSelection)
    }
  }
}

struct BasketItems: View {
  let basket: Basket
  var body: some View {
    List {
      ForEach(basket.items, id: \.self) { Text($0) }
    }
    .modifier(SaveSelection(basket: basket))
  }
}

/// The same list with the read in its own body.
struct BasketItemsReadingSelection: View {
  let basket: Basket
  var body: some View {
    List {
      ForEach(basket.items, id: \.self) { Text($0) }
    }
    .onChange(of: basket.selection) { basket.savedSelections.append(basket.selection) }
  }
}

struct AccentKey: EnvironmentKey {
  static let defaultValue = "blue"
}

extension EnvironmentValues {
  var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

struct AccentLabel: View {
  @Environment(\.accent) private var accent
  var body: some View { Text("accent \(accent)") }
}

struct BasketCount: View {
  @Environment(Basket.self) private var basket
  var body: some View { Text("\(basket.items.count) items") }
}

/// Reads nothing, so it is evaluated once; the environment still reaches its children.
struct Frame: View {
  var body: some View {
    VStack {
      AccentLabel()
      BasketCount()
    }
  }
}

struct Themed: View {
  let basket: Basket
  var body: some View {
    Frame()
      .environment(\.accent, basket.selection == "plums" ? "purple" : "green")
      .environment(basket)
  }
}

struct ClosureHolder: View {
  let onTap: () -> Void
  var body: some View { Text("tap") }
}

struct ClosureParent: View {
  let basket: Basket
  var body: some View {
    VStack {
      Text(basket.selection)
      ClosureHolder { basket.selection = "pears" }
    }
  }
}

/// Reads the selection only when it appears and disappears, and shows the item count.
struct AppearanceLogger: View {
  let basket: Basket
  var body: some View {
    Text("\(basket.items.count) items")
      .onAppear { basket.savedSelections.append("appeared with \(basket.selection)") }
      .onDisappear { basket.savedSelections.append("left with \(basket.selection)") }
  }
}

@Observable
final class Visibility {
  var shown = true
}

struct OptionalLogger: View {
  let basket: Basket
  let visibility: Visibility
  var body: some View {
    if visibility.shown { AppearanceLogger(basket: basket) }
  }
}

/// What a scroll handler was told, kept outside any observation.
final class ScrollLog {
  var changes: [String] = []
}

/// Keeps the scroll position in its own state, and says only whether the content has moved far.
struct ScrollWatcher: View {
  let log: ScrollLog
  @State private var farDown = false

  var body: some View {
    ScrollView {
      Text(farDown ? "far down" : "near the top")
    }
    .onScrollGeometryChange(for: Bool.self) { geometry in
      geometry.contentOffset.y > 100
    } action: { oldValue, newValue in
      log.changes.append("\(oldValue) → \(newValue)")
      farDown = newValue
    }
  }
}

@MainActor
@Suite struct ModifierAndEnvironmentTests {
  @Test func aScrollRunsTheHandlerOnlyWhenWhatItWorksOutChanges() async {
    let log = ScrollLog()
    let report = await ScenarioRunner.run(Scenario(root: ScrollWatcher(log: log)) {
      Scenario.Step.scroll("a little", toY: 50)
      Scenario.Step.scroll("far", toY: 150)
      Scenario.Step.scroll("further", toY: 250)
      Scenario.Step.scroll("back up", toY: 0)
    })
    #expect(log.changes == ["false → true", "true → false"], "the handler runs when its value changes, with the old and new values")
    #expect(report.steps.map { $0.evaluations["ScrollWatcher"] ?? 0 } == [1, 0, 1, 0, 1], "the body runs for the state the handler writes")
    #expect(report.steps.last?.render == ["ScrollView", "  Text(\"near the top\")"])
  }

  @Test func readsInAppearanceActionsAreNoDependency() {
    let basket = Basket()
    let graph = ViewGraph(root: AppearanceLogger(basket: basket))
    graph.settle()
    #expect(basket.savedSelections == ["appeared with apples"])
    basket.selection = "pears"
    graph.settle()
    #expect(graph.evaluations["AppearanceLogger"] == 1, "the selection is read only in actions")
    basket.items.append("figs")
    graph.settle()
    #expect(graph.evaluations["AppearanceLogger"] == 2)
    #expect(basket.savedSelections == ["appeared with apples"], "appearing once, not at each update")
  }

  @Test func onDisappearRunsWhenTheViewIsRemoved() {
    let basket = Basket()
    let visibility = Visibility()
    let graph = ViewGraph(root: OptionalLogger(basket: basket, visibility: visibility))
    visibility.shown = false
    graph.settle()
    #expect(basket.savedSelections == ["appeared with apples", "left with apples"])
  }

  @Test func valueReadOnlyInAModifierUpdatesTheModifierAndNotTheView() {
    let basket = Basket()
    let graph = ViewGraph(root: BasketItems(basket: basket))
    basket.selection = "pears"
    graph.settle()
    basket.selection = "plums"
    graph.settle()
    #expect(graph.evaluations["BasketItems"] == 1)
    #expect(graph.evaluations["SaveSelection"] == 3)
    #expect(basket.savedSelections == ["pears", "plums"])
    #expect(graph.renderedText == "List\n  Text(\"apples\")\n  Text(\"pears\")\n  Text(\"plums\")")
  }

  @Test func valueReadInTheBodyUpdatesTheWholeView() {
    let basket = Basket()
    let graph = ViewGraph(root: BasketItemsReadingSelection(basket: basket))
    basket.selection = "pears"
    graph.settle()
    basket.selection = "plums"
    graph.settle()
    #expect(graph.evaluations["BasketItemsReadingSelection"] == 3)
    #expect(basket.savedSelections == ["pears", "plums"])
  }

  @Test func modifierContentFollowsTheParentWhenTheModifierIsUnchanged() {
    let basket = Basket()
    let graph = ViewGraph(root: BasketItems(basket: basket))
    basket.items.append("figs")
    graph.settle()
    #expect(graph.evaluations["SaveSelection"] == 1)
    #expect(graph.renderedText.hasSuffix("Text(\"figs\")"))
  }

  @Test func onChangeWithInitialRunsWhenTheViewAppears() {
    let basket = Basket()
    _ = ViewGraph(root: Text("x").onChange(of: basket.selection, initial: true) { old, new in
      basket.savedSelections.append("\(old)->\(new)")
    })
    #expect(basket.savedSelections == ["apples->apples"])
  }

  @Test func onChangeBeforeIOS17GetsTheNewValueAndNotTheAppearance() {
    let basket = Basket()
    let graph = ViewGraph(root: SelectionRecorder(basket: basket))
    #expect(basket.savedSelections.isEmpty)
    basket.selection = "pears"
    graph.settle()
    basket.selection = "pears"
    graph.settle()
    #expect(basket.savedSelections == ["pears"])
  }

  @Test func environmentReadersUpdateWhenTheirValueChangesEvenBelowAnUnchangedView() {
    let basket = Basket()
    let graph = ViewGraph(root: Themed(basket: basket))
    #expect(graph.renderedText == "VStack\n  Text(\"accent green\")\n  Text(\"3 items\")")
    basket.selection = "pears"
    graph.settle()
    #expect(graph.evaluations["Themed"] == 2)
    #expect(graph.evaluations["AccentLabel"] == 1)
    basket.selection = "plums"
    graph.settle()
    #expect(graph.evaluations["Frame"] == 1)
    #expect(graph.evaluations["AccentLabel"] == 2)
    #expect(graph.evaluations["BasketCount"] == 1)
    basket.items.removeLast()
    graph.settle()
    #expect(graph.evaluations["BasketCount"] == 2)
    #expect(graph.renderedText == "VStack\n  Text(\"accent purple\")\n  Text(\"2 items\")")
  }

  @Test func viewHoldingAClosureAlwaysCountsAsChanged() {
    let basket = Basket()
    let graph = ViewGraph(root: ClosureParent(basket: basket))
    basket.selection = "plums"
    graph.settle()
    #expect(graph.evaluations["ClosureHolder"] == 2)
  }
}

@Observable
final class Queue {
  var tracks = ["Intro"]
  var isShown = false
}

struct QueueButton: View {
  @Bindable var queue: Queue
  var body: some View {
    Text("Queue")
      .sheet(isPresented: $queue.isShown) { QueueList(queue: queue) }
  }
}

struct QueueList: View {
  let queue: Queue
  var body: some View { Text(queue.tracks.joined(separator: ", ")) }
}

@Suite @MainActor struct PresentationTests {
  /// A sheet's content is built only while the sheet is shown: a change it reads runs it then,
  /// and not before or after.
  @Test func presentedContentRunsOnlyWhileShown() {
    let queue = Queue()
    let graph = ViewGraph(root: QueueButton(queue: queue))
    queue.tracks.append("Outro")
    graph.settle()
    #expect(graph.evaluations["QueueList"] == nil, "not shown, not built")
    queue.isShown = true
    graph.settle()
    #expect(graph.evaluations["QueueList"] == 1, "shown: built once")
    #expect(graph.renderedText.contains("sheet"), "\(graph.renderedText)")
    queue.tracks.append("Bonus")
    graph.settle()
    #expect(graph.evaluations["QueueList"] == 2, "shown: runs for what it reads")
    queue.isShown = false
    queue.tracks.append("Encore")
    graph.settle()
    #expect(graph.evaluations["QueueList"] == 2, "dismissed: runs no more")
  }
}
