/// What an index read again after an edit takes from the index it was read from.
///
/// A model of edited code is built once per proposal with edits, and differs from the code as it
/// was only in a few files. Keying a file's facts and grouping its chains by type and member are
/// per-file work whose answers change only with those files, or with the declarations of the
/// names a file's keys were looked up by: those files are done again, and the rest kept.
struct EarlierIndex: Sendable {
  let index: Index
  let replacedPaths: Set<String>

  /// The simple names of every type and extension the files read again declare, as they were
  /// and as they are: the keys of no other name can change.
  func declaredNames(now read: [FileFacts]) -> Set<String> {
    var names: Set<String> = []
    for files in [index.configured.read, read] {
      for file in files where replacedPaths.contains(file.file.path) {
        for type in file.types { names.insert(Index.simpleName(type.qualifiedName)) }
      }
    }
    return names
  }

  /// The file at `position` as the earlier index keyed it, when it is the same file, not read
  /// again, and keyed by names none of which `changed` holds.
  func keyed(at position: Int, path: String, changed: Set<String>) -> (facts: FileFacts, lookedUp: Set<String>)? {
    guard !replacedPaths.contains(path), position < index.files.count, index.files[position].file.path == path,
      index.keyingNames[position].isDisjoint(with: changed)
    else { return nil }
    return (index.files[position], index.keyingNames[position])
  }
}

extension Index {
  typealias ChainLookups = (byType: [String: [ChainPosition]], byMember: [String: [ChainPosition]])

  /// Chains by the type they are written in and by each member they read, in file order.
  static func chainLookups(_ files: [FileFacts]) -> ChainLookups {
    var byType: [String: [ChainPosition]] = [:]
    var byMember: [String: [ChainPosition]] = [:]
    for (fileIndex, file) in files.enumerated() {
      for (position, chain) in positions(of: file, at: fileIndex) {
        if let type = chain.enclosingType { byType[type, default: []].append(position) }
        for name in Set(chain.components) { byMember[name, default: []].append(position) }
      }
    }
    return (byType, byMember)
  }

  /// The earlier index's lookups with the chains of the files at `redone` taken out and their
  /// chains in `files` put in, each list kept in file order.
  static func chainLookups(_ files: [FileFacts], patching earlier: Index, redone: Set<Int>) -> ChainLookups {
    var byType = earlier.chainsByEnclosingType
    var byMember = earlier.chainsByMember
    var newByType: [String: [ChainPosition]] = [:]
    var newByMember: [String: [ChainPosition]] = [:]
    var touchedTypes: Set<String> = []
    var touchedMembers: Set<String> = []
    for fileIndex in redone {
      for (_, chain) in positions(of: earlier.files[fileIndex], at: fileIndex) {
        if let type = chain.enclosingType { touchedTypes.insert(type) }
        touchedMembers.formUnion(chain.components)
      }
      for (position, chain) in positions(of: files[fileIndex], at: fileIndex) {
        if let type = chain.enclosingType { newByType[type, default: []].append(position) }
        for name in Set(chain.components) { newByMember[name, default: []].append(position) }
      }
    }
    func patch(_ lookups: inout [String: [ChainPosition]], _ keys: Set<String>, _ added: [String: [ChainPosition]]) {
      for key in keys.union(added.keys) {
        let kept = (lookups[key] ?? []).filter { !redone.contains(Int($0.file)) }
        let merged = (kept + (added[key] ?? [])).sorted { ($0.file, $0.chain) < ($1.file, $1.chain) }
        lookups[key] = merged.isEmpty ? nil : merged
      }
    }
    patch(&byType, touchedTypes, newByType)
    patch(&byMember, touchedMembers, newByMember)
    return (byType, byMember)
  }

  private static func positions(of file: FileFacts, at fileIndex: Int) -> [(ChainPosition, ChainFact)] {
    file.chains.enumerated().map { (ChainPosition(file: Int32(fileIndex), chain: Int32($0.offset)), $0.element) }
  }
}

/// Where a chain is kept: its file's place in the index and its own in the file.
struct ChainPosition: Sendable {
  let file: Int32
  let chain: Int32
}
