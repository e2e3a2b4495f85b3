#if os(Linux)
import Foundation
import Testing

/// `--report` and `--write-baseline` never write over what the run reads or over a directory, and
/// a path that cannot be written says why in plain words.
@Suite struct OutputPathTests {
  static let view = FileSafetyTests.view
  static let caller = FileSafetyTests.caller

  private static func sandbox() throws -> Sandbox {
    let sandbox = try Sandbox(
      files: ["App/Track.swift": Array(view.utf8), "App/Shelf.swift": caller, ".narrow.json": Array(#"{"transforms": ["pass-fields"]}"#.utf8)],
      git: false)
    // A name that is not the file's own: a link here, another case of the name on a case-insensitive volume.
    try FileManager.default.createSymbolicLink(atPath: sandbox.root.appendingPathComponent("track.json").path, withDestinationPath: "App/Track.swift")
    try FileManager.default.createDirectory(at: sandbox.root.appendingPathComponent("reports"), withIntermediateDirectories: true)
    return sandbox
  }

  /// Each refusal is a usage error (exit 2) that names the path, and nothing is written.
  @Test(arguments: [
    (["scan", "--write-baseline", "App/Track.swift"], "--write-baseline App/Track.swift names a Swift source file"),
    (["scan", "--report", "App/Track.SWIFT"], "--report App/Track.SWIFT names a Swift source file"),
    (["scan", "--write-baseline", "App/Shelf.Swift"], "--write-baseline App/Shelf.Swift names a Swift source file"),
    (["scan", "--report", "track.json"], "--report track.json is App/Track.swift, a file this run reads"),
    (["diff", "-t", "pass-fields", "--report", "track.json"], "--report track.json is App/Track.swift, a file this run reads"),
    (["apply", "-t", "pass-fields", "--allow-dirty", "--report", "track.json"], "--report track.json is App/Track.swift, a file this run reads"),
    (["scan", "--write-baseline", ".narrow.json"], "--write-baseline .narrow.json is .narrow.json, a file this run reads"),
    (["scan", "--write-baseline", "reports"], "--write-baseline reports is a directory"),
    (["apply", "-t", "pass-fields", "--allow-dirty", "--report", "reports"], "--report reports is a directory"),
  ])
  func anOutputOverWhatTheRunReadsOrOverADirectoryIsRefused(_ arguments: [String], _ message: String) throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    let run = try CLI.run(arguments + ["App"], in: sandbox.root)
    #expect(run.status == 2 && run.stderr.contains(message), "\(arguments): \(run.stderr)")
    #expect(try sandbox.text("App/Track.swift") == Self.view)
    #expect(try sandbox.bytes("App/Shelf.swift") == Self.caller)
    #expect(try sandbox.text(".narrow.json") == #"{"transforms": ["pass-fields"]}"#)
  }

  /// A baseline written over the baseline the run reads is the usual refresh, not a refusal.
  @Test func aBaselineMayReplaceTheBaselineItReads() throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    try CLI.run(["scan", "--write-baseline", "baseline.json", "App"], in: sandbox.root)
    let again = try CLI.run(["scan", "--baseline", "baseline.json", "--write-baseline", "baseline.json", "App"], in: sandbox.root)
    #expect(again.status == 0, "\(again.stderr)")
  }

  /// Foundation's "NSCocoaErrorDomain error 512" says nothing: the message says what is in the way.
  @Test(arguments: [
    (["scan", "--report", "no/such/report.json"], "cannot write the report to no/such/report.json: the directory no/such does not exist"),
    (["scan", "--write-baseline", "no/such/baseline.json"], "cannot write the baseline to no/such/baseline.json: the directory no/such does not exist"),
    (["scan", "--report", "App/Track.swift/report.json"], "cannot write the report to App/Track.swift/report.json: App/Track.swift is not a directory"),
    (["apply", "-t", "pass-fields", "--allow-dirty", "--report", "no/such/report.json"], "cannot write the report to no/such/report.json: the directory no/such does not exist; nothing was written"),
    (["scan", "--cache-path", "App/Track.swift/cache"], "cannot write the fact cache in"),
  ])
  func aPathThatCannotBeWrittenSaysWhy(_ arguments: [String], _ message: String) throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    let run = try CLI.run(arguments + ["App"], in: sandbox.root)
    // A cache that cannot be written is a warning in the report; the rest are errors.
    let said = run.stdout + run.stderr
    #expect(said.contains(message), "\(arguments): \(said)")
    #expect(!said.contains("NSCocoaErrorDomain") && !said.contains("the file cannot be written"), "\(said)")
    if arguments.contains("--cache-path") {
      #expect(said.contains("/App/Track.swift is not a directory"), "\(said)")
    }
    #expect(try sandbox.bytes("App/Shelf.swift") == Self.caller)
  }
}
#endif
