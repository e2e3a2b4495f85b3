@_spi(NarrowHarness) import SwiftUI
import Foundation
import Testing

/// Runs the built `narrow-harness` the way a user does, on the examples and on the hand-written
/// before/after pair.
@Suite(.serialized) struct HarnessCommandTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // HarnessTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// Built next to this test bundle, since the tests depend on it.
  static let harness = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent()
    .appendingPathComponent("narrow-harness")

  struct Run {
    let status: Int32
    let output: Data
    let errors: String
  }

  static func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = harness
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    let output = Pipe()
    process.standardOutput = output
    // Diagnostics go to a file, so that a long compiler error cannot fill a pipe and block.
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID()).err")
    guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown)
    }
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errorText = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(at: errorFile)
    return Run(status: process.terminationStatus, output: data, errors: errorText)
  }

  static func report(for example: String) throws -> ScenarioReport {
    let run = try run([packageRoot.appendingPathComponent(example).path])
    #expect(run.status == 0, "\(run.errors)")
    return try JSONDecoder().decode(ScenarioReport.self, from: run.output)
  }

  @Test func musicPlayerTicksUpdateTheWholeTrackChildButNotTheControls() throws {
    let report = try Self.report(for: "Examples/MusicPlayer")
    let ticks = report.steps.filter { $0.name.hasPrefix("tick ") && $0.name != "tick while paused" }
    #expect(ticks.count == 3)
    for tick in ticks {
      #expect(tick.evaluations["TrackTitle"] == 1, "TrackTitle takes the whole Track: \(tick.name)")
      #expect(tick.evaluations["MiniPlayer"] == 1, "track is one dependency: \(tick.name)")
      #expect(tick.evaluations["PlaybackControls"] == nil, "\(tick.name)")
      #expect(tick.evaluations["TrackRow"] == nil, "\(tick.name)")
    }
    let libraryPlay = try #require(report.steps.last)
    #expect(libraryPlay.evaluations == ["LibraryView": 1, "TrackRow": 1])
  }

  @Test func comparePassFieldsPairRendersIdenticallyWithFewerEvaluations() throws {
    let fixtures = Self.packageRoot.appendingPathComponent("Tests/HarnessTests/Fixtures/PassFieldsMusic")
    let run = try Self.run([
      "--compare",
      fixtures.appendingPathComponent("before").path,
      fixtures.appendingPathComponent("after").path,
    ])
    #expect(run.status == 0, "\(run.errors)")
    let comparison = try JSONSerialization.jsonObject(with: run.output) as? [String: Any]
    #expect(comparison?["rendersIdentical"] as? Bool == true)
    let trackTitle = (comparison?["evaluations"] as? [String: Any])?["TrackTitle"] as? [String: Int]
    // Mounted once, then once per tick only while it takes the whole track; the second pause, an
    // equal write of `isPlaying`, never runs it (on every compiler).
    #expect(trackTitle == ["before": 6, "after": 1])
    let total = comparison?["total"] as? [String: Int]
    #if compiler(>=6.2)
    // The second pause runs nothing: Swift 6.2 and later skip equal writes through the setter.
    #expect(total == ["before": 14, "after": 9])
    #else
    // Before 6.2 the setter notifies on every set: the second pause runs PlaybackControls once more.
    #expect(total == ["before": 15, "after": 10])
    #endif
  }

  @Test func compareFailsWhenRendersDiffer() throws {
    let run = try Self.run([
      "--compare",
      Self.packageRoot.appendingPathComponent("Tests/HarnessTests/Fixtures/PassFieldsMusic/before").path,
      Self.packageRoot.appendingPathComponent("Examples/MusicPlayer").path,
    ])
    #expect(run.status == 1)
    #expect(run.errors.contains("renders differ"))
  }

  @Test(arguments: ["Examples/Cart", "Examples/Downloads", "Examples/Feed"])
  func everyExampleRunsItsScenario(example: String) throws {
    let report = try Self.report(for: example)
    #expect(report.steps.count > 1)
    #expect(report.steps.allSatisfy { !$0.render.isEmpty })
  }

  @Test func cartSavesEachSelectionOnce() throws {
    let report = try Self.report(for: "Examples/Cart")
    #expect(report.steps.last?.counters["selection saves"] == 2)
    let selection = try #require(report.steps.first { $0.name == "select frother" })
    #expect(selection.evaluations["CartItemList"] == 1, "the list reads the selection for its onChange")
    #expect(selection.evaluations["CartItemRow"] == nil)
  }

  @Test func helpAndUsageErrors() throws {
    let help = try Self.run(["--help"])
    #expect(help.status == 0)
    #expect(String(decoding: help.output, as: UTF8.self).contains("--compare BEFORE AFTER"))
    #expect(try Self.run(["--compare", "only-one"]).status == 2)
    #expect(try Self.run(["no/such/directory"]).status == 2)
  }
}
