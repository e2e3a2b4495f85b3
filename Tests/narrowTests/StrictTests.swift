#if os(Linux)
import Foundation
import Testing

/// `scan --strict` fails a commit or a build on the findings that matter: by default those with a
/// likely (or measured) effect, never an old `possible` one; and it never passes on nothing.
@Suite struct StrictTests {
  /// In the bundled player, `TrackTitle.track` is spared on every tick (likely); `TrackRow.track`
  /// only by a change nothing in the code makes busy (possible).
  private func scan(_ only: String, _ options: [String], in root: URL = CLI.packageRoot) throws -> CLI.Run {
    try CLI.run(["scan", "-t", "pass-fields", "--only", only, "--strict"] + options + ["Examples/MusicPlayer"], in: root)
  }

  @Test func byDefaultOnlyALikelyFindingFails() throws {
    let likely = try scan("TrackTitle.track", [])
    #expect(likely.status == 1, "\(likely.stdout)\(likely.stderr)")
    let possible = try scan("TrackRow.track", [])
    #expect(possible.status == 0 && possible.stdout.contains("TrackRow.track"), "\(possible.stdout)\(possible.stderr)")
  }

  @Test func aLowerThresholdFailsOnAPossibleFinding() throws {
    for threshold in ["possible", "any"] {
      let run = try scan("TrackRow.track", ["--fail-on", threshold])
      #expect(run.status == 1, "--fail-on \(threshold): \(run.stdout)\(run.stderr)")
    }
    let refused = try scan("TrackRow.track", ["--fail-on", "some"])
    #expect(refused.status == 2 && refused.stderr.contains("--fail-on takes likely, possible, any, not 'some'"), "\(refused.stderr)")
  }

  @Test func theThresholdCanComeFromTheConfiguration() throws {
    let box = try Sandbox(copying: "Examples")
    defer { box.remove() }
    try FileManager.default.createDirectory(at: box.root.appendingPathComponent("Examples"), withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: box.root.appendingPathComponent("MusicPlayer"), to: box.root.appendingPathComponent("Examples/MusicPlayer"))
    try box.write(".narrow.json", #"{"failOn": "possible"}"#)
    let configured = try scan("TrackRow.track", [], in: box.root)
    #expect(configured.status == 1, "\(configured.stdout)\(configured.stderr)")
    let overridden = try scan("TrackRow.track", ["--fail-on", "likely"], in: box.root)
    #expect(overridden.status == 0, "the command line wins: \(overridden.stderr)")
    let shown = try CLI.run(["config", "Examples/MusicPlayer"], in: box.root)
    #expect(shown.stdout.contains("failOn (scan --strict): possible  (.narrow.json)"), "\(shown.stdout)")
    try box.write(".narrow.json", #"{"failOn": "often"}"#)
    let refused = try scan("TrackRow.track", [], in: box.root)
    #expect(refused.status == 2 && refused.stderr.contains(#"failOn: must be one of "likely", "possible", "any""#), "\(refused.stderr)")
  }

  /// A hook or CI step whose path or glob matches nothing checked nothing, and must say so.
  @Test func aStrictScanOfNoSwiftFileIsAnErrorUnlessAllowed() throws {
    let box = try Sandbox(files: ["notes.md": Array("nothing to scan".utf8)], git: false)
    defer { box.remove() }
    let empty = try CLI.run(["scan", "--strict", "."], in: box.root)
    #expect(empty.status == 2 && empty.stderr.contains("scan --strict found no Swift file in ."), "\(empty.stderr)")
    let allowed = try CLI.run(["scan", "--strict", "--allow-empty", "."], in: box.root)
    #expect(allowed.status == 0, "\(allowed.stderr)")
    let lenient = try CLI.run(["scan", "."], in: box.root)
    #expect(lenient.status == 0, "without --strict an empty scan is no error: \(lenient.stderr)")
  }
}
#endif
