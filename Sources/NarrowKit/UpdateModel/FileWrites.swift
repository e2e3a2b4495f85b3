/// The writes one file makes, each with the member it changes, found with everything finding them
/// looked up: a model of edited code keeps those of the files whose lookups the edit leaves alone
/// instead of finding every write of the codebase, and what runs it, again.
///
/// A write's runner is found across files (the callers of the method it is in, the pace of a
/// publisher it feeds), so the lookups are those of the whole search, `RunnerFinder`'s memos
/// included.
struct FileWrites: Sendable {
  typealias Write = (member: String, writer: Writer)

  /// What one of the two searches found in the file: its writes in two lists, since a whole model
  /// takes every file's first list before any file's second, and what the search looked up.
  struct Search: Sendable {
    var first: [Write] = []
    var second: [Write] = []
    var lookedUp = LookedUp()
    /// Found by this model rather than kept: a test can see it, since a kept search equals one
    /// made again.
    var isNew = false
  }

  let path: String
  /// Writes through the file's chains, in chain order; then each `objectWillChange.send()`, by
  /// the object it is sent on.
  var chains: Search
  /// Writes of members in their types' own code; then writes through elements of collections.
  var declared: Search

  /// How many of the two searches this model made rather than kept.
  var searchesMade: Int { [chains, declared].filter(\.isNew).count }

  /// The writes of earlier code: a model's of this run, in its index's file order, or the last
  /// run's (`EarlierRun`), by path.
  enum Earlier: Sendable {
    case model([FileWrites])
    case run([String: FileWrites])

    func writes(at position: Int, path: String) -> FileWrites? {
      switch self {
      case .model(let writes): return position < writes.count && writes[position].path == path ? writes[position] : nil
      case .run(let writes): return writes[path]
      }
    }
  }

  /// One search of the file at `position` of the model's index: the earlier code's, when it is
  /// the same file, not read again, and nothing that search looked up answers differently.
  static func search(
    _ half: KeyPath<FileWrites, Search>, at position: Int, in index: Index, earlier: (writes: Earlier, resolutions: EarlierResolutions)?,
    find: () -> Search
  ) -> Search {
    let path = index.files[position].file.path
    if let earlier, let writes = earlier.writes.writes(at: position, path: path), !earlier.resolutions.replacedPaths.contains(path),
      earlier.resolutions.answersAsBefore(writes[keyPath: half].lookedUp)
    {
      var kept = writes[keyPath: half]
      kept.isNew = false
      return kept
    }
    var found = find()
    found.isNew = true
    return found
  }

  /// Each step of each chain that writes what it reads, and each `objectWillChange.send()`.
  static func chainWrites(at position: Int, runners: RunnerFinder, log: LookupLog) -> Search {
    let index = runners.index
    var found = Search()
    guard let resolution = index.memberAccesses.resolution(ofFile: index.files[position].file.path, at: position) else { return found }
    found.lookedUp = log.recording {
      log.note(resolution)
      for chain in resolution.chains {
        for step in chain.steps.indices {
          guard let owner = chain.steps[step].ownerType, UpdateModel.writes(chain, through: step),
            !UpdateModel.holdsReference(chain, at: step, in: index)
          else { continue }
          found.first.append((owner + "." + chain.steps[step].name, runners.writer(for: chain.chain)))
        }
        if let object = UpdateModel.objectSentWillChange(by: chain) {
          found.second.append((object + "." + UpdateModel.willChange, runners.writer(for: chain.chain)))
        }
      }
    }.lookedUp
    return found
  }

  /// Writes of members in their types' own code, and writes through elements of collections.
  static func declaredWrites(at position: Int, runners: RunnerFinder, log: LookupLog) -> Search {
    let index = runners.index
    let file = index.files[position]
    var found = Search()
    // The key of each write (`Type.member`) is among the lookups: finding its runner asks for the
    // type by name, unless it is test code, whose writes change nothing.
    found.lookedUp = log.recording {
      for type in file.types {
        for use in type.memberUses where use.kind == .mutation || use.kind == .projected {
          // `badge.unread += 1` writes inside the object `badge` holds, not `badge`.
          let text = use.expression.text.hasPrefix("self.") ? use.expression.text.dropFirst(5) : Substring(use.expression.text)
          if use.kind == .mutation, text.hasPrefix(use.name + "."), UpdateModel.holdsObject(use.name, in: type.name, index: index) { continue }
          found.first.append((type.name + "." + use.name, runners.writer(for: use, in: type.name)))
        }
      }
      for write in file.elementWrites {
        // A call changes what it is called on only when the method mutates: `isOn.toggle()`.
        if write.access == .call && !UpdateModel.mutatingMethods.contains(write.components.last ?? "") { continue }
        var path = write
        if write.access == .call { path.components.removeLast() }
        for (member, owner) in ElementPath.owners(of: path, in: index) {
          found.second.append((owner + "." + member, runners.writer(for: write)))
        }
      }
    }.lookedUp
    return found
  }
}
