import Foundation

/// How often the source around a piece of code runs, by the catalogue's rule for it.
extension RunnerFinder {
  /// The pace of `call` (the source around code in `type`); nil when the catalogue's rule needs
  /// nothing more than the kind of code (an action, a task, an appearance).
  func pacing(of call: SourceCall?, in type: String?) -> Pacing? {
    guard let call, let entry = SourceCallReader.entry(of: call) else { return nil }
    let place = "\(Self.written(call)) at \(call.location)"
    switch entry.pace {
    case .everyInterval:
      if call.repeats == false { return Pacing(rate: .once, evidence: "\(place) fires once (repeats: false)") }
      guard let interval = call.interval, interval > 0 else { return nil }
      return Pacing(hertz: 1 / interval, evidence: "\(Self.written(call)) every \(Pacing.interval(interval)) at \(call.location)")
    case .display:
      return Pacing(hertz: Pacing.displayHertz, evidence: "\(place): \(entry.reason)")
    case .whileItLasts:
      return Pacing(hertz: Pacing.displayHertz, whileItLasts: true, evidence: "\(place): \(entry.reason)")
    case .typing:
      return Pacing(hertz: Pacing.typingHertz, whileItLasts: true, evidence: "\(place): \(entry.reason)")
    case .whileTransferring:
      return Pacing(hertz: Pacing.transferHertz, whileItLasts: true, evidence: "\(place): \(entry.reason)")
    case .everySecond:
      return Pacing(hertz: 1, whileItLasts: true, evidence: "\(place): \(entry.reason)")
    case .producer:
      return Pacing(rate: .continuous, whileItLasts: true, evidence: "\(place): \(entry.reason)")
    case .perGesture:
      return Pacing(rate: .repeated, evidence: "\(place): \(entry.reason)")
    // Without the name or key path it observes, an observer's pace is not known.
    case .notification:
      return call.notification.map { notificationPacing($0, place: place) }
        ?? Pacing(rate: .unknown, evidence: "\(place): the notification it observes is not named there")
    case .keyPath:
      return call.keyPath.map { keyPathPacing($0, place: place) }
        ?? Pacing(rate: .unknown, evidence: "\(place): it observes no key path written there")
    case .upstream:
      return call.upstream.map { upstreamPacing($0, place: place, in: type) }
    case .perAction where call.isRequirement:
      return Pacing(rate: .repeated, evidence: "\(place): \(entry.reason)")
    case .unknown where call.isRequirement:
      return Pacing(rate: .unknown, evidence: "\(place): \(entry.reason)")
    case .perAction, .once, .runsWithItsCaller, .unknown:
      return nil
    }
  }

  /// The busiest call of the callback a closure is handed as (`download(progress: { … })`): a
  /// call in a timer's or a stream's closure runs at its pace; one made as the method runs, as
  /// often as the method is called. Nil when the method or its callback is not one the code
  /// declares once.
  func callbackCaller(_ call: SourceCall, in type: String) -> (owner: String, caller: Caller)? {
    let owner: String?
    switch call.receiver {
    case nil, "self"?: owner = type
    case let receiver?: owner = receiver.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? index.propertyType(receiver, in: type) : nil
    }
    guard let owner, let declaration = index.declaration(named: owner) else { return nil }
    if call.isAssigned { return assignedCaller(call.name, in: declaration).map { (owner, $0) } }
    let functions = index.parts(of: declaration).flatMap(\.functions).filter { $0.name == call.name && !$0.callbackLabels.isEmpty }
    guard functions.count == 1, let function = functions.first,
      let position = call.argument.map({ function.callbackLabels.firstIndex(of: $0) }) ?? function.callbackLabels.indices.last
    else { return nil }
    var found: [Caller] = []
    for use in function.callbackCalls where use.position == position {
      if let runner = runner(contexts: use.contexts), runner != .task {
        found.append(Caller(runner: runner, location: use.location, pacing: pacing(of: use.source, in: owner)))
      } else {
        found += callers(of: call.name, in: owner)
      }
    }
    return found.sorted(by: Caller.busier).first.map { (owner, $0) }
  }

  /// The busiest call of the closure a stored property of `owner` holds (`timer.eventHandler = { … }`):
  /// a call of it in a source's closure runs at that pace (`eventHandler?()` in a
  /// `DispatchSourceTimer`'s handler); one made as a method runs (`eventHandler?()` in `fire()`),
  /// as often as the method is called. Nil for a property the type does not store.
  private func assignedCaller(_ property: String, in owner: TypeFact) -> Caller? {
    guard let declared = index.propertyDeclaration(property, in: owner.name), declared.storage != .computed else { return nil }
    var found = callers(of: property, in: owner.name)
    for part in index.parts(of: owner) {
      for use in part.memberUses where use.name == property && use.contexts.isEmpty && use.assignment == nil {
        if let member = use.member, member != property, member != "init" { found += callers(of: member, in: owner.name) }
      }
    }
    return found.sorted(by: Caller.busier).first
  }

  /// `Timer.scheduledTimer`, `onReceive`: how the evidence names a call.
  private static func written(_ call: SourceCall) -> String {
    call.receiver.map { "\($0).\(call.name)" } ?? call.name
  }

  private func notificationPacing(_ name: String, place: String) -> Pacing {
    switch NotificationRates.kind(of: name) {
    case .rare: return Pacing(rate: .once, evidence: "\(place): \(name) is posted rarely (lifecycle, settings, locale)")
    case .perAction: return Pacing(rate: .repeated, evidence: "\(place): \(name) is posted once per user action")
    case .typing: return Pacing(hertz: Pacing.typingHertz, whileItLasts: true, evidence: "\(place): \(name) is posted for each keystroke")
    case .whileItLasts:
      return Pacing(hertz: Pacing.displayHertz, whileItLasts: true, evidence: "\(place): \(name) is posted every frame while it lasts")
    case .unknown: return Pacing(rate: .unknown, evidence: "\(place): how often \(name) is posted is not known")
    }
  }

  private func keyPathPacing(_ keyPath: String, place: String) -> Pacing {
    switch KeyPathRates.kind(of: keyPath) {
    case .transfer:
      return Pacing(hertz: Pacing.transferHertz, whileItLasts: true, evidence: "\(place): \(keyPath) changes as a transfer goes")
    case .perAction: return Pacing(rate: .repeated, evidence: "\(place): \(keyPath) changes once per user action or stall")
    case .unknown: return Pacing(rate: .unknown, evidence: "\(place): how often \(keyPath) changes is not known")
    }
  }

  /// A `sink`, `assign` or `onReceive` runs as often as what feeds it: a timer's interval, a
  /// notification's rate, the writes of the property a `$name` publishes; `debounce` and
  /// `throttle` cap it.
  private func upstreamPacing(_ upstream: Upstream, place: String, in type: String?) -> Pacing {
    var found = ownPacing(of: upstream, place: place, in: type)
    let combined = upstream.combined.map { upstreamPacing($0, place: place, in: type) }
    if let busiest = (upstream.startsCombined ? combined : [found] + combined).min(by: Self.busier) { found = busiest }
    if let least = upstream.minimumInterval, least > 0 {
      let cap = 1 / least
      if found.hertz.map({ $0 > cap }) ?? (found.rate == .continuous) {
        found = Pacing(hertz: cap, whileItLasts: found.whileItLasts, evidence: found.evidence + ", at most every \(Pacing.interval(least))")
      }
    }
    if upstream.removesDuplicates { found.evidence += ", only when the value differs" }
    return found
  }

  /// Busiest first: by rate word, then by hertz.
  private static func busier(_ lhs: Pacing, _ rhs: Pacing) -> Bool {
    lhs.rate != rhs.rate ? lhs.rate < rhs.rate : (lhs.hertz ?? 0) > (rhs.hertz ?? 0)
  }

  /// The pace of the publisher a chain starts at, before operators and combinations.
  private func ownPacing(of upstream: Upstream, place: String, in type: String?) -> Pacing {
    let found: Pacing
    if upstream.isTimer {
      found = upstream.timerInterval.map { Pacing(hertz: 1 / $0, evidence: "\(place), on Timer.publish every \(Pacing.interval($0))") }
        ?? Pacing(rate: .continuous, evidence: "\(place), on Timer.publish")
    } else if let name = upstream.notification {
      found = notificationPacing(name, place: place)
    } else if let keyPath = upstream.keyPath {
      found = keyPathPacing(keyPath, place: place)
    } else if let published = publishedProperty(upstream.root, in: type) {
      found = writesPacing(of: published.member, in: published.owner, place: place)
    } else if upstream.root.count == 1, let type, let interval = timerInterval(ofProperty: upstream.root[0], in: type) {
      found = interval.map { Pacing(hertz: 1 / $0, evidence: "\(place), on \(upstream.root[0]), a Timer.publish every \(Pacing.interval($0))") }
        ?? Pacing(rate: .continuous, evidence: "\(place), on \(upstream.root[0]), a Timer.publish")
    } else {
      let root = upstream.root.isEmpty ? "a publisher" : upstream.root.joined(separator: ".")
      found = Pacing(rate: .unknown, evidence: "\(place): how often \(root) sends is not known")
    }
    return found
  }

  /// `$progress` (of the enclosing type) or `store.$progress`: the property a publisher is the
  /// projection of, and the type declaring it.
  private func publishedProperty(_ root: [String], in type: String?) -> (owner: String, member: String)? {
    guard let last = root.last, last.hasPrefix("$"), let type else { return nil }
    let member = String(last.dropFirst())
    let owner = root.dropLast().reduce(Optional(type)) { owner, name in owner.flatMap { index.propertyType(name, in: $0) } }
    return owner.map { ($0, member) }
  }

  /// `let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()`: the interval of
  /// a property that holds a timer publisher (nil inside when it is not a literal); nil when the
  /// property holds none.
  private func timerInterval(ofProperty name: String, in type: String) -> Double?? {
    guard let value = index.propertyDeclaration(name, in: type)?.initialValue ?? index.staticProperty(name, of: type)?.initialValue,
      let start = value.range(of: "Timer.publish(")
    else { return nil }
    let arguments = value[start.upperBound...].drop { $0 == " " }
    guard arguments.hasPrefix("every:") else { return .some(nil) }
    let number = arguments.dropFirst(6).drop { $0 == " " }.prefix { $0.isNumber || $0 == "." || $0 == "_" }
    return .some(Double(number.filter { $0 != "_" }).flatMap { $0 > 0 ? $0 : nil })
  }

  /// A publisher of a property sends once per write of it: the busiest of its writes.
  private func writesPacing(of member: String, in owner: String, place: String) -> Pacing {
    let key = owner + "." + member
    guard followingPublishers.insert(key).inserted else {
      return Pacing(rate: .unknown, evidence: "\(place): \(key) is written from its own subscriber")
    }
    defer { followingPublishers.remove(key) }
    let writers = writes(of: member, in: owner)
    guard let busiest = writers.min(by: { ($0.rate, -($0.pacing?.hertz ?? 0)) < ($1.rate, -($1.pacing?.hertz ?? 0)) }) else {
      return Pacing(rate: .unknown, evidence: "\(place): nothing in the scanned code writes \(key)")
    }
    let how = busiest.pacing?.description ?? "\(busiest.rate.rawValue), by \(busiest.runner.phrase) at \(busiest.location)"
    var found = busiest.pacing ?? Pacing(rate: busiest.rate, evidence: "")
    found.evidence = "\(place), on $\(member), written \(how)"
    return found
  }

  /// The writes of `owner.member` after it is built, each with its own pace.
  private func writes(of member: String, in owner: String) -> [Writer] {
    var found = index.occurrences(of: member, in: owner)
      .filter { $0.step == $0.chain.steps.count - 1 && ($0.chain.chain.access != .read || $0.chain.chain.isProjection) }
      .map { writer(for: $0.chain.chain) }
    for part in index.declaration(named: owner).map(index.parts(of:)) ?? [] {
      found += part.memberUses.filter { $0.name == member && ($0.kind == .mutation || $0.kind == .projected) }
        .map { writer(for: $0, in: owner) }
    }
    return found.filter { !$0.isConstruction && $0.runsInTheApp }
  }
}
