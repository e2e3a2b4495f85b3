/// What runs a piece of code: the closures around it, or for code in a method with none, what
/// runs the calls of that method.
final class RunnerFinder {
  /// A call of a method, with what runs it and how often.
  struct Caller {
    var runner: Runner
    var location: SourceLocation
    var pacing: Pacing?

    /// Busiest first: by rate word, then by hertz, then by the kind of code.
    static func busier(_ lhs: Caller, _ rhs: Caller) -> Bool {
      let (left, right) = (lhs.pacing?.rate ?? lhs.runner.rate, rhs.pacing?.rate ?? rhs.runner.rate)
      if left != right { return left < right }
      if lhs.pacing?.hertz != rhs.pacing?.hertz { return (lhs.pacing?.hertz ?? 0) > (rhs.pacing?.hertz ?? 0) }
      return lhs.runner.busyness > rhs.runner.busyness
    }
  }

  let index: Index
  /// What the finder worked out once and keeps.
  private(set) var memos: Memos

  /// Calls of each method name, found once: many writes sit in the same few methods. Each kept
  /// with what finding it looked up, written down again when it is asked for under a log.
  struct Memos: Sendable {
    fileprivate var callersByMethod: [String: Recorded<[Caller]>] = [:]
    fileprivate var callsByName: [String: Recorded<[String: [Caller]]>] = [:]
    fileprivate var previewTypes: [String: Recorded<Bool>] = [:]
    /// `Type.method` → whether it calls itself again from a closure; asked for every write in a callback.
    fileprivate var rearmingMethods: [String: Recorded<Bool>] = [:]
    /// The keys of the values this finder worked out rather than kept: what a test can see, since
    /// a kept value equals the one worked out again.
    fileprivate(set) var workedOut: Set<String> = []

    /// Those worked out under a log whose every lookup `answersAsBefore` says still answers as it
    /// did: a finder over edited code starts with them, since they would be found again as they are.
    func keeping(where answersAsBefore: (LookedUp) -> Bool) -> Memos {
      func kept<Value>(_ memo: [String: Recorded<Value>]) -> [String: Recorded<Value>] {
        memo.filter { $0.value.lookedUp.map(answersAsBefore) == true }
      }
      return Memos(
        callersByMethod: kept(callersByMethod), callsByName: kept(callsByName), previewTypes: kept(previewTypes),
        rearmingMethods: kept(rearmingMethods))
    }
  }

  /// The methods whose callers are being looked up, so that methods calling each other end.
  private var resolvingCallers: Set<String> = []
  /// The properties whose publishers' subscribers are being paced, so that a subscriber writing
  /// what it subscribes to ends.
  var followingPublishers: Set<String> = []

  init(index: Index, kept: Memos = Memos()) {
    self.index = index
    memos = kept
  }

  /// The value kept in `memo` for `key`, or found by `work` and kept; under a log, what finding it
  /// looked up is written down either way. The memo is named by a key path, not passed `inout`:
  /// the work may ask it again, for another key.
  private func remembered<Value>(_ memo: WritableKeyPath<Memos, [String: Recorded<Value>]>, _ key: String, _ work: () -> Value) -> Value {
    if let known = memos[keyPath: memo][key] {
      if let lookedUp = known.lookedUp { index.lookupLog?.note(lookedUp) }
      return known.value
    }
    memos.workedOut.insert(key)
    guard let log = index.lookupLog else {
      let value = work()
      memos[keyPath: memo][key] = Recorded(value: value)
      return value
    }
    let found = log.recording(work)
    memos[keyPath: memo][key] = Recorded(value: found.value, lookedUp: found.lookedUp)
    return found.value
  }

  /// Whether code in a closure given to this callee runs outside the body that builds it.
  static func runsLater(_ callee: String) -> Bool { EventSources.names(callee) }

  /// Whether code inside closures given to these callees runs with the body that builds them.
  static func runsWithBody(_ contexts: [String]) -> Bool { !contexts.contains(where: runsLater) }

  func writer(for chain: ChainFact) -> Writer {
    var found = outsideTheApp(chain.expression, contexts: chain.contexts, type: chain.enclosingType) ?? plainWriter(for: chain)
    found.clauses = chain.clauses
    found.skipsEqualValue = chain.assignment?.skipsEqualValue ?? false
    return found
  }

  private func plainWriter(for chain: ChainFact) -> Writer {
    let type = chain.enclosingType
    let bindingScope = Self.bindingScope(type: type, member: chain.enclosingMember, code: chain.expression.text)
    if chain.isProjection && chain.contexts.isEmpty {
      return bindingWriter(at: chain.expression.location, code: chain.expression.text, control: chain.handedTo, scope: bindingScope)
    }
    // `self.volume = …` in the type's own initialiser sets up a value no view shows yet.
    if chain.enclosingMember == "init", chain.contexts.isEmpty, !chain.isProjection, Self.startsAtSelf(chain) {
      return Writer(location: chain.expression.location, code: chain.expression.text, runner: .initializer, via: nil,
        scope: Self.scope(type: type, member: "init", contexts: []))
    }
    // `chapter.title = line` on `var chapter = Chapter(…)`: a local value is a copy being built;
    // only storing it somewhere changes what a view shows, and that store is a write of its own.
    if case .local(let written?) = chain.binding, case .name(let name) = chain.root,
      let local = index.elementType(named: written, in: chain.enclosingType) ?? Index.simpleTypeName(written),
      let declared = index.declaration(named: local), declared.kind == .struct || declared.kind == .enum
    {
      return Writer(location: chain.expression.location, code: chain.expression.text, runner: .initializer,
        via: "builds the local value \(name)", scope: Self.scope(type: type, member: chain.enclosingMember, contexts: chain.contexts))
    }
    var found = writer(at: chain.expression, contexts: chain.contexts, source: chain.source, member: chain.enclosingMember, type: type)
    if chain.isProjection { bindingWrite(&found, scope: bindingScope, control: chain.handedTo) }
    return found
  }

  private static func startsAtSelf(_ chain: ChainFact) -> Bool {
    switch (chain.root, chain.binding) {
    case (.selfValue, _), (.name, .unbound): return true
    default: return false
    }
  }

  /// A write of a property by name inside its own type (`selection = id`), or a binding to it (`$selection`).
  func writer(for use: MemberUseFact, in type: String) -> Writer {
    var found = outsideTheApp(use.expression, contexts: use.contexts, type: type) ?? plainWriter(for: use, in: type)
    found.clauses = use.clauses
    found.skipsEqualValue = (use.assignment ?? use.elementAssignment?.statement)?.skipsEqualValue ?? false
    return found
  }

  /// Test and preview code never runs in the app: a write there is no app event, whatever runs it
  /// in the test or the canvas. Test code is the code of a test target, or of a test folder where
  /// no target is known; preview code is inside `#Preview { … }` or inside a type that conforms to
  /// `PreviewProvider` (its `previews`, and any type nested in it).
  private func outsideTheApp(_ code: Snippet, contexts: [String], type: String?) -> Writer? {
    if index.modules.isTestCode(code.location.file) {
      return Writer(location: code.location, code: code.text, runner: .test, via: nil)
    }
    if contexts.contains(where: { EventSources.runner(ofContext: $0) == .preview }) || type.map(isInPreview) == true {
      return Writer(location: code.location, code: code.text, runner: .preview, via: nil)
    }
    return nil
  }

  private func plainWriter(for use: MemberUseFact, in type: String) -> Writer {
    if use.inInitializer {
      return Writer(location: use.expression.location, code: use.expression.text, runner: .initializer, via: nil,
        scope: Self.scope(type: type, member: "init", contexts: []))
    }
    let bindingScope = Self.bindingScope(type: type, member: use.member, code: use.expression.text)
    if use.kind == .projected && use.contexts.isEmpty {
      return bindingWriter(at: use.expression.location, code: use.expression.text, control: use.handedTo, scope: bindingScope)
    }
    var found = writer(at: use.expression, contexts: use.contexts, source: use.source, member: use.member, type: type)
    if use.kind == .projected { bindingWrite(&found, scope: bindingScope, control: use.handedTo) }
    return found
  }

  /// Each control writes through its own binding, when the user changes that control: one event
  /// per binding, `Editor.body › $draft.name`, wherever in the body it is made.
  private static func bindingScope(type: String?, member: String?, code: String) -> String {
    "\(type ?? "").\(member ?? "") › \(code)"
  }

  /// A binding handed on (`TextField(text: $draft.name)`) writes when the user changes the
  /// control: an action of its own, wherever the binding is made.
  private func bindingWrite(_ writer: inout Writer, scope: String, control: ArgumentSlot?) {
    writer.scope = scope
    guard writer.rate != .once else { return }
    writer = bindingWriter(at: writer.location, code: writer.code, control: control, scope: scope)
  }

  /// A write through a binding handed to `control`: typing or a drag when the control (or the
  /// one an app view hands its `@Binding` to) writes as the user types, once per keystroke or
  /// frame; an action otherwise.
  private func bindingWriter(at location: SourceLocation, code: String, control: ArgumentSlot?, scope: String) -> Writer {
    guard let control, let (typing, innermost) = typingControl(control, visited: []) else {
      return Writer(location: location, code: code, runner: .action, via: "through a binding", scope: scope)
    }
    let writer = Writer(location: location, code: code, runner: .input, via: "through a binding handed to \(typing)", scope: scope)
    let evidence = "\(typing), through the binding at \(location)"
    switch EventSources.source(named: innermost.callee, labels: innermost.label.map { [$0] } ?? [])?.pace {
    case .typing?: return writer.paced(Pacing(hertz: Pacing.typingHertz, whileItLasts: true, evidence: "each keystroke in " + evidence))
    case .whileItLasts?: return writer.paced(Pacing(hertz: Pacing.displayHertz, whileItLasts: true, evidence: "every frame of a drag of " + evidence))
    default: return writer
    }
  }

  /// The text field or slider that writes a binding handed to `control` (`SearchBar(text:)`):
  /// the control itself, or, for a view of the scanned code, the control its `@Binding` of that
  /// name is handed to in turn. Said as `SearchBar (TextField)`, with the innermost control's slot.
  private func typingControl(_ control: ArgumentSlot, visited: Set<ArgumentSlot>) -> (description: String, innermost: ArgumentSlot)? {
    if EventSources.writesAsTheUserTypes(control.callee, label: control.label) { return (control.callee, control) }
    guard !visited.contains(control), let label = control.label, let view = index.declaration(named: control.callee), index.isView(view),
      let binding = index.propertyDeclaration(label, in: view.name), binding.isWritten(with: .binding)
    else { return nil }
    for use in index.parts(of: view).flatMap(\.memberUses) where use.name == label && use.kind == .projected {
      if let handedTo = use.handedTo, let found = typingControl(handedTo, visited: visited.union([control])) {
        return ("\(control.callee) (\(found.description))", found.innermost)
      }
    }
    return nil
  }

  /// `Player.tick`, or `Player.start › scheduledTimer` for code in a closure given to a callee.
  static func scope(type: String?, member: String?, contexts: [String]) -> String {
    ([[type, member].compactMap { $0 }.joined(separator: ".")] + contexts.reversed()).joined(separator: " › ")
  }

  private func writer(at code: Snippet, contexts: [String], source: SourceCall?, member: String?, type: String?) -> Writer {
    var writer = plainWriter(at: code, contexts: contexts, source: source, member: member, type: type)
    let scope = Self.scope(type: type, member: member, contexts: contexts)
    if !scope.isEmpty { writer.scope = scope }
    return writer
  }

  private func plainWriter(at code: Snippet, contexts: [String], source: SourceCall?, member: String?, type: String?) -> Writer {
    let runner = runner(contexts: contexts)
    if let runner, runner != .task {
      return Writer(location: code.location, code: code.text, runner: runner, via: nil).paced(pacing(of: source, in: type))
    }
    if !contexts.isEmpty, let member, let type, rearms(member, in: type) {
      return Writer(location: code.location, code: code.text, runner: .stream,
        via: "in \(type).\(member), which calls itself again from its callback: one message after another")
    }
    // A closure handed to an app method, or assigned to a property, runs as often as it is
    // called; so does a task it starts.
    if runner == nil || runner == .task, let source, source.isCallback, let type, let (owner, caller) = callbackCaller(source, in: type) {
      let how = source.isAssigned ? "assigned to" : "handed to"
      let called = source.isAssigned ? "called" : "which calls it"
      return Writer(location: code.location, code: code.text, runner: caller.runner,
        via: "in a closure \(how) \(owner).\(source.name), \(called) at \(caller.location)").paced(caller.pacing)
    }
    // A delegate method nothing in the scanned code calls runs as often as the system calls it,
    // and so does a task it starts.
    if let runner = systemCalled(source, in: type), let source {
      return Writer(location: code.location, code: code.text, runner: runner,
        via: "in \(type ?? "").\(source.name), which the system calls").paced(pacing(of: source, in: type))
    }
    if let runner {
      return Writer(location: code.location, code: code.text, runner: runner, via: nil)
    }
    if member == "init" {
      return Writer(location: code.location, code: code.text, runner: .initializer, via: nil)
    }
    if let member, let type, let caller = callers(of: member, in: type).first {
      return Writer(location: code.location, code: code.text, runner: caller.runner,
        via: "in \(type).\(member), called by \(caller.runner.phrase) at \(caller.location)").paced(caller.pacing)
    }
    return Writer(location: code.location, code: code.text, runner: .method, via: member.map { "in \(type ?? "").\($0)" })
  }

  /// Whether code in the type with this key is in a `PreviewProvider` (`Row_Previews`), which
  /// shows sample values in the canvas, or in a type nested in one (`Row_Previews.Host`). Asked
  /// for nearly every write, so each type is looked up once.
  private func isInPreview(_ type: String) -> Bool {
    remembered(\.previewTypes, type) {
      let names = (index.declarations(named: type).first?.qualifiedName ?? type).split(separator: ".").map(String.init)
      return names.indices.contains { end in
        index.types(qualifiedName: names[...end].joined(separator: ".")).contains {
          $0.kind != .extension && index.conforms($0, to: "PreviewProvider")
        }
      }
    }
  }

  /// What the innermost closure that says anything says, except that a `Task` started from a
  /// callback, a timer or an action runs at that one's pace.
  func runner(contexts: [String]) -> Runner? {
    let found = contexts.compactMap(EventSources.runner(ofContext:))
    return found.first { $0 != .task } ?? found.first
  }

  /// Whether a method calls itself again from one of its closures (`receive { … receiveMessage() }`):
  /// a callback that re-arms itself, so its code runs for one message after another.
  private func rearms(_ method: String, in type: String) -> Bool {
    remembered(\.rearmingMethods, type + "." + method) {
      index.declaration(named: type).map(index.parts(of:))?.contains { part in
        part.memberUses.contains { $0.name == method && $0.member == method && !$0.contexts.isEmpty }
      } == true
    }
  }

  /// Calls of `type.method` whose closures say what runs them, busiest first: `player.tick()`
  /// where `player` is known to be a `type`, and `tick()` inside `type` itself. A call on a value
  /// of another type (`viewContext.save()`, `seen.insert(id)` on a `Set`), or on one whose type
  /// is not known, is not this method: a name alone never makes a caller.
  func callers(of method: String, in type: String) -> [Caller] {
    remembered(\.callersByMethod, type + "." + method) { findingCallers(of: method, in: type) }
  }

  private func findingCallers(of method: String, in type: String) -> [Caller] {
    // A call through a protocol the type conforms to may reach it: every conforming type counts.
    let conformances = index.declaration(named: type).map(index.conformances(of:)) ?? []
    let byReceiver = calls(of: method)
    var found = byReceiver[type] ?? []
    for conformance in conformances where index.declaration(named: conformance)?.kind == .protocol {
      found += byReceiver[conformance] ?? []
    }
    for part in index.declaration(named: type).map(index.parts(of:)) ?? [] {
      for use in part.memberUses where use.name == method {
        if let runner = runner(contexts: use.contexts) ?? handedOn(use.handedTo) {
          let paced = pace(of: runner, source: use.source, in: use.member, of: type)
          found.append(Caller(runner: paced.runner, location: use.expression.location, pacing: paced.pacing))
        }
      }
    }
    found.sort(by: Caller.busier)
    return found
  }

  /// What runs code in a delegate or observer method that nothing in the scanned code calls: the
  /// system, as often as the catalogue says it calls that requirement.
  private func systemCalled(_ source: SourceCall?, in type: String?) -> Runner? {
    guard let source, source.isRequirement, let requirement = SourceCallReader.entry(of: source) else { return nil }
    // Asking for the requirement's callers may come back here, from a call in the requirement
    // itself (`urlSession(…)` calling a `urlSession(…)` of another object): that call does not
    // decide whether the system calls this one.
    let key = (type ?? "") + "." + source.name
    guard resolvingCallers.insert(key).inserted else { return nil }
    defer { resolvingCallers.remove(key) }
    return callers(of: source.name, in: type ?? "").isEmpty ? requirement.runner : nil
  }

  /// A method handed on as a closure to a catalogued call (`action: model.reset`,
  /// `setEventHandler(handler: tick)`) runs as that call's closures do.
  private func handedOn(_ slot: ArgumentSlot?) -> Runner? {
    slot.flatMap { EventSources.runner(ofContext: $0.callee) }
  }

  /// How often code run by `runner` at `source` runs. A `Task` started in a method runs as often
  /// as the method does: `onReadAloud(_:)`, called from a button, starts its task once per tap;
  /// `onTimerTick()`, handed to a timer, starts its queue's block at the timer's interval.
  private func pace(of runner: Runner, source: SourceCall?, in member: String?, of type: String?) -> (runner: Runner, pacing: Pacing?) {
    guard runner == .task else { return (runner, pacing(of: source, in: type)) }
    guard let member, let type, member != "body", resolvingCallers.insert(type + "." + member).inserted else { return (runner, nil) }
    defer { resolvingCallers.remove(type + "." + member) }
    guard let caller = callers(of: member, in: type).first(where: { $0.runner != .task }) else { return (runner, nil) }
    return (caller.runner, caller.pacing)
  }

  /// The calls of a method name whose closures say what runs them, by the type their receiver
  /// resolves to; a call whose receiver does not resolve is left out. Resolved once per name,
  /// since every type declaring a method of that name asks.
  private func calls(of method: String) -> [String: [Caller]] {
    remembered(\.callsByName, method) { findingCalls(of: method) }
  }

  private func findingCalls(of method: String) -> [String: [Caller]] {
    var found: [String: [Caller]] = [:]
    for resolved in index.resolvedChains(reading: method) {
      let chain = resolved.chain
      guard (chain.access == .call || chain.handedTo != nil) && chain.components.last == method else { continue }
      // `transfer.receiveChunk()` in `urlSession(_:downloadTask:didWriteData:…)` runs as often as
      // the system calls the delegate.
      guard let runner = runner(contexts: chain.contexts) ?? handedOn(chain.handedTo) ?? systemCalled(chain.source, in: chain.enclosingType),
        let receiver = resolved.steps.last?.ownerType
      else { continue }
      let paced = pace(of: runner, source: chain.source, in: chain.enclosingMember, of: chain.enclosingType)
      found[receiver, default: []].append(Caller(runner: paced.runner, location: chain.expression.location, pacing: paced.pacing))
    }
    return found
  }
}
