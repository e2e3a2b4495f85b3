import Testing

@testable import NarrowKit

/// The parts of a view's body depend on its file's text alone: a run keeps those its transforms
/// read, and the next run takes them for a file unchanged since instead of parsing it again.
@Suite struct KeptBodyPartsTests {
  static let files = [
    "Clock.swift": """
      struct Clock: View {
        @State private var now = Date()
        var body: some View {
          VStack {
            Text(now.formatted())
            Text("Clock")
          }
        }
      }
      """,
    "Label.swift": "struct Label: View {\n  var body: some View { Text(\"label\") }\n}",
  ]

  /// A run that read the parts of `Clock`, kept and read back.
  private func lastRun() throws -> EarlierRun {
    let model = UpdateModel(index: Index.build(EditedModels.sources(Self.files), jobs: 1))
    _ = try #require(model.index.bodyParts(of: try clock(in: model.index)))
    let written = try #require(KeptRun.written(model))
    return try #require(KeptRun.read(written)).run
  }

  private func clock(in index: Index) throws -> TypeFact { try #require(index.declaration(named: "Clock")) }

  /// The parts the last run kept stand for the file's own: the kept ones, marked so they can be
  /// told apart, are what the next run reads.
  @Test func anUnchangedFileHasTheBodyPartsTheLastRunRead() throws {
    let run = try lastRun()
    let place = BodyPlace(file: "Clock.swift", line: 1, name: "Clock")
    var marked = try #require(run.bodyParts(at: place))
    marked.declarationIndentation = "kept"
    var files = run.files
    files["Clock.swift"]?.bodyParts = ["1 Clock": marked]
    let index = Index.build(EditedModels.sources(Self.files), jobs: 1)
    let kept = index.keeping(EarlierRun(settings: run.settings, aliases: run.aliases, files: files))
    #expect(kept.bodyParts(of: try clock(in: kept))?.declarationIndentation == "kept")
    let read = try #require(index.bodyParts(of: try clock(in: index)))
    #expect(read.parts == run.bodyParts(at: place)?.parts)
    #expect(read.body == run.bodyParts(at: place)?.body)
  }

  @Test func aChangedFileIsReadAgain() throws {
    let run = try lastRun()
    var after = Self.files
    after["Clock.swift"] = after["Clock.swift"]!.replacingOccurrences(of: "Text(\"Clock\")", with: "Text(\"Time\")")
    let index = Index.build(EditedModels.sources(after), jobs: 1).keeping(run)
    let parts = try #require(index.bodyParts(of: try clock(in: index)))
    #expect(parts.parts.map(\.code.text).contains("Text(\"Time\")"))
  }
}
