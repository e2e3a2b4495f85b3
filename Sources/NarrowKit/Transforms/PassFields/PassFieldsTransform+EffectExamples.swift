extension PassFieldsTransform {
  /// Candidates that would rewrite code for nothing: each spares no body run, and says why.
  static let effectExamples: [TransformExample] = [
    .skips(
      "a view that reads every stored field spares nothing",
      source: """
        struct Keyword {
          let id: Int
          let name: String
          var label: String { name.capitalized }
        }
        struct KeywordChip: View {
          let keyword: Keyword
          var body: some View { Text("\\(keyword.id) \\(keyword.name)") }
        }
        let chip = KeywordChip(keyword: Keyword(id: 1, name: "space"))
        """,
      rule: PassFieldsSkip.readsEveryStoredFieldOf, saying: "reads every stored field of Keyword (id, name)"),
    .skips(
      "a row that leaves out only the id that keys it spares nothing",
      source: """
        struct Crew: Identifiable {
          let id: Int
          var name: String
          var role: String
        }
        struct CrewRow: View {
          let crew: Crew
          var body: some View { Text(crew.name); Text(crew.role) }
        }
        struct CrewList: View {
          let crew: [Crew]
          var body: some View {
            ForEach(crew) { member in CrewRow(crew: member) }
          }
        }
        """,
      rule: PassFieldsSkip.keysTheRowsItIsBuiltIn, saying: "the only field it does not read, id, keys the rows it is built in"),
    .skips(
      "a view that also holds a closure runs whenever its parent does",
      source: """
        struct Gap {
          var isLoading: Bool
          var since: Int
        }
        struct GapView: View {
          let gap: Gap
          let onLoadMore: () async -> Void
          var body: some View { Text(gap.isLoading ? "Loading" : "More") }
        }
        struct Timeline: View {
          let gap: Gap
          var body: some View { GapView(gap: gap) { } }
        }
        """,
      rule: PassFieldsSkip.whichSwiftUICannotCompare, saying: "GapView also takes onLoadMore, a closure, which SwiftUI cannot compare"),
    .skips(
      "a view whose own == compares the value is left alone",
      source: """
        struct Gap {
          var isLoading: Bool
          var since: Int
        }
        struct GapView: View, Equatable {
          let gap: Gap
          let onLoadMore: () -> Void
          var body: some View { Text(gap.isLoading ? "Loading" : "More") }
          static func == (lhs: GapView, rhs: GapView) -> Bool { lhs.gap.isLoading == rhs.gap.isLoading }
        }
        let view = GapView(gap: Gap(isLoading: false, since: 0)) {}
        """,
      rule: PassFieldsSkip.andNarrowDoesNotRewriteIt, saying: "GapView's own == at Example.swift:9:3 reads gap, and Narrow does not rewrite it"),
    .skips(
      "fields the struct's own == leaves out do not run the view today",
      source: """
        struct Swatch: Equatable {
          let key: String
          var label: String
          var color: String
          static func == (lhs: Swatch, rhs: Swatch) -> Bool { lhs.key == rhs.key }
        }
        struct SwatchChip: View {
          let swatch: Swatch
          var body: some View { Text(swatch.key).foregroundStyle(swatch.color) }
        }
        let chip = SwatchChip(swatch: Swatch(key: "a", label: "A", color: "red"))
        """,
      rule: PassFieldsSkip.soTheirChangesDoNotRun, saying: "Swatch's == at Example.swift:5:3 leaves out label, so their changes do not run SwatchChip today"),
    .skips(
      "in a scan that holds the app's entry point, fields nothing writes spare nothing",
      source: """
        @main
        struct ShelfApp: App {
          var body: some Scene { WindowGroup { Shelf(book: Book(title: "Emma", author: "Austen", pages: 400)) } }
        }
        struct Book {
          let title: String
          let author: String
          let pages: Int
        }
        struct Shelf: View {
          let book: Book
          var body: some View { BookLabel(book: book) }
        }
        struct BookLabel: View {
          let book: Book
          var body: some View { Text(book.title) }
        }
        """,
      rule: PipelineSkip.sparesNothing, saying: "the scan holds the app's entry point (@main ShelfApp), so no write of it is elsewhere"),
    .rewrites(
      "plain data is compared bit by bit, so a field its own == leaves out still runs the view",
      before: """
        struct Reading: Equatable {
          var level: Int
          var sampledAt: Int
          static func == (lhs: Reading, rhs: Reading) -> Bool { lhs.level == rhs.level }
        }
        struct LevelLabel: View {
          let reading: Reading
          var body: some View { Text("\\(reading.level)") }
        }
        struct GaugeFace: View {
          let reading: Reading
          var body: some View { LevelLabel(reading: reading) }
        }
        """,
      after: """
        struct Reading: Equatable {
          var level: Int
          var sampledAt: Int
          static func == (lhs: Reading, rhs: Reading) -> Bool { lhs.level == rhs.level }
        }
        struct LevelLabel: View {
          let level: Int
          var body: some View { Text("\\(level)") }
        }
        struct GaugeFace: View {
          let reading: Reading
          var body: some View { LevelLabel(level: reading.level) }
        }
        """),
  ]
}
