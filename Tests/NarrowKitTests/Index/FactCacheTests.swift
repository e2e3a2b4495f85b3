import Foundation
import Testing

@testable import NarrowKit

@Suite struct FactCacheTests {
  private func temporaryCache(stamp: String = "test") -> FactCache {
    FactCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent("narrow-cache-\(UUID().uuidString)").path,
      stamp: stamp)
  }

  private func source(_ path: String, _ text: String) -> SourceFile { SourceFile(path: path, bytes: Array(text.utf8)) }

  private static let sample = """
    import SwiftUI
    @Observable final class Feed {
      var posts: [Post] = []
      var offset: Double = 0 { didSet { print(offset) } }
      func isVisible(_ post: Post) -> Bool { post.top < offset + 400 }
    }
    struct Post: Identifiable, Hashable { let id: Int; var top: Double; var title: String? }
    struct FeedScreen: View {
      @State var feed = Feed()
      // narrow:disable:next pass-fields
      var body: some View {
        List(feed.posts) { post in Text(post.title ?? "").opacity(feed.isVisible(post) ? 1 : 0) }
          .environment(feed)
          .onChange(of: feed.offset) { _, new in print(new) }
      }
    }
    """

  /// Every kind of fact the examples and fixtures produce comes back equal, field by field.
  @Test func factsOfEveryExampleAndFixtureComeBackEqual() throws {
    let files = FuzzTests.corpus().enumerated().map { SourceFile(path: "Corpus\($0.offset).swift", bytes: $0.element) }
      + [source("Sample.swift", Self.sample)]
    #expect(files.count > 20)
    for file in files {
      let facts = FileParser.facts(for: file)
      let writer = FactWriter()
      facts.write(to: writer)
      let reader = FactReader(bytes: writer.bytes, from: 0)
      let decoded = try FileFacts(file: file, from: reader)
      #expect(reader.isAtEnd)
      // Compared as a Boolean: a failure printing two whole files' facts says less than the path.
      #expect(decoded == facts ? true : false, "\(file.path)")
    }
  }

  /// Facts another user could have written would be believed by `apply`: an entry that group or
  /// others may write is a miss.
  @Test func anEntryOthersMayWriteIsAMiss() throws {
    let cache = temporaryCache()
    defer { try? FileManager.default.removeItem(atPath: cache.directory) }
    let file = source("Sources/Feed.swift", Self.sample)
    #expect(cache.store(FileParser.facts(for: file)) == nil)
    #expect(chmod(cache.entryPath(for: file), 0o664) == 0)
    #expect(cache.facts(for: file) == nil)
  }

  @Test func aStoredFileIsReadBackAndAChangedOneIsNot() throws {
    let cache = temporaryCache()
    defer { try? FileManager.default.removeItem(atPath: cache.directory) }
    let file = source("Sources/Feed.swift", Self.sample)
    let facts = FileParser.facts(for: file)
    #expect(cache.facts(for: file) == nil)
    #expect(cache.store(facts) == nil)
    #expect(cache.facts(for: file) == facts ? true : false)
    #expect(cache.facts(for: source("Sources/Feed.swift", Self.sample + "\n")) == nil)
    #expect(cache.facts(for: source("Sources/Other.swift", Self.sample)) == nil)
    #expect(FactCache(directory: cache.directory, stamp: "another build").facts(for: file) == nil)
  }

  /// The index takes what the cache holds without parsing: an entry that holds another file's
  /// facts under this file's key is believed (which is why entries are keyed by the bytes).
  @Test func theIndexReadsFactsFromTheCache() throws {
    let cache = temporaryCache()
    defer { try? FileManager.default.removeItem(atPath: cache.directory) }
    let file = source("A.swift", "struct A {}")
    let planted = FileParser.facts(for: source("A.swift", "struct Planted { var x = 1 }"))
    var entry = planted
    entry.file = file
    cache.store(entry)
    let index = Index.build([file], jobs: 1, cache: cache)
    #expect(index.allTypes.map(\.name) == ["Planted"])
    #expect(Index.build([file], jobs: 1).allTypes.map(\.name) == ["A"])
  }

  @Test(arguments: ["truncated", "flipped byte", "checksum", "empty", "garbage", "other magic", "another path", "trailing bytes"])
  func aDamagedEntryIsIgnoredAndWrittenAgain(_ damage: String) throws {
    let cache = temporaryCache()
    defer { try? FileManager.default.removeItem(atPath: cache.directory) }
    let file = source("Sources/Feed.swift", Self.sample)
    let facts = FileParser.facts(for: file)
    cache.store(facts)
    let path = cache.entryPath(for: file)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    switch damage {
    case "truncated": bytes.removeLast(bytes.count / 3)
    case "flipped byte": bytes[bytes.count / 2] ^= 0x40
    // The payload is intact and would decode: only the checksum tells.
    case "checksum": bytes[FactCache.magic.count] ^= 0x01
    case "empty": bytes = []
    case "garbage": bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    case "other magic": bytes[0] = UInt8(ascii: "X")
    default:
      // Whole entries, checksum included, that still do not hold this file's facts.
      let writer = FactWriter()
      writer.writeString(damage == "another path" ? "Sources/Other.swift" : file.path)
      writer.writeInt(file.originalBytes.count)
      facts.write(to: writer)
      let payload = writer.bytes + (damage == "trailing bytes" ? [0] : [])
      var checksum = FNV1a.hash(payload)
      bytes = FactCache.magic + withUnsafeBytes(of: &checksum) { Array($0) } + payload
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(cache.facts(for: file) == nil)
    let index = Index.build([file], jobs: 1, cache: cache)
    #expect(index.files == [facts] ? true : false)
    #expect(cache.facts(for: file) == facts ? true : false)
  }

  @Test func aCacheThatCannotBeWrittenSaysWhyAndTheRunGoesOn() throws {
    let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-cache-file-\(UUID().uuidString)")
    try Data("a file, not a directory".utf8).write(to: blocker)
    defer { try? FileManager.default.removeItem(at: blocker) }
    let cache = FactCache(directory: blocker.path, stamp: "test")
    let read = FileParser.facts(for: [source("A.swift", "struct A {}")], jobs: 1, cache: cache)
    #expect(read.facts.map { $0.types.map(\.name) } == [["A"]])
    #expect(read.cacheProblem?.contains("cannot write the fact cache in \(blocker.path)") == true)
  }

  /// A kept judgement, or a kept run, is read back only by the build that kept it, under its key,
  /// and whole: one moved to where another build's entry belongs is a miss, as is a damaged one,
  /// or one of the other kind.
  @Test(arguments: FactCache.KeptEntry.allCases) func aKeptEntryIsReadOnlyByTheBuildThatKeptItAndWhole(_ kind: FactCache.KeptEntry) throws {
    let cache = temporaryCache(stamp: "one")
    defer { try? FileManager.default.removeItem(atPath: cache.directory) }
    cache.store(Array("kept".utf8), as: kind, forKey: "key")
    #expect(cache.entry(kind, forKey: "key") == Array("kept".utf8))
    #expect(cache.entry(kind, forKey: "another key") == nil)
    let otherKind = FactCache.KeptEntry.allCases.first { $0 != kind }!
    try FileManager.default.copyItem(atPath: cache.path(of: kind, forKey: "key"), toPath: cache.path(of: otherKind, forKey: "key"))
    #expect(cache.entry(otherKind, forKey: "key") == nil)
    let other = FactCache(directory: cache.directory, stamp: "two")
    #expect(other.entry(kind, forKey: "key") == nil)
    try FileManager.default.copyItem(atPath: cache.path(of: kind, forKey: "key"), toPath: other.path(of: kind, forKey: "key"))
    #expect(other.entry(kind, forKey: "key") == nil)
    var bytes = try #require(FileManager.default.contents(atPath: cache.path(of: kind, forKey: "key")))
    bytes[bytes.count - 1] ^= 1
    try bytes.write(to: URL(fileURLWithPath: cache.path(of: kind, forKey: "key")))
    #expect(cache.entry(kind, forKey: "key") == nil)
  }

  @Test func clearRemovesEveryEntry() throws {
    let cache = temporaryCache()
    defer { try? FileManager.default.removeItem(atPath: cache.directory) }
    for name in ["A", "B", "C"] { cache.store(FileParser.facts(for: source("\(name).swift", "struct \(name) {}"))) }
    #expect(try cache.clear() == 3)
    #expect(cache.facts(for: source("A.swift", "struct A {}")) == nil)
    #expect(try cache.clear() == 0)
  }

  @Test func theDefaultDirectoryFollowsTheXDGConvention() {
    #if !os(macOS)
    #expect(FactCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/var/cache/me"], home: "/home/me") == "/var/cache/me/narrow")
    #expect(FactCache.defaultDirectory(environment: [:], home: "/home/me") == "/home/me/.cache/narrow")
    // The specification ignores a relative XDG_CACHE_HOME.
    #expect(FactCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "cache"], home: "/home/me") == "/home/me/.cache/narrow")
    #endif
  }
}
