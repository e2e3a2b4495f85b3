import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The kit's layers only look down. A file in one layer may name the types of its own layer and
/// of the layers below it, never those of a layer above: the index knows nothing of the update
/// model, neither knows transforms, and the report is built from a finished run.
///
/// This is the one place the allowed arrows are written; README's architecture section draws them.
@Suite struct LayerTests {
  /// Bottom first: each layer may use every layer before it in this list.
  static let layers = [
    "Support",  // values and algorithms that know nothing of Swift code: hashing, parallel maps, names
    "Workspace",  // finding, reading and laying out the files given
    "Index",  // facts parsed from each file, and the lookups across them
    "UpdateModel",  // events, dependencies, inputs, and the simulation of which bodies run
    "Proposals",  // what transforms produce: proposals, verdicts, skips, text edits
    "Edits",  // turning accepted proposals into file changes, diffs and safe writes
    "Transforms",  // the catalogue: each transform's candidates, rewrites and examples
    "Settings",  // configuration files and options, which name transforms and their settings
    "Pipeline",  // a run: rounds, selection, suppressions
    "Explain",  // why, graph, hot and evidence views, read from a finished run
    "Report",  // a run's result as text, JSON, SARIF and the other formats
  ]

  static let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/NarrowKit")

  struct SourceFileInLayer {
    let path: String
    let layer: Int
    let tree: SourceFileSyntax
  }

  /// Every Swift file of the kit with its layer: the folder right under `Sources/NarrowKit`.
  static func files() throws -> [SourceFileInLayer] {
    let enumerator = FileManager.default.enumerator(atPath: kit.path)
    var files: [SourceFileInLayer] = []
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let folder = relative.split(separator: "/").count > 1 ? String(relative.split(separator: "/")[0]) : ""
      let layer = layers.firstIndex(of: folder) ?? -1
      let text = try String(contentsOf: kit.appendingPathComponent(relative), encoding: .utf8)
      files.append(SourceFileInLayer(path: relative, layer: layer, tree: Parser.parse(source: text)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The types a file declares at the top level (nested ones are named through them).
  static func declaredTypes(_ tree: SourceFileSyntax) -> [String] {
    tree.statements.compactMap { statement -> String? in
      let item = statement.item
      if let declaration = item.as(StructDeclSyntax.self) { return declaration.name.text }
      if let declaration = item.as(ClassDeclSyntax.self) { return declaration.name.text }
      if let declaration = item.as(EnumDeclSyntax.self) { return declaration.name.text }
      if let declaration = item.as(ProtocolDeclSyntax.self) { return declaration.name.text }
      if let declaration = item.as(ActorDeclSyntax.self) { return declaration.name.text }
      if let declaration = item.as(TypeAliasDeclSyntax.self) { return declaration.name.text }
      return nil
    }
  }

  /// What a file names: every identifier token outside comments and string literals, except
  /// members (`Self.Index`, `.proposal`), which belong to what stands before the period.
  static func namedIdentifiers(_ tree: SourceFileSyntax) -> [(name: String, line: Int)] {
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    return tree.tokens(viewMode: .sourceAccurate).compactMap { token in
      guard case .identifier(let name) = token.tokenKind, token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period else {
        return nil
      }
      return (name, token.startLocation(converter: converter).line)
    }
  }

  /// `file:line: Layer names Type (Layer above)` for every arrow that points up.
  static func upwardArrows(in files: [SourceFileInLayer]) -> [String] {
    var layerOfType: [String: Int] = [:]
    for file in files {
      for name in declaredTypes(file.tree) { layerOfType[name] = max(layerOfType[name] ?? -1, file.layer) }
    }
    var found: [String] = []
    for file in files where file.layer >= 0 {
      var reported = Set<String>()
      for (name, line) in namedIdentifiers(file.tree) {
        guard let layer = layerOfType[name], layer > file.layer, reported.insert(name).inserted else { continue }
        found.append("\(file.path):\(line): \(layers[file.layer]) names \(name), of \(layers[layer])")
      }
    }
    return found
  }

  @Test func everyFileIsInALayer() throws {
    let outside = try Self.files().filter { $0.layer < 0 }.map(\.path)
    #expect(outside.isEmpty, "files outside the layers \(Self.layers): \(outside)")
  }

  @Test func noLayerNamesATypeOfALayerAboveIt() throws {
    let arrows = Self.upwardArrows(in: try Self.files())
    #expect(arrows.isEmpty, "\(arrows.count) arrows point up:\n\(arrows.joined(separator: "\n"))")
  }

  /// The check itself: an arrow up is found, and one down is not.
  @Test func anArrowUpIsFoundAndOneDownIsNot() {
    let files = [
      SourceFileInLayer(path: "Index/Low.swift", layer: 2, tree: Parser.parse(source: "struct Low { let high: High }")),
      SourceFileInLayer(path: "Report/High.swift", layer: 10, tree: Parser.parse(source: "struct High { let low: Low } // Low")),
    ]
    #expect(Self.upwardArrows(in: files) == ["Index/Low.swift:1: Index names High, of Report"])
  }
}
