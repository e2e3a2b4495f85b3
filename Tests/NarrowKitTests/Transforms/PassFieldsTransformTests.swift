@testable import NarrowKit
import Testing

@Suite struct PassFieldsTransformTests {
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
