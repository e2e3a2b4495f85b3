import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The kit's layers only look down. A file in one layer may use what its own layer and the layers
/// below it declare (types at any depth, free functions, members extensions add, in every `#if`
/// branch), never what only a layer above declares: the index knows nothing of the update model,
/// neither knows transforms, and the report is built from a finished run. A transform's folder
/// uses its own declarations, `Transforms/Shared` and the layers below, never another transform's.
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

    /// `PassFields` for a file under `Transforms/PassFields/`; nil elsewhere and for `Shared`.
    var transform: String? {
      let parts = path.split(separator: "/")
      guard parts.count > 2, parts[0] == "Transforms", parts[1] != "Shared" else { return nil }
      return String(parts[1])
    }
    var place: LayerDeclarations.Place { LayerDeclarations.Place(layer: layer, transform: transform) }
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

  /// `file:line: Layer names name (Layer above)` for every use of a name declared only above the
  /// file's layer, and `file:line: Transforms/A names name of Transforms/B` for a transform that
  /// uses what only another transform declares. Types at any depth, free functions and the
  /// members of extensions count, in every `#if` branch; a name also declared at or below the
  /// file's layer (or in its own transform, or `Transforms/Shared`) may be that one, and passes.
  static func upwardArrows(in files: [SourceFileInLayer]) -> [String] {
    var declarations = LayerDeclarations()
    for file in files where file.layer >= 0 { declarations.add(file.tree, at: file.place) }
    let transformsLayer = layers.firstIndex(of: "Transforms")!
    var found: [String] = []
    for file in files where file.layer >= 0 {
      var reported = Set<String>()
      for use in LayerDeclarations.usedNames(file.tree) {
        let (name, line) = (use.name, use.line)
        guard let places = declarations.places(of: use), !reported.contains(name) else { continue }
        let lowest = places.map(\.layer).min()!
        let anywhere = places.union(declarations.anyDeclaration[name] ?? [])
        if !anywhere.contains(where: { $0.layer <= file.layer }) {
          reported.insert(name)
          found.append("\(file.path):\(line): \(layers[file.layer]) names \(name), of \(layers[lowest])")
        } else if let mine = file.transform,
          !anywhere.contains(where: { $0.layer < transformsLayer || ($0.layer == transformsLayer && ($0.transform == nil || $0.transform == mine)) })
        {
          reported.insert(name)
          let owners = Set(places.compactMap(\.transform)).sorted().map { "Transforms/\($0)" }.joined(separator: ", ")
          found.append("\(file.path):\(line): Transforms/\(mine) names \(name), of \(owners)")
        }
      }
    }
    return found
  }

  @Test func everyFileIsInALayer() throws {
    let outside = try Self.files().filter { $0.layer < 0 }.map(\.path)
    #expect(outside.isEmpty, "files outside the layers \(Self.layers): \(outside)")
  }

  @Test func noLayerReachesALayerAboveItAndNoTransformAnother() throws {
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

  /// The ways code reaches up without naming a top-level type, each found.
  @Test(arguments: [
    ("a member an extension above adds", "struct Model {}\nfunc run(_ model: Model) { _ = model.hotPaths() }",
      "extension Model { func hotPaths() -> Int { 0 } }", "UpdateModel/Low.swift:2: UpdateModel names hotPaths, of Explain"),
    ("a free function above", "func run() { renderAll() }", "func renderAll() {}", "UpdateModel/Low.swift:1: UpdateModel names renderAll, of Explain"),
    ("a type nested in an extension above", "struct Model {}\nextension Model { func run() { _ = Ranked() } }",
      "extension Model { struct Ranked {} }", "UpdateModel/Low.swift:2: UpdateModel names Ranked, of Explain"),
    ("a type declared above inside #if", "func run() { _ = Shown() }", "#if DEBUG\nstruct Shown {}\n#endif",
      "UpdateModel/Low.swift:1: UpdateModel names Shown, of Explain"),
    ("a use inside #if", "#if os(Linux)\nfunc run() { _ = Shown() }\n#endif", "struct Shown {}",
      "UpdateModel/Low.swift:2: UpdateModel names Shown, of Explain"),
    ("a member an extension above adds, called on self", "struct Model {}\nextension Model { func run() { _ = hotPaths() } }",
      "extension Model { func hotPaths() -> Int { 0 } }", "UpdateModel/Low.swift:2: UpdateModel names hotPaths, of Explain"),
  ] as [(String, String, String, String)])
  func everyWayUpIsFound(_ way: String, _ low: String, _ high: String, _ arrow: String) {
    let files = [
      SourceFileInLayer(path: "UpdateModel/Low.swift", layer: 3, tree: Parser.parse(source: low)),
      SourceFileInLayer(path: "Explain/High.swift", layer: 9, tree: Parser.parse(source: high)),
    ]
    #expect(Self.upwardArrows(in: files) == [arrow], "\(way)")
  }

  /// A transform uses its own folder, `Transforms/Shared` and the layers below, never another
  /// transform's declarations, so that one can be renamed or removed alone.
  @Test func aTransformNamingAnotherTransformsDeclarationIsFound() {
    let files = [
      SourceFileInLayer(path: "Transforms/PassFields/Planner.swift", layer: 6, tree: Parser.parse(source: "func plan() { _ = ModelReader(); _ = Reason() }")),
      SourceFileInLayer(path: "Transforms/SplitObservable/Readers.swift", layer: 6, tree: Parser.parse(source: "struct ModelReader {}")),
      SourceFileInLayer(path: "Transforms/Shared/Reason.swift", layer: 6, tree: Parser.parse(source: "struct Reason {}")),
    ]
    #expect(Self.upwardArrows(in: files) == ["Transforms/PassFields/Planner.swift:1: Transforms/PassFields names ModelReader, of Transforms/SplitObservable"])
  }

  /// A name also declared at or below the file's layer may be that one: `String.Index` is no use
  /// of the kit's `Index`, and a member a lower extension adds too is no arrow.
  @Test func aNameAlsoDeclaredBelowPasses() {
    let files = [
      SourceFileInLayer(path: "Support/Text.swift", layer: 0, tree: Parser.parse(source: "func at(_ s: String) -> String.Index { s.startIndex }\nextension Int { var twice: Int { self * 2 } }\nlet four = 2.twice")),
      SourceFileInLayer(path: "Index/Index.swift", layer: 2, tree: Parser.parse(source: "struct Index {}\nextension Int { var twice: Int { self * 2 } }")),
    ]
    #expect(Self.upwardArrows(in: files).isEmpty)
  }
}
