import Foundation
import Testing

@testable import NarrowKit

/// A run that reads facts from the cache reports exactly what a run that parses everything does.
@Suite struct CachedRunTests {
  static var examples: URL {
    FuzzTests.packageRoot.appendingPathComponent("Examples")
  }

  private func report(_ directory: URL, cache: FactCache?) throws -> String {
    var request = RunRequest.scan(paths: ["."], transformIDs: TransformCatalog.ids)
    request.currentDirectory = directory.path
    request.cache = cache
    request.jobs = 2
    return try Report(command: .scan, transforms: TransformCatalog.ids, result: try Pipeline.run(request)).json()
  }

  @Test func afterOneFileChangesAWarmRunEqualsAColdOne() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-cached-run-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let copy = root.appendingPathComponent("Examples")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.examples, to: copy)
    let cache = FactCache(directory: root.appendingPathComponent("cache").path, stamp: "test")

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
}
