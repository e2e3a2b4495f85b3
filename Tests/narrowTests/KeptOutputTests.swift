#if os(Linux)
import Foundation
import Testing

@testable import NarrowKit

/// A scan whose inputs are all unchanged prints what it printed last time without indexing; any
/// change to what its output depends on is a new scan.
@Suite struct KeptOutputTests {
  private func sandbox() throws -> Sandbox {
    try Sandbox(files: ["App/Row.swift": FileSafetyTests.Fixture.view, "App/Shelf.swift": FileSafetyTests.Fixture.caller], git: false)
  }

  private let scan = ["scan", "--cache-path", "cache", "--strict", "App"]

  @Test func anUnchangedScanPrintsTheSameWithoutReadingTheFacts() throws {
    let sandbox = try sandbox()
    defer { sandbox.remove() }
    let cold = try CLI.run(scan, in: sandbox.root)
    let facts = sandbox.root.appendingPathComponent("cache/facts")
    try FileManager.default.removeItem(at: facts)
    let warm = try CLI.run(scan, in: sandbox.root)
    #expect(warm.stdout == cold.stdout && warm.stderr == cold.stderr && warm.status == cold.status)
    #expect(!FileManager.default.fileExists(atPath: facts.path), "the warm scan parsed the files again")
  }

  /// Each change, made after a scan kept its output, gives what a scan without any cache prints.
  @Test(arguments: [
    ("a new file with a syntax error", "App/Broken.swift", "struct {\n"),
    ("a changed file", "App/Shelf.swift", "import SwiftUI\n"),
    ("a configuration naming one transform", ".narrow.json", #"{"transforms": ["hoist-field"]}"#),
    ("a .narrowignore leaving a file out", "App/.narrowignore", "Shelf.swift\n"),
  ])
  func aChangeIsNeverAnsweredWithTheKeptOutput(_ change: String, _ path: String, _ text: String) throws {
    let sandbox = try sandbox()
    defer { sandbox.remove() }
    let before = try CLI.run(scan, in: sandbox.root)
    try sandbox.write(path, text)
    let kept = try CLI.run(scan, in: sandbox.root)
    let fresh = try CLI.run(["scan", "--no-cache", "--strict", "App"], in: sandbox.root)
    #expect(kept.stdout == fresh.stdout && kept.status == fresh.status, "after \(change)")
    #expect(kept.stdout != before.stdout, "\(change) changes nothing the test can see")
  }

  /// What a manifest declares is an input too: the deployment target decides adopt-observation.
  @Test func aChangedManifestIsNeverAnsweredWithTheKeptOutput() throws {
    let model = """
      import SwiftUI

      final class Counter: ObservableObject {
        @Published var count = 0
      }

      struct CounterView: View {
        @StateObject private var counter = Counter()
        var body: some View { Text("\\(counter.count)") }
      }

      """
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(name: "App", platforms: [.iOS(.v16)], targets: [.target(name: "App", path: "App")])

      """
    let sandbox = try Sandbox(files: ["App/Model.swift": Array(model.utf8), "Package.swift": Array(manifest.utf8)], git: false)
    defer { sandbox.remove() }
    let scan = ["scan", "--cache-path", "cache", "--skipped", "App"]
    let before = try CLI.run(scan, in: sandbox.root)
    try sandbox.write("Package.swift", manifest.replacingOccurrences(of: ".v16", with: ".v17"))
    let kept = try CLI.run(scan, in: sandbox.root)
    let fresh = try CLI.run(["scan", "--no-cache", "--skipped", "App"], in: sandbox.root)
    #expect(kept.stdout == fresh.stdout)
    #expect(kept.stdout != before.stdout, "the deployment target changes nothing the test can see")
  }

  /// A rebuilt Narrow may collect other facts and print other output, even when the new binary
  /// has the old one's size and modification time: the build is known by its bytes.
  @Test func aRebuildOfTheSameSizeAndDateReusesNothingOfTheOldBuild() throws {
    let sandbox = try sandbox()
    defer { sandbox.remove() }
    let old = sandbox.root.appendingPathComponent("old-narrow").path
    let rebuilt = sandbox.root.appendingPathComponent("rebuilt-narrow").path
    try FileManager.default.copyItem(atPath: CLI.binary.path, toPath: old)
    var bytes = try Data(contentsOf: URL(fileURLWithPath: old))
    let text = try #require(bytes.range(of: Data("Run 'narrow --help' for usage.".utf8)))
    bytes[text.upperBound - 1] = UInt8(ascii: "!")
    try bytes.write(to: URL(fileURLWithPath: rebuilt))
    var info = stat()
    #expect(stat(old, &info) == 0 && chmod(rebuilt, 0o755) == 0)
    let times = [info.st_atim, info.st_mtim]
    #expect(utimensat(AT_FDCWD, rebuilt, times, 0) == 0)
    _ = try Shell.run(old, scan, in: sandbox.root)
    let facts = sandbox.root.appendingPathComponent("cache/facts").path
    let before = try FileManager.default.contentsOfDirectory(atPath: facts).count
    let again = try Shell.run(rebuilt, scan, in: sandbox.root)
    #expect(again.status == 1, "\(again.stderr)")
    let after = try FileManager.default.contentsOfDirectory(atPath: facts).count
    #expect(after == 2 * before, "the rebuilt Narrow took the old build's output or facts (\(before) entries before, \(after) after)")
  }

  /// A well-made entry, its key and checksum right, that this user did not write alone is never
  /// printed: in a cache others can write to, anyone could make one. The scan runs instead.
  @Test(arguments: ["owned by another user", "writable by group and others"])
  func aForgedOutputIsNeverPrinted(_ forgery: String) throws {
    // Only root may give a file to another user.
    guard forgery != "owned by another user" || geteuid() == 0 else { return }
    let sandbox = try sandbox()
    defer { sandbox.remove() }
    let honest = try CLI.run(scan, in: sandbox.root)
    let outputs = sandbox.root.appendingPathComponent("cache/outputs").path
    let entry = outputs + "/" + (try #require(FileManager.default.contentsOfDirectory(atPath: outputs).first))
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: entry)))
    let said = Array("files scanned".utf8)
    let at = try #require((0...(bytes.count - said.count)).first { Array(bytes[$0..<$0 + said.count]) == said })
    bytes.replaceSubrange(at..<at + said.count, with: Array("FORGED LINES!".utf8))
    // The checksum after the format's name, as Narrow writes it.
    let checksum = FNV1a.hash(bytes[12...])
    for byte in 0..<8 { bytes[4 + byte] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(byte))) }
    try Data(bytes).write(to: URL(fileURLWithPath: entry))
    let control = try CLI.run(scan, in: sandbox.root)
    #expect(control.stdout.contains("FORGED LINES!"), "the forged entry is not well made, so the test proves nothing")
    #expect(forgery == "owned by another user" ? chown(entry, 65_534, 65_534) == 0 : chmod(entry, 0o666) == 0)
    let scan = try CLI.run(scan, in: sandbox.root)
    #expect(scan.stdout == honest.stdout && scan.status == honest.status, "\(scan.stdout)")
  }

  @Test func otherOptionsAreAnotherScan() throws {
    let sandbox = try sandbox()
    defer { sandbox.remove() }
    _ = try CLI.run(scan, in: sandbox.root)
    let json = try CLI.run(scan + ["--format", "json"], in: sandbox.root)
    #expect(json.stdout.hasPrefix("{"))
  }

  @Test func aScanThatWritesABaselineKeepsNothing() throws {
    let sandbox = try sandbox()
    defer { sandbox.remove() }
    _ = try CLI.run(["scan", "--cache-path", "cache", "--write-baseline", "baseline.json", "App"], in: sandbox.root)
    let outputs = (try? FileManager.default.contentsOfDirectory(atPath: sandbox.root.appendingPathComponent("cache/outputs").path)) ?? []
    #expect(outputs.isEmpty)
  }
}
#endif
