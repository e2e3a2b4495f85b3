/// A stored property of the view that the modifier needs, and how it travels there.
struct CarriedMember: Hashable {
  enum Kind: Hashable {
    /// An observable object: the same reference.
    case object
    /// `@State` or `@Binding`: a binding to the same storage.
    case binding
    /// A closure the view was given: the same closure.
    case closure
    /// Any other value, fixed when the view's body runs, as it was when the action captured the view.
    case constant
    /// `@Environment`: the modifier declares it again and reads it where it is applied.
    case environment
    /// A method of the view that reads nothing else of it, passed as a closure.
    case method
    /// An `ObservableObject` the view observed only for this onChange: the modifier observes it
    /// instead, given it by the view or finding it in the environment.
    case observableObject
  }
  /// What becomes of the view's own declaration once the modifier holds the member.
  enum Departure: Hashable {
    /// The view still uses it, or holding it makes the view depend on nothing.
    case stays
    /// Nothing else of the view uses it, and declaring it makes the view depend on it
    /// (`@Environment(\.dismiss)`, `@EnvironmentObject`): the declaration goes.
    case removed
    /// `@ObservedObject var clock: Clock` becomes `var clock: Clock`: the view's callers still
    /// give it, the view hands it on, and only the modifier observes it.
    case unobserved
  }
  /// The member's name in the view, and in the modifier.
  let name: String
  /// The property's type as written; nil for methods.
  var type: String? = nil
  let kind: Kind
  let declaration: String
  /// `cart: cart`; nil for what the modifier reads for itself.
  let argument: String?
  var departure = Departure.stays
}

/// Decides one `.onChange` call of a view's body.
struct IsolateOnChangePlanner {
  let index: Index
  let view: TypeFact
  let onChange: OnChangeFact
  let isMeasured: Bool
  let takenModifierNames: Set<String>
  private(set) var modifierName = ""
  /// What the value reads, once planned.
  private(set) var dependencies: [ValueDependency] = []
  /// What the value reads that nothing else in the body does: the changes the modifier takes over.
  private(set) var spared: [ValueDependency] = []

  init(index: Index, view: TypeFact, onChange: OnChangeFact, isMeasured: Bool, takenModifierNames: Set<String>) {
    self.index = index
    self.view = view
    self.onChange = onChange
    self.isMeasured = isMeasured
    self.takenModifierNames = takenModifierNames
  }

  var parts: [TypeFact] { index.parts(of: view) }
  private var properties: [PropertyFact] { parts.flatMap(\.properties).filter { !$0.isStatic } }

  mutating func plan() -> PlanOutcome {
    // An empty action does nothing but read the value in the body: a body that shows what is
    // not tracked (a cache, the date) runs again when the value changes. Moving it stops that.
    if onChange.actionIsEmpty {
      return .skip(IsolateOnChangeSkip.actionIsEmpty, "the action is empty: the onChange is there so that the body runs again when \(onChange.value.text) changes, which moving it would stop")
    }
    var members: [CarriedMember] = []
    var dependencies: [ValueDependency] = []
    for use in onChange.names where use.inValue {
      switch member(for: use, in: "the value") {
      case .failure(let reason): return .skip(reason)
      case .success(nil): continue
      case .success(let carried?):
        if !members.contains(carried) { members.append(carried) }
        switch self.dependencies(of: carried, at: use) {
        case .failure(let reason): return .skip(reason)
        case .success(let found): dependencies += found.filter { !dependencies.contains($0) }
        }
      }
    }
    guard !dependencies.isEmpty else { return .notACandidate }
    self.dependencies = dependencies
    // `chat.messages.last?.content`: the body may show the messages and still be spared every
    // change of the last one's content.
    let otherUses = dependencies.map(otherUse)
    spared = zip(dependencies, otherUses).filter { $0.1 == nil }.map(\.0)
    spared += members.flatMap(publishedChanges).filter { !spared.contains($0) }
    // The last dependency is the one the chain ends on, which says the most.
    if spared.isEmpty, let otherUse = otherUses.last(where: { $0 != nil }) ?? nil {
      return .skip(IsolateOnChangeSkip.valueHasAnotherUse, "\(otherUse): the value has another use, so moving the onChange would not spare the body")
    }
    let cost = BodyCost(index: index, view: view.name)
    if !cost.isExpensive && !isMeasured {
      return .skip(IsolateOnChangeSkip.costMustBeEstablished, "the body looks cheap (\(cost.description)); its cost must be established first: measure it, then name it with --only \(view.name):\(onChange.value.text)")
    }
    guard onChange.actionIsClosure else {
      return .skip(IsolateOnChangeSkip.notAClosure, "the action is not a closure written in place, so Narrow cannot tell what it uses")
    }
    if let escaping = onChange.bareSelfUses.first {
      return .skip(IsolateOnChangeSkip.selfOnItsOwn, "the action uses self on its own at \(escaping.location): the view itself would escape into the modifier")
    }
    var checks: [String] = []
    for use in onChange.names where !use.inValue {
      switch member(for: use, in: "the action") {
      case .failure(let reason): return .skip(reason)
      case .success(nil): continue
      case .success(let carried?):
        if let async = use.contexts.first(where: IsolateOnChangeTransform.runsLater) {
          return .skip(IsolateOnChangeSkip.asyncWork, "the action starts async work (\(async)) that captures the view through `\(use.expression.text)` at \(use.expression.location)")
        }
        if !members.contains(carried) { members.append(carried) }
        if let shown = stateShownAfterWrite(carried, use: use) { return .skip(shown) }
        if let check = check(for: carried, use: use), !checks.contains(check) { checks.append(check) }
      }
    }
    switch chooseModifierName(dependencies) {
    case .failure(let reason): return .skip(reason)
    case .success(let name): modifierName = name
    }
    let ordered = properties.compactMap { property in members.first { $0.name == property.name } }
      + members.filter { $0.kind == .method }
    let rewrite = IsolateOnChangeRewrite(
      view: view, onChange: onChange, modifierName: modifierName, members: ordered, properties: properties)
    var evidence = spared.map { "\(view.name) reads \($0) only for this onChange" }
    evidence += otherUses.compactMap { $0.map { "\($0): the body still runs for changes of it" } }
    evidence.append("the body \(cost.description)" + (isMeasured ? "; its cost is named by --only" : ""))
    let sites = index.constructions(of: view.name).count
    evidence.append(sites == 0
      ? "\(view.name) is not constructed in the scanned code: it may be the root of a screen"
      : "\(view.name) is constructed at \(sites) site\(sites == 1 ? "" : "s")")
    return .propose(Proposal(
      transform: IsolateOnChangeTransform.id, target: "\(view.name):\(onChange.value.text)",
      verdict: checks.isEmpty ? .safe : .review, location: onChange.call.location,
      summary: "\(view.name) observes \(onChange.value.text) through \(modifierName) instead of its body",
      evidence: evidence, checks: checks, edits: rewrite.edits()))
  }

  /// What a name used in the call is in the view: a carried member, nothing to carry (a global),
  /// or a reason to stop.
  private func member(for use: NameUseFact, in place: String) -> Result<CarriedMember?, Reason> {
    let at = "at \(use.expression.location)"
    if use.binding != .unbound {
      return .failure(Reason(IsolateOnChangeSkip.localOf, "\(place) uses `\(use.name)` \(at), a local of body the modifier cannot see"))
    }
    if let property = properties.first(where: { $0.name == use.name }) {
      if property.storage == .computed {
        return .failure(Reason(IsolateOnChangeSkip.computedFromTheView, "\(place) reads \(view.name).\(use.name) \(at), which is computed from the view and cannot be carried over"))
      }
      return carry(property).map { $0 }
    }
    if parts.contains(where: { $0.methods.contains(use.name) }) {
      return carryMethod(use.name).map { $0 }.mapError { $0.reworded { "\(place) calls \(use.name) \(at), \($0)" } }
    }
    if parts.contains(where: { $0.nestedTypes.contains(use.name) }) {
      return .failure(Reason(IsolateOnChangeSkip.nestedIn, "\(place) uses \(use.name) \(at), which is nested in \(view.name)"))
    }
    return .success(nil)
  }

  /// A method the action calls travels as a closure when it has one signature, is neither
  /// `async`, throwing nor `mutating`, and reads nothing of the view: the modifier then runs
  /// exactly the code the view ran.
  private func carryMethod(_ name: String) -> Result<CarriedMember, Reason> {
    let overloads = parts.flatMap(\.functions).filter { $0.name == name }
    guard overloads.count == 1, let method = overloads.first, !method.isStatic else {
      return .failure(Reason(IsolateOnChangeSkip.methodOf, "a method of \(view.name) with overloads or static, which the modifier cannot reach"))
    }
    guard method.effects.isEmpty, !method.modifiers.contains("mutating"), let written = method.closureType else {
      return .failure(Reason(IsolateOnChangeSkip.methodOf, "a method of \(view.name) whose signature has no plain closure type"))
    }
    guard case .success(let relocated) = index.relocate(type: written, from: .inside(view), to: .beside(view)) else {
      return .failure(Reason(IsolateOnChangeSkip.methodOf, "a method of \(view.name) whose signature names types the modifier cannot name"))
    }
    let type = relocated.text
    let viewMembers = Set(properties.map(\.name) + parts.flatMap(\.methods) + parts.flatMap(\.nestedTypes))
    if let touched = method.reads.names.first(where: { viewMembers.contains($0.name) || $0.explicitSelf }) {
      return .failure(Reason(IsolateOnChangeSkip.methodOf, "a method of \(view.name) that also uses \(touched.name), so it cannot travel on its own"))
    }
    return .success(CarriedMember(name: name, kind: .method, declaration: "let \(name): \(type)", argument: "\(name): \(name)"))
  }

  private func carry(_ property: PropertyFact) -> Result<CarriedMember, Reason> {
    let name = property.name
    let wrapper = index.wrapper(of: property)
    let known = FrameworkWrapper(named: wrapper)
    if known == .environment, let written = environmentDeclaration(property) {
      let declaration: String
      switch index.relocate(expression: written, from: .inside(view), to: .beside(view)) {
      case .failure(let problem): return .failure(Reason(IsolateOnChangeSkip.cannotBeDeclaredInTheModifier, "\(view.name).\(name) cannot be declared in the modifier: \(problem.reason)"))
      case .success(let relocated): declaration = relocated.text
      }
      return .success(CarriedMember(name: property.name, type: property.type, kind: .environment, declaration: declaration,
        argument: nil, departure: useOutsideCall(of: name) == nil ? .removed : .stays))
    }
    if let wrapper, known?.observesObject == true {
      let useElsewhere = useOutsideCall(of: name)
      // The view observes the whole object: it stops running for its changes only when the
      // modifier takes the object over, which a view that makes it (@StateObject) cannot give up.
      guard known != .stateObject, useElsewhere == nil else {
        let also = useElsewhere.map { ", which it also uses at \($0.location) (`\($0.text)`)" } ?? ", which it makes and owns"
        return .failure(Reason(IsolateOnChangeSkip.heldObservableObject, "\(view.name).\(name) is an ObservableObject held with @\(wrapper)\(also): the view re-runs on every change of it anyway, so moving this read out would spare nothing"))
      }
      guard let written = property.type else {
        return .failure(Reason(IsolateOnChangeSkip.isNotWritten, "the type of \(view.name).\(name) is not written, so the modifier cannot declare it"))
      }
      guard case .success(let relocated) = index.relocate(type: written, from: .inside(view), to: .beside(view)) else {
        return .failure(Reason(IsolateOnChangeSkip.cannotBeWrittenInTheModifier, "the type of \(view.name).\(name) cannot be written in the modifier"))
      }
      let passed = known == .observedObject
      return .success(CarriedMember(name: name, type: written, kind: .observableObject,
        declaration: "@\(wrapper) var \(name): \(relocated.text)", argument: passed ? "\(name): \(name)" : nil,
        departure: passed ? .unobserved : .removed))
    }
    if let wrapper, known != .state && known != .binding && known != .bindable {
      return .failure(Reason(IsolateOnChangeSkip.cannotCarryOver, "\(view.name).\(name) has the property wrapper @\(wrapper), which Narrow cannot carry over into a modifier"))
    }
    guard let written = property.type else {
      return .failure(Reason(IsolateOnChangeSkip.isNotWritten, "the type of \(view.name).\(name) is not written, so the modifier cannot declare it"))
    }
    let type: String
    switch index.relocate(type: written, from: .inside(view), to: .beside(view)) {
    case .failure(let problem): return .failure(Reason(IsolateOnChangeSkip.cannotBeWrittenInTheModifier, "the type of \(view.name).\(name) cannot be written in the modifier: \(problem.reason)"))
    case .success(let relocated): type = relocated.text
    }
    switch known {
    case .state?, .binding?:
      return .success(CarriedMember(name: property.name, type: type, kind: .binding,
        declaration: "@Binding var \(name): \(type)", argument: "\(name): $\(name)"))
    case .bindable?:
      return .success(CarriedMember(name: property.name, type: type, kind: .object,
        declaration: "@Bindable var \(name): \(type)", argument: "\(name): \(name)"))
    default:
      let kind: CarriedMember.Kind = type.contains("->") ? .closure : isObservableType(written) ? .object : .constant
      return .success(CarriedMember(name: property.name, type: type, kind: kind,
        declaration: "\(property.carriedKeyword) \(name): \(type)", argument: "\(name): \(name)"))
    }
  }

  /// An `ObservableObject` the view gives up runs it for no change of it: every published
  /// property of the object is spared, whatever the value reads.
  private func publishedChanges(of member: CarriedMember) -> [ValueDependency] {
    guard member.kind == .observableObject, let type = member.type.flatMap({ index.declaration(named: $0) }) else { return [] }
    return index.storedProperties(of: type).filter { index.isWrapped($0, by: .published) }
      .map { .property(object: member.name, name: $0.name) }
  }

  /// Where the view uses one of its members outside this onChange call, if anywhere: in its
  /// body, a helper, an initialiser or an action.
  private func useOutsideCall(of name: String) -> Snippet? {
    let callFile = onChange.call.location.file
    return parts.flatMap(\.memberUses).first { use in
      use.name == name && !(use.expression.location.file == callFile && onChange.call.range.contains(use.expression.range))
    }?.expression
  }

  /// `@Environment(Theme.self) private var theme` without its access modifiers, which would hide
  /// the modifier's initialiser from the view.
  private func environmentDeclaration(_ property: PropertyFact) -> String? {
    let text = property.declaration.text
    guard let keyword = text.range(of: property.isLet ? "let " : "var ") else { return nil }
    var head = text[..<keyword.lowerBound].split(separator: " ", omittingEmptySubsequences: true)
    while let last = head.last, property.modifiers.contains(String(last)) { head.removeLast() }
    return (head + [text[keyword.lowerBound...]]).joined(separator: " ")
  }

  private func isObservableType(_ type: String) -> Bool {
    guard let declared = index.declaration(named: type), declared.kind == .class else { return false }
    return index.isObservable(declared)
  }

  /// When the action writes view state that the body itself shows, the body runs for that write
  /// anyway, as often as it ran for the value: the isolation would spare nothing.
  private func stateShownAfterWrite(_ member: CarriedMember, use: NameUseFact) -> Reason? {
    guard member.kind == .binding else { return nil }
    switch use.access {
    case .write, .inout: break
    // Calling a method of state that holds an object changes the object, not the state.
    case .call where !holdsReference(member): break
    case .call, .read: return nil
    }
    let callFile = onChange.call.location.file
    let shown = parts.flatMap(\.memberUses).first {
      $0.name == member.name && !$0.inInitializer && $0.kind != .mutation
        && !($0.expression.location.file == callFile && onChange.call.range.contains($0.expression.range))
    }
    return shown.map {
      Reason(IsolateOnChangeSkip.actionChangesShownState, "the action changes \(member.name), which \(view.name) shows at \($0.expression.location): its body runs for that change anyway, so moving the onChange spares nothing")
    }
  }

  private func holdsReference(_ member: CarriedMember) -> Bool {
    guard let type = member.type.flatMap(Index.simpleTypeName), let declared = index.declaration(named: type) else { return false }
    return declared.kind == .class || declared.kind == .actor
  }

  /// Why the action's use of a member needs a person to look at it.
  private func check(for member: CarriedMember, use: NameUseFact) -> String? {
    switch (member.kind, use.access) {
    case (.binding, .write), (.binding, .inout), (.binding, .call):
      return "the action changes \(view.name).\(member.name) through a binding now held by the modifier; confirm nothing relies on the view's own body running for it"
    case (.environment, _), (.observableObject, _) where member.argument == nil:
      return "the modifier reads \(member.name) from the environment where it is applied; confirm no modifier after it in the chain sets a different value"
    case (.closure, .call):
      return "the action calls \(view.name).\(member.name), a closure the view was given; it now runs from the modifier, so confirm it does not depend on the view's body having run"
    case (.method, _):
      return "the action calls \(view.name).\(member.name)(), now handed to the modifier as a closure; it reads nothing else of the view, so confirm it has no side effects that depend on when the view's body runs"
    default:
      return nil
    }
  }
}
