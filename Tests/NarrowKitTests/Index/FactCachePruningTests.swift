import Foundation
import Testing

@testable import NarrowKit

/// Entries nobody uses go; entries in use stay, however old the file they describe.
@Suite struct FactCachePruningTests {
  private let cache = FactCache(
    directory: FileManager.default.temporaryDirectory.appendingPathComponent("narrow-prune-\(UUID().uuidString)").path,
    stamp: "test")
  private static let day: TimeInterval = 86_400

  private func source(_ name: String) -> SourceFile { SourceFile(path: "\(name).swift", bytes: Array("struct \(name) {}".utf8)) }

  private func store(_ name: String) -> SourceFile {
    let file = source(name)
    cache.store(FileParser.facts(for: file))
    return file
  }

  private func setAge(of path: String, days: Double) throws {
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -days * Self.day)], ofItemAtPath: path)
  }

  private func age(of path: String) throws -> TimeInterval {
    -(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date).timeIntervalSinceNow
  }

  private var marker: String { cache.directory + "/last-pruned" }

  @Test func entriesUnusedForTheLifetimeAreRemoved() throws {
    defer { try? FileManager.default.removeItem(atPath: cache.directory) }
    let old = store("Old")
    let recent = store("Recent")
    try setAge(of: cache.entryPath(for: old), days: 31)
    try setAge(of: cache.entryPath(for: recent), days: 29)
    let leftover = cache.entriesDirectory + "/0123.facts.42.7"
    try Data().write(to: URL(fileURLWithPath: leftover))
    try setAge(of: leftover, days: 40)

    #expect(cache.pruneIfDue() == 2)
    #expect(!FileManager.default.fileExists(atPath: cache.entryPath(for: old)))
    #expect(!FileManager.default.fileExists(atPath: leftover))
    #expect(cache.facts(for: recent) != nil)
  }

  @Test(arguments: FactCache.KeptEntry.allCases) func keptEntriesArePrunedAsFactsAre(_ kind: FactCache.KeptEntry) throws {
    defer { try? FileManager.default.removeItem(atPath: cache.directory) }
    cache.store(Array("old".utf8), as: kind, forKey: "old")
    cache.store(Array("recent".utf8), as: kind, forKey: "recent")
    try setAge(of: cache.path(of: kind, forKey: "old"), days: 31)
    try setAge(of: cache.path(of: kind, forKey: "recent"), days: 29)

    #expect(cache.pruneIfDue() == 1)
    #expect(cache.entry(kind, forKey: "old") == nil)
    #expect(cache.entry(kind, forKey: "recent") != nil)
  }

  @Test func pruningRunsAtMostOnceADay() throws {
    defer { try? FileManager.default.removeItem(atPath: cache.directory) }
    let file = store("A")
    #expect(cache.pruneIfDue() == 0)
    try setAge(of: cache.entryPath(for: file), days: 40)
    #expect(cache.pruneIfDue() == 0)
    #expect(FileManager.default.fileExists(atPath: cache.entryPath(for: file)))

    try setAge(of: marker, days: 1.5)
    #expect(cache.pruneIfDue() == 1)
  }

  @Test func readingAnOldEntryMarksItUsed() throws {
    defer { try? FileManager.default.removeItem(atPath: cache.directory) }
    let weekOld = store("WeekOld")
    let dayOld = store("DayOld")
    try setAge(of: cache.entryPath(for: weekOld), days: 8)
    try setAge(of: cache.entryPath(for: dayOld), days: 1)
    #expect(cache.facts(for: weekOld) != nil && cache.facts(for: dayOld) != nil)
    #expect(try age(of: cache.entryPath(for: weekOld)) < 60)
    // Younger entries are left alone: marking every hit would write an inode per file per run.
    #expect(try age(of: cache.entryPath(for: dayOld)) > Self.day / 2)
  }

  @Test func aCachedRunPrunes() throws {
    defer { try? FileManager.default.removeItem(atPath: cache.directory) }
    let gone = store("Gone")
    try setAge(of: cache.entryPath(for: gone), days: 31)
    _ = FileParser.facts(for: [source("Kept")], jobs: 1, cache: cache)
    #expect(!FileManager.default.fileExists(atPath: cache.entryPath(for: gone)))
    #expect(FileManager.default.fileExists(atPath: marker))
  }
}
