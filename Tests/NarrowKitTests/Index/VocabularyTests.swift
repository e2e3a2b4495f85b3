import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import NarrowKit

/// The vocabulary (`EventSources`, `ViewAPIs`, `FrameworkWrapper`) is the one place that names the
/// SwiftUI, Combine and Foundation APIs Narrow knows: every API the harness's SwiftUI subset
/// declares has an entry, so adding one to the harness asks how Narrow treats it, and no other
/// file of the kit spells a name of it.
@Suite struct VocabularyTests {
  /// `file: names` a file may spell, and why it is not naming an API of the vocabulary there.
  static let otherMeanings: [String: Set<String>] = [
    // `Button(action:)`'s label.
    "Index/ChainReader.swift": ["action"],
    // The `async` effect keyword of a function type.
    "Index/TypeNames.swift": ["async"],
    // The iOS 17 forms of `onChange`, `#Preview` and `@Query`, for the deployment target.
    "Index/VersionedAPIFacts.swift": ["onChange", "Preview", "Query"],
    // `String.padding(toLength:withPad:startingAt:)`, a pure method of the standard library.
    "Transforms/CacheComputed/CacheComputedReads.swift": ["padding"],
    // The name of a type Narrow writes for a row's state (`TrackState`), not the wrapper.
    "Transforms/RowObservable/RowObservablePlanner.swift": ["State"],
    "Transforms/Shared/RowDerivedStatePlanner.swift": ["State"],
    // The modifier isolate-onchange reads and rewrites.
    "Index/OnChangeReader.swift": ["onChange"],
  ]

  /// The reader of the catalogue's calls' arguments, besides the vocabulary's own folder.
  static let readersOfTheVocabulary: Set<String> = ["Index/SourceCallReader.swift"]

  static let kit = repository.appendingPathComponent("Sources/NarrowKit")
  static let harness = repository.appendingPathComponent("Sources/SwiftUI")
  static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  static var allNames: Set<String> {
    EventSources.allNames.union(ViewAPIs.allNames).union(FrameworkWrapper.allCases.map(\.rawValue))
  }

  @Test func noOtherFileSpellsANameOfTheVocabulary() throws {
    let files = Self.swiftFiles(under: Self.kit)
    #expect(files.count > 50)
    var spelt: [String] = []
    for file in files {
      let relative = String(file.path.dropFirst(Self.kit.path.count + 1))
      guard !relative.hasPrefix("Index/Vocabulary/"), !Self.readersOfTheVocabulary.contains(relative) else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      spelt += Self.spelt(Self.allNames, in: text, allowing: Self.otherMeanings[relative] ?? []).map { "\(relative): \"\($0)\"" }
    }
    #expect(spelt.isEmpty, "the vocabulary's names are spelt in its own files only: \(spelt)")
  }

  @Test func everyAPITheHarnessDeclaresHasAnEntry() throws {
    let declared = try Self.swiftFiles(under: Self.harness).flatMap { file in
      HarnessAPIs.names(in: Parser.parse(source: try String(contentsOf: file, encoding: .utf8)))
    }
    #expect(declared.count > 40, "\(declared)")
    let missing = Set(declared).subtracting(Self.allNames)
    #expect(missing.isEmpty, "the harness declares APIs the vocabulary does not classify: \(missing.sorted())")
  }

  /// The checks themselves see what they are for: a view, a modifier, a wrapper and a subscriber
  /// the harness declares, and a name spelt as a literal outside the vocabulary.
  @Test func theChecksSeeWhatTheyLookFor() {
    let harness = Parser.parse(source: """
      public struct Gauge: View { public init() {} }
      public struct Ring<Content: View> {}
      extension Ring: View {}
      public struct Angle {}
      @propertyWrapper public struct Clamped<Value> { public var wrappedValue: Value }
      extension View {
        public func glow(_ on: Bool) -> some View { self }
        func internalHelper() {}
      }
      public final class TickPublisher {
        public func send() {}
        public func sink(receiveValue: @escaping (Int) -> Void) -> AnyCancellable { AnyCancellable {} }
      }
      """)
    #expect(Set(HarnessAPIs.names(in: harness)) == ["Gauge", "Ring", "Clamped", "glow", "sink"])
    let kitFile = """
      // "sheet" in a comment is not a use
      if callee == "sheet" || callee == "overlay" || callee == "Sheet" { return "a sheet" }
      """
    #expect(Self.spelt(["sheet", "overlay"], in: kitFile, allowing: ["overlay"]) == ["sheet"])
  }

  @Test func theCatalogueNamesEveryFamily() {
    for name in ["scheduledTimer", "publish", "addPeriodicTimeObserver", "sink", "onReceive", EventSources.forAwait,
      "onChanged", "onEnded", "TextField", "searchable", "Slider", "onScrollGeometryChange", "addObserver"]
    {
      #expect(EventSources.allNames.contains(name), "\(name)")
    }
  }

  static func swiftFiles(under directory: URL) -> [URL] {
    (FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
      .filter { $0.pathExtension == "swift" }
  }

  /// The names of `names` written as a whole one-line string literal (`"sink"` in `== "sink"`)
  /// outside comments, except those allowed.
  static func spelt(_ names: Set<String>, in text: String, allowing allowed: Set<String>) -> [String] {
    var found: [String] = []
    for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
      let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
      guard parts.count >= 3 else { continue }
      found += stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
        .filter { names.contains($0) && !allowed.contains($0) }
    }
    return found
  }
}

/// What the harness declares of SwiftUI and Combine: its views (a type declared there that
/// conforms to `View`, in its declaration or an extension), its property wrappers, the public
/// modifiers of `extension View`, and the subscribers of its publishers (a public method of a
/// `…Publisher` class that takes a closure).
enum HarnessAPIs {
  static func names(in tree: SourceFileSyntax) -> [String] {
    var declared: [String] = []
    var conformingToView: Set<String> = []
    var names: [String] = []
    for item in tree.statements {
      if let type = item.item.as(StructDeclSyntax.self), isPublic(type.modifiers) {
        declared.append(type.name.text)
        if inherits(type.inheritanceClause, "View") { conformingToView.insert(type.name.text) }
        if type.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper" }) {
          names.append(type.name.text)
        }
      } else if let type = item.item.as(ClassDeclSyntax.self), isPublic(type.modifiers), type.name.text.hasSuffix("Publisher") {
        names += publicFunctions(type.memberBlock).filter(takesAClosure).map(\.name.text)
      } else if let extended = item.item.as(ExtensionDeclSyntax.self) {
        let name = extended.extendedType.trimmedDescription
        if inherits(extended.inheritanceClause, "View") { conformingToView.insert(name) }
        if name == "View" { names += publicFunctions(extended.memberBlock).map(\.name.text) }
      }
    }
    return names + declared.filter(conformingToView.contains)
  }

  private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.public) }
  }

  private static func inherits(_ clause: InheritanceClauseSyntax?, _ name: String) -> Bool {
    clause?.inheritedTypes.contains { $0.type.trimmedDescription == name } == true
  }

  private static func publicFunctions(_ members: MemberBlockSyntax) -> [FunctionDeclSyntax] {
    members.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { isPublic($0.modifiers) }
  }

  private static func takesAClosure(_ function: FunctionDeclSyntax) -> Bool {
    function.signature.parameterClause.parameters.contains { $0.type.trimmedDescription.contains("->") }
  }
}
