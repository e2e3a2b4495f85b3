import Testing

@testable import NarrowKit

/// Relocating type names between scopes and files, with a module for each file.
@Suite struct TypeNameTests {
  private func index(_ files: [String: String], modules: [String: String] = [:]) -> Index {
    let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
    return Index.build(sources, modules: ModuleMap(moduleByPath: modules, completeModules: Set(modules.values)), jobs: 1)
  }

  private func relocate(_ type: String, in index: Index, from: (String, String?), to: (String, String?)) -> String {
    switch index.relocate(type: type, from: CodeScope(file: from.0, typePath: from.1), to: CodeScope(file: to.0, typePath: to.1)) {
    case .success(let found):
      return found.text + found.imports.keys.sorted().map { " +import " + $0 }.joined()
    case .failure(let problem): return "skip: " + problem.reason
    }
  }

  @Test func nestedNamesSelfAndGenericsAreWrittenForTheirNewScope() {
    let code = index(["A.swift": """
      struct Screen {
        enum Stage {}
        struct Receipt { let stage: Stage }
      }
      struct Board<Piece> {
        struct Cell { let piece: Piece }
        struct CellView {}
      }
      struct Other {}
      struct Shadowing { struct Screen {} }
      """])
    let receipt = ("A.swift", "Screen.Receipt")
    #expect(relocate("[Stage]?", in: code, from: receipt, to: ("A.swift", "Other")) == "[Screen.Stage]?")
    #expect(relocate("Stage", in: code, from: receipt, to: ("A.swift", "Screen")) == "Stage")
    #expect(relocate("Self", in: code, from: receipt, to: ("A.swift", "Other")) == "Screen.Receipt")
    #expect(relocate("(Stage) -> Void", in: code, from: receipt, to: ("A.swift", nil)) == "(Screen.Stage) -> Void")
    #expect(relocate("Piece", in: code, from: ("A.swift", "Board.Cell"), to: ("A.swift", "Board.CellView")) == "Piece")
    #expect(relocate("Piece", in: code, from: ("A.swift", "Board.Cell"), to: ("A.swift", "Other"))
      == "skip: Piece is a generic parameter of Board")
    #expect(relocate("Stage", in: code, from: receipt, to: ("A.swift", "Shadowing")).hasPrefix("skip: Screen names something else"))
  }

  @Test func importsComeFromTheDeclaringModuleOrFromWhatTheDestinationModuleAlreadyUses() {
    let code = index(
      [
        "Shared/Badge.swift": "import Foundation\nimport GeoKit\npublic struct Badge { let point: GeoPoint }",
        "Shared/Plot.swift": "import GeoKit\nimport Charts\npublic struct Plot { let data: ChartData }",
        "App/Row.swift": "import SwiftUI\nstruct Row {}",
        "App/Map.swift": "import SwiftUI\nimport GeoKit\nstruct Map {}",
      ],
      modules: ["Shared/Badge.swift": "Shared", "Shared/Plot.swift": "Shared", "App/Row.swift": "App", "App/Map.swift": "App"])
    let badge = ("Shared/Badge.swift", "Badge")
    let row = ("App/Row.swift", "Row")
    #expect(relocate("Badge", in: code, from: ("App/Map.swift", "Map"), to: row) == "Badge +import Shared")
    #expect(relocate("GeoPoint", in: code, from: badge, to: row) == "GeoPoint +import GeoKit")
    #expect(relocate("GeoPoint", in: code, from: badge, to: ("App/Map.swift", "Map")) == "GeoPoint")
    let plot = ("Shared/Plot.swift", "Plot")
    #expect(relocate("ChartData", in: code, from: plot, to: row).hasPrefix("skip: ChartData is not declared in the scanned code"))
    #expect(relocate("ChartData", in: code, from: plot, to: ("App/Map.swift", "Map")).hasPrefix("skip: ChartData is not declared"))
    #expect(relocate("[Date: AttributedString]", in: code, from: badge, to: row) == "[Date: AttributedString]")
    #expect(relocate("UIImage?", in: code, from: badge, to: row) == "UIImage?")
  }

  @Test func privateTypesAreNeverCopiedIntoWiderDeclarations() {
    let code = index(["A.swift": "struct Shelf { fileprivate enum Shade {}; struct Slot { let shade: Shade } }\nprivate struct Secret {}"])
    #expect(relocate("Shade", in: code, from: ("A.swift", "Shelf.Slot"), to: ("A.swift", nil)).contains("Shelf.Shade is private or fileprivate"))
    #expect(relocate("Secret", in: code, from: ("A.swift", nil), to: ("A.swift", "Shelf")).contains("Secret is private or fileprivate"))
  }
}
