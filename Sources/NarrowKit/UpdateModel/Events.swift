import Foundation

/// One change the simulation follows: the writes one piece of code makes together (a method, or
/// a closure given to a timer or a button), what they change and how often it runs.
public struct Event: Sendable, Hashable, Codable {
  /// `Player.tick`, `NowPlayingScreen.body › Button`, or a property (`Player.currentTime`).
  public var name: String
  public var writers: [Writer]
  /// Every `Owner.member` the writes change, containers included (`Player.track`, `Track.playCount`).
  public var changes: Set<String>
  public var rate: Rate
  /// How often, with its evidence, from the busiest of its own writes that a source paces.
  public var pacing: Pacing? = nil
  /// Every write of one property (`simulate Player.currentTime`): its writers are alternatives,
  /// not writes made together.
  var isEveryWriteOfAProperty = false
}

extension UpdateModel {
  /// Every event in the scanned code that changes an existing value, busiest first: the writes
  /// grouped by the code that makes them.
  public func events() -> [Event] { eventTable.all }

  /// The events that change `Type.member`, or anything inside it, after its value is built.
  func events(writing member: String, in type: String) -> [Event] {
    eventTable.changing[index.key(ofType: type) + "." + member] ?? []
  }

  /// Every write of one property, as one event: what `simulate Player.currentTime` asks.
  func event(changing member: String, in type: String) -> Event? {
    let writers = changes(of: member, in: type)
    guard !writers.isEmpty else { return nil }
    var found = event(named: "\(index.key(ofType: type)).\(member)", writers: writers)
    found.isEveryWriteOfAProperty = true
    return found
  }

  /// The event of these writes, with what runs along with them: the `didSet`/`willSet` of what
  /// they write, and the writes of the methods of the scanned code that they sit in once called.
  func event(named name: String, writers: [Writer]) -> Event {
    let rate = writers.map(\.rate).min() ?? .unknown
    var all = writers
    var seen = Set(writers.map(\.location))
    var frontier = writers
    var followed: Set<String> = []
    let calls = callTable
    let follow = { (scope: String, caller: String?) in
      // A call through a protocol reaches every conforming type: the report says so.
      let head = caller.map { $0.components(separatedBy: " › ")[0] }
      let through = head.flatMap { calls.protocolsByCall["\($0) → \(scope)"] }
      for var write in self.writersByScope[scope] ?? [] where seen.insert(write.location).inserted {
        if let through {
          write.via = [write.via, "reached through \(through), so every conforming type counts"].compactMap { $0 }.joined(separator: ", ")
        }
        all.append(write)
        frontier.append(write)
      }
    }
    for scope in Set(writers.map(\.scope) + [name]) where followed.insert(scope).inserted {
      for called in calledScopes(from: scope) { follow(called, scope) }
    }
    while let writer = frontier.popLast() {
      for pair in changedPairs(of: writer) where followed.insert(pair).inserted {
        follow(pair, nil)
        for called in calledScopes(from: pair) { follow(called, pair) }
      }
      if followed.insert(writer.scope).inserted {
        for called in calledScopes(from: writer.scope) { follow(called, writer.scope) }
      }
    }
    let paced = writers.filter { $0.rate == rate }.compactMap(\.pacing).max { ($0.hertz ?? 0) < ($1.hertz ?? 0) }
    return Event(name: name, writers: all.sorted { $0.location < $1.location },
      changes: all.reduce(into: Set()) { $0.formUnion(changedPairs(of: $1)) }, rate: rate, pacing: paced)
  }

  /// The methods that code in `Type.member` calls as it runs (`refresh()` in a `didSet`), as
  /// scopes. A closure's code (`Screen.body › Button`) runs only its own statements: what the
  /// member around it calls elsewhere is not part of it.
  func calledScopes(from scope: String) -> [String] {
    guard !scope.contains(" › ") else { return [] }
    return callTable.scopes[scope] ?? []
  }
}

/// For each `Type.member`, the methods it calls as it runs, as scopes: built once, from every
/// type's uses of its own methods and from calls on a receiver whose type the index resolves
/// (`counter.increment()` on `let counter: Counter`). A receiver typed by a protocol reaches
/// every type in the scanned code that conforms to it and declares the method.
final class CallTable: Sendable {
  let scopes: [String: [String]]
  /// `Coach.bump → StepCounter.increment`: the protocol a call reaches the callee through.
  let protocolsByCall: [String: String]

  init(index: Index) {
    var scopes: [String: Set<String>] = [:]
    var protocols: [String: String] = [:]
    var conformers: [String: [String]] = [:]
    var functionsByType: [String: Set<String>] = [:]
    for type in index.allTypes {
      let owner = type.name
      let functions = Set(index.parts(of: type).flatMap(\.functions).map(\.name))
      functionsByType[owner, default: []].formUnion(functions)
      for conformance in index.conformances(of: type) { conformers[conformance, default: []].append(owner) }
      guard !functions.isEmpty else { continue }
      for use in type.memberUses where functions.contains(use.name) && RunnerFinder.runsWithBody(use.contexts) {
        guard let member = use.member else { continue }
        scopes["\(owner).\(member)", default: []].insert("\(owner).\(use.name)")
      }
    }
    for method in Set(functionsByType.values.joined()) {
      for resolved in index.resolvedChains(reading: method) where resolved.chain.access == .call && resolved.chain.components.last == method {
        let chain = resolved.chain
        guard let caller = chain.enclosingType, let member = chain.enclosingMember,
          RunnerFinder.runsWithBody(chain.contexts),
          let receiver = resolved.steps.last?.ownerType
        else { continue }
        let isProtocol = index.declaration(named: receiver)?.kind == .protocol
        for callee in (isProtocol ? conformers[receiver] ?? [] : [receiver]) where functionsByType[callee]?.contains(method) == true {
          scopes["\(caller).\(member)", default: []].insert("\(callee).\(method)")
          if isProtocol { protocols["\(caller).\(member) → \(callee).\(method)"] = receiver }
        }
      }
    }
    self.scopes = scopes.mapValues { $0.sorted() }
    protocolsByCall = protocols
  }
}

/// Every event of a model, built once: the simulation of each proposal asks for them.
final class EventTable: Sendable {
  let all: [Event]
  /// `Type.member` → the events that change it.
  let changing: [String: [Event]]

  init(model: UpdateModel) {
    all = model.writersByScope.map { scope, writers in model.event(named: scope, writers: writers) }
      .sorted { ($0.rate, $0.name) < ($1.rate, $1.name) }
    var changing: [String: [Event]] = [:]
    for event in all {
      for pair in event.changes { changing[pair, default: []].append(event) }
    }
    self.changing = changing
  }
}

extension UpdateModel {
  /// The events `simulate EVENT` means: a method or closure scope (`Player.tick`, every scope
  /// inside it too), or else every write of a property (`PlayerState.currentTime`). Nil when
  /// nothing in the scanned code changes it.
  public func events(named given: String) -> [Event]? {
    // `Player.start > scheduledTimer`, typed without the `›` Narrow prints: no Swift name holds `>`.
    let name = given.replacingOccurrences(of: #"\s*[>›]\s*"#, with: " › ", options: .regularExpression)
    let parts = index.typeAndMembers(name)
    if parts.count == 2, let property = index.propertyDeclaration(parts[1], in: parts[0]), property.storage != .computed {
      return event(changing: parts[1], in: parts[0]).map { [$0] }
    }
    let scoped = events().filter { $0.name == name || $0.name.hasPrefix(name + " › ") || $0.name.hasSuffix("." + name) }
    if !scoped.isEmpty { return scoped }
    // A method that writes nothing itself but calls methods that do (`like()` calling `apply()`).
    let called = event(named: name, writers: [])
    return called.writers.isEmpty ? nil : [called]
  }

  /// The events that can reach the view at all: those changing what it or a view that builds
  /// it (at any depth) reads, owns or observes. Simulating only these keeps `why` fast.
  func events(thatMayRun view: TypeFact) -> [Event] {
    let graph = simulationGraph
    var pairs: Set<String> = []
    var objects: Set<String> = []
    var seen: Set<String> = []
    var frontier = [view.name]
    while let name = frontier.popLast() {
      guard seen.insert(name).inserted, let current = index.declaration(named: name) else { continue }
      let profile = graph.profile(of: current, in: self)
      pairs.formUnion(profile.reads.observed)
      pairs.formUnion(current.properties.filter { !$0.isStatic }.map { "\(name).\($0.name)" })
      objects.formUnion(profile.announcingObjects.values.joined())
      frontier += (graph.sitesBuilding[name] ?? []).compactMap { $0.enclosingType }
    }
    return events().filter { event in
      event.changes.contains { pair in pairs.contains(pair) || objects.contains(String(pair.prefix { $0 != "." })) }
    }
  }

  /// Event names close to `name`, for a message when there is none.
  public func eventNames(near name: String, limit: Int = 5) -> [String] {
    let lowered = name.lowercased()
    return events().map(\.name).filter { $0.lowercased().contains(lowered) || lowered.contains($0.lowercased()) }
      .prefix(limit).map { $0 }
  }
}
