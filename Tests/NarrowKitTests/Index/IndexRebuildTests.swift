import Testing

@testable import NarrowKit

/// An index read again after an edit keeps what the edit cannot change (each file's keyed facts,
/// its chains grouped by type and member) and does the rest again: whatever it keeps, its answers
/// are those of an index built from nothing.
@Suite struct IndexRebuildTests {
  /// The chain resolution cases' files, and enough others that few of them are done again.
  static let files = ChainResolutionTests.files.merging((1...12).map { number in
    ("Extra\(number).swift", "struct Extra\(number): View {\n  @ObservedObject var feed: Feed\n  var body: some View { Text(feed.current?.title ?? \"\") }\n}")
  } + [("Maker.swift", "extension Shelf { func make() -> Volume { Volume(label: \"\") } }")], uniquingKeysWith: { first, _ in first })

  private func sources(_ files: [String: String]) -> [SourceFile] {
    files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
  }

  private func rebuilt(_ path: String, as source: String) -> (rebuilt: Index, fresh: Index) {
    let base = Index.build(sources(Self.files), jobs: 1)
    let changed = FileParser.facts(for: sources([path: source]), jobs: 1, cache: nil).facts
    var after = Self.files
    after[path] = source
    return (base.replacing(changed), Index.build(sources(after), jobs: 1))
  }

  private func expectSameLookups(_ rebuilt: Index, _ fresh: Index) {
    #expect(rebuilt.files == fresh.files)
    #expect(rebuilt.keyingNames == fresh.keyingNames)
    let chains = fresh.files.flatMap(\.chains) + rebuilt.files.flatMap(\.chains)
    for type in Set(chains.compactMap(\.enclosingType)) {
      #expect(rebuilt.chains(in: type) == fresh.chains(in: type), "chains in \(type)")
    }
    for member in Set(chains.flatMap(\.components)) {
      #expect(rebuilt.chains(reading: member) == fresh.chains(reading: member), "chains reading \(member)")
    }
  }

  @Test func anEditInsideABodyKeepsTheLookupsOfAnIndexBuiltFromNothing() {
    let (rebuilt, fresh) = rebuilt("Screen.swift", as: ChainResolutionTests.screen.replacingOccurrences(of: "current?.title", with: "current?.author.name"))
    expectSameLookups(rebuilt, fresh)
  }

  /// `Row.Panel` goes by `Panel` until another type takes the name: the file that declares it is
  /// keyed again, though the edit is elsewhere.
  @Test func aTypeThatMakesANameSharedKeysTheFilesOfThatNameAgain() {
    let (rebuilt, fresh) = rebuilt("Screen.swift", as: ChainResolutionTests.screen + "\nstruct Panel {}")
    expectSameLookups(rebuilt, fresh)
    #expect(fresh.chains(in: "Row.Panel").count == 2)
  }

  @Test func aFileWhoseChainsAllGoKeepsNoneInTheLookups() {
    let (rebuilt, fresh) = rebuilt("Row.swift", as: "struct Row {}")
    expectSameLookups(rebuilt, fresh)
    #expect(fresh.chains(reading: "subtitle").isEmpty)
  }

  /// A type name written in a construction (`Volume(…)` inside `Shelf`) means `Shelf.Volume`
  /// while another `Volume` is declared, and the name as written once it is gone.
  @Test func aNameNoLongerSharedKeysTheFilesThatConstructItAgain() {
    let (rebuilt, fresh) = rebuilt("Rack.swift", as: "enum Rack {}")
    expectSameLookups(rebuilt, fresh)
    #expect(fresh.constructions(of: "Volume").count == 1)
  }

  /// Patching the grouping of chains gives the grouping of all files, whichever files are redone
  /// beyond those whose facts changed.
  @Test func patchedChainLookupsAreThoseOfAllFiles() {
    let (rebuilt, _) = rebuilt("Screen.swift", as: ChainResolutionTests.screen + "\nstruct Panel {}")
    let base = Index.build(sources(Self.files), jobs: 1)
    let differing = Set(rebuilt.files.indices.filter { rebuilt.files[$0] != base.files[$0] })
    #expect(differing.count == 2)
    for redone in [differing, differing.union([0, 3]), Set(rebuilt.files.indices)] {
      let patched = Index.chainLookups(rebuilt.files, patching: base, redone: redone)
      let whole = Index.chainLookups(rebuilt.files)
      #expect(patched.byType.mapValues { $0.map { [$0.file, $0.chain] } } == whole.byType.mapValues { $0.map { [$0.file, $0.chain] } })
      #expect(patched.byMember.mapValues { $0.map { [$0.file, $0.chain] } } == whole.byMember.mapValues { $0.map { [$0.file, $0.chain] } })
    }
  }
}
