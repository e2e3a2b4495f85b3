/// A property of the view that the child view needs, and how it gets there.
struct ChildInput: Hashable {
  let name: String
  /// The child's declaration of it (`let player: Player`, `@Binding var volume: Double`).
  let declaration: String
  /// `player: player`, `volume: $volume`; nil for what the child reads for itself (environment).
  let argument: String?
}

/// What the body reads that changes continuously: a property of an observable object it holds,
/// or its own `@State`.
enum IsolatedProperty: Hashable {
  /// `Player.currentTime`.
  case observed(pair: String)
  /// `progress`, of the view itself.
  case state(String)
  /// `Player.currentTime` of an `ObservableObject` the view observes through `handle`
  /// (`@ObservedObject var player: Player`): every change of the object runs the view, so every
  /// read of it moves, the child observes it, and the view holds it without observing.
  case object(handle: String, pair: String)
}

/// Where the body reads the property.
struct ReadSite {
  var code: Snippet
  /// The member of the view it is in.
  var member: String?
  /// What it is read through (`player.currentTime`, `progress.fraction`).
  var path: String
  /// The view's property it starts from, when it starts from one (`player`).
  var root: String?
}

/// Decides one read of a continuously changing property in one view's body.
struct IsolateReadPlanner {
  let model: UpdateModel
  let view: TypeFact
  let isolated: IsolatedProperty
  /// The continuous event that runs the body because it reads the pair.
  /// What that event runs as the code stands.
  let before: Simulation
  let takenNames: Set<String>
  /// Where the view reads the property while the body runs, in source order.
  let reads: [ReadSite]
  private(set) var childName = ""

  /// `members` are those that run with the body (`body` and the helpers it calls).
  init(model: UpdateModel, view: TypeFact, isolated: IsolatedProperty, before: Simulation, members: Set<String>, takenNames: Set<String>) {
    self.model = model
    self.view = view
    self.isolated = isolated
    self.before = before
    self.takenNames = takenNames
    reads = Self.reads(of: isolated, in: view, model: model, members: members)
  }

  private var event: Event { before.event }

  private var index: Index { model.index }
  /// `Player.currentTime`, or `PlayerScreen.progress` for the view's own state.
  private var pair: String {
    switch isolated {
    case .observed(let pair), .object(_, let pair): pair
    case .state(let name): "\(view.name).\(name)"
    }
  }
  private var property: String { Index.ownerAndMember(ofPair: pair)?.member ?? pair }
  private var properties: [PropertyFact] { index.parts(of: view).flatMap(\.properties).filter { !$0.isStatic } }

  /// Where the view reads the property while the body runs; a `$binding` to it reads nothing.
  private static func reads(of isolated: IsolatedProperty, in view: TypeFact, model: UpdateModel, members: Set<String>) -> [ReadSite] {
    let index = model.index
    let found: [ReadSite]
    switch isolated {
    case .observed(let pair):
      let property = Index.ownerAndMember(ofPair: pair)?.member ?? pair
      found = index.memberAccesses.chains(in: view.name).filter { resolved in
        resolved.chain.enclosingMember.map(members.contains) == true && RunnerFinder.runsWithBody(resolved.chain.contexts)
          && model.observableReads(of: resolved).contains(pair)
      }.map { resolved in
        let chain = resolved.chain
        let root: String?
        switch chain.root {
        case .name(let name) where chain.binding == .unbound: root = name
        case .selfValue: root = chain.components.first
        default: root = nil
        }
        let prefix: String
        if case .name(let name) = chain.root { prefix = name + "." } else { prefix = "" }
        let path = prefix + (Array(chain.components.prefix { $0 != property }) + [property]).joined(separator: ".")
        return ReadSite(code: chain.expression, member: chain.enclosingMember, path: path, root: root)
      }
    case .object(let handle, _):
      // The view stops observing the object: every read of it while the body runs moves.
      found = index.memberAccesses.chains(in: view.name).filter { resolved in
        resolved.chain.enclosingMember.map(members.contains) == true && RunnerFinder.runsWithBody(resolved.chain.contexts)
          && resolved.steps.first.map { $0.name == handle && $0.ownerType == view.name } == true
      }.map { resolved in
        ReadSite(code: resolved.chain.expression, member: resolved.chain.enclosingMember, path: resolved.chain.expression.text, root: handle)
      }
    case .state(let name):
      found = index.parts(of: view).flatMap(\.memberUses).filter { use in
        use.name == name && use.member.map(members.contains) == true && RunnerFinder.runsWithBody(use.contexts) && !use.inInitializer
          && use.kind != .projected && use.kind != .wrapperStorage && use.kind != .mutation
      }.map { use in
        var path = name
        if case .field(let field) = use.kind { path += "." + field }
        return ReadSite(code: use.expression, member: use.member, path: path, root: name)
      }
    }
    return found.sorted { $0.code.range.start < $1.code.range.start }
  }

  var target: String { "\(view.name):\(reads.first?.path ?? property)" }

  var location: SourceLocation { reads.first?.code.location ?? view.location }

  mutating func plan() -> PlanOutcome {
    guard !reads.isEmpty else { return .notACandidate }
    if !view.genericParameters.isEmpty {
      return .skip(IsolateReadSkip.isGeneric, "\(view.name) is generic: the child view would need its type parameters")
    }
    if let helper = reads.first(where: { $0.member != "body" }) {
      return .skip(IsolateReadSkip.helperWouldHaveToMoveToo, "\(view.name) reads \(pair) in \(helper.member ?? "a helper") at \(helper.code.location), which the body calls: the helper would have to move too")
    }
    if let stray = reads.first(where: { read in !properties.contains { $0.name == read.root } }) {
      return .skip(IsolateReadSkip.notThroughAPropertyOfTheView, "\(view.name) reads \(pair) through `\(stray.code.text)` at \(stray.code.location), not through a property of the view")
    }
    let cost = costOfSparedRuns()
    guard cost.worthIt else {
      return .skip(IsolateReadSkip.childViewCostsAboutWhatItSpares, "the runs a change of \(pair) spares build \(cost.views) view\(cost.views == 1 ? "" : "s") and no rows (\(cost.bodies) bod\(cost.bodies == 1 ? "y" : "ies")): a child view costs about what it spares")
    }
    guard let body = index.bodyParts(of: view) else { return .skip(IsolateReadSkip.isNotOneNarrowCanRead, "the body of \(view.name) is not one Narrow can read") }
    let holding = body.parts.filter { part in reads.allSatisfy { part.code.contains($0.code) } }
    guard let part = holding.min(by: { $0.code.text.count < $1.code.text.count }), !part.isWholeBody else {
      let lines = Set(reads.map(\.code.location.line)).sorted().map(String.init).joined(separator: ", ")
      return .skip(IsolateReadSkip.noOnePartOfTheBodyHoldsEveryRead, "no one part of the body holds every read of \(pair) (line\(reads.count == 1 ? "" : "s") \(lines)): moving them out would move the body itself")
    }
    if part.code.text.count * 2 > body.body.text.count {
      return .skip(IsolateReadSkip.mostOfTheBody, "the part that reads \(pair) (\(part.code.location)) is most of the body: a child view would run for nearly as much")
    }
    if part.usesSelf { return .skip(IsolateReadSkip.usesSelf, "the part at \(part.code.location) uses self: the view itself would move into the child") }
    // The view keeps the object without the wrapper: `$player` or `_player` outside the part
    // would no longer exist.
    if case .object(let handle, _) = isolated,
      let wrapped = index.parts(of: view).flatMap(\.memberUses).first(where: { use in
        use.name == handle && (use.kind == .projected || use.kind == .wrapperStorage) && !part.code.contains(use.expression)
      })
    {
      return .skip(IsolateReadSkip.usesTheWrapperOf, "\(view.name) uses the wrapper of \(handle) at \(wrapped.expression.location) (`\(wrapped.expression.text)`), which it would no longer have once the child observes \(handle) instead")
    }
    var inputs: [ChildInput] = []
    var checks: [String] = []
    for name in part.freeNames {
      switch input(for: name, in: part, body: body) {
      case .failure(let reason): return .skip(reason)
      case .success(nil): continue
      case .success(let found?):
        inputs.append(found)
        if found.argument == nil {
          checks.append("\(name) is read from the environment where the child stands; confirm no modifier of the body around it sets that value")
        }
      }
    }
    guard let name = chooseName() else {
      return .skip(IsolateReadSkip.namesTaken, "the names \(nameCandidates.joined(separator: " and ")) are taken")
    }
    childName = name
    let ordered = properties.compactMap { property in inputs.first { $0.name == property.name } }
    let rewrite = IsolateReadRewrite(view: view, part: part, childName: name, inputs: ordered,
      declarationIndentation: body.declarationIndentation, properties: properties, pair: pair)
    checks.insert("\(name) is a new view where the part stood: a modifier the body applies around that place, or an .id, now applies to it", at: 0)
    var proposal = Proposal(
      transform: IsolateReadTransform.id, target: target, verdict: .review, location: part.code.location,
      summary: "\(view.name) shows \(pair) through \(name), so that its changes run that view instead of the whole body",
      evidence: [
        "\(event.name) (\(event.rate.rawValue)) runs \(view.name) because its body reads \(pair)",
        "the runs it spares build \(Wording.counted(cost.views, "view", "views"))" + (cost.bodies > 1 ? ", in \(cost.bodies) bodies that run with \(view.name)" : ""),
      ],
      checks: checks, edits: rewrite.edits() + stopObserving())
    let owner = Index.ownerAndMember(ofPair: pair)?.owner ?? pair
    proposal.effect = Effect(spared: sparedChanges(owner: owner)).measured(in: model)
    return .propose(proposal)
  }

  /// An object the view observed whole: it now holds it without observing, and every published
  /// change of it stops running the view.
  private func stopObserving() -> [TextEdit] {
    guard case .object(let handle, _) = isolated, let property = properties.first(where: { $0.name == handle }) else { return [] }
    let plain = property.declaration.text.replacingOccurrences(of: #"@ObservedObject\s+"#, with: "", options: .regularExpression)
    return [TextEdit(file: property.declaration.location.file, range: property.declaration.range, replacement: plain)]
  }

  private func sparedChanges(owner: String) -> [SparedChange] {
    guard case .object = isolated, let type = index.declaration(named: owner) else {
      return [SparedChange(view: view.name, change: pair, writers: model.writers(of: property, in: owner))]
    }
    return index.storedProperties(of: type).filter { index.isWrapped($0, by: .published) }.compactMap { published in
      let writers = model.changes(of: published.name, in: owner)
      return writers.isEmpty ? nil : SparedChange(view: view.name, change: "\(owner).\(published.name)", writers: writers)
    }
  }

  /// The bodies the event stops running once the view no longer reads the pair, and what they build.
  private func costOfSparedRuns() -> (views: Int, bodies: Int, worthIt: Bool) {
    let after = model.simulate(event, cutting: [SparedChange(view: view.name, change: pair, writers: [])])
    let spared = before.runs.map(\.view).filter { !after.runs($0) }
    let costs = spared.map(model.cost(of:))
    let views = costs.reduce(0) { $0 + $1.views }
    return (views, spared.count, views >= BodyCost.expensiveViews || costs.contains(where: \.isExpensive))
  }

  /// How a name the part uses reaches the child: as an input, not at all (a global), or a reason to stop.
  private func input(for name: String, in part: ViewPart, body: ViewBodyParts) -> Result<ChildInput?, Reason> {
    // Before the view's own members: a name the body binds (`if let artwork`, a closure's
    // parameter) may hide a property of the same name, with another type.
    if body.bodyLocals.contains(name) {
      return .failure(Reason(IsolateReadSkip.declaredInTheBody, "the part uses `\(name)`, declared in the body, which the child cannot see"))
    }
    if let property = properties.first(where: { $0.name == name }) {
      if property.storage == .computed {
        return .failure(Reason(IsolateReadSkip.computedPropertyTheChildCannotSee, "the part uses \(view.name).\(name), a computed property the child cannot see"))
      }
      return carry(property, projected: part.projectedNames.contains(name), written: part.writtenNames.contains(name)).map { $0 }
    }
    if index.parts(of: view).contains(where: { $0.methods.contains(name) }) {
      return .failure(Reason(IsolateReadSkip.methodOf, "the part calls \(name), a method of \(view.name) the child cannot see"))
    }
    return .success(nil)
  }

  private func carry(_ property: PropertyFact, projected: Bool, written: Bool) -> Result<ChildInput, Reason> {
    let name = property.name
    let wrapper = index.wrapper(of: property)
    let known = FrameworkWrapper(named: wrapper)
    if known == .environment || known == .environmentObject {
      return .success(ChildInput(name: name, declaration: property.declaration.text, argument: nil))
    }
    guard let type = property.type ?? index.propertyTypeText(name, in: view.name) else {
      return .failure(Reason(IsolateReadSkip.whoseTypeIsNotWritten, "the part uses \(name), whose type is not written, so the child cannot declare it"))
    }
    let isObject = Index.simpleTypeName(type).flatMap(index.declaration(named:)).map { $0.kind == .class } == true
    // The view's own state goes as a binding: handing on `$progress` reads nothing, so only the
    // child depends on it. State the part writes (`isValid = …` in an action) must be a binding
    // too, or the child would write a copy; an object is written through its reference.
    let projected = projected || isolated == .state(name) || written && !isObject
    switch (wrapper, known) {
    case (nil, _) where !projected, (_, .bindable?) where !projected:
      return .success(ChildInput(name: name, declaration: "\(property.carriedKeyword) \(name): \(type)", argument: "\(name): \(name)"))
    case (_, let kind?) where kind == .bindable || kind == .state && isObject:
      return .success(ChildInput(name: name, declaration: (projected ? "@Bindable var" : "let") + " \(name): \(type)", argument: "\(name): \(name)"))
    case (_, .state?):
      return .success(projected
        ? ChildInput(name: name, declaration: "@Binding var \(name): \(type)", argument: "\(name): $\(name)")
        : ChildInput(name: name, declaration: "let \(name): \(type)", argument: "\(name): \(name)"))
    case (_, .binding?):
      return .success(ChildInput(name: name, declaration: "@Binding var \(name): \(type)", argument: "\(name): $\(name)"))
    case (_, .observedObject?), (_, .stateObject?):
      return .success(ChildInput(name: name, declaration: "@ObservedObject var \(name): \(type)", argument: "\(name): \(name)"))
    default:
      return .failure(Reason(IsolateReadSkip.whichNarrowDoesNotCarry, "the part uses \(name)" + (wrapper.map { ", a @\($0) property," } ?? "") + " which Narrow does not carry into another view"))
    }
  }

  /// `PlayerScreenCurrentTime` for `Player.currentTime` read by `PlayerScreen`.
  private var nameCandidates: [String] {
    let base = view.simpleName + property.prefix(1).uppercased() + property.dropFirst()
    return [base, base + "View"]
  }

  private func chooseName() -> String? {
    nameCandidates.first { index.declarations(named: $0).isEmpty && !takenNames.contains($0) }
  }
}
