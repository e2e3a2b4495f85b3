import Testing

@testable import NarrowKit

/// Type aliases resolve to what they name, as Swift looks the names up.
@Suite struct TypeAliasTests {
  private func index(_ files: [String: String], modules: [String: String] = [:]) -> Index {
    let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
    return Index.build(sources, modules: ModuleMap(moduleByPath: modules, completeModules: Set(modules.values)), jobs: 1)
  }

  private func named(_ name: String, in index: Index, from scope: String? = nil) -> [String] {
    index.declarations(named: name, seenFrom: scope).map(\.qualifiedName)
  }

  @Test func anAliasNestedInATypeIsLookedUpFromItsScope() {
    let code = index(["A.swift": """
      struct Song {}
      struct Album {}
      struct SongRow { typealias Model = Song; let model: Model }
      struct AlbumRow { typealias Model = Album; let model: Model }
      """])
    #expect(named("Model", in: code, from: "SongRow") == ["Song"])
    #expect(named("Model", in: code, from: "AlbumRow") == ["Album"])
    // Without a scope, the name is either.
    #expect(Set(named("Model", in: code)) == ["Song", "Album"])
    #expect(code.declaration(named: "Model") == nil)
  }

  @Test func aPropertyTypedByAnAliasIsOfTheTypeTheAliasNamesWhereThePropertyIsDeclared() {
    let code = index(["A.swift": """
      struct Song {}
      struct Album {}
      enum Library { typealias Item = Album }
      struct SongRow { typealias Model = Song; let model: Model; let same: Self.Model }
      struct AlbumRow { typealias Model = Album; let model: Model?; let item: Library.Item }
      """])
    #expect(code.propertyType("model", in: "SongRow") == "Song")
    #expect(code.propertyType("same", in: "SongRow") == "Song")
    #expect(code.propertyType("model", in: "AlbumRow") == "Album")
    #expect(code.propertyType("item", in: "AlbumRow") == "Album")
  }

  @Test func aQualifiedTargetIsTheDeclarationAtThatPathNotEveryTypeOfItsName() {
    let code = index(["A.swift": """
      enum Store { enum State {} }
      extension Store.State { struct Server { var name: String } }
      enum Legacy { struct Server { var host: String } }
      typealias ServerState = Store.State.Server
      """])
    #expect(named("ServerState", in: code) == ["Store.State.Server"])
  }

  @Test func anExtensionWrittenThroughAnAliasIsAPartOfTheTypeItExtends() throws {
    let code = index(["A.swift": """
      enum Store { enum State {} }
      extension Store.State { struct Server { var name: String } }
      enum Legacy { struct Server { var host: String } }
      typealias ServerState = Store.State.Server
      extension ServerState: Identifiable { var id: String { name } }
      """])
    let server = try #require(code.declaration(qualified: "Store.State.Server"))
    #expect(code.parts(of: server).map(\.location.line) == [2, 5])
    #expect(code.conformances(of: server) == ["Identifiable"])
    #expect(code.propertyDeclaration("id", in: "ServerState") != nil)
  }

  @Test func aliasesOfAliasesInExtensionsAndThroughSelfResolve() {
    let code = index(["A.swift": """
      struct Track {}
      struct Album {}
      enum Library { typealias Item = Track }
      typealias Entry = Library.Item
      typealias Record = Entry
      extension Shelf { typealias Thing = Album }
      struct Shelf { typealias Same = Self.Thing }
      typealias Loop = Loop2
      typealias Loop2 = Loop
      """])
    #expect(named("Record", in: code) == ["Track"])
    #expect(named("Item", in: code, from: "Library") == ["Track"])
    #expect(named("Thing", in: code, from: "Shelf") == ["Album"])
    #expect(named("Same", in: code, from: "Shelf") == ["Album"])
    #expect(named("Loop", in: code).isEmpty)
  }

  @Test func aGenericAliasOrAnAliasOfAGenericInstanceNamesTheGenericType() {
    let code = index(["A.swift": """
      struct Box<T> { var title: String; var value: T }
      typealias IntBox = Box<Int>
      typealias Boxed<T> = Box<T>
      typealias Inner = Box<Int>.Missing
      typealias Many = [Box<Int>]
      """])
    #expect(named("IntBox", in: code) == ["Box"])
    #expect(named("Boxed", in: code) == ["Box"])
    #expect(named("Inner", in: code).isEmpty)
    #expect(named("Many", in: code).isEmpty)
  }

  @Test func aModuleQualifiedTargetNamesTheTypeOfThatModuleOnly() {
    let code = index(
      [
        "Kit/Track.swift": "public struct Track {}",
        "App/Text.swift": "struct Text {}\ntypealias KitTrack = Kit.Track\ntypealias PlainText = SwiftUI.Text",
      ],
      modules: ["Kit/Track.swift": "Kit", "App/Text.swift": "App"])
    #expect(named("KitTrack", in: code) == ["Track"])
    #expect(named("PlainText", in: code).isEmpty)
  }

  private func relocate(_ type: String, in index: Index, from: (String, String?), to: (String, String?)) -> String {
    switch index.relocate(type: type, from: CodeScope(file: from.0, typePath: from.1), to: CodeScope(file: to.0, typePath: to.1)) {
    case .success(let found): return found.text + found.imports.keys.sorted().map { " +import " + $0 }.joined()
    case .failure(let problem): return "skip: " + problem.reason
    }
  }

  @Test func anAliasAtFileScopeIsDeclaredInTheScannedCodeWhateverItNames() {
    let code = index(
      [
        "Model/Track.swift": """
          import Foundation
          import MusicKit
          public typealias Seconds = Double
          struct Track { var length: Seconds }
          private typealias Hidden = Int
          #if os(iOS)
          public typealias PlatformImage = UIImage
          #else
          public typealias PlatformImage = NSImage
          #endif
          """,
        "UI/Row.swift": "import SwiftUI\nstruct Row {}",
      ],
      modules: ["Model/Track.swift": "Model", "UI/Row.swift": "UI"])
    let track = ("Model/Track.swift", "Track")
    let row = ("UI/Row.swift", "Row")
    #expect(relocate("Seconds", in: code, from: track, to: row) == "Seconds +import Model")
    #expect(relocate("PlatformImage?", in: code, from: track, to: row) == "PlatformImage? +import Model")
    #expect(relocate("Hidden", in: code, from: track, to: row) == "skip: Hidden is private or fileprivate: a declaration of that type where the code lands would need a lower access level, which Narrow does not change")
  }
}
