import Foundation

/// How the views of a codebase update, built from the index: what each view takes as input and
/// how SwiftUI compares it, and every write of a stored property or field with what runs it.
/// Transforms ask it what a proposal would spare; it knows nothing of transforms.
public struct UpdateModel: Sendable {
  public let index: Index
  public let evidence: RunEvidence
  /// `Type.member` → the writes of it, in place or whole.
  private let writersByMember: [String: [Writer]]
  /// What each write changes: every `Type.member` it passes through (`Player.track`, `Track.playCount`).
  let pairsByWriter: [SourceLocation: Set<String>]
  /// The writes after values are built, by the code that makes them (`Writer.scope`).
  let writersByScope: [String: [Writer]]
  private let lookups = SharedLookups()

  /// Methods whose call on a value changes it.
  static let mutatingMethods: Set<String> = [
    "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
    "sort", "reverse", "shuffle", "swapAt", "merge", "formUnion", "subtract", "formIntersection", "update",
    "updateValue", "removeValue", "popLast", "move", "replaceSubrange", "negate",
  ]

  public init(index: Index, evidence: RunEvidence = RunEvidence()) {
    self.index = index
    self.evidence = evidence
    // Writes the declarations name need no chain resolved: they are gathered meanwhile.
    let declaredWrites = Parallel.Pending { Self.declaredWrites(in: index) }
    var writers: [String: [Writer]] = [:]
    let runners = RunnerFinder(index: index)
    for occurrence in index.memberAccesses.allOccurrences {
      let chain = occurrence.chain
      guard let owner = chain.steps[occurrence.step].ownerType, Self.writes(chain, through: occurrence.step),
        !Self.holdsReference(chain, at: occurrence.step, in: index)
      else { continue }
      writers[owner + "." + chain.steps[occurrence.step].name, default: []].append(runners.writer(for: chain.chain))
    }
    writers.merge(declaredWrites.value) { chains, declared in chains + declared }
    // A write through `self.` is both a chain and a use of the member: count it once.
    writersByMember = writers.mapValues { found in
      var seen = Set<SourceLocation>()
      return found.filter { seen.insert($0.location).inserted }
    }
    var pairs: [SourceLocation: Set<String>] = [:]
    var all: [SourceLocation: Writer] = [:]
    for (member, found) in writersByMember {
      for writer in found {
        pairs[writer.location, default: []].insert(member)
        // `$player.volume` is a chain and, at the same place, a use of `player`: the chain says
        // more (the member it binds, the control it goes to). Either way, the same one each run.
        if let kept = all[writer.location], (kept.code.count, kept.scope) >= (writer.code.count, writer.scope) { continue }
        all[writer.location] = writer
      }
    }
    pairsByWriter = pairs
    writersByScope = Dictionary(grouping: all.values.filter { !$0.isConstruction }.sorted { $0.location < $1.location }, by: \.scope)
  }

  /// Writes of members in their types' own code, and writes through elements of collections.
  private static func declaredWrites(in index: Index) -> [String: [Writer]] {
    var writers: [String: [Writer]] = [:]
    let runners = RunnerFinder(index: index)
    for type in index.allTypes {
      for use in type.memberUses where use.kind == .mutation || use.kind == .projected {
        // `badge.unread += 1` writes inside the object `badge` holds, not `badge`.
        let text = use.expression.text.hasPrefix("self.") ? use.expression.text.dropFirst(5) : Substring(use.expression.text)
        if use.kind == .mutation, text.hasPrefix(use.name + "."), Self.holdsObject(use.name, in: type.name, index: index) { continue }
        writers[type.name + "." + use.name, default: []].append(runners.writer(for: use, in: type.name))
      }
    }
    for write in index.files.flatMap(\.elementWrites) {
      // A call changes what it is called on only when the method mutates: `isOn.toggle()`.
      if write.access == .call && !Self.mutatingMethods.contains(write.components.last ?? "") { continue }
      var path = write
      if write.access == .call { path.components.removeLast() }
      for (member, owner) in ElementPath.owners(of: path, in: index) {
        writers[owner + "." + member, default: []].append(runners.writer(for: write))
      }
    }
    return writers
  }

  /// A lookup that transforms build from this model, built by whichever asks first and then
  /// shared: transforms of one run run side by side and several want the same one.
  func shared<Lookup: Sendable>(_ build: () -> Lookup) -> Lookup { lookups.value(build) }

  /// Every write of `type.member`: assignments to it or to anything inside it, mutating calls,
  /// `inout` uses and bindings (`$model.member`).
  public func writers(of member: String, in type: String) -> [Writer] {
    (writersByMember[Index.simpleName(type) + "." + member] ?? []).sorted { $0.runner.busyness > $1.runner.busyness }
  }

  /// The writes of `type.member` after its value is built: an initialiser setting it up is not a change.
  public func changes(of member: String, in type: String) -> [Writer] {
    writers(of: member, in: type).filter { !$0.isConstruction }
  }

  /// Whether every change of the object runs every view that observes it, whatever the view
  /// reads: an `ObservableObject` that has not adopted Observation (`objectWillChange` is one
  /// signal for all its `@Published` properties).
  public func announcesEveryChangeToEveryObserver(_ object: TypeFact) -> Bool {
    !object.attributes.contains("Observable") && index.conformances(of: object).contains("ObservableObject")
  }

  /// Whether step `step` holds an object the chain writes into (`store.inbox.messages = …`):
  /// writing inside a class leaves the reference that holds it as it was.
  private static func holdsReference(_ chain: ResolvedChain, at step: Int, in index: Index) -> Bool {
    guard step < chain.steps.count - 1, let owner = chain.steps[step].ownerType else { return false }
    return holdsObject(chain.steps[step].name, in: owner, index: index)
  }

  /// Whether `owner.member` holds a class or an actor: a reference, not a value.
  private static func holdsObject(_ member: String, in owner: String, index: Index) -> Bool {
    guard let type = index.propertyType(member, in: owner).flatMap(index.declaration(named:)) else { return false }
    return type.kind == .class || type.kind == .actor
  }

  /// Whether step `step` of the chain (or something inside it) is changed by it.
  private static func writes(_ chain: ResolvedChain, through step: Int) -> Bool {
    let fact = chain.chain
    if fact.isProjection { return true }
    let last = chain.steps.count - 1
    switch fact.access {
    case .write, .inout: return true
    case .call: return step < last && mutatingMethods.contains(chain.steps[last].name)
    case .read: return false
    }
  }
}

/// The owners of each member an element write passes through: in `store.items[i].stock -= 1`,
/// `Store.items` and `Item.stock`.
enum ElementPath {
  static func owners(of write: ChainFact, in index: Index) -> [(member: String, owner: String)] {
    var owner: String? = write.enclosingType.map(Index.simpleName)
    var typeText: String?
    switch (write.root, write.binding) {
    case (.selfValue, _): break
    case (.name(let name), .unbound):
      guard let enclosing = owner, index.propertyDeclaration(name, in: enclosing) != nil else { return [] }
      typeText = index.propertyTypeText(name, in: enclosing)
      var found = [(member: name, owner: enclosing)]
      found += follow(write.components, from: typeText, in: index)
      return found
    case (.name, .parameter(let type)), (.name, .local(let type)):
      owner = type.flatMap { index.elementType(named: $0, in: owner) ?? Index.simpleTypeName($0) }
    }
    guard let start = owner else { return [] }
    return follow(write.components, fromOwner: start, in: index)
  }

  private static func follow(_ components: [String], fromOwner owner: String, in index: Index) -> [(member: String, owner: String)] {
    guard let first = components.first, first != "[]" else { return [] }
    let type = index.propertyTypeText(first, in: owner)
    return [(first, owner)] + follow(Array(components.dropFirst()), from: type, in: index)
  }

  private static func follow(_ components: [String], from typeText: String?, in index: Index) -> [(member: String, owner: String)] {
    var found: [(member: String, owner: String)] = []
    var current = typeText
    for component in components {
      guard let text = current else { break }
      if component == "[]" {
        current = elementType(of: text)
        continue
      }
      guard let owner = Index.simpleTypeName(text) else { break }
      found.append((component, owner))
      current = index.propertyTypeText(component, in: owner)
    }
    return found
  }

  /// `Item` for `[Item]` and `[String: Item]`; nil for anything else.
  static func elementType(of type: String) -> String? {
    let trimmed = type.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
    let inner = trimmed.dropFirst().dropLast()
    if let colon = inner.firstIndex(of: ":") { return String(inner[inner.index(after: colon)...]).trimmingCharacters(in: .whitespaces) }
    return String(inner)
  }
}

/// Lookups by their type, each built once.
private final class SharedLookups: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var values: [ObjectIdentifier: any Sendable] = [:]

  func value<Lookup: Sendable>(_ build: () -> Lookup) -> Lookup {
    lock.lock()
    defer { lock.unlock() }
    if let known = values[ObjectIdentifier(Lookup.self)] as? Lookup { return known }
    let built = build()
    values[ObjectIdentifier(Lookup.self)] = built
    return built
  }
}

/// What runs a piece of code: the closures around it, or for code in a method with none, what
/// runs the calls of that method.
final class RunnerFinder {
  let index: Index
  /// Calls of each method name, found once: many writes sit in the same few methods.
  private var callersByMethod: [String: [(runner: Runner, location: SourceLocation)]] = [:]
  private var callsByName: [String: [String?: [(runner: Runner, location: SourceLocation)]]] = [:]
  private var previewTypes: [String: Bool] = [:]
  /// `Type.method` → whether it calls itself again from a closure; asked for every write in a callback.
  private var rearmingMethods: [String: Bool] = [:]
  /// The methods whose callers are being looked up, so that methods calling each other end.
  private var resolvingCallers: Set<String> = []

  init(index: Index) {
    self.index = index
  }

  private static let byCallee: [String: Runner] = [
    "scheduledTimer": .timer, "Timer": .timer, "publish": .timer, "every": .timer, "autoconnect": .timer,
    "addPeriodicTimeObserver": .timer,
    "for await": .stream, "sink": .stream, "onReceive": .stream, "assign": .stream, "AsyncStream": .stream,
    "onScrollGeometryChange": .scroll, "onGeometryChange": .scroll, "onPreferenceChange": .scroll,
    "onScrollPhaseChange": .scroll, "onContinuousHover": .scroll,
    "onChanged": .gesture, "onEnded": .gesture, "updating": .gesture, "gesture": .gesture,
    "Task": .task, "task": .task, "detached": .task, "asyncAfter": .task, "async": .task, "refreshable": .task,
    "onChange": .onChange,
    "Button": .action, "onTapGesture": .action, "onSubmit": .action, "onAppear": .appearance, "onDisappear": .appearance,
    "Preview": .preview,
    "action": .action, "onDelete": .action, "onMove": .action, "swipeActions": .action, "contextMenu": .action,
    "confirmationDialog": .action, "alert": .action, "sheet": .action,
  ]

  /// Whether code in a closure given to this callee runs outside the body that builds it.
  static func runsLater(_ callee: String) -> Bool { byCallee[callee] != nil }

  /// Whether code inside closures given to these callees runs with the body that builds them.
  static func runsWithBody(_ contexts: [String]) -> Bool { !contexts.contains(where: runsLater) }

  func writer(for chain: ChainFact) -> Writer {
    var found = plainWriter(for: chain)
    found.clauses = chain.clauses
    return found
  }

  private func plainWriter(for chain: ChainFact) -> Writer {
    let type = chain.enclosingType.map(Index.simpleName)
    let bindingScope = Self.bindingScope(type: type, member: chain.enclosingMember, code: chain.expression.text)
    if chain.isProjection && chain.contexts.isEmpty {
      let (runner, via) = bindingRunner(control: chain.handedTo)
      return Writer(location: chain.expression.location, code: chain.expression.text, runner: runner, via: via, scope: bindingScope)
    }
    // `self.volume = …` in the type's own initialiser sets up a value no view shows yet.
    if chain.enclosingMember == "init", chain.contexts.isEmpty, !chain.isProjection, Self.startsAtSelf(chain) {
      return Writer(location: chain.expression.location, code: chain.expression.text, runner: .initializer, via: nil,
        scope: Self.scope(type: type, member: "init", contexts: []))
    }
    // `chapter.title = line` on `var chapter = Chapter(…)`: a local value is a copy being built;
    // only storing it somewhere changes what a view shows, and that store is a write of its own.
    if case .local(let written?) = chain.binding, case .name(let name) = chain.root, let local = Index.simpleTypeName(written),
      let declared = index.declaration(named: local), declared.kind == .struct || declared.kind == .enum
    {
      return Writer(location: chain.expression.location, code: chain.expression.text, runner: .initializer,
        via: "builds the local value \(name)", scope: Self.scope(type: type, member: chain.enclosingMember, contexts: chain.contexts))
    }
    var found = writer(at: chain.expression, contexts: chain.contexts, member: chain.enclosingMember, type: type)
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
    var found = plainWriter(for: use, in: type)
    found.clauses = use.clauses
    return found
  }

  private func plainWriter(for use: MemberUseFact, in type: String) -> Writer {
    if use.inInitializer {
      return Writer(location: use.expression.location, code: use.expression.text, runner: .initializer, via: nil,
        scope: Self.scope(type: type, member: "init", contexts: []))
    }
    let bindingScope = Self.bindingScope(type: type, member: use.member, code: use.expression.text)
    if use.kind == .projected && use.contexts.isEmpty {
      let (runner, via) = bindingRunner(control: use.handedTo)
      return Writer(location: use.expression.location, code: use.expression.text, runner: runner, via: via, scope: bindingScope)
    }
    var found = writer(at: use.expression, contexts: use.contexts, member: use.member, type: type)
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
  private func bindingWrite(_ writer: inout Writer, scope: String, control: String?) {
    writer.scope = scope
    guard writer.rate != .once else { return }
    let (runner, via) = bindingRunner(control: control)
    writer = Writer(location: writer.location, code: writer.code, runner: runner, via: via, scope: scope)
  }

  /// Text fields write their binding on every keystroke and sliders on every frame of a drag;
  /// other controls (a toggle, a picker) once for each tap.
  static let continuousControls: Set<String> = ["TextField", "TextEditor", "SecureField", "searchable", "Slider"]

  private func bindingRunner(control: String?) -> (Runner, String) {
    guard let control, let typing = typingControl(control, visited: []) else { return (.action, "through a binding") }
    return (.input, "through a binding handed to \(typing)")
  }

  /// The text field or slider that writes a binding handed to `control` (`SearchBar(text:)`):
  /// the control itself, or, for a view of the scanned code, the control its `@Binding` of that
  /// name is handed to in turn.
  private func typingControl(_ control: String, visited: Set<String>) -> String? {
    guard let open = control.firstIndex(of: "(") else { return nil }
    let callee = String(control[..<open])
    if Self.continuousControls.contains(callee) { return callee }
    let label = String(control[control.index(after: open)...].dropLast(2))
    guard !visited.contains(control), let view = index.declaration(named: callee), index.isView(view),
      let binding = index.propertyDeclaration(label, in: view.name), binding.attributes.contains("Binding")
    else { return nil }
    for use in index.parts(of: view).flatMap(\.memberUses) where use.name == label && use.kind == .projected {
      if let handedTo = use.handedTo, let found = typingControl(handedTo, visited: visited.union([control])) {
        return "\(callee) (\(found))"
      }
    }
    return nil
  }

  /// `Player.tick`, or `Player.start › scheduledTimer` for code in a closure given to a callee.
  static func scope(type: String?, member: String?, contexts: [String]) -> String {
    ([[type, member].compactMap { $0 }.joined(separator: ".")] + contexts.reversed()).joined(separator: " › ")
  }

  private func writer(at code: Snippet, contexts: [String], member: String?, type: String?) -> Writer {
    var writer = plainWriter(at: code, contexts: contexts, member: member, type: type)
    let scope = Self.scope(type: type, member: member, contexts: contexts)
    if !scope.isEmpty { writer.scope = scope }
    return writer
  }

  private func plainWriter(at code: Snippet, contexts: [String], member: String?, type: String?) -> Writer {
    // Test code never runs in the app, whatever runs it in the test.
    if Self.isTestFile(code.location.file) {
      return Writer(location: code.location, code: code.text, runner: .test, via: nil)
    }
    let runner = runner(contexts: contexts)
    if let runner, runner != .task {
      return Writer(location: code.location, code: code.text, runner: runner, via: nil)
    }
    if !contexts.isEmpty, let member, let type, rearms(member, in: type) {
      return Writer(location: code.location, code: code.text, runner: .stream,
        via: "in \(type).\(member), which calls itself again from its callback: one message after another")
    }
    if let runner {
      return Writer(location: code.location, code: code.text, runner: runner, via: nil)
    }
    if member == "init" {
      return Writer(location: code.location, code: code.text, runner: .initializer, via: nil)
    }
    if member == "previews" || type.map(isPreview) == true {
      return Writer(location: code.location, code: code.text, runner: .preview, via: nil)
    }
    if let member, let type, let caller = callers(of: member, in: type).first {
      return Writer(location: code.location, code: code.text, runner: caller.runner,
        via: "in \(type).\(member), called by \(caller.runner.phrase) at \(caller.location)")
    }
    return Writer(location: code.location, code: code.text, runner: .method, via: member.map { "in \(type ?? "").\($0)" })
  }

  /// Test code runs when the tests do, not in the app: a file in a folder named `…Tests`, or
  /// named `…Tests.swift`.
  static func isTestFile(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    return components.dropLast().contains { $0.hasSuffix("Tests") } || components.last?.hasSuffix("Tests.swift") == true
  }

  /// A `PreviewProvider` (`Row_Previews`) shows sample values once, in the canvas. Asked for
  /// nearly every write, so each type is looked up once.
  private func isPreview(_ type: String) -> Bool {
    if let known = previewTypes[type] { return known }
    let preview = type.hasSuffix("_Previews")
      || index.declaration(named: type).map { index.conformances(of: $0).contains("PreviewProvider") } == true
    previewTypes[type] = preview
    return preview
  }

  /// What the innermost closure that says anything says, except that a `Task` started from a
  /// callback, a timer or an action runs at that one's pace.
  private func runner(contexts: [String]) -> Runner? {
    let found = contexts.compactMap { Self.byCallee[$0] }
    return found.first { $0 != .task } ?? found.first
  }

  /// Whether a method calls itself again from one of its closures (`receive { … receiveMessage() }`):
  /// a callback that re-arms itself, so its code runs for one message after another.
  private func rearms(_ method: String, in type: String) -> Bool {
    let key = type + "." + method
    if let known = rearmingMethods[key] { return known }
    let found = index.declaration(named: type).map(index.parts(of:))?.contains { part in
      part.memberUses.contains { $0.name == method && $0.member == method && !$0.contexts.isEmpty }
    } == true
    rearmingMethods[key] = found
    return found
  }

  /// Calls of `type.method` whose closures say what runs them, busiest first: `player.tick()`
  /// where `player` is known to be a `type` or its type is not known, and `tick()` inside `type`
  /// itself. A call on a value of another known type (`viewContext.save()`) is another method.
  private func callers(of method: String, in type: String) -> [(runner: Runner, location: SourceLocation)] {
    let key = type + "." + method
    if let known = callersByMethod[key] { return known }
    // A call through a protocol the type conforms to may reach it: every conforming type counts.
    let conformances = index.declaration(named: type).map(index.conformances(of:)) ?? []
    let byReceiver = calls(of: method)
    var found = (byReceiver[nil] ?? []) + (byReceiver[type] ?? [])
    for conformance in conformances where index.declaration(named: conformance)?.kind == .protocol {
      found += byReceiver[conformance] ?? []
    }
    for part in index.declaration(named: type).map(index.parts(of:)) ?? [] {
      for use in part.memberUses where use.name == method {
        if let runner = runner(contexts: use.contexts) { found.append((pace(of: runner, in: use.member, of: type), use.expression.location)) }
      }
    }
    found.sort { $0.runner.busyness > $1.runner.busyness }
    callersByMethod[key] = found
    return found
  }

  /// A `Task` started in a method runs as often as the method does: `onReadAloud(_:)`, called from
  /// a button, starts its task once per tap.
  private func pace(of runner: Runner, in member: String?, of type: String?) -> Runner {
    guard runner == .task, let member, let type, member != "body", resolvingCallers.insert(type + "." + member).inserted else { return runner }
    defer { resolvingCallers.remove(type + "." + member) }
    return callers(of: member, in: type).first { $0.runner != .task }?.runner ?? runner
  }

  /// The calls of a method name whose closures say what runs them, by the type their receiver
  /// resolves to (nil when it does not): resolved once per name, since every type declaring a
  /// method of that name asks.
  private func calls(of method: String) -> [String?: [(runner: Runner, location: SourceLocation)]] {
    if let known = callsByName[method] { return known }
    var found: [String?: [(runner: Runner, location: SourceLocation)]] = [:]
    for chain in index.chains(reading: method) where chain.access == .call && chain.components.last == method {
      guard let runner = runner(contexts: chain.contexts) else { continue }
      let paced = pace(of: runner, in: chain.enclosingMember, of: chain.enclosingType.map(Index.simpleName))
      found[index.resolve(chain).steps.last?.ownerType, default: []].append((paced, chain.expression.location))
    }
    callsByName[method] = found
    return found
  }
}
