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

  /// A framework type the scanned code does not declare is no struct of it, and no candidate to
  /// report; one the scanned code declares under the same name is its own struct.
  @Test func aFrameworkTypeIsNoCandidateUnlessTheScannedCodeDeclaresItsOwn() {
    let reader = """
      struct Stamp: View {
        let date: Date
        var body: some View { Text("\\(date.timeIntervalSince1970)") }
      }
      let view = Stamp(date: Date(timeIntervalSince1970: 0))
      """
    let framework = ExampleRun(PassFieldsTransform.self, files: ["A.swift": reader]).result
    #expect(framework.proposals.isEmpty && framework.skipped.isEmpty, "\(framework.skipped.map(\.reason))")
    let own = ExampleRun(PassFieldsTransform.self, files: ["A.swift": reader + """

      struct Date {
        var timeIntervalSince1970: Double
        var zone: String
        var calendar: String
        init(timeIntervalSince1970: Double) { (self.timeIntervalSince1970, zone, calendar) = (timeIntervalSince1970, "", "") }
      }
      """]).result
    #expect(own.proposals.map(\.target) == ["Stamp.date"], "\(own.skipped.map(\.reason))")
  }
}
