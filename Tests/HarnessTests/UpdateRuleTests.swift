@_spi(NarrowHarness) import SwiftUI
import Foundation
import Testing

/// Probes for the update rules in Sources/SwiftUI/Approximations.md that the fixtures depend on:
/// each one fails when the subset stops following SwiftUI there.

/// Bindings the probes keep, so that a test can write through them the way a control would.
@MainActor
enum Captured {
  static var text: Binding<String>?
  static var flag: Binding<Bool>?
  static var count: Binding<Int>?
}

struct MirrorLabel: View {
  @Binding var text: String
  var body: some View {
    Captured.text = $text
    return Text(text)
  }
}

struct TextOwner: View {
  @State var text = "a"
  var body: some View {
    VStack {
      TextField("t", text: $text)
      MirrorLabel(text: $text)
    }
  }
}

struct FlagCapture: View {
  let flag: Binding<Bool>
  var body: some View {
    Captured.flag = flag
    return Text("capture")
  }
}

struct ToggleOwner: View {
  @State var isOn = false
  var body: some View {
    VStack {
      Toggle("t", isOn: $isOn)
      FlagCapture(flag: $isOn)
    }
  }
}

@Observable
final class Preferences {
  var isMuted = false
  var title = "Mix"
  var seed = 0
}

struct BindableToggle: View {
  @Bindable var preferences: Preferences
  var body: some View { Toggle("mute", isOn: $preferences.isMuted) }
}

struct ConstantChild: View {
  let isOn: Binding<Bool>
  var body: some View { Toggle("c", isOn: isOn) }
}

struct TitleWithConstant: View {
  let preferences: Preferences
  var body: some View {
    VStack {
      Text(preferences.title)
      ConstantChild(isOn: .constant(true))
    }
  }
}

struct CountWriter: View {
  @Binding var count: Int
  var body: some View {
    Captured.count = $count
    return Text("writer")
  }
}

struct CountOwner: View {
  @State var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      CountWriter(count: $count)
    }
  }
}

struct SeededLabel: View {
  @State private var value: Int
  init(seed: Int) { _value = State(initialValue: seed) }
  var body: some View { Text("\(value)") }
}

struct SeedParent: View {
  let preferences: Preferences
  var body: some View { SeededLabel(seed: preferences.seed) }
}

struct AssignedInInit: View {
  @State private var value: Int
  init(start: Int) { value = start }
  var body: some View { Text("\(value)") }
}

final class Tally: ObservableObject {
  @Published var count = 0
}

@Observable
final class Switchboard {
  var current: Tally
  init(_ tally: Tally) { current = tally }
}

struct TallyLabel: View {
  @ObservedObject var tally: Tally
  var body: some View { Text("\(tally.count)") }
}

struct TallyParent: View {
  let switchboard: Switchboard
  var body: some View { TallyLabel(tally: switchboard.current) }
}

@MainActor
@Suite struct UpdateRuleTests {
  @Test func stateRunsItsOwnerOnlyWhenTheOwnerReadIt() {
    let graph = ViewGraph(root: TextOwner())
    Captured.text!.wrappedValue = "b"
    graph.settle()
    #expect(graph.evaluations["TextOwner"] == 1)
    #expect(graph.evaluations["MirrorLabel"] == 2)
    #expect(graph.renderedText.contains("TextField(\"t\", text: \"b\")"))
    Captured.text!.wrappedValue = "b"
    graph.settle()
    #expect(graph.evaluations["TextOwner"] == 1)
    #expect(graph.evaluations["MirrorLabel"] == 2)
  }

  @Test func controlsReadTheirBindingInTheirOwnNode() {
    let graph = ViewGraph(root: ToggleOwner())
    Captured.flag!.wrappedValue = true
    graph.settle()
    #expect(graph.evaluations["ToggleOwner"] == 1)
    #expect(graph.evaluations["FlagCapture"] == 1)
    #expect(graph.renderedText.contains("Toggle(\"t\", isOn: true)"))
  }

  @Test func aBindingMadeThroughBindableReadsTheProperty() {
    let preferences = Preferences()
    let graph = ViewGraph(root: BindableToggle(preferences: preferences))
    preferences.isMuted = true
    graph.settle()
    #expect(graph.evaluations["BindableToggle"] == 2)
    #expect(graph.renderedText.contains("Toggle(\"mute\", isOn: true)"))
  }

  @Test func constantBindingsOfEqualValuesAreEqualInputs() {
    let preferences = Preferences()
    let graph = ViewGraph(root: TitleWithConstant(preferences: preferences))
    preferences.title = "Master"
    graph.settle()
    #expect(graph.evaluations["TitleWithConstant"] == 2)
    #expect(graph.evaluations["ConstantChild"] == 1)
  }

  @Test func aBindingsValueIsPartOfItsComparison() {
    let graph = ViewGraph(root: CountOwner())
    // The writer only holds the binding; the owner shows the count, so it runs, and then the
    // writer's binding differs because the value it was made with differs.
    Captured.count!.wrappedValue = 1
    graph.settle()
    #expect(graph.evaluations["CountOwner"] == 2)
    #expect(graph.evaluations["CountWriter"] == 2)
  }

  @Test func aChangedSeedRunsTheBodyButKeepsTheStoredValue() {
    let preferences = Preferences()
    let graph = ViewGraph(root: SeedParent(preferences: preferences))
    preferences.seed = 5
    graph.settle()
    #expect(graph.evaluations["SeedParent"] == 2)
    #expect(graph.evaluations["SeededLabel"] == 2)
    #expect(graph.renderedText == "Text(\"0\")")
  }

  @Test func stateAssignedInInitCompilesAndShows() {
    let graph = ViewGraph(root: AssignedInInit(start: 3))
    #expect(graph.renderedText == "Text(\"3\")")
  }

  @Test func anObservedObjectHandedAnotherObjectStopsObservingTheOld() {
    let first = Tally()
    let second = Tally()
    let switchboard = Switchboard(first)
    let graph = ViewGraph(root: TallyParent(switchboard: switchboard))
    switchboard.current = second
    graph.settle()
    #expect(graph.evaluations["TallyLabel"] == 2)
    first.count = 1
    graph.settle()
    #expect(graph.evaluations["TallyLabel"] == 2)
    second.count = 1
    graph.settle()
    #expect(graph.evaluations["TallyLabel"] == 3)
  }
}

@Observable
final class ListedTune: Identifiable {
  let id: Int
  var plays = 0
  init(id: Int) { self.id = id }
}

struct TuneLine: View {
  let song: ListedTune
  var body: some View { Text("\(song.id): \(song.plays)") }
}

struct TuneList: View {
  let songs: [ListedTune]
  var body: some View {
    List(songs) { song in TuneLine(song: song) }
  }
}

@MainActor
@Suite struct ListRowTests {
  @Test func aListBuildsOnlyTheRowsOnScreen() {
    let songs = (0..<30).map(ListedTune.init)
    let graph = ViewGraph(root: TuneList(songs: songs), visibleListRows: 5)
    #expect(graph.evaluations["TuneLine"] == 5)
    #expect(graph.renderedText.components(separatedBy: "\n").count == 6)
    songs[20].plays = 1  // never built, so not tracked
    graph.settle()
    #expect(graph.evaluations["TuneLine"] == 5)
    songs[2].plays = 1
    graph.settle()
    #expect(graph.evaluations["TuneLine"] == 6)
  }

  @Test func withoutAScreenfulEveryRowIsBuilt() {
    let graph = ViewGraph(root: TuneList(songs: (0..<30).map(ListedTune.init)))
    #expect(graph.evaluations["TuneLine"] == 30)
  }
}
