import Testing

@testable import NarrowKit

@Suite struct IndexTests {
  private func index(_ source: String) -> Index {
    Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1)
  }

  @Test func findsConstructionSitesEverywhere() {
    let found = index("""
      struct Row: View { let value: Int; var body: some View { Text("\\(value)") } }
      struct List1: View {
        var body: some View {
          ForEach(0..<3) { i in Row(value: i) }
          Button("x") { _ = Row.init(value: 2) }
        }
      }
      #Preview { Row(value: 1) }
      struct Row_Previews: PreviewProvider { static var previews: some View { Row(value: 3) } }
      let rows = [1].map(Row.init)
      extension Row { static let zero = Self(value: 0) }
      """)
    let values = found.constructions(of: "Row").map { $0.arguments.map(\.value.text) }
    #expect(values == [["i"], ["2"], ["1"], ["3"], ["0"]])
    #expect(found.opaqueConstructions.map(\.expression.text) == ["Row.init"])
  }

  @Test func readsPropertiesTypesWrappersAndConformances() throws {
    let found = index("""
      @Observable final class Player { var count = 0; var ratio = -0.5; var name = ""; var on = false; var list: [Int] = [] }
      final class Store: ObservableObject { @Published var items: [String] = [] }
      struct Screen: View {
        @State private var query = ""
        @Environment(Player.self) var player
        let title: String
        var subtitle: String { title }
        var body: some View { Text(title) }
      }
      """)
    let player = try #require(found.declaration(named: "Player"))
    #expect(found.isObservable(player))
    #expect(player.properties.map(\.type) == ["Int", "Double", "String", "Bool", "[Int]"])
    #expect(found.isObservable(try #require(found.declaration(named: "Store"))))
    let screen = try #require(found.declaration(named: "Screen"))
    #expect(found.isView(screen))
    #expect(screen.properties.map(\.attributes) == [["State"], ["Environment"], [], [], []])
    #expect(screen.properties.map(\.storage) == [.stored, .stored, .stored, .computed, .computed])
    #expect(screen.properties[0].modifiers == ["private"])
  }

  @Test func recordsMemberReadsThroughSelfHelpersAndInterpolationButNotShadowingLocals() throws {
    let found = index("""
      struct Row: View {
        let track: Track
        var body: some View {
          Text("\\(track.title)")
          Text(self.track.album.uppercased())
          ForEach(items) { track in Text(track.artist) }
          if let track = other { Text(track.year) }
        }
        var label: String { track.artist }
        func describe(track: Track) -> String { track.genre }
      }
      extension Row { var extra: String { track.composer } }
      """)
    let row = try #require(found.declaration(named: "Row"))
    let uses = found.parts(of: row).flatMap(\.memberUses).filter { $0.name == "track" }
    #expect(uses.map(\.kind) == [.field("title"), .field("album"), .field("artist"), .field("composer")])
    #expect(uses.map(\.expression.text) == ["track.title", "self.track.album", "track.artist", "track.composer"])
  }

  @Test func aFileWithSyntaxErrorsIsIndexedAndNamed() throws {
    let found = index("struct A { let x: Int\nfunc f( {\n")
    let error = try #require(found.files.first?.parseError)
    #expect(error.location.line == 2)
    #expect(found.declaration(named: "A") != nil)
  }
}
