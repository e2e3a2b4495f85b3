/// What the row transforms look up for every collection and value, gathered once per run, so
/// that a candidate costs no scan of the whole codebase.
struct RowLookups {
  let index: Index
  /// Every collection of structs an observable class keeps, by the class's name.
  let collectionsByOwner: [String: [RowCollection]]
  /// Constructions inside a `ForEach` or `List`, by the last member of the collection (`downloads`).
  let rowConstructions: [String: [ConstructionFact]]
  /// Constructions inside a `ForEach` or `List`, by the simple name of the type that builds them.
  let rowsBuiltIn: [String: [ConstructionFact]]
  /// Accesses through a subscript, by each name they pass through, the root included.
  let elementAccesses: [String: [ChainFact]]
  /// Methods called on plain paths, by the simple name of the type they are written in.
  let methodCalls: [String: [MethodCallFact]]
  /// The first file naming a member in a key path, by the member.
  let keyPathFiles: [String: String]

  init(index: Index) {
    self.index = index
    collectionsByOwner = Dictionary(grouping: RowCollection.all(in: index), by: \.owner.name)
    var rows: [String: [ConstructionFact]] = [:]
    var builtIn: [String: [ConstructionFact]] = [:]
    var accesses: [String: [ChainFact]] = [:]
    var calls: [String: [MethodCallFact]] = [:]
    var keyPaths: [String: String] = [:]
    for file in index.files {
      for construction in file.constructions where construction.row != nil {
        if let builder = construction.enclosingType.map(Index.simpleName) { builtIn[builder, default: []].append(construction) }
        guard let name = construction.row?.collectionPath?.memberNames.last else { continue }
        rows[name, default: []].append(construction)
      }
      for access in file.elementAccesses {
        // `downloads[i].progress` inside the owner starts from the collection's own name.
        var names = Set(access.components)
        if case .name(let root) = access.root { names.insert(root) }
        for name in names { accesses[name, default: []].append(access) }
      }
      for call in file.methodCalls {
        guard let type = call.enclosingType.map(Index.simpleName) else { continue }
        calls[type, default: []].append(call)
      }
      for name in file.keyPathMembers where keyPaths[name] == nil { keyPaths[name] = file.file.path }
    }
    rowConstructions = rows
    rowsBuiltIn = builtIn
    elementAccesses = accesses
    methodCalls = calls
    keyPathFiles = keyPaths
  }
}
