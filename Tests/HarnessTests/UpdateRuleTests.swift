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

@Observable
final class Meter {
  var level = 1
  var readings = [1]
}

struct MeterLabel: View {
  let meter: Meter
  var body: some View { Text("\(meter.level) \(meter.readings.count)") }
}

@MainActor
@Suite struct EqualWriteTests {
  /// The subset uses the real Observation module, so this follows the compiler that builds it; the
  /// harness report says which behaviour a proof ran under.
  @Test func equalWritesFollowTheCompiler() async {
    let meter = Meter()
    let graph = ViewGraph(root: MeterLabel(meter: meter))
    meter.level = 1
    graph.settle()
    #if compiler(>=6.2)
    #expect(graph.evaluations["MeterLabel"] == 1, "Swift 6.2 and later skip an equal write through the setter")
    #expect(ScenarioReport.compilerEqualWrites.hasPrefix("skipped"))
    #else
    #expect(graph.evaluations["MeterLabel"] == 2, "older compilers notify on every set")
    #expect(ScenarioReport.compilerEqualWrites.hasPrefix("notify"))
    #endif
    meter.level += 0
    graph.settle()
    meter.readings[0] = 1
    graph.settle()
    #expect(graph.evaluations["MeterLabel", default: 0] >= 3, "_modify paths notify on every compiler")
    let report = await ScenarioRunner.run(Scenario(root: MeterLabel(meter: meter)) {})
    #expect(report.equalObservableWrites == ScenarioReport.compilerEqualWrites)
  }
}

/// Every row of the table in Sources/SwiftUI/Approximations.md names tests that exist.
@Suite struct ApproximationsTableTests {
  @Test func everyRuleNamesATestThatExists() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let table = try String(contentsOf: here.appendingPathComponent("../../Sources/SwiftUI/Approximations.md"), encoding: .utf8)
    let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| rule") && !$0.hasPrefix("|---") }
    #expect(rows.count >= 15)
    let tests = try FileManager.default.contentsOfDirectory(atPath: here.path).filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: here.appendingPathComponent($0), encoding: .utf8) }.joined()
    for row in rows {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let references = cells.last!.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
      #expect(!references.isEmpty, "no test named for: \(cells.first ?? "")")
      for reference in references {
        let parts = reference.split(separator: ".", maxSplits: 1).map(String.init)
        #expect(tests.contains("struct \(parts[0])"), "\(parts[0]) is not a suite in Tests/HarnessTests")
        guard parts.count == 2, parts[1] != "*" else { continue }
        let name = parts[1].replacingOccurrences(of: "…", with: "")
        #expect(tests.contains("@Test func \(name)"), "\(reference) is not a test in Tests/HarnessTests")
      }
    }
  }
}
