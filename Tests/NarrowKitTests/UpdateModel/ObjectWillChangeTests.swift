import Testing

@testable import NarrowKit

/// `objectWillChange.send()` written by hand is a change of the object it is sent on: every view
/// observing it runs, at the pace of the code that sends it.
@Suite struct ObjectWillChangeTests {
  static let source = """
    final class Downloads: ObservableObject {
      var fraction = 0.0
      @Published var title = "Downloads"

      func start() {
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
          self.fraction += 0.01
          self.objectWillChange.send()
        }
      }
    }

    final class Settings: ObservableObject {
      var theme = 0
      func reset(downloads: Downloads) {
        theme = 0
        objectWillChange.send()
        downloads.objectWillChange.send()
      }
      func press() { Button("Reset") { self.reset(downloads: Downloads()) } }
    }

    struct DownloadsTitle: View {
      @ObservedObject var downloads: Downloads
      var body: some View { Text(downloads.title) }
    }

    struct SettingsView: View {
      @ObservedObject var settings: Settings
      var body: some View { Text("Settings") }
    }
    """

  private func runs(_ event: String) -> [String] {
    let model = UpdateModel(index: Index.build([SourceFile(path: "A.swift", bytes: Array(Self.source.utf8))], jobs: 1))
    guard let events = model.events(named: event) else { return ["no event \(event)"] }
    return Array(Set(events.flatMap { model.simulate($0).runs.map(\.view) })).sorted()
  }

  @Test func aSendInATimerRunsEveryObserverAtTheTimersPace() {
    let model = UpdateModel(index: Index.build([SourceFile(path: "A.swift", bytes: Array(Self.source.utf8))], jobs: 1))
    let writers = model.changes(of: "objectWillChange", in: "Downloads")
    #expect(writers.contains { $0.rate == .continuous && $0.pacing?.hertz == 2 }, "\(writers.map(\.description))")
    #expect(runs("Downloads.start › scheduledTimer") == ["DownloadsTitle"])
  }

  @Test func aSendOnAnotherObjectRunsThatObjectsObservers() {
    #expect(runs("Settings.reset") == ["DownloadsTitle", "SettingsView"])
  }
}
