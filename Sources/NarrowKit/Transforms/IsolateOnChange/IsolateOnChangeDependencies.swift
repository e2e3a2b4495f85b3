/// What the observed value makes a body depend on.
enum ValueDependency: Hashable, CustomStringConvertible {
  /// A property of an observable object the view holds: `cart.selectedItemID` depends on `selectedItemID`.
  case property(object: String, name: String)
  /// `@State` or `@Binding` storage, or an environment value read whole.
  case state(String)
  /// A property of an observable object the value reaches through the first property: in
  /// `chat.messages.last?.content`, `content` of `Message`.
  case reached(type: String, name: String, through: String)

  var description: String {
    switch self {
    case .property(let object, let name): "\(object).\(name)"
    case .state(let name): name
    case .reached(let type, let name, let through): "\(type).\(name) (`\(through)`)"
    }
  }
}

extension IsolateOnChangePlanner {
  /// The dependencies a use in the value creates: none for constants and whole objects; the
  /// object's property, and the properties of observable objects reached along the chain after it
  /// (`Message.content` in `chat.messages.last?.content`).
  func dependencies(of member: CarriedMember, at use: NameUseFact) -> Result<[ValueDependency], Reason> {
    switch member.kind {
    case .binding:
      return .success([.state(member.name)])
    case .closure, .method:
      return .success([])
    case .constant:
      // A value from the parent changes only with a new view; what it holds may be observable.
      guard let chain = chain(startingAt: use) else { return .success([]) }
      return reachedDependencies(along: chain, after: 1)
    case .object, .environment, .observableObject:
      guard let chain = chain(startingAt: use) else {
        // An environment value read whole (`colorScheme`) is itself what the body depends on.
        return .success(member.kind == .environment ? [.state(member.name)] : [])
      }
      // `self.cart.selectedItemID` lists `cart` as its first component.
      let offset = chain.root == .selfValue ? 1 : 0
      guard chain.components.count > offset else { return .success([]) }
      let name = chain.components[offset]
      let objectType = member.type.flatMap { index.declaration(named: $0) }
      if chain.access == .call && chain.components.count == offset + 1 {
        return callDependencies(chain, object: use.name, type: objectType, method: name)
      }
      let objectProperty = objectType.flatMap { index.parts(of: $0).flatMap(\.properties).first { $0.name == name } }
      if objectProperty?.storage == .computed {
        return .failure(Reason(IsolateOnChangeSkip.isComputed, "\(use.name).\(name) is computed: what it reads may have other uses in the body that Narrow cannot match"))
      }
      return reachedDependencies(along: chain, after: 2).map { [.property(object: use.name, name: name)] + $0 }
    }
  }

  /// `store.session(id).revision`: what the method reads of the object as it runs, then what the
  /// value reads of the result it returns. A method that makes what it returns on demand, keeping
  /// it in storage Observation ignores, is followed; one that writes what it reads is not.
  private func callDependencies(_ chain: ChainFact, object: String, type: TypeFact?, method: String) -> Result<[ValueDependency], Reason> {
    let unseen = Reason(IsolateOnChangeSkip.whoseReadsNarrowCannotSee, "the value calls \(object).\(method)(…), whose reads Narrow cannot see")
    let resolved = index.resolve(chain)
    guard let type, type.kind == .class, type.attributes.contains("Observable"), resolved.resultSteps.first?.ownerType != nil else {
      return .failure(unseen)
    }
    var visited: Set<String> = []
    let read: Set<String>
    switch storedReads(of: method, in: type, visited: &visited) {
    case .failure(let reason): return .failure(reason)
    case .success(let names): read = names
    }
    let call = "\(object).\(method)(…)"
    var found = read.sorted().map { ValueDependency.reached(type: type.name, name: $0, through: call) }
    let value = onChange.value
    for step in resolved.resultSteps {
      guard let owner = step.ownerType, let stepType = index.declaration(named: owner), stepType.kind == .class,
        stepType.attributes.contains("Observable"), let property = index.propertyDeclaration(step.name, in: owner),
        !property.attributes.contains("ObservationIgnored")
      else { continue }
      let through = value.range.start <= step.end && step.end <= value.range.end
        ? String(decoding: value.text.utf8.prefix(step.end - value.range.start), as: UTF8.self) : call
      if property.storage == .computed {
        return .failure(Reason(IsolateOnChangeSkip.isComputed, "`\(through)` reads \(owner).\(step.name), which is computed: what it reads may have other uses in the body that Narrow cannot match"))
      }
      found.append(.reached(type: owner, name: step.name, through: through))
    }
    return .success(found)
  }

  /// The stored properties of `type` that `method` reads as it runs, through the type's other
  /// methods it calls.
  private func storedReads(of method: String, in type: TypeFact, visited: inout Set<String>) -> Result<Set<String>, Reason> {
    guard visited.insert(method).inserted else { return .success([]) }
    let declared = index.parts(of: type).flatMap(\.functions).filter { $0.name == method && !$0.isStatic }
    guard declared.count == 1 else {
      return .failure(Reason(IsolateOnChangeSkip.cannotTellWhichOneTheValueCalls, "\(type.name).\(method) is declared \(declared.count) times, so Narrow cannot tell which one the value calls"))
    }
    var names: Set<String> = []
    for read in declared[0].reads.names {
      if let property = index.propertyDeclaration(read.name, in: type.name), !property.isStatic {
        let observed = !property.attributes.contains("ObservationIgnored")
        if property.storage == .computed {
          return .failure(Reason(IsolateOnChangeSkip.isComputed, "\(type.name).\(method) reads \(read.name), which is computed: what it reads may have other uses in the body that Narrow cannot match"))
        }
        if read.isWritten && observed {
          return .failure(Reason(IsolateOnChangeSkip.changeWhatItReadsWhileItRuns, "\(type.name).\(method) writes \(read.name) as it runs, so the body would change what it reads while it runs"))
        }
        if observed { names.insert(read.name) }
      } else if read.isCalled {
        switch storedReads(of: read.name, in: type, visited: &visited) {
        case .failure(let reason): return .failure(reason)
        case .success(let more): names.formUnion(more)
        }
      }
    }
    return .success(names)
  }

  private func chain(startingAt use: NameUseFact) -> ChainFact? {
    let start = use.expression.range.start
    let chains = index.file(at: onChange.call.location.file)?.chains ?? []
    return chains.first { $0.expression.range.start == start && $0.expression.range.end > use.expression.range.end }
  }

  /// The stored properties of `@Observable` classes the chain reads from step `first` on (the
  /// steps start with the view's own member).
  private func reachedDependencies(along chain: ChainFact, after first: Int) -> Result<[ValueDependency], Reason> {
    let resolved = index.resolve(chain)
    var found: [ValueDependency] = []
    for position in resolved.steps.indices.dropFirst(first) {
      let step = resolved.steps[position]
      guard let owner = step.ownerType, let type = index.declaration(named: owner), type.kind == .class,
        type.attributes.contains("Observable"), let property = index.propertyDeclaration(step.name, in: owner),
        !property.attributes.contains("ObservationIgnored")
      else { continue }
      let through = String(decoding: chain.expression.text.utf8.prefix(step.end - chain.expression.range.start), as: UTF8.self)
      if property.storage == .computed {
        return .failure(Reason(IsolateOnChangeSkip.isComputed, "`\(through)` reads \(owner).\(step.name), which is computed: what it reads may have other uses in the body that Narrow cannot match"))
      }
      found.append(.reached(type: owner, name: step.name, through: through))
    }
    return .success(found)
  }

  /// Where the view reads the same dependency outside this onChange call, if anywhere.
  /// Whether the chain calls a method of `type` that reads `name` as it runs.
  private func callReads(_ chain: ResolvedChain, type: String, name: String) -> Bool {
    guard chain.chain.access == .call, let called = chain.steps.last, called.ownerType == type,
      let declaration = index.declaration(named: type)
    else { return false }
    var visited: Set<String> = []
    if case .success(let names) = storedReads(of: called.name, in: declaration, visited: &visited) { return names.contains(name) }
    return true
  }

  func otherUse(of dependency: ValueDependency) -> String? {
    let callFile = onChange.call.location.file
    func isThisCall(_ snippet: Snippet) -> Bool {
      snippet.location.file == callFile && onChange.call.range.contains(snippet.range)
    }
    /// The first chain of the view that runs with the body, outside this call, and reads it.
    func chainReading(_ reads: (ChainFact) -> Bool) -> String? {
      // Code in an action runs later: it makes the body depend on nothing.
      guard let chain = index.chains(in: view.name).first(where: { chain in
        chain.enclosingMember != "init" && !isThisCall(chain.expression) && RunnerFinder.runsWithBody(chain.contexts) && reads(chain)
      }) else { return nil }
      let member = chain.enclosingMember.map { $0 == "body" ? "the body" : "the helper \($0)" } ?? view.name
      return "\(member) also reads \(dependency) at \(chain.expression.location) (`\(chain.expression.text)`)"
    }
    switch dependency {
    case .property(let object, let name):
      return chainReading { chain in
        let path: ArraySlice<String>
        switch chain.root {
        case .selfValue: path = chain.components[...]
        case .name(let root) where chain.binding == .unbound: path = [root] + chain.components[...]
        case .name: return false
        }
        return path.count >= 2 && path[path.startIndex] == object && path[path.startIndex + 1] == name
      }
    case .state(let name):
      // `$query` handed to a control points at the storage without reading it.
      let use = parts.flatMap(\.memberUses).first { use in
        use.name == name && !use.inInitializer && !isThisCall(use.expression) && use.kind != .projected
          && RunnerFinder.runsWithBody(use.contexts)
      }
      return use.map { "\(view.name) also uses \(name) at \($0.expression.location) (`\($0.expression.text)`)" }
    case .reached(let type, let name, _):
      return chainReading { chain in
        let resolved = index.resolve(chain)
        return (resolved.steps + resolved.resultSteps).contains { $0.ownerType == type && $0.name == name }
          || callReads(resolved, type: type, name: name)
      }
    }
  }
}
