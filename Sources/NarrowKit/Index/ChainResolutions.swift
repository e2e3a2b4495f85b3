/// The chains of one file resolved, with every name their resolution looked up.
///
/// Resolving a chain asks the index's tables for types, their parts, aliases and globals, each
/// by a name whose last component is the simple name of what it finds (`Feed.ViewModel` and
/// `ViewModel` both end with `ViewModel`). An entry of those tables changes only when a
/// declaration with that simple name is added, removed or rewritten. So when the files an edit
/// rewrites declare none of the simple names a file's chains looked up, the file's chains
/// resolve as they did: a model of the edited code takes them as they were instead of resolving
/// every chain of the codebase again.
///
/// Three lookups write down what they ask for: `declarations(named:)`, `typeKey(written:…)` and
/// `globals(named:)`. The others need not: the parts of a type are asked for once a declaration
/// lookup found it, by its name or an alias's, and an alias answers differently only when a
/// name it could mean is declared anew, which the changed names hold, aliases followed both ways.
struct FileResolution: Sendable {
  let chains: [ResolvedChain]
  /// The simple names of every table entry the resolution read, and of every scope its chains are
  /// written in (a scope's key depends on the declarations that share its simple name).
  let lookedUp: Set<String>
  /// Taken from earlier code rather than resolved by this index: a test can see it, since a kept
  /// resolution equals one made again.
  var isKept = false

  init(resolving file: FileFacts, in index: Index) {
    let log = LookupLog()
    var recording = index
    recording.lookupLog = log
    chains = file.chains.map(recording.resolve)
    for chain in file.chains { if let scope = chain.enclosingType { log.note(scope) } }
    lookedUp = log.names
  }

  init(chains: [ResolvedChain], lookedUp: Set<String>) {
    self.chains = chains
    self.lookedUp = lookedUp
  }
}

/// What an index read from earlier code, with some files read again, can take from that code's
/// chains: those of an index within a run (`Index.replacing`), or those the last run kept
/// (`EarlierRun`).
struct EarlierResolutions: Sendable {
  /// Where the earlier resolutions are.
  enum Source: Sendable {
    /// The chains an index of this run resolved.
    case index(MemberAccesses)
    /// The last run over the same files.
    case run(EarlierRun)
  }

  private let source: Source
  /// The files read again: changed, added or gone since the earlier code.
  let replacedPaths: Set<String>
  /// The simple names whose lookups may answer differently in the new index.
  let changedNames: Set<String>
  /// The keys of the types constructed in the files read again, as they were and as they are.
  let changedConstructions: Set<String>
  /// The member names the chains of the files resolved again read, as they were and as they
  /// are: the files read again, and those whose resolution looked up a changed name.
  let changedMembers: Set<String>

  /// What `after`, read from `source` with the files at `replacedPaths` read again, keeps of the
  /// chains `source` resolved; `membersBefore` names the members a file's chains read in the
  /// earlier code.
  init(
    source: Source, replacedPaths: Set<String>, changedNames: Set<String>, changedConstructions: Set<String>, after: Index,
    membersBefore: (String) -> Set<String>
  ) {
    self.source = source
    self.replacedPaths = replacedPaths
    self.changedNames = changedNames
    self.changedConstructions = changedConstructions
    var members: Set<String> = []
    for (position, file) in after.files.enumerated() where !Self.keeps(file, at: position, source, replacedPaths, changedNames) {
      for chain in file.chains { members.formUnion(chain.components) }
      members.formUnion(membersBefore(file.file.path))
    }
    // A file gone since reads nothing now.
    for path in replacedPaths where after.file(at: path) == nil { members.formUnion(membersBefore(path)) }
    changedMembers = members
  }

  /// The parts of the body at `place` as the last run read them, when its file is unchanged since.
  func keptBodyParts(at place: BodyPlace) -> ViewBodyParts? {
    guard case .run(let run) = source, !replacedPaths.contains(place.file) else { return nil }
    return run.bodyParts(at: place)
  }

  /// Whether the earlier code is the last run's.
  var isFromLastRun: Bool {
    if case .run = source { return true }
    return false
  }

  /// Whether every lookup of `lookedUp` answers in the new index as it did in the earlier one.
  func answersAsBefore(_ lookedUp: LookedUp) -> Bool {
    lookedUp.names.isDisjoint(with: changedNames) && lookedUp.constructed.isDisjoint(with: changedConstructions)
      && lookedUp.members.isDisjoint(with: changedMembers)
  }

  /// The chains of the file at `position` of `after` as the earlier code resolved them, when it
  /// is the same file, not read again, and its resolution looked up none of the names that
  /// changed.
  func kept(for file: FileFacts, at position: Int) -> FileResolution? {
    guard Self.keeps(file, at: position, source, replacedPaths, changedNames) else { return nil }
    switch source {
    case .index(let accesses): return accesses.resolution(ofFile: file.file.path, at: position).map { kept($0) }
    case .run(let run): return run.resolution(of: file).map { kept($0) }
    }
  }

  private func kept(_ resolution: FileResolution) -> FileResolution {
    var kept = resolution
    kept.isKept = true
    return kept
  }

  private static func keeps(
    _ file: FileFacts, at position: Int, _ source: Source, _ replacedPaths: Set<String>, _ changedNames: Set<String>
  ) -> Bool {
    guard !replacedPaths.contains(file.file.path) else { return false }
    switch source {
    case .index(let accesses):
      return accesses.resolution(ofFile: file.file.path, at: position)?.lookedUp.isDisjoint(with: changedNames) ?? false
    case .run(let run):
      // The run keeps no keyed facts: the file's chains are this index's, and the scope each is
      // keyed by is among what its resolution looked up.
      return run.lookedUp(ofFile: file.file.path)?.isDisjoint(with: changedNames) ?? false
    }
  }

  /// Every simple name a lookup may answer differently for, given the names the files read again
  /// declare (before and after): those, and the aliases that stand for any of them or that they
  /// extend through, as each alias table of the code before and after has them.
  static func followingAliases(_ declared: Set<String>, in tables: [[String: Set<String>]]) -> Set<String> {
    var names = declared
    let aliases = tables.flatMap { $0.map { (alias: $0.key, stands: $0.value) } }
    // An alias of a changed type answers for it, and an extension through a changed alias is a part
    // of the type it stands for: follow both ways until nothing is added.
    var grew = true
    while grew {
      grew = false
      for (alias, stands) in aliases {
        if !names.contains(alias), !stands.isDisjoint(with: names) { names.insert(alias); grew = true }
        if names.contains(alias), !stands.isSubset(of: names) { names.formUnion(stands); grew = true }
      }
    }
    return names
  }
}

extension Index {
  /// Each alias name, with the simple names of the declarations it stands for.
  var aliasesByName: [String: Set<String>] {
    typeAliases.declarationsByName().mapValues { Set($0.map { Index.simpleName($0.qualifiedName) }) }
  }
}
