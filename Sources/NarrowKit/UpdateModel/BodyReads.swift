/// What a view reads while its body runs: the body itself, the helpers and computed properties
/// it calls as it runs, and the `onChange(of:)` values it compares. Code that runs later, in an
/// action, `onAppear`, `task`, a `Task`, a gesture handler or an `onChange` action, is no
/// dependency: a change of what only it reads runs no body.
struct BodyReads: Sendable, Hashable {
  /// The members that run with the body: `body` and what it calls.
  var members: Set<String>
  /// Properties of observable classes read (`Player.currentTime`), by owner's simple name.
  var observed: Set<String>
  /// The view's own properties read, with the first field read from each when only fields are.
  var own: [String: OwnRead]
  /// The `#if` clauses around each read, by own property and by observed property: a write in
  /// another clause of the same `#if` is never built with them.
  var ownClauses: [String: [[IfClause]]] = [:]
  var observedClauses: [String: [[IfClause]]] = [:]
  /// Own properties and observable properties read only in closures that build rows
  /// (`ForEach(posts) { post in PostRow(isVisible: isVisible(post)) }`), directly or through
  /// members called only there: a change of one runs the rows' `ForEach` again, not this body.
  var ownInRowsOnly: Set<String> = []
  var observedInRowsOnly: Set<String> = []
  /// What each member that runs with the body reads, with the members it calls: own property
  /// names, and `Owner.member` of observable classes.
  var readsByMember: [String: Set<String>] = [:]

  enum OwnRead: Sendable, Hashable {
    /// Only these fields of it.
    case fields(Set<String>)
    /// The whole value, or it is passed on.
    case whole
  }

  static let none = BodyReads(members: [], observed: [], own: [:])
}

extension UpdateModel {
  /// What the view reads while its body runs (see `BodyReads`).
  func bodyReads(of view: TypeFact) -> BodyReads {
    // The simulation and the transforms ask for every view's reads: they are worked out once,
    // with their lookups, which a profile made under a log takes as its own.
    recorded(readsByView, "\(view.location.file):\(view.location.line):\(view.name)") { $0.readingBodies(of: view) }
  }

  private func readingBodies(of view: TypeFact) -> BodyReads {
    let parts = index.parts(of: view)
    let uses = parts.flatMap(\.memberUses)
    let methods = Set(parts.flatMap(\.functions).map(\.name))
    let computed = Set(parts.flatMap(\.properties).filter { $0.storage == .computed }.map(\.name))
    let callable = methods.union(computed)
    // A method handed on as a value (`Button(action: save)`, `Row(onDelete: remove)`) runs when
    // whoever holds it calls it, not while the body runs; a computed property handed on is read.
    let runs = { (use: MemberUseFact) in !(use.handedTo != nil && methods.contains(use.name) && !computed.contains(use.name)) }
    // Members reached from `body` outside any row closure; the others run only as rows are built.
    var members: Set<String> = ["body"]
    var outsideRows: Set<String> = ["body"]
    var calls: [String: Set<String>] = [:]
    var frontier = ["body"]
    func inRows(_ member: String?, _ contexts: [String]) -> Bool {
      !(member.map(outsideRows.contains) ?? false) || contexts.contains(where: ChainReader.buildsRows)
    }
    while let member = frontier.popLast() {
      for use in uses where use.member == member && RunnerFinder.runsWithBody(use.contexts) && callable.contains(use.name) && runs(use) {
        calls[member, default: []].insert(use.name)
        var grew = members.insert(use.name).inserted
        if !inRows(member, use.contexts) && outsideRows.insert(use.name).inserted { grew = true }
        if grew { frontier.append(use.name) }
      }
    }
    var own: [String: BodyReads.OwnRead] = [:]
    var ownClauses: [String: [[IfClause]]] = [:]
    var direct: [String: Set<String>] = [:]
    var readInRows: Set<String> = []
    var readOutsideRows: Set<String> = []
    for use in uses where use.member.map(members.contains) == true && RunnerFinder.runsWithBody(use.contexts) && !use.inInitializer {
      // `$x` points at the storage, and `x = …` on its own line only writes it.
      let reads = use.kind != .projected && use.kind != .wrapperStorage && !(use.kind == .mutation && use.assignment != nil)
      if reads {
        ownClauses[use.name, default: []].append(use.clauses)
        direct[use.member!, default: []].insert(use.name)
        if inRows(use.member, use.contexts) { readInRows.insert(use.name) } else { readOutsideRows.insert(use.name) }
      }
      switch use.kind {
      case .field(let field):
        if case .fields(let known)? = own[use.name] { own[use.name] = .fields(known.union([field])) }
        else if own[use.name] == nil { own[use.name] = .fields([field]) }
      case .whole, .mutation: own[use.name] = .whole
      case .projected, .wrapperStorage: break
      }
    }
    var observed: Set<String> = []
    var observedClauses: [String: [[IfClause]]] = [:]
    var observedOutsideRows: Set<String> = []
    for resolved in index.resolvedChains(in: view.name) {
      let chain = resolved.chain
      guard chain.enclosingMember.map(members.contains) == true && RunnerFinder.runsWithBody(chain.contexts) else { continue }
      // `$model.x` of an observable object reads `x` as the binding is made (`Bindable` takes a
      // snapshot), unlike `$state`, which only points at the storage.
      let reads = observableReads(of: resolved)
      observed.formUnion(reads)
      direct[chain.enclosingMember!, default: []].formUnion(reads)
      if !inRows(chain.enclosingMember, chain.contexts) { observedOutsideRows.formUnion(reads) }
      for pair in reads { observedClauses[pair, default: []].append(chain.clauses) }
    }
    var readsByMember: [String: Set<String>] = [:]
    for member in members {
      var seen: Set<String> = [member]
      var pending = [member]
      var found: Set<String> = []
      while let next = pending.popLast() {
        found.formUnion(direct[next] ?? [])
        for callee in calls[next] ?? [] where seen.insert(callee).inserted { pending.append(callee) }
      }
      readsByMember[member] = found
    }
    var reads = BodyReads(members: members, observed: observed, own: own, ownClauses: ownClauses, observedClauses: observedClauses)
    reads.ownInRowsOnly = readInRows.subtracting(readOutsideRows)
    reads.observedInRowsOnly = observed.subtracting(observedOutsideRows)
    reads.readsByMember = readsByMember
    return reads
  }

  /// The observable properties a chain reads: each step that is a property of an `@Observable`
  /// class (an `ObservableObject` runs only the views that observe it whole), and what a computed
  /// property or method of one reads when it runs (Observation tracks the reads inside a getter as
  /// the body's own), then what is read of a method's result (`store.session(id).revision`).
  func observableReads(of chain: ResolvedChain) -> Set<String> {
    var found: Set<String> = []
    for step in chain.steps + chain.resultSteps {
      guard let owner = step.ownerType, let type = index.declaration(named: owner), index.observability(of: type) == .eachProperty
      else { continue }
      if let property = index.propertyDeclaration(step.name, in: owner) {
        if property.storage == .computed { found.formUnion(readsInside(step.name, of: type)) }
        else if !property.attributes.contains("ObservationIgnored") { found.insert(owner + "." + step.name) }
      } else if index.parts(of: type).contains(where: { $0.functions.contains { $0.name == step.name } }) {
        found.formUnion(readsInside(step.name, of: type))
      }
    }
    return found
  }

  /// The stored properties of `object` a view's body reads through its property `handle` as it
  /// runs, with what the object's computed properties and methods read when the body calls them;
  /// nil when the body hands the object itself to code that may read anything of it. Views in
  /// `holders` take the object themselves: handing it to one is no read. An `ObservableObject`
  /// runs its observers on every change, so these are what the view shows, not what runs it.
  func storedReads(of object: TypeFact, through handle: String, inBodyOf view: TypeFact, holders: Set<String>) -> Set<String>? {
    let members = bodyReads(of: view).members
    for use in index.parts(of: view).flatMap(\.memberUses)
    where use.name == handle && use.member.map(members.contains) == true && RunnerFinder.runsWithBody(use.contexts) && !use.inInitializer {
      switch use.kind {
      // Injecting it into the environment reads nothing of it.
      case .whole where use.handedTo.map({ holders.contains($0.callee) || $0.callee == ViewAPIs.Injection.environmentObject.rawValue }) == true: continue
      case .whole, .wrapperStorage: return nil
      case .field, .projected, .mutation: continue
      }
    }
    var found: Set<String> = []
    for resolved in index.resolvedChains(in: view.name)
    where resolved.chain.enclosingMember.map(members.contains) == true && RunnerFinder.runsWithBody(resolved.chain.contexts) {
      let steps = resolved.steps
      guard let at = steps.firstIndex(where: { $0.name == handle && $0.ownerType == view.name }), at + 1 < steps.count else { continue }
      let member = steps[at + 1].name
      if let property = index.propertyDeclaration(member, in: object.name), property.storage != .computed {
        found.insert(member)
      } else {
        let inside = readsInside(member, of: object)
        let prefix = object.name + "."
        found.formUnion(inside.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
      }
    }
    return found
  }

  /// What a member of an observable class reads when it runs: its stored properties, through
  /// other computed properties and methods, and what its chains read elsewhere. Every view that
  /// calls the member asks, so it is worked out once per model, with its lookups.
  private func readsInside(_ member: String, of type: TypeFact) -> Set<String> {
    recorded(readsByObservableMember, type.name + "." + member) { model in
      var found: Set<String> = []
      var visited: Set<String> = []
      model.readsInside(member, of: type, into: &found, visited: &visited)
      return found
    }
  }

  private func readsInside(_ member: String, of type: TypeFact, into found: inout Set<String>, visited: inout Set<String>) {
    guard visited.insert(type.name + "." + member).inserted else { return }
    for part in index.parts(of: type) {
      for use in part.memberUses where use.member == member && RunnerFinder.runsWithBody(use.contexts) && !use.inInitializer
        && !fillsAnUntrackedCache(use.fallbackOf, of: type)
      {
        guard use.kind != .projected, let property = index.propertyDeclaration(use.name, in: type.name) else {
          if part.functions.contains(where: { $0.name == use.name }) { readsInside(use.name, of: type, into: &found, visited: &visited) }
          continue
        }
        if property.storage == .computed { readsInside(use.name, of: type, into: &found, visited: &visited) }
        else if !property.isStatic && !property.attributes.contains("ObservationIgnored") { found.insert(type.name + "." + use.name) }
      }
    }
    for resolved in index.resolvedChains(in: type.name, member: member)
    where RunnerFinder.runsWithBody(resolved.chain.contexts) && !resolved.chain.isProjection
      && !fillsAnUntrackedCache(resolved.chain.fallbackOf, of: type)
    {
      // `self.items` and `items.count` are the member uses above; what the chain reaches beyond them:
      for step in resolved.steps where step.ownerType != type.name {
        guard let owner = step.ownerType, let other = index.declaration(named: owner), index.observability(of: other) == .eachProperty,
          let property = index.propertyDeclaration(step.name, in: owner)
        else { continue }
        if property.storage == .computed { readsInside(step.name, of: other, into: &found, visited: &visited) }
        else if !property.attributes.contains("ObservationIgnored") { found.insert(owner + "." + step.name) }
      }
    }
  }

  /// Whether code runs only when a lookup in a cache Observation does not track misses
  /// (`rowStates[id] ?? RowState(…)` with `@ObservationIgnored var rowStates`): once the miss fills
  /// the cache, a body that calls the member takes the lookup alone, so what the fallback reads is
  /// tracked on that first pass only.
  private func fillsAnUntrackedCache(_ cache: String?, of type: TypeFact) -> Bool {
    guard let cache, let property = index.propertyDeclaration(cache, in: type.name) else { return false }
    return property.attributes.contains("ObservationIgnored")
  }

  /// `Owner.member` for each member along a plain path, as far as declared types tell.
  func pairs(along path: ValuePath, in enclosingType: String?) -> [String] {
    let start = index.start(of: path, in: enclosingType)
    var owner = start.owner
    var found: [String] = []
    for member in start.members {
      guard let current = owner else { break }
      found.append(current + "." + member)
      owner = index.propertyType(member, in: current)
    }
    return found
  }
}
