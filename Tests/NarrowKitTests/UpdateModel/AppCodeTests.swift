import Foundation
import Testing

@testable import NarrowKit

/// Test code and preview code are read with the rest, for what they build and call, but never
/// run in the app: no write of theirs is an app event, whatever runs it in the test or the canvas.
@Suite struct AppCodeTests {
  private func model(_ files: [String: String], modules: ModuleMap = ModuleMap()) -> UpdateModel {
    UpdateModel(index: Index.build(files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) },
      modules: modules, jobs: 1))
  }

  static let counter = """
    @Observable
    final class Counter {
      var value = 0
      func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.value += 1 } }
    }

    struct CounterView: View {
      let counter: Counter
      var body: some View { Text("\\(counter.value)") }
    }

    """

  @Test func writesInAPreviewMacroAreNoEvent() {
    let model = model(["Counter.swift": Self.counter + """
      #Preview("Ticking") {
        let counter = Counter()
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in counter.value += 1 }
        return CounterView(counter: counter).onTapGesture { counter.value = 0 }
      }
      """])
    #expect(model.writers(of: "value", in: "Counter").map(\.location.line) == [4], "only the app's timer")
    #expect(model.events().map(\.name) == ["Counter.start › scheduledTimer"])
  }

  @Test func writesInAPreviewProviderAndTheTypesInsideItAreNoEvent() {
    let model = model(["Counter.swift": Self.counter + """
      struct CounterPreviews: PreviewProvider {
        struct Host: View {
          @State private var counter = Counter()
          var body: some View { CounterView(counter: counter).onTapGesture { counter.value += 1 } }
        }
        static var previews: some View {
          let counter = Counter()
          return VStack { Host(); Button("Reset") { counter.value = 0 } }
        }
      }
      """])
    #expect(model.writers(of: "value", in: "Counter").map(\.location.line) == [4], "\(model.writers(of: "value", in: "Counter"))")
  }

  @Test func writesInATestTargetAreNoEventWhateverItsFolder() {
    let checks = """
      final class CounterChecks: XCTestCase {
        func testTicks() {
          let counter = Counter()
          Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in counter.value += 1 }
        }
      }
      """
    let modules = ModuleMap(targetsByPath: [
      "App/Counter.swift": [.init(name: "App")], "Checks/CounterChecks.swift": [.init(name: "AppChecks", isTest: true)],
    ])
    let model = model(["App/Counter.swift": Self.counter, "Checks/CounterChecks.swift": checks], modules: modules)
    #expect(model.writers(of: "value", in: "Counter").map(\.location.file) == ["App/Counter.swift"])
    let asApp = self.model(["App/Counter.swift": Self.counter, "Checks/CounterChecks.swift": checks])
    #expect(asApp.writers(of: "value", in: "Counter").count == 2, "in no target and no test folder, it is app code")
  }

  private func fixtureRun() throws -> RunResult {
    let root = try MultiTargetFixture.write()
    defer { try? FileManager.default.removeItem(at: root) }
    var request = RunRequest.scan(paths: ["."], transformIDs: TransformCatalog.ids)
    request.currentDirectory = root.path
    request.jobs = 1
    return try Pipeline.run(request)
  }

  /// The fixture's preview and unit test write the shared model from timers; only the phone
  /// screen's button is the app's.
  @Test func hotAndSimulateListOnlyTheAppsEvents() throws {
    let result = try fixtureRun()
    let model = result.model
    #expect(model.events().map(\.name) == ["ReadingScreen.body › VStack › Button"], "\(model.events().map(\.name))")
    #expect(Set(model.events().flatMap(\.writers).map(\.location.file)) == ["Phone/ReadingScreen.swift"])
    #expect(model.events(named: "Reading.title") == nil, "simulate finds nothing that changes it")
    #expect(model.events(named: "Reading.page")?.flatMap(\.writers).map(\.code) == ["reading.page"])
    let hot = model.hotPaths(proposals: result.proposals, skipped: result.skipped)
    #expect(hot.paths.isEmpty, "\(hot.paths.map(\.event))")
  }

  /// `BookRow` reads one field of `Book`; the others change only in the preview and the test.
  @Test func aProposalSparingOnlyTestAndPreviewWritesSparesNothing() throws {
    let result = try fixtureRun()
    let rows = result.proposals.filter { $0.target.hasPrefix("BookRow") }
    #expect(!rows.isEmpty)
    for proposal in rows {
      #expect(proposal.effect.events.isEmpty, "\(proposal.effect.events)")
      #expect(proposal.effect.strength == .possible)
      #expect(proposal.effect.rate == .once)
      #expect(proposal.effect.spared.allSatisfy { $0.writers.isEmpty }, "\(proposal.effect.spared)")
    }
  }
}
