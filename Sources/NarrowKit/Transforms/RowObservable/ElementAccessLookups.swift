/// The accesses through subscripts (`downloads[i].progress`) that `row-observable` asks about for
/// every collection and field, each path followed once per run. Followed per candidate instead,
/// every model of a codebase whose collections and fields share names (every store's `items`,
/// every element's `progress`) followed every other's accesses: the transform grew with the
/// square of the code.
struct ElementAccessLookups {
  /// One access, with the owners of the members it passes through.
  struct Resolved {
    let chain: ChainFact
    let owners: [(member: String, owner: String)]
    /// The position of its file among the index's files.
    let file: Int
  }

  /// The first file, in the index's order, that accesses a member in a way Narrow cannot follow.
  struct UnfollowedFile {
    let path: String
    let file: Int
  }

  /// Accesses by each `Owner.member` they pass through up to what they change: a call's method
  /// is left out (`downloads[i].tags.append(t)` changes `Download.tags`).
  private let changing: [String: [Resolved]]
  /// Accesses by each `Owner.member` they pass through, a call's method included, kept only in
  /// files that access the member by name.
  private let reaching: [String: [Resolved]]
  private let unfollowed: [String: UnfollowedFile]

  init(index: Index) {
    var changing: [String: [Resolved]] = [:]
    var reaching: [String: [Resolved]] = [:]
    var subscriptCounts: [String: [String: Int]] = [:]
    for (position, file) in index.files.enumerated() {
      for access in file.elementAccesses {
        var path = access
        if access.access == .call { path.components.removeLast() }
        let owners = ElementPath.owners(of: path, in: index)
        for (key, _) in Self.keys(owners) { changing[key, default: []].append(Resolved(chain: access, owners: owners, file: position)) }
        let allOwners = access.access == .call ? ElementPath.owners(of: access, in: index) : owners
        for (key, member) in Self.keys(allOwners) where file.memberNameCounts[member] != nil {
          reaching[key, default: []].append(Resolved(chain: access, owners: allOwners, file: position))
        }
        // `downloads[i].progress` inside the owner starts from the collection's own name.
        var names = Set(access.components)
        if case .name(let root) = access.root { names.insert(root) }
        for name in names { subscriptCounts[file.file.path, default: [:]][name, default: 0] += 1 }
      }
    }
    self.changing = changing
    self.reaching = reaching
    unfollowed = Self.unfollowedFiles(in: index, names: Set(subscriptCounts.values.flatMap(\.keys)), subscriptCounts: subscriptCounts)
  }

  /// `Owner.member` for each distinct pair, in order, with the member.
  private static func keys(_ owners: [(member: String, owner: String)]) -> [(key: String, member: String)] {
    var seen = Set<String>()
    return owners.map { ($0.owner + "." + $0.member, $0.member) }.filter { seen.insert($0.key).inserted }
  }

  /// For each name accessed through a subscript, the first file whose accesses of `.name` are more
  /// than the chains with a known owner and the subscript accesses account for.
  private static func unfollowedFiles(
    in index: Index, names: Set<String>, subscriptCounts: [String: [String: Int]]
  ) -> [String: UnfollowedFile] {
    let members = index.memberAccesses
    var found: [String: UnfollowedFile] = [:]
    for (position, file) in index.files.enumerated() {
      let path = file.file.path
      for (name, count) in file.memberNameCounts where found[name] == nil && names.contains(name) {
        let accountedFor = members.resolvedCount(of: name, inFile: path) + (subscriptCounts[path]?[name] ?? 0)
        if count > accountedFor { found[name] = UnfollowedFile(path: path, file: position) }
      }
    }
    return found
  }

  /// The accesses that change a member of an element of `owner.collection`, or something inside it.
  func accesses(changingElementsOf collection: String, in owner: String) -> [Resolved] {
    changing[owner + "." + collection] ?? []
  }

  /// The accesses that pass through `owner.member`, in files that name the member.
  func accesses(reaching member: String, in owner: String) -> [Resolved] {
    reaching[owner + "." + member] ?? []
  }

  /// The first file accessing `.name` in a way Narrow cannot follow (on a call's result, a
  /// subscript or an expression it cannot type). Every field a write through a subscript
  /// changes is a name of such an access, so every field row-observable moves is looked up here.
  func firstUnfollowedFile(naming name: String) -> UnfollowedFile? { unfollowed[name] }
}
