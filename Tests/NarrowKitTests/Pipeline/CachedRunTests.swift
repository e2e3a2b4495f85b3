import Foundation
import Testing

@testable import NarrowKit

/// A run that reads facts from the cache reports exactly what a run that parses everything does.
@Suite struct CachedRunTests {
  static var examples: URL {
    FuzzTests.packageRoot.appendingPathComponent("Examples")
  }

  private func scan(_ directory: URL, cache: FactCache?) throws -> RunResult {
    var request = RunRequest.scan(paths: ["."], transformIDs: TransformCatalog.ids)
    request.currentDirectory = directory.path
    request.cache = cache
    request.jobs = 2
    return try Pipeline.run(request)
  }

  private func report(_ directory: URL, cache: FactCache?) throws -> String {
    try Report(command: .scan, transforms: TransformCatalog.ids, result: try scan(directory, cache: cache)).json()
  }

  /// A copy of the examples in a new directory (`root`), with an empty cache beside it.
  private func copiedExamples() throws -> (root: URL, copy: URL, cache: FactCache) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-cached-run-\(UUID().uuidString)")
    let copy = root.appendingPathComponent("Examples")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.examples, to: copy)
    return (root, copy, FactCache(directory: root.appendingPathComponent("cache").path, stamp: "test"))
  }

  @Test func afterOneFileChangesAWarmRunEqualsAColdOne() throws {
    let (root, copy, cache) = try copiedExamples()
    defer { try? FileManager.default.removeItem(at: root) }

    let first = try report(copy, cache: cache)
    #expect(try report(copy, cache: nil) == first)
    #expect(try report(copy, cache: cache) == first)

    // The row reads one more field: the proposal for it changes, and so must the warm report.
    let row = copy.appendingPathComponent("MusicPlayer/LibraryView.swift")
    let text = try String(contentsOf: row, encoding: .utf8)
    let edited = text.replacingOccurrences(of: "Text(track.artist)", with: "Text(track.artist + track.album)")
    #expect(edited != text)
    try edited.write(to: row, atomically: true, encoding: .utf8)
    let warm = try report(copy, cache: cache)
    let cold = try report(copy, cache: nil)
    #expect(warm == cold)
    #expect(warm != first)
  }

  /// The run after an edit resolves again, and finds the writes again, only of the files whose
  /// lookups the edit changes; the rest it keeps from the run before.
  @Test func aRunAfterAnEditKeepsTheLastRunsWorkOnTheFilesItLeavesAlone() throws {
    let (root, copy, cache) = try copiedExamples()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try scan(copy, cache: cache)
    let row = copy.appendingPathComponent("MusicPlayer/LibraryView.swift")
    try (try String(contentsOf: row, encoding: .utf8) + "\n// Rows.\n").write(to: row, atomically: true, encoding: .utf8)
    let model = try scan(copy, cache: cache).model
    let index = model.index
    let resolved = index.files.indices.filter { index.memberAccesses.resolution(ofFile: index.files[$0].file.path, at: $0)?.isKept == false }
    #expect(resolved.map { index.files[$0].file.path } == ["MusicPlayer/LibraryView.swift"])
    #expect(model.fileWrites.filter { $0.searchesMade > 0 }.map(\.path) == ["MusicPlayer/LibraryView.swift"])
  }

  /// Lines of the examples deleted, doubled or swapped one edit after another, each run with the
  /// cache the runs before filled (facts and kept judgements): each reports what a run without a
  /// cache does. Fixed seeds whose edits reach what a kept judgement rests on (each fails when a
  /// kept judgement is used whatever its basis); `NARROW_EDIT_SEED` tries another.
  static let editSeeds: [UInt64] = [5, 14]

  @Test func randomLineEditsOneAfterAnotherReportWhatARunWithoutTheCacheDoes() throws {
    let seeds = ProcessInfo.processInfo.environment["NARROW_EDIT_SEED"].flatMap(UInt64.init).map { [$0] } ?? Self.editSeeds
    for seed in seeds { try editOneAfterAnother(seed: seed) }
  }

  private func editOneAfterAnother(seed: UInt64) throws {
    let (root, copy, cache) = try copiedExamples()
    defer { try? FileManager.default.removeItem(at: root) }
    let paths = try FileManager.default.subpathsOfDirectory(atPath: copy.path).filter { $0.hasSuffix(".swift") }.sorted()
    var random = FuzzRandom(seed: seed)
    _ = try report(copy, cache: cache)
    for round in 1...8 {
      let file = copy.appendingPathComponent(paths[random.next(paths.count)])
      var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
      let line = random.next(lines.count - 1)
      switch random.next(3) {
      case 0: lines.remove(at: line)
      case 1: lines.insert(lines[line], at: line)
      default: lines.swapAt(line, line + 1)
      }
      try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
      #expect(try report(copy, cache: cache) == report(copy, cache: nil), "seed \(seed), edit \(round) of \(file.lastPathComponent), line \(line + 1)")
    }
  }
}
