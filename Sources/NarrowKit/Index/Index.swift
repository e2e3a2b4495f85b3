/// Module-wide facts about the scanned code, without syntax trees.
///
/// Where something cannot be known without a type checker (a type from another module, a property
/// with no annotation), the index has no fact for it, and transforms treat that as a reason to skip.
public struct Index: Sendable {
  public let files: [FileFacts]
  private let typesByName: [String: [TypeFact]]
  private let constructionsByType: [String: [ConstructionFact]]
  private let fileByPath: [String: Int]
  public let opaqueConstructions: [OpaqueConstructionFact]

  public init(files: [FileFacts]) {
    self.files = files
    var types: [String: [TypeFact]] = [:]
    var constructions: [String: [ConstructionFact]] = [:]
    var opaque: [OpaqueConstructionFact] = []
    for file in files {
      for type in file.types { types[type.name, default: []].append(type) }
      for construction in file.constructions {
        constructions[construction.typeName, default: []].append(construction)
      }
      opaque += file.opaqueConstructions
    }
    typesByName = types
    constructionsByType = constructions
    opaqueConstructions = opaque
    fileByPath = Dictionary(files.enumerated().map { ($1.file.path, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// Reads and indexes files on `jobs` threads.
  public static func build(_ sources: [SourceFile], jobs: Int = FileParser.defaultJobs) -> Index {
    Index(files: FileParser.parallelMap(sources, jobs: jobs, FileParser.facts(for:)))
  }

  /// This index with some files replaced by new facts for the same paths.
  public func replacing(_ newFiles: [FileFacts]) -> Index {
    let replaced = Dictionary(newFiles.map { ($0.file.path, $0) }, uniquingKeysWith: { first, _ in first })
    return Index(files: files.map { replaced[$0.file.path] ?? $0 })
  }

  /// The declarations (not extensions) of types with this simple name.
  public func declarations(named name: String) -> [TypeFact] {
    (typesByName[name] ?? []).filter { $0.kind != .extension }
  }

  /// The single declaration with this name; nil when there is none or more than one.
  public func declaration(named name: String) -> TypeFact? {
    let found = declarations(named: name)
    return found.count == 1 ? found[0] : nil
  }

  /// The declaration and every extension of a type.
  public func parts(of type: TypeFact) -> [TypeFact] {
    (typesByName[type.name] ?? []).filter { $0.kind != .extension || $0.qualifiedName.hasSuffix(type.name) }
  }

  public func conformances(of type: TypeFact) -> Set<String> {
    Set(parts(of: type).flatMap(\.inheritedTypes).map { $0.hasPrefix("SwiftUI.") ? String($0.dropFirst(8)) : $0 })
  }

  public func isView(_ type: TypeFact) -> Bool {
    let conforms = conformances(of: type)
    return conforms.contains("View") || conforms.contains("ViewModifier")
  }

  public func isObservable(_ type: TypeFact) -> Bool {
    type.attributes.contains("Observable") || conformances(of: type).contains("ObservableObject")
  }

  public var allTypes: [TypeFact] { files.flatMap(\.types) }

  public func constructions(of typeName: String) -> [ConstructionFact] {
    constructionsByType[typeName] ?? []
  }

  public func file(at path: String) -> FileFacts? { fileByPath[path].map { files[$0] } }

  public var filesWithErrors: [FileFacts] { files.filter { $0.parseError != nil } }
}
