/// What an index read again after an edit takes from the index it was read from.
///
/// A model of edited code is built once per proposal with edits, and differs from the code as it
/// was only in a few files. Keying a file's facts and grouping its chains by type and member are
/// per-file work whose answers change only with those files, or with the declarations of the
/// names a file's keys were looked up by: those files are done again, and the rest kept.
struct EarlierIndex: Sendable {
  let index: Index
  let replacedPaths: Set<String>
  /// The simple names of every type, global, alias and macro the files read again declare, and
  /// of every type they extend that the code declares, as they were and as they are: the
  /// declarations of no other name change.
  let declaredNames: Set<String>

  init(index: Index, replacingWith newFiles: [FileFacts]) {
    self.index = index
    let paths = Set(newFiles.map(\.file.path))
    replacedPaths = paths
    let replaced = index.configured.read.filter { paths.contains($0.file.path) } + newFiles
    declaredNames = FileDeclarations.changedNames(replaced.map(FileDeclarations.init), in: index)
  }

  /// The file at `position` as the earlier index keyed it, when it is the same file, not read
  /// again, and keyed by names none of which the files read again declare.
  func keyed(at position: Int, path: String) -> (facts: FileFacts, lookedUp: Set<String>)? {
    guard !replacedPaths.contains(path), position < index.files.count, index.files[position].file.path == path,
      index.keyingNames[position].isDisjoint(with: declaredNames)
    else { return nil }
    return (index.files[position], index.keyingNames[position])
  }

  /// What the index read again, `after`, can keep of the chains this one resolved: nothing when
  /// no transform had them resolved.
  func resolutions(after: Index) -> EarlierResolutions? {
    guard let accesses = index.derived.builtMemberAccesses else { return nil }
    let constructed = [index, after].flatMap { $0.files.filter { replacedPaths.contains($0.file.path) }.flatMap(\.constructions) }
    return EarlierResolutions(
      source: .index(accesses), replacedPaths: replacedPaths,
      changedNames: EarlierResolutions.followingAliases(declaredNames, in: [index.aliasesByName, after.aliasesByName]),
      changedConstructions: Set(constructed.map(\.typeName)), after: after
    ) { Set((index.file(at: $0)?.chains ?? []).flatMap(\.components)) }
  }
}

/// What one file declares that lookups by name find: the simple names of its types, globals,
/// aliases and macros, and those of the types it extends.
struct FileDeclarations: Sendable, Hashable {
  var names: Set<String> = []
  var extended: Set<String> = []

  init(_ file: FileFacts) {
    for type in file.types {
      if type.kind == .extension {
        extended.insert(Index.simpleName(type.qualifiedName))
        continue
      }
      names.insert(Index.simpleName(type.name))
      names.insert(Index.simpleName(type.qualifiedName))
    }
    for global in file.globals { names.insert(global.name) }
    for alias in file.typeAliases { names.insert(alias.name) }
    names.formUnion(file.macros)
  }

  init(names: Set<String>, extended: Set<String>) {
    self.names = names
    self.extended = extended
  }

  /// The simple names whose declarations differ between two versions of some files, given what
  /// each version of each declares: every name either declares, and each type they extend that
  /// the code declares (`index`, or the versions themselves).
  static func changedNames(_ versions: [FileDeclarations], in index: Index) -> Set<String> {
    let names = versions.reduce(into: Set<String>()) { $0.formUnion($1.names) }
    let extended = versions.reduce(into: Set<String>()) { $0.formUnion($1.extended) }
    // An extension changes what a lookup answers only through the declaration it extends: one of a
    // type the code does not declare (`extension View`) is a part no lookup by name reaches.
    return names.union(extended.filter { names.contains($0) || !index.declarations(named: $0).isEmpty })
  }
}

extension Index {
  typealias ChainLookups = (byType: [String: [ChainPosition]], byMember: [String: [ChainPosition]])

  /// Chains by the type they are written in and by each member they read, in file order.
  static func chainLookups(_ files: [FileFacts]) -> ChainLookups {
    var lookups: ChainLookups = ([:], [:])
    for (fileIndex, file) in files.enumerated() { add(file, at: fileIndex, to: &lookups) }
    return lookups
  }

  /// The earlier index's lookups with the chains of the files at `redone` taken out and their
  /// chains in `files` put in, each list kept in file order.
  static func chainLookups(_ files: [FileFacts], patching earlier: Index, redone: Set<Int>) -> ChainLookups {
    var added: ChainLookups = ([:], [:])
    var touchedTypes: Set<String> = []
    var touchedMembers: Set<String> = []
    for fileIndex in redone {
      for chain in earlier.files[fileIndex].chains {
        if let type = chain.enclosingType { touchedTypes.insert(type) }
        touchedMembers.formUnion(chain.components)
      }
      add(files[fileIndex], at: fileIndex, to: &added)
    }
    func patch(_ lookups: [String: [ChainPosition]], _ keys: Set<String>, _ added: [String: [ChainPosition]]) -> [String: [ChainPosition]] {
      var lookups = lookups
      for key in keys.union(added.keys) {
        let kept = (lookups[key] ?? []).filter { !redone.contains(Int($0.file)) }
        let merged = (kept + (added[key] ?? [])).sorted { ($0.file, $0.chain) < ($1.file, $1.chain) }
        lookups[key] = merged.isEmpty ? nil : merged
      }
      return lookups
    }
    return (patch(earlier.chainsByEnclosingType, touchedTypes, added.byType), patch(earlier.chainsByMember, touchedMembers, added.byMember))
  }

  /// The chains of the file at `fileIndex` put into the lookups, after those of earlier files.
  private static func add(_ file: FileFacts, at fileIndex: Int, to lookups: inout ChainLookups) {
    for (chainIndex, chain) in file.chains.enumerated() {
      let position = ChainPosition(file: Int32(fileIndex), chain: Int32(chainIndex))
      if let type = chain.enclosingType { lookups.byType[type, default: []].append(position) }
      for name in Set(chain.components) { lookups.byMember[name, default: []].append(position) }
    }
  }
}

/// Where a chain is kept: its file's place in the index and its own in the file.
struct ChainPosition: Sendable {
  let file: Int32
  let chain: Int32
}
