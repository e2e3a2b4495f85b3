/// `downloads[i].progress = p` or `downloads[i].progress`: one field of one element, written or
/// read through the model's collection.
struct ElementFieldAccess {
  let chain: ChainFact
  let field: String
  /// The component that is the subscript (`[]`), so that `downloads[i]` can be wrapped.
  let subscriptComponent: Int
  /// What runs it, for a write; nil for a read.
  let writer: Writer?
}

/// A row's read of a moving field through the element it is given: `download.progress`.
struct RowFieldRead {
  let site: RowSite
  let field: String
  /// `download.progress` or `self.download.progress`.
  let range: ByteRange
  let file: String
}

/// Decides one collection for `row-observable`: which fields change one element at a time, and
/// whether they can move into an object per element.
struct RowObservablePlanner {
  let model: UpdateModel
  let collection: RowCollection
  let newTypeName: String?
  let lookups: RowLookups
  let accessLookups: ElementAccessLookups
  private var index: Index { model.index }
  private var element: TypeFact { collection.element }

  /// The accesses of single fields of single elements through the collection.
  private func fieldAccesses() -> [ElementFieldAccess] {
    let runners = RunnerFinder(index: index)
    let resolved = accessLookups.accesses(changingElementsOf: collection.property.name, in: collection.owner.name)
    return resolved.compactMap { resolved -> ElementFieldAccess? in
      let access = resolved.chain
      let owners = resolved.owners
      let mutates = access.access == .call && UpdateModel.mutatingMethods.contains(access.components.last ?? "")
      guard let position = owners.firstIndex(where: { $0.member == collection.property.name && $0.owner == collection.owner.name }),
        position + 1 < owners.count, owners[position + 1].owner == element.name,
        let subscriptComponent = access.components.firstIndex(of: "[]")
      else { return nil }
      let writes = mutates || access.access != .read && access.access != .call
      return ElementFieldAccess(chain: access, field: owners[position + 1].member, subscriptComponent: subscriptComponent,
        writer: writes ? runners.writer(for: access) : nil)
    }
  }

  func plan() -> PlanOutcome {
    let all = fieldAccesses()
    let writes = all.filter { $0.writer != nil }
    guard !writes.isEmpty else { return .notACandidate }
    let fields = Array(Set(writes.map(\.field))).sorted()
    let accesses = all.filter { fields.contains($0.field) }
    let sites = collection.rowSites(in: lookups)
    guard !sites.isEmpty else {
      return .skip(RowObservableSkip.isNotShownAsRows, "\(collection.target) is not shown as rows: no ForEach or List over it gives a row view the whole \(element.name)")
    }
    let key: PropertyFact
    switch collection.stableKey(of: sites, in: index) {
    case .failure(let reason): return .skip(reason)
    case .success(let found): key = found
    }
    if let reason = independenceProblem(fields, writes: writes, key: key) ?? writes.lazy.compactMap(writeProblem).first
      ?? fields.lazy.compactMap({ fieldProblem($0) }).first ?? elementProblem(fields) ?? ownerProblem()
      ?? RowSite.viewProblem(sites, collection: collection, newProperty: "state", in: index)
    {
      return .skip(reason)
    }
    let reads: [RowFieldRead]
    switch readsOfFields(fields, sites: sites, accesses: accesses) {
    case .failure(let reason): return .skip(reason)
    case .success(let found): reads = found
    }
    let stateType = newTypeName ?? element.simpleName + "State"
    if !index.declarations(named: stateType).isEmpty { return .skip(RowObservableSkip.typeNameTaken, "\(stateType) is already declared; choose another name with --name") }
    let store = RowStateStore(collection: collection, stateType: stateType, key: key, storage: "states", accessor: "state")
    var rewrite = RowObservableRewrite(
      planner: self, fields: fields, accesses: accesses, reads: reads, sites: sites, store: store,
      // Where Observation is not available (only an ObservableObject model can be there), each
      // state is an ObservableObject its row observes, which any OS has.
      publishesStates: index.observationProblem(inFile: element.location.file) != nil)
    rewrite.build()
    var proposal = rewrite.proposal(effect: effect(of: fields, writes: writes, sites: sites))
    if !index.conformances(of: element).isDisjoint(with: ["Codable", "Encodable", "Decodable"]) {
      proposal.verdict = .manual
      proposal.edits = []
      proposal.checks.insert("\(element.name) is Codable, so \(fields.joined(separator: ", ")) are part of a stored format: keep them in \(element.name) for encoding, add \(stateType) per element as this diff would, and copy the field into the element when it is saved", at: 0)
    }
    return .propose(proposal)
  }

  /// Moving every field but the id converts the value model; writes that change most fields at
  /// once leave nothing independent to move.
  private func independenceProblem(_ fields: [String], writes: [ElementFieldAccess], key: PropertyFact) -> Reason? {
    let others = index.storedProperties(of: element).filter { $0.name != key.name }
    if fields.count == others.count {
      return Reason(RowObservableSkip.wouldConvertTheValueModelWholesale, "the writes through \(collection.target) change every field of \(element.name) but its id: moving them all would convert the value model wholesale")
    }
    let byMember = Dictionary(grouping: writes) { "\($0.chain.enclosingType ?? "").\($0.chain.enclosingMember ?? "")" }
    for (member, found) in byMember.sorted(by: { $0.key < $1.key }) {
      let together = Set(found.map(\.field))
      if together.count > 1 && together.count * 2 > others.count {
        return Reason(RowObservableSkip.rowsChangeMostFieldsTogether, "\(member) writes \(together.sorted().joined(separator: ", ")) together, \(together.count) of the \(others.count) fields of \(element.name) besides its id: rows change most fields together, so nothing independent moves")
      }
    }
    return nil
  }

  private func writeProblem(_ write: ElementFieldAccess) -> Reason? {
    if write.chain.enclosingMember == "init" {
      return Reason(RowObservableSkip.writtenInAnInitialiser, "\(element.name).\(write.field) is written in an initialiser at \(write.chain.expression.location), before a state could be made")
    }
    return nil
  }

  private func fieldProblem(_ name: String) -> Reason? {
    guard let property = index.storedProperties(of: element).first(where: { $0.name == name }) else {
      return Reason(RowObservableSkip.fieldIsNotStored, "\(element.name).\(name) is not a stored property of \(element.name)")
    }
    let target = "\(element.name).\(name)"
    // The state declares the field anew, without attributes: any of them would be lost, a
    // property wrapper or not.
    if let attribute = property.attributes.first { return Reason(RowObservableSkip.hasWrapper, "\(target) has @\(attribute), which Narrow does not move") }
    if property.storage == .observed { return Reason(RowObservableSkip.hasPropertyObservers, "\(target) has property observers") }
    if property.sharesDeclaration { return Reason(RowObservableSkip.fieldSharesDeclaration, "\(target) shares its declaration with other properties") }
    if property.type == nil { return Reason(RowObservableSkip.hasNoWrittenType, "\(target) has no written type, which its state would need") }
    if property.modifiers.contains(where: { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }) {
      return Reason(RowObservableSkip.itsStateCouldNotStartFromIt, "\(target) is \(property.modifiers.joined(separator: " ")): its state could not start from it")
    }
    if case .failure(let problem) = stateType(of: property) {
      return Reason(RowObservableSkip.cannotBeWrittenBeside, "the type of \(target) cannot be written beside \(element.name): \(problem.reason)")
    }
    if let file = lookups.keyPathFiles[name] {
      return Reason(RowObservableSkip.keyPathIn, "a key path in \(file) names \(name): it may reach \(target), which would move")
    }
    return nil
  }

  /// The field's type as the state class, beside the element, must write it (`Download.Phase`).
  func stateType(of property: PropertyFact) -> Result<RelocatedType, RelocationProblem> {
    index.relocate(type: property.type ?? "", from: .inside(element), to: .beside(element))
  }

  private func elementProblem(_ fields: [String]) -> Reason? {
    if element.qualifiedName != element.name { return Reason(RowObservableSkip.nestedInAnotherType, "\(element.qualifiedName) is nested in another type") }
    for part in index.parts(of: element) {
      if let equality = part.equality, equality.comparedMembers.map({ !$0.isDisjoint(with: fields) }) ?? true {
        return Reason(RowObservableSkip.compares, "\(element.name)'s == at \(equality.location) compares \(fields.joined(separator: " or ")), which would move out of it")
      }
      if let use = part.memberUses.first(where: { fields.contains($0.name) && !$0.inInitializer }) {
        return Reason(RowObservableSkip.elementUsesFieldItself, "\(element.name) uses \(use.name) itself at \(use.expression.location), where a state is out of reach")
      }
    }
    return nil
  }

  private func ownerProblem() -> Reason? {
    let owner = collection.owner
    let property = collection.property
    if property.storage == .observed { return Reason(RowObservableSkip.hasPropertyObserversAlready, "\(collection.target) has property observers already") }
    if property.sharesDeclaration { return Reason(RowObservableSkip.collectionSharesDeclaration, "\(collection.target) shares its declaration with other properties") }
    let taken = index.namesInUse(by: owner).intersection(["states", "state"])
    if !taken.isEmpty { return Reason(RowObservableSkip.nameTaken, "\(owner.name) already uses the name \(taken.sorted().joined(separator: " and "))") }
    if owner.modifiers.contains("open") { return Reason(RowObservableSkip.isOpen, "\(owner.name) is open: subclasses elsewhere may write the fields") }
    return nil
  }

  /// Every access of a moving field: through the collection's subscript, and the rows' reads
  /// through the element they are given. Any other access would read a value that no longer changes.
  private func readsOfFields(_ fields: [String], sites: [RowSite], accesses: [ElementFieldAccess]) -> Result<[RowFieldRead], Reason> {
    let members = index.memberAccesses
    var reads: [RowFieldRead] = []
    for field in fields {
      for occurrence in members.occurrences(of: field, in: element.name) {
        let chain = occurrence.chain
        let step = occurrence.step
        let site = step == 1 ? sites.first { site in
          chain.steps[0].name == site.property.name && chain.steps[0].ownerType == site.view.name
        } : nil
        guard let site else {
          return .failure(Reason(RowObservableSkip.builtOutsideTheRows, "\(element.name).\(field) is read at \(chain.chain.expression.location) (`\(chain.chain.expression.text)`), outside the rows of \(collection.target)"))
        }
        reads.append(RowFieldRead(site: site, field: field, range: ByteRange(chain.chain.expression.range.start, chain.steps[step].end),
          file: chain.chain.expression.location.file))
      }
      if let unknown = members.unresolvedOccurrences(of: field).first {
        let chain = unknown.chain.chain
        let sorting = chain.contexts.first { ["sorted", "sort", "filter", "min", "max", "first", "contains", "allSatisfy"].contains($0) }
        return .failure(Reason(RowObservableSkip.fromAValueNarrowCannotType, "\(field) is read at \(chain.expression.location) (`\(chain.expression.text)`\(sorting.map { " in \($0)" } ?? "")) from a value Narrow cannot type: sorting, filtering or any other use of \(element.name).\(field) outside the rows would lose it"))
      }
      // Of another access through a subscript and an access Narrow cannot follow, the one in the
      // earlier file is named (the first in the same file).
      let ours = Set(accesses.map(\.chain.expression.location))
      let other = accessLookups.accesses(reaching: field, in: element.name).first { !ours.contains($0.chain.expression.location) }
      let unfollowed = accessLookups.firstUnfollowedFile(naming: field)
      if let other, unfollowed.map({ other.file <= $0.file }) ?? true {
        let expression = other.chain.expression
        return .failure(Reason(RowObservableSkip.notThrough, "\(element.name).\(field) is used at \(expression.location) (`\(expression.text)`), not through \(collection.target)"))
      }
      if let unfollowed {
        return .failure(Reason(RowObservableSkip.usedInAWayNarrowCannotFollow, "\(unfollowed.path) accesses .\(field) in a way Narrow cannot follow (on a call's result, a subscript or another expression it cannot type), so it cannot move every use of \(element.name).\(field)"))
      }
    }
    if reads.isEmpty {
      return .failure(Reason(RowObservableSkip.noRowViewReads, "no row view reads \(fields.joined(separator: " or ")): moving it spares no row"))
    }
    return .success(reads)
  }

  /// The views that read the collection run for every field write today; afterwards the write
  /// reaches only the row showing that element.
  private func effect(of fields: [String], writes: [ElementFieldAccess], sites: [RowSite]) -> Effect {
    let owner = collection.owner.name
    var views: [String] = []
    if collection.isObservableObject {
      views = ModelReader.readers(of: collection.owner, in: index).map(\.view.name)
    } else {
      views = index.memberAccesses.occurrences(of: collection.property.name, in: owner)
        .compactMap { $0.chain.chain.enclosingType }
        .filter { name in index.declaration(named: name).map(index.isView) ?? false }
    }
    var seen = Set<String>()
    let spared = views.filter { seen.insert($0).inserted }.sorted().flatMap { view in
      fields.map { field in
        SparedChange(view: view, change: "\(element.name).\(field) (written through \(collection.target))",
          writers: writes.filter { $0.field == field }.compactMap(\.writer))
      }
    }
    let rows = Set(sites.map(\.view.name)).sorted().joined(separator: ", ")
    return Effect(spared: spared, notes: [
      "each of these writes then runs only the \(rows) showing that \(element.name.lowercased()); the other rows are no longer compared"
    ]).measured(in: model)
  }
}
