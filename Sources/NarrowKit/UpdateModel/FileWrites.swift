/// The writes one file makes, each with the member it changes, found with everything finding them
/// looked up: a model of edited code keeps those of the files whose lookups the edit leaves alone
/// instead of finding every write of the codebase, and what runs it, again.
///
/// A write's runner is found across files (the callers of the method it is in, the pace of a
/// publisher it feeds), so the lookups are those of the whole search, `RunnerFinder`'s memos
/// included.
struct FileWrites: Sendable {
  typealias Write = (member: String, writer: Writer)

  let path: String
  /// Writes through the file's chains, in chain order; and each `objectWillChange.send()`, by the
  /// object it is sent on.
  var chainWrites: [Write] = []
  var willChanges: [Write] = []
  var chainLookedUp = LookedUp()
  /// Writes of members in their types' own code, and writes through elements of collections.
  var useWrites: [Write] = []
  var elementWrites: [Write] = []
  var declaredLookedUp = LookedUp()
  /// How many of the two halves this model found rather than kept: a count a test can see, since
  /// a kept half equals one found again.
  var halvesFound = 0

  /// The writes of the file at `position` of the model's index, each half kept from `earlier`
  /// when the file is the same and nothing its search looked up answers differently.
  static func found(
    at position: Int, in index: Index, earlier: (writes: [FileWrites], resolutions: EarlierResolutions)?,
    chains: (RunnerFinder, LookupLog)?, declared: (RunnerFinder, LookupLog)?
  ) -> FileWrites {
    let file = index.files[position]
    var found = FileWrites(path: file.file.path)
    let kept = earlier.flatMap { earlier -> FileWrites? in
      guard position < earlier.writes.count, earlier.writes[position].path == found.path,
        !earlier.resolutions.replacedPaths.contains(found.path)
      else { return nil }
      return earlier.writes[position]
    }
    if let (runners, log) = chains {
      if let kept, earlier!.resolutions.answersAsBefore(kept.chainLookedUp) {
        (found.chainWrites, found.willChanges, found.chainLookedUp) = (kept.chainWrites, kept.willChanges, kept.chainLookedUp)
      } else {
        found.findChainWrites(at: position, runners: runners, log: log)
        found.halvesFound += 1
      }
    }
    if let (runners, log) = declared {
      if let kept, earlier!.resolutions.answersAsBefore(kept.declaredLookedUp) {
        (found.useWrites, found.elementWrites, found.declaredLookedUp) = (kept.useWrites, kept.elementWrites, kept.declaredLookedUp)
      } else {
        found.findDeclaredWrites(at: position, runners: runners, log: log)
        found.halvesFound += 1
      }
    }
    return found
  }

  /// Each step of each chain that writes what it reads, and each `objectWillChange.send()`.
  private mutating func findChainWrites(at position: Int, runners: RunnerFinder, log: LookupLog) {
    let index = runners.index
    guard let resolution = index.memberAccesses.resolution(ofFile: path, at: position) else { return }
    var writes: [Write] = []
    var willChanges: [Write] = []
    chainLookedUp = log.recording {
      log.note(resolution)
      for chain in resolution.chains {
        for step in chain.steps.indices {
          guard let owner = chain.steps[step].ownerType, UpdateModel.writes(chain, through: step),
            !UpdateModel.holdsReference(chain, at: step, in: index)
          else { continue }
          writes.append((owner + "." + chain.steps[step].name, runners.writer(for: chain.chain)))
        }
        if let object = UpdateModel.objectSentWillChange(by: chain) {
          willChanges.append((object + "." + UpdateModel.willChange, runners.writer(for: chain.chain)))
        }
      }
    }.lookedUp
    (chainWrites, self.willChanges) = (writes, willChanges)
  }

  /// Writes of members in their types' own code, and writes through elements of collections.
  private mutating func findDeclaredWrites(at position: Int, runners: RunnerFinder, log: LookupLog) {
    let index = runners.index
    let file = index.files[position]
    var uses: [Write] = []
    var elements: [Write] = []
    // The key of each write (`Type.member`) is among the lookups: finding its runner asks for the
    // type by name, unless it is test code, whose writes change nothing.
    declaredLookedUp = log.recording {
      for type in file.types {
        for use in type.memberUses where use.kind == .mutation || use.kind == .projected {
          // `badge.unread += 1` writes inside the object `badge` holds, not `badge`.
          let text = use.expression.text.hasPrefix("self.") ? use.expression.text.dropFirst(5) : Substring(use.expression.text)
          if use.kind == .mutation, text.hasPrefix(use.name + "."), UpdateModel.holdsObject(use.name, in: type.name, index: index) { continue }
          uses.append((type.name + "." + use.name, runners.writer(for: use, in: type.name)))
        }
      }
      for write in file.elementWrites {
        // A call changes what it is called on only when the method mutates: `isOn.toggle()`.
        if write.access == .call && !UpdateModel.mutatingMethods.contains(write.components.last ?? "") { continue }
        var path = write
        if write.access == .call { path.components.removeLast() }
        for (member, owner) in ElementPath.owners(of: path, in: index) {
          elements.append((owner + "." + member, runners.writer(for: write)))
        }
      }
    }.lookedUp
    (useWrites, elementWrites) = (uses, elements)
  }
}
