import Testing

@testable import NarrowKit

/// Only property wrappers are taken for property wrappers: global actors, result builders, macros
/// and the language's attributes are told apart by their declarations.
@Suite struct PropertyWrapperTests {
  private func index(_ source: String) -> Index {
    Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1)
  }

  @Test func theFrameworksAttributesAreToldByTheirDeclarations() {
    let code = index("")
    let kinds = ["State", "SwiftUI.State", "FocusState.Binding", "Published", "Query", "MainActor", "available", "objc",
      "IBOutlet", "ObservationIgnored", "Attribute", "ViewBuilder", "NSManaged", "Injected", "Clamped<Int>"].map(code.kind(ofAttribute:))
    #expect(kinds == [.propertyWrapper, .propertyWrapper, .propertyWrapper, .propertyWrapper, .propertyWrapper, .globalActor,
      .language, .language, .language, .macro, .macro, .resultBuilder, .managedByCoreData, .unknown, .unknown])
  }

  @Test func theScannedCodesDeclarationsDecideOverTheFrameworksNames() {
    let code = index("""
      @propertyWrapper struct Clamped<Value> { var wrappedValue: Value }
      @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
      @resultBuilder enum RowsBuilder { static func buildBlock(_ rows: Int...) -> [Int] { rows } }
      @attached(peer) macro Tracked() = #externalMacro(module: "Macros", type: "TrackedMacro")
      enum Storage { @propertyWrapper struct Attribute { var wrappedValue: Int } }
      """)
    let kinds = ["Clamped", "Clamped<Int>", "DatabaseActor", "RowsBuilder", "Tracked", "Attribute", "Storage.Attribute"]
      .map(code.kind(ofAttribute:))
    #expect(kinds == [.propertyWrapper, .propertyWrapper, .globalActor, .resultBuilder, .macro, .propertyWrapper, .propertyWrapper])
  }

  @Test func aPropertysWrappersAreItsWrapperAttributesAndThoseOfUnknownKindOutermostFirst() throws {
    let code = index("""
      @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
      final class Store {
        @MainActor @available(*, deprecated) @SwiftUI.Published var title = ""
        @DatabaseActor @ObservationIgnored var count = 0
        @Injected @Published var session: Session
        @NSManaged var name: String
      }
      """)
    let store = try #require(code.declaration(named: "Store"))
    #expect(store.properties.map(code.wrappers(of:)) == [["Published"], [], ["Injected", "Published"], ["NSManaged"]])
    #expect(store.properties.map(code.wrapper(of:)) == ["Published", nil, "Injected", "NSManaged"])
  }

  @Test func theWrappersArgumentsAreKeptAfterOtherAttributes() throws {
    let code = index("""
      @Observable final class Player { var volume = 0.5 }
      struct Screen: View {
        @MainActor @Environment(Player.self) var player
        @available(*, deprecated) @Environment(\\.locale) var locale
        var body: some View { Text("\\(player.volume)") }
      }
      """)
    let screen = try #require(code.declaration(named: "Screen"))
    #expect(screen.properties.map(\.attributeArgument) == ["Player.self", "\\.locale", nil])
    #expect(code.propertyType("player", in: "Screen") == "Player")
  }

  @Test func aReplacementDeclarationWritesTheAttributesWithTheirArguments() throws {
    let code = index("struct Row { @available(*, deprecated, message: \"Use name\") @MainActor let title: String }")
    let row = try #require(code.declaration(named: "Row"))
    #expect(row.properties[0].writtenAttributes == ["@available(*, deprecated, message: \"Use name\")", "@MainActor"])
  }
}
