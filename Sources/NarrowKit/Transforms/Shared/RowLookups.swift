/// What the row transforms look up for every collection and value, gathered once per run, so
/// that a candidate costs no scan of the whole codebase.
struct RowLookups {
  let index: Index
  /// Every collection of structs an observable class keeps, by the class's name.
  let collectionsByOwner: [String: [RowCollection]]
  /// Constructions inside a `ForEach` or `List` over a collection of these, by the collection
  /// (`DownloadStore.downloads`). Each path is followed once here: followed per candidate, every
  /// model of a codebase whose collections share a name read every other's rows.
  let rowConstructions: [String: [ConstructionFact]]
  /// Constructions inside a `ForEach` or `List`, by the simple name of the type that builds them.
  let rowsBuiltIn: [String: [ConstructionFact]]
  /// Methods called on plain paths, by the simple name of the type they are written in.
  let methodCalls: [String: [MethodCallFact]]
  /// The first file naming a member in a key path, by the member.
  let keyPathFiles: [String: String]

  init(index: Index) {
    self.index = index
    let collections = RowCollection.all(in: index)
    collectionsByOwner = Dictionary(grouping: collections, by: \.owner.name)
    let collectionNames = Set(collections.map(\.property.name))
    var rows: [String: [ConstructionFact]] = [:]
    var builtIn: [String: [ConstructionFact]] = [:]
    var calls: [String: [MethodCallFact]] = [:]
    var keyPaths: [String: String] = [:]
    for file in index.files {
      for construction in file.constructions where construction.row != nil {
        if let builder = construction.enclosingType { builtIn[builder, default: []].append(construction) }
        guard let path = construction.row?.collectionPath, let name = path.memberNames.last, collectionNames.contains(name),
          let owner = Self.owner(of: path, in: construction.enclosingType, index)
        else { continue }
        rows[owner + "." + name, default: []].append(construction)
      }
      for call in file.methodCalls {
        guard let type = call.enclosingType else { continue }
        calls[type, default: []].append(call)
      }
      for name in file.keyPathMembers where keyPaths[name] == nil { keyPaths[name] = file.file.path }
    }
    rowConstructions = rows
    rowsBuiltIn = builtIn
    methodCalls = calls
    keyPathFiles = keyPaths
  }

  /// The type holding the collection a row construction iterates: `DownloadStore` for
  /// `store.downloads`, with `store` a property of the view. Nil for a path that is not plain
  /// members (`items.filter(…)`) or whose types are not declared.
  private static func owner(of path: ValuePath, in enclosingType: String?, _ index: Index) -> String? {
    guard path.steps.allSatisfy({ if case .member = $0 { true } else { false } }) else { return nil }
    index.derived.countPathFollowed()
    let (owner, members) = index.start(of: path, in: enclosingType)
    return members.dropLast().reduce(owner) { type, member in type.flatMap { index.propertyType(member, in: $0) } }
  }
}
