import NarrowKit
import Testing

@Suite struct PassFieldsTransformTests {
  @Test func everySkipRuleHasAnExample() {
    expectEverySkipRule([
      "pass the whole value", "is declared once in each branch of an #if", "is @Observable", "is an ObservableObject", "is an actor", "is a class", "is a protocol", "not declared in the scanned code",
      "is used whole", "property wrapper", "is mutated", "cannot be inferred", "syntax errors", "is public",
      "is a method of", "is a computed property", "cannot rewrite", "would be evaluated", "private or fileprivate",
      "would mean", "no construction site", "not an input",
    ], hasAnExampleIn: PassFieldsTransform.self)
  }

  /// Counts name stored fields only: a computed property of the struct is no field to pass, and
  /// counting it once hid that a view read every stored field.
  @Test func evidenceCountsStoredFieldsOnly() {
    let run = ExampleRun(PassFieldsTransform.self, files: ["A.swift": """
      struct Song {
        var title: String
        var artist: String
        var plays: Int
        var label: String { title + artist }
      }
      struct SongTitle: View {
        let song: Song
        var body: some View { Text(song.title) }
      }
      let view = SongTitle(song: Song(title: "A", artist: "B", plays: 0))
      """])
    let evidence = run.result.proposals.flatMap(\.evidence)
    #expect(evidence.contains("reads 1 of 3 stored properties of Song: title"), "\(evidence)")
  }
}
