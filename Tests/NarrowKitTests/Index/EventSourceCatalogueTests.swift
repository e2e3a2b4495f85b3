import Foundation
import Testing

@testable import NarrowKit

/// The catalogue is the one place that names event sources: no other file of the kit spells one
/// of its names as a string, except where the name means something else there, each said here.
@Suite struct EventSourceCatalogueTests {
  /// `file: names` a file may spell, and why it is not naming an event source.
  static let otherMeanings: [String: Set<String>] = [
    // Which trailing closure of a Button is its label, and which modifiers present content
    // instead of building it: how a body is built, not how often anything runs.
    "Index/ViewPartReader.swift": ["Button", "sheet", "action"],
    // `Button(action:)`'s label, and a JSON field of a hint.
    "Index/ChainReader.swift": ["action"],
    "Report/ReportJSON.swift": ["action"],
    // The `async` effect keyword of a function type.
    "Index/TypeNames.swift": ["async"],
    // The iOS 17 forms of `onChange` and `#Preview`, for the deployment target.
    "Index/VersionedAPIFacts.swift": ["onChange", "Preview"],
    // The modifier isolate-onchange reads and rewrites.
    "Index/OnChangeReader.swift": ["onChange"],
  ]

  /// The catalogue, and the reader of its calls' arguments.
  static let catalogueFiles: Set<String> = ["Index/EventSources.swift", "Index/SourceCallReader.swift"]

  @Test func noOtherFileSpellsAnEventSource() throws {
    let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/NarrowKit")
    let names = EventSources.allNames
    let files = FileManager.default.enumerator(at: kit, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    #expect(files.count > 50)
    var spelt: [String] = []
    for file in files {
      let relative = String(file.path.dropFirst(kit.path.count + 1))
      guard !Self.catalogueFiles.contains(relative) else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      for literal in Self.stringLiterals(in: text) where names.contains(literal) && Self.otherMeanings[relative]?.contains(literal) != true {
        spelt.append("\(relative): \"\(literal)\"")
      }
    }
    #expect(spelt.isEmpty, "event sources are named in the catalogue only: \(spelt)")
  }

  @Test func theCatalogueNamesEveryFamily() {
    for name in ["scheduledTimer", "publish", "addPeriodicTimeObserver", "sink", "onReceive", EventSources.forAwait,
      "onChanged", "onEnded", "TextField", "searchable", "Slider", "onScrollGeometryChange", "addObserver"]
    {
      #expect(EventSources.allNames.contains(name), "\(name)")
    }
  }

  /// The contents of one-line string literals: `"sink"` in `== "sink"`.
  static func stringLiterals(in text: String) -> [String] {
    var found: [String] = []
    for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
      let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
      guard parts.count >= 3 else { continue }
      found += stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }
    return found
  }
}
