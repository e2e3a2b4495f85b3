/// Every chain of the codebase resolved once, looked up by the typed member each step reads:
/// "where is `Player.track` read or written, and what follows it?"
public struct MemberAccesses: Sendable {
  /// One step of one chain.
  struct Occurrence: Sendable {
    let chain: ResolvedChain
    /// The index of the step in `chain.steps`.
    let step: Int

    /// The index of the step among the chain's written components (an implicit `self.` shifts it).
    var component: Int { chain.startsWithImplicitSelf ? step - 1 : step }
  }

  /// Every step of every chain, in file order.
  let allOccurrences: [Occurrence]
  private let byMember: [String: [Occurrence]]
  /// What only the transforms ask, built the first time one does: a model of edited code, built
  /// to judge one proposal, never needs it.
  private let unresolvedAccesses = Once<UnresolvedAccesses>()
  private let files: [FileFacts]
  /// The chains written inside each type (its declaration and extensions), by the type's key and
  /// by `Type.member` for the member they are written in; each in file order.
  private let chainsByEnclosingType: [String: [ResolvedChain]]
  private let chainsByEnclosingMember: [String: [ResolvedChain]]
  /// Asked once per candidate, and candidates share names: worked out once per name.
  private let firstUnresolvedFiles = Memo<String, String?>()
  /// Each file's chains resolved, with the names their resolution looked up, in the index's
  /// file order.
  private let resolutions: [FileResolution]

  init(index: Index) {
    files = index.files
    var byMember: [String: [Occurrence]] = [:]
    var all: [Occurrence] = []
    // Resolving is most of the work, and each chain resolves on its own; a file whose chains an
    // earlier index resolved, and whose lookups the files read again do not touch, keeps them.
    let earlier = index.earlierResolutions
    let resolutions = Parallel.map(Array(index.files.indices), jobs: index.jobs) { position in
      let file = index.files[position]
      return earlier?.kept(for: file, at: position) ?? FileResolution(resolving: file, in: index)
    }
    self.resolutions = resolutions
    let resolved = resolutions.map(\.chains)
    var byType: [String: [ResolvedChain]] = [:]
    var byTypeMember: [String: [ResolvedChain]] = [:]
    for chain in resolved.joined() {
      if let type = chain.chain.enclosingType {
        byType[type, default: []].append(chain)
        if let member = chain.chain.enclosingMember { byTypeMember[type + "." + member, default: []].append(chain) }
      }
      for (position, step) in chain.steps.enumerated() {
        let occurrence = Occurrence(chain: chain, step: position)
        all.append(occurrence)
        if let owner = step.ownerType { byMember[owner + "." + step.name, default: []].append(occurrence) }
      }
    }
    self.byMember = byMember
    chainsByEnclosingType = byType
    chainsByEnclosingMember = byTypeMember
    allOccurrences = all
  }

  /// Steps whose owner type is unknown, how many of each file's accesses have a known owner, and
  /// which files access each name.
  private struct UnresolvedAccesses {
    var byName: [String: [Occurrence]] = [:]
    /// Per file: how many member accesses of a name are in chains whose owner type is known.
    var resolvedCounts: [String: [String: Int]] = [:]
    /// Per member name, the files that access it at all, in file order.
    var filesNaming: [String: [FileFacts]] = [:]

    init(_ occurrences: [Occurrence], files: [FileFacts]) {
      for file in files {
        for name in file.memberNameCounts.keys { filesNaming[name, default: []].append(file) }
      }
      for occurrence in occurrences {
        let chain = occurrence.chain
        let step = chain.steps[occurrence.step]
        guard step.ownerType != nil else {
          byName[step.name, default: []].append(occurrence)
          continue
        }
        if occurrence.step > 0 || !chain.startsWithImplicitSelf {
          resolvedCounts[chain.chain.expression.location.file, default: [:]][step.name, default: 0] += 1
        }
      }
    }
  }

  private var unresolved: UnresolvedAccesses { unresolvedAccesses.value { UnresolvedAccesses(allOccurrences, files: files) } }

  /// Steps that read `owner.member`.
  func occurrences(of member: String, in owner: String) -> [Occurrence] {
    byMember[owner + "." + member] ?? []
  }

  /// The chains written inside a type, resolved: what `Index.chains(in:)` finds, without
  /// copying or resolving each again.
  func chains(in type: String) -> [ResolvedChain] { chainsByEnclosingType[type] ?? [] }

  /// The chains written inside one member of a type (`body`, a method, a computed property).
  func chains(in type: String, member: String) -> [ResolvedChain] { chainsByEnclosingMember[type + "." + member] ?? [] }

  /// The chains of the file at `position` of the index's files resolved, when that is the file
  /// at `path`.
  func resolution(ofFile path: String, at position: Int) -> FileResolution? {
    position < files.count && files[position].file.path == path ? resolutions[position] : nil
  }

  /// The chain at `chain` in the file at `file` of the index's files, resolved.
  func resolved(file: Int, chain: Int) -> ResolvedChain { resolutions[file].chains[chain] }

  /// Steps that read a member with this name from something whose type is unknown.
  func unresolvedOccurrences(of member: String) -> [Occurrence] { unresolved.byName[member] ?? [] }

  /// How many accesses of `.name` in the file are steps of chains whose owner type is known.
  func resolvedCount(of name: String, inFile file: String) -> Int { unresolved.resolvedCounts[file]?[name] ?? 0 }

  /// The files that access `.name` at all, in file order.
  func files(naming name: String) -> [FileFacts] { unresolved.filesNaming[name] ?? [] }

  /// Files where `.name` is accessed more often than chains with a known owner account for
  /// (key paths, optional chains, subscripts, closures' `$0`).
  func filesWithUnresolvedAccess(to name: String) -> [String] {
    let counts = unresolved.resolvedCounts
    return files(naming: name).compactMap { file in
      let all = file.memberNameCounts[name] ?? 0
      return all > (counts[file.file.path]?[name] ?? 0) ? file.file.path : nil
    }
  }

  /// The first of `filesWithUnresolvedAccess(to:)`.
  func firstFileWithUnresolvedAccess(to name: String) -> String? {
    firstUnresolvedFiles.value(for: name) { filesWithUnresolvedAccess(to: name).first }
  }
}
