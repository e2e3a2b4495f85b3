#if os(Linux)
import Foundation
@testable import NarrowKit
import Testing

/// `.narrow.json`: found like `.swift-format`, checked key by key, and always below the command line.
@Suite struct ConfigurationTests {
  static let view = String(decoding: FileSafetyTests.Fixture.view, as: UTF8.self)

  private func sandbox(_ files: [String: String]) throws -> Sandbox {
    try Sandbox(files: files.mapValues { Array($0.utf8) }, git: false)
  }

  @Test func theNearestFileAboveAPathSetsWhatScanRunsAndTheCommandLineWins() throws {
    let sandbox = try sandbox([
      ".narrow.json": #"{"transforms": ["hoist-field"]}"#, "App/Sources/Row.swift": Self.view,
    ])
    defer { sandbox.remove() }
    let configured = try CLI.run(["scan", "App/Sources"], in: sandbox.root)
    #expect(configured.status == 0 && !configured.stdout.contains("[pass-fields]"), "\(configured.stdout)")
    let given = try CLI.run(["scan", "-t", "pass-fields", "--skipped", "App/Sources"], in: sandbox.root)
    #expect(given.stdout.contains("[pass-fields]"), "\(given.stdout)")
    let shown = try CLI.run(["config", "App"], in: sandbox.root)
    #expect(shown.stdout.contains("transforms (scan): hoist-field  (.narrow.json)"), "\(shown.stdout)")
    #expect(shown.stdout.contains("large-value.fields: 20  (default)"), "\(shown.stdout)")
    let overridden = try CLI.run(["config", "--large-fields", "9", "App"], in: sandbox.root)
    #expect(overridden.stdout.contains("large-value.fields: 9  (command line)"), "\(overridden.stdout)")
  }

  /// Each transform's settings are declared once, and every surface is built from that: the flag
  /// parses, `--help` lists it with its default, `.narrow.json` takes it under the transform's id,
  /// a bad value names its key path, and `narrow config` shows where the value came from.
  @Test(arguments: TransformCatalog.settings.map(\.keyPath))
  func everyDeclaredSettingReachesEverySurface(_ keyPath: String) throws {
    let setting = try #require(TransformCatalog.settings.first { $0.keyPath == keyPath })
    let help = try CLI.run(["scan", "--help"], in: FileManager.default.temporaryDirectory)
    #expect(help.stdout.contains("\(setting.flag) N") && help.stdout.contains("(default \(setting.defaultValue))"), "\(help.stdout)")
    let sandbox = try sandbox([".narrow.json": #"{"\#(setting.transform)": {"\#(setting.key)": 7}}"#, "App/Row.swift": Self.view])
    defer { sandbox.remove() }
    let configured = try CLI.run(["config", "App"], in: sandbox.root)
    #expect(configured.stdout.contains("\(keyPath): 7  (.narrow.json)"), "\(configured.stdout)")
    let given = try CLI.run(["config", setting.flag, "9", "App"], in: sandbox.root)
    #expect(given.stdout.contains("\(keyPath): 9  (command line)"), "\(given.stdout)")
    let scanned = try CLI.run(["scan", setting.flag, "9", "App"], in: sandbox.root)
    #expect(scanned.status == 0, "\(scanned.stderr)")
    try sandbox.write(".narrow.json", #"{"\#(setting.transform)": {"\#(setting.key)": 0}}"#)
    let refused = try CLI.run(["scan", "App"], in: sandbox.root)
    #expect(refused.status == 2 && refused.stderr.contains("\(keyPath): must be a positive whole number"), "\(refused.stderr)")
  }

  /// `graph` draws a value as large by the same setting as large-value, wherever it was given.
  @Test func graphDrawsLargeValuesByTheConfiguredThreshold() throws {
    let code = """
      import SwiftUI
      struct Small { let a: Int; let b: Int; let c: Int }
      struct Parent: View {
        let value: Small
        var body: some View { Child(value: value) }
      }
      struct Child: View {
        let value: Small
        var body: some View { Text("\\(value.a)") }
      }
      """
    let sandbox = try sandbox(["App/Views.swift": code])
    defer { sandbox.remove() }
    let plain = try CLI.run(["graph", "--format", "json", "App"], in: sandbox.root)
    #expect(plain.status == 0 && !plain.stdout.contains("\"largeValue\" : true"), "\(plain.stdout)")
    try sandbox.write(".narrow.json", #"{"large-value": {"fields": 2}}"#)
    let configured = try CLI.run(["graph", "--format", "json", "App"], in: sandbox.root)
    #expect(configured.stdout.contains("\"largeValue\" : true"), "\(configured.stdout)")
  }

  /// Each error names the file, the line and column of the key (or of the fault), and the key.
  @Test(arguments: [
    (#"{"large-value": {"feilds": 3}}"#, "1:18: large-value.feilds: unknown key (did you mean 'fields'?)"),
    ("{\n  \"colour\": \"red\"}", "2:3: colour: unknown key"),
    (#"{"split-observable": {"views": "3"}}"#, "1:23: split-observable.views: must be a positive whole number"),
    (#"{"large-value": {"depth": true}}"#, "1:18: large-value.depth: must be a positive whole number"),
    (#"{"transforms": ["pass-field"]}"#, "1:2: transforms: unknown transform 'pass-field' (did you mean 'pass-fields'?)"),
    (#"{"transforms": []}"#, "1:2: transforms: names no transform"),
    (#"{"accept": "all"}"#, #"1:2: accept: must be "safe" or "review""#),
    ("{\"accept\": \"review\",\n \"accept\": \"safe\"}", "2:2: accept: is given twice (first at 1:2); keep one"),
    (#"{"large-value": {"fields": 3, "fields": 4}}"#, "1:31: large-value.fields: is given twice (first at 1:18)"),
    (#"{"deploymentTarget": {"iOS": "seventeen"}}"#, "1:23: deploymentTarget.iOS: must be a version"),
    (#"{"deploymentTarget": {"Android": "14"}}"#, "1:23: deploymentTarget.Android: unknown key"),
    (#"{"platform": "Android"}"#, #"1:2: platform: must be one of "iOS", "macOS", "tvOS", "watchOS", "visionOS""#),
    (#"["pass-fields"]"#, "1:1: must hold a JSON object"),
    ("{\"accept\": \"safe\",\n  oops}", "2:3: is not valid JSON"),
    ("{\"accept\": ", "1:12: is not valid JSON"),
  ])
  func aBadSettingExits2NamingTheFileTheLineAndTheKey(_ text: String, _ message: String) throws {
    let sandbox = try sandbox([".narrow.json": text, "Row.swift": Self.view])
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "."], in: sandbox.root)
    #expect(scan.status == 2 && scan.stderr.contains(".narrow.json:\(message)"), "\(scan.stderr)")
    #expect(!scan.stderr.contains("NSCocoaErrorDomain") && !scan.stderr.contains("The operation could not be completed"))
    #expect(scan.stdout.isEmpty)
  }

  @Test func anUnreadableOrNamedFileIsUsedOrRefused() throws {
    let sandbox = try sandbox(["Row.swift": Self.view, "ci.json": #"{"transforms": ["hoist-field"]}"#])
    defer { sandbox.remove() }
    let missing = try CLI.run(["scan", "--config", "nowhere.json", "."], in: sandbox.root)
    #expect(missing.status == 2 && missing.stderr.contains("nowhere.json: cannot be read"), "\(missing.stderr)")
    let named = try CLI.run(["config", "--config", "ci.json", "."], in: sandbox.root)
    #expect(named.stdout.contains("transforms (scan): hoist-field  (ci.json)"), "\(named.stdout)")
  }

  @Test func acceptAndEvidenceComeFromTheFileUnlessGiven() throws {
    let example = RowObservableTransform.examples.first { $0.name.hasPrefix("a field written one element") }!
    let box = try sandbox([
      "Example.swift": example.files["Example.swift"]!,
      "Config/ci.json": #"{"accept": "review", "evidence": ["changes.log"]}"#,
      "Config/changes.log": "DownloadList: @self changed.\n",
    ])
    defer { box.remove() }
    let reviewed = try CLI.run(["diff", "-t", "row-observable", "--config", "Config/ci.json", "."], in: box.root)
    #expect(reviewed.stdout.contains("+final class DownloadState"), "review proposals are in the diff: \(reviewed.stderr)")
    #expect(reviewed.stderr.contains("measured"), "the evidence is read relative to the file: \(reviewed.stderr)")
    let safe = try CLI.run(["diff", "-t", "row-observable", "--config", "Config/ci.json", "--accept", "safe", "."], in: box.root)
    #expect(safe.stdout.isEmpty, "--accept safe wins over the file")
  }

  @Test func pathsWithDifferentConfigurationsAreAUsageError() throws {
    let sandbox = try sandbox(["A/.narrow.json": "{}", "A/Row.swift": Self.view, "B/Row.swift": Self.view])
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "A", "B"], in: sandbox.root)
    #expect(scan.status == 2 && scan.stderr.contains("different configurations"), "\(scan.stderr)")
  }

  @Test func excludeLeavesFilesOutLikeNarrowignore() throws {
    let sandbox = try sandbox([".narrow.json": #"{"exclude": ["Generated/"]}"#, "Generated/Row.swift": Self.view])
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "-t", "pass-fields", "."], in: sandbox.root)
    #expect(scan.stdout.contains("0 files scanned"), "\(scan.stdout)")
  }

  /// `--platform`, else the file's `platform`, decides the `#if` branches every command reads.
  @Test func thePlatformComesFromTheCommandLineOrTheFile() throws {
    let code = """
      import SwiftUI
      @Observable
      final class Clock {
        var elapsed = 0.0
        func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.elapsed += 1 } }
      }
      struct Face: View {
        let clock: Clock
        var body: some View {
          #if os(iOS)
          Text("\\(clock.elapsed)")
          #endif
        }
      }
      """
    let box = try sandbox(["App/Clock.swift": code, ".narrow.json": #"{"platform": "macOS"}"#])
    defer { box.remove() }
    let configured = try CLI.run(["simulate", "Clock.start", "App"], in: box.root)
    #expect(configured.stdout.contains("no body runs"), "\(configured.stdout)")
    let given = try CLI.run(["simulate", "Clock.start", "--platform", "ios", "App"], in: box.root)
    #expect(given.stdout.contains("1. Face"), "\(given.stdout)")
    let shown = try CLI.run(["config", "App"], in: box.root)
    #expect(shown.stdout.contains("platform: macOS  (.narrow.json)"), "\(shown.stdout)")
    let scanned = try CLI.run(["scan", "App"], in: box.root)
    #expect(scanned.stdout.contains("configuration: macOS: the #if branches a build for macOS takes"), "\(scanned.stdout)")
    let refused = try CLI.run(["hot", "--platform", "Android", "App"], in: box.root)
    #expect(refused.status == 2 && refused.stderr.contains("--platform takes iOS, macOS, tvOS, watchOS, visionOS, not 'Android'"), "\(refused.stderr)")
  }

  /// An ObservableObject codebase with no package or project: the configuration's deployment target decides.
  @Test func theDeploymentTargetCanBeGivenWhereNothingDeclaresIt() throws {
    let example = RowObservableTransform.examples.first { $0.name.hasPrefix("an ObservableObject's rows") }!
    let source = example.files["Example.swift"]!
    let unknown = try sandbox(["Example.swift": source])
    defer { unknown.remove() }
    // Without a known target Observation may be missing: each row's state is an ObservableObject.
    let objects = try CLI.run(["scan", "-t", "row-observable", "-t", "adopt-observation", "--skipped", "."], in: unknown.root)
    #expect(objects.stdout.contains("one ObservableObject per Download"), "\(objects.stdout)")
    #expect(objects.stdout.contains("the deployment target is unknown"), "\(objects.stdout)")
    let given = try sandbox(["Example.swift": source, ".narrow.json": #"{"deploymentTarget": {"iOS": "17.0"}}"#])
    defer { given.remove() }
    let proposed = try CLI.run(["scan", "-t", "row-observable", "."], in: given.root)
    #expect(proposed.stdout.contains("one @Observable object per Download"), "\(proposed.stdout)")
    let old = try sandbox(["Example.swift": source, ".narrow.json": #"{"deploymentTarget": {"iOS": "16.4"}}"#])
    defer { old.remove() }
    let refused = try CLI.run(["scan", "-t", "row-observable", "-t", "adopt-observation", "--skipped", "."], in: old.root)
    #expect(refused.stdout.contains("one ObservableObject per Download"), "\(refused.stdout)")
    #expect(refused.stdout.contains("deploymentTarget targets iOS 16.4"), "\(refused.stdout)")
  }
}
#endif
