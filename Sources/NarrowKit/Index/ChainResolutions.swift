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

  init(resolving file: FileFacts, in index: Index) {
    let log = LookupLog()
    var recording = index
    recording.lookupLog = log
    chains = file.chains.map(recording.resolve)
    for chain in file.chains { if let scope = chain.enclosingType { log.note(scope) } }
    lookedUp = log.names
  }
}

/// What an index read from another, with some files read again, can take from that one's chains.
struct EarlierResolutions: Sendable {
  let accesses: MemberAccesses
  let replacedPaths: Set<String>
  /// The simple names whose lookups may answer differently in the new index.
  let changedNames: Set<String>
  /// The keys of the types constructed in the files read again, as they were and as they are.
  let changedConstructions: Set<String>
  /// The member names the chains of the files resolved again read, as they were and as they
  /// are: the files read again, and those whose resolution looked up a changed name.
  let changedMembers: Set<String>

  /// What `after`, read from `before` with the files at `replacedPaths` read again, keeps of
  /// `accesses`, the chains `before` resolved.
  init(
    accesses: MemberAccesses, replacedPaths: Set<String>, changedNames: Set<String>, changedConstructions: Set<String>,
    before: Index, after: Index
  ) {
    self.accesses = accesses
    self.replacedPaths = replacedPaths
    self.changedNames = changedNames
    self.changedConstructions = changedConstructions
    var members: Set<String> = []
    for (position, file) in after.files.enumerated()
    where Self.kept(file, at: position, accesses: accesses, replacedPaths: replacedPaths, changedNames: changedNames) == nil {
      for chain in file.chains { members.formUnion(chain.components) }
      if let earlier = before.file(at: file.file.path) { for chain in earlier.chains { members.formUnion(chain.components) } }
    }
    changedMembers = members
  }

  /// Whether every lookup of `lookedUp` answers in the new index as it did in the earlier one.
  func answersAsBefore(_ lookedUp: LookedUp) -> Bool {
    lookedUp.names.isDisjoint(with: changedNames) && lookedUp.constructed.isDisjoint(with: changedConstructions)
      && lookedUp.members.isDisjoint(with: changedMembers)
  }

  /// The chains of the file at `position` as the earlier index resolved them, when it is the
  /// same file, not read again, and its resolution looked up none of the names that changed.
  func kept(for file: FileFacts, at position: Int) -> FileResolution? {
    Self.kept(file, at: position, accesses: accesses, replacedPaths: replacedPaths, changedNames: changedNames)
  }

  private static func kept(
    _ file: FileFacts, at position: Int, accesses: MemberAccesses, replacedPaths: Set<String>, changedNames: Set<String>
  ) -> FileResolution? {
    guard !replacedPaths.contains(file.file.path), let earlier = accesses.resolution(ofFile: file.file.path, at: position),
      earlier.lookedUp.isDisjoint(with: changedNames)
    else { return nil }
    return earlier
  }

  /// Every simple name a lookup may answer differently for, given the names the files read again
  /// declare (before and after): those, and the aliases of `indexes` that stand for any of them or
  /// that they extend through.
  static func followingAliases(_ declared: Set<String>, in indexes: [Index]) -> Set<String> {
    var names = declared
    let aliases = indexes.flatMap { index in
      index.typeAliases.declarationsByName().map { (alias: $0.key, stands: Set($0.value.map { Index.simpleName($0.qualifiedName) })) }
    }
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
