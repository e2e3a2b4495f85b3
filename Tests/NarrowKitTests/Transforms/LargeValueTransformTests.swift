@testable import NarrowKit
import Testing

@Suite struct LargeValueTransformTests {
  /// The guidance's caution: a class in place of the struct only hides its changes from SwiftUI.
  @Test func neverSuggestsTurningTheStructIntoAClass() {
    for example in LargeValueTransform.examples {
      let result = run(example.files)
      let texts = result.proposals.flatMap { [$0.summary] + $0.evidence + $0.checks } + result.skipped.map(\.reason)
      for text in texts {
        #expect(!text.lowercased().contains("class"), "\(example.name): \(text)")
        #expect(!text.lowercased().contains("reference type") || !text.contains("make"), "\(example.name): \(text)")
      }
    }
  }

  @Test func theProposalNamesEveryLayerTheSizeAndWhatEachReads() throws {
    let result = run(["Example.swift": LargeValueTransform.shelf(
      sectionBody: "VStack { Text(library.owner); ShelfHeader(library: library) }")])
    let proposal = try #require(result.proposals.first)
    #expect(proposal.target == "LibraryBadge.library")
    #expect(proposal.evidence.contains { $0.hasPrefix("Library: 8 fields counted through nested structs and one element per collection, collections nested 2 deep (albums: [Album] → tracks: [Track])") })
    #expect(proposal.evidence.contains { $0.hasPrefix("layer 1: Shelf.library: Library at Example.swift:") && $0.hasSuffix("reads none of it, passes it on") })
    #expect(proposal.evidence.contains { $0.hasPrefix("layer 2: ShelfSection.library") && $0.hasSuffix("reads owner, passes it on") })
    #expect(proposal.evidence.contains { $0.hasPrefix("layer 4: LibraryBadge.library") && $0.hasSuffix("reads name, owner") })
    #expect(proposal.evidence.contains { $0.contains("built at Example.swift:") && $0.contains("as `library` in LibraryScreen") })
    let spared = Set(proposal.effect.spared.map { "\($0.view) \($0.change)" })
    #expect(spared.contains("Shelf Library.syncedAt") && spared.contains("LibraryBadge Library.syncedAt"))
    #expect(!spared.contains { $0.hasSuffix("Library.owner") && $0.hasPrefix("ShelfSection") }, "ShelfSection reads owner itself")
    // A tap on Sync spares a few small bodies, about once a minute: too little for `likely`.
    #expect(proposal.effect.strength == .possible && proposal.effect.events.map(\.rate) == [.repeated])
    #expect(proposal.effect.notes.contains { $0.hasSuffix("views built a second, under the 2 likely needs") }, "\(proposal.effect.notes)")
  }

  /// A value taken from a row closure's parameter cannot be followed to its writers, so Narrow
  /// cannot claim it never changes: it proposes, with the effect only possible.
  @Test func aValueFromARowParameterIsNotClaimedToNeverChange() throws {
    let source = LargeValueTransform.shelf(screen: """
      struct LibraryScreen: View {
        let libraries: [Library]
        var body: some View {
          ForEach(libraries, id: \\.name) { library in Shelf(library: library) }
        }
      }
      """)
    let result = run(["Example.swift": source])
    let proposal = try #require(result.proposals.first, "skipped: \(result.skipped.map(\.reason))")
    #expect(proposal.effect.strength == .possible)
    #expect(proposal.effect.notes.contains { $0.contains("where `library` at Example.swift:") && $0.contains("cannot be followed") })
  }

  @Test func theThresholdsAreTheUsersToSet() {
    let source = ["Example.swift": LargeValueTransform.shelf()]
    #expect(run(source).proposals.count == 1)
    #expect(run(source, ["large-value.depth": 5]).skipped.contains { $0.reason.contains("fewer than 5") })
    let flatLibrary = LargeValueTransform.shelf().replacingOccurrences(of: "var tracks: [Track]", with: "var tracks: Int")
    #expect(run(["Example.swift": flatLibrary]).skipped.contains { $0.reason.contains("Library is small (6 fields in a collection)") })
    #expect(run(["Example.swift": flatLibrary], ["large-value.fields": 6]).proposals.count == 1)
  }

  private func run(_ files: [String: String], _ settings: [String: Int] = [:]) -> RunResult {
    scan(LargeValueTransform(options: TransformOptions(settings: TransformSettingValues(settings))), files: files)
  }
}
