/// A view that observes the object through a property wrapper, and the published properties its
/// body reads.
struct ObjectObserver {
  let reader: ModelReader
  /// Published properties read where the view's body or the members it calls run, in order.
  var reads: [String] = []
  /// A read through a method or computed property, which may read any property.
  var readsAll: String?
  /// `$store.x`, which needs a `@Bindable` once the wrapper is gone.
  var bindings: [Snippet] = []
  /// A binding written outside `body`, where a `@Bindable` made inside `body` does not reach.
  var bindingOutsideBody: Snippet?
}

/// Decides whether one `ObservableObject` class can become `@Observable`, and what it spares.
struct AdoptObservationPlanner {
  let model: UpdateModel
  let lookups: AdoptObservationLookups
  let object: TypeFact
  private var index: Index { model.index }

  var target: String { object.name }

  static let stateObjectMaker = "StateObject(wrappedValue:"

  /// The value of `_player = StateObject(wrappedValue: Player())` written in an initialiser.
  static func stateObjectSetUp(_ use: MemberUseFact) -> Snippet? {
    guard use.inInitializer, let value = use.assignment?.value, value.text.hasPrefix(stateObjectMaker) else { return nil }
    return value
  }

  func plan() -> PlanOutcome {
    guard object.kind == .class, index.conformances(of: object).contains("ObservableObject") else { return .notACandidate }
    if let reason = classProblem() ?? propertyProblem() ?? publisherProblem() {
      return .skip(reason)
    }
    let places: TakingPlaces
    switch takingPlaces() {
    case .failure(let reason): return .skip(reason)
    case .success(let found): places = found
    }
    if let reason = index.observationProblem(inFile: object.location.file) { return .skip(AdoptObservationSkip.observationUnavailable, reason) }
    if let unknown = unknownHolder() { return .skip(unknown) }
    let readers = ModelReader.readers(of: object, in: index, viewsOnly: false)
    if let other = readers.first(where: { if case .other = $0.handle { return true } else { return false } }) {
      return .skip(AdoptObservationSkip.heldWithAnotherWrapper, "\(other.view.name).\(other.property.name) holds \(object.name) with @\(index.wrapper(of: other.property) ?? ""), which Narrow does not rewrite")
    }
    // `_player = StateObject(wrappedValue: …)` in an initialiser becomes `State(initialValue: …)`;
    // any other use of the wrapper itself is left alone.
    if let reader = readers.first(where: { reader in
      index.parts(of: reader.view).flatMap(\.memberUses).contains { use in
        use.name == reader.property.name && use.kind == .wrapperStorage
          && !(index.frameworkWrapper(of: reader.property) == .stateObject && Self.stateObjectSetUp(use) != nil)
      }
    }) {
      return .skip(AdoptObservationSkip.setsUpWrapperStorage, "\(reader.view.name) sets up _\(reader.property.name) itself, which Narrow does not rewrite")
    }
    let observers = readers.filter { index.frameworkWrapper(of: $0.property)?.observesObject == true }.map(observer)
    if let outside = observers.first(where: { $0.reader.handle == .environmentObject && $0.bindingOutsideBody != nil }) {
      return .skip(AdoptObservationSkip.observedOutsideBody, "\(outside.reader.view.name) binds \(outside.bindingOutsideBody!.text) at \(outside.bindingOutsideBody!.location), outside body, where the @Bindable copy Narrow writes does not reach")
    }
    let effect: Effect
    switch self.effect(of: observers) {
    case .failure(let reason): return .skip(reason)
    case .success(let found): effect = found
    }
    var rewrite = AdoptObservationRewrite(planner: self, observers: observers, plainHolders: readers.filter { $0.handle == .plain },
      places: places)
    if let reason = rewrite.build() { return .skip(reason) }
    var proposal = rewrite.proposal()
    proposal.effect = effect
    return .propose(proposal)
  }

  /// A wrapper whose object's type Narrow cannot tell may hold this class, and would be left
  /// wrapping something that is no longer an ObservableObject.
  private func unknownHolder() -> Reason? {
    guard let (type, property) = lookups.firstUnknownHolder else { return nil }
    return Reason(AdoptObservationSkip.unknownHolder, "cannot tell what \(type.name).\(property.name) (@\(index.wrapper(of: property) ?? "")) at \(property.declaration.location) holds; it may be \(object.name), which would no longer be an ObservableObject")
  }

  var published: [PropertyFact] {
    index.storedProperties(of: object).filter { $0.isWritten(with: .published) }
  }

  private func classProblem() -> Reason? {
    // Each build compiles one of them: migrating one would leave the others as they were.
    if let branches = index.branchesDeclaring(object) {
      return Reason(AdoptObservationSkip.declaredInEachBranchOfAnIf, "\(object.name) is declared once in each branch of an #if (\(branches.map(\.condition).joined(separator: ", "))); Narrow migrates a class declared once")
    }
    if object.modifiers.contains("open") { return Reason(AdoptObservationSkip.isOpen, "\(object.name) is open: subclasses outside the scanned code would not be migrated with it") }
    if let subclass = index.subclasses(of: object.name).first { return Reason(AdoptObservationSkip.isSubclassed, "\(object.name) is subclassed by \(subclass.name), which would have to be migrated with it") }
    let superclass = object.inheritedTypes.first.flatMap { index.declaration(named: Index.simpleName($0)) }
    if let superclass, superclass.kind == .class {
      return Reason(AdoptObservationSkip.inheritsAnotherClass, "\(object.name) inherits \(superclass.name); Narrow migrates a class only with its superclass")
    }
    // Key-value observing reaches only what is exposed to Objective-C: `@objc dynamic` properties,
    // or every member under `@objcMembers`. Selectors and notifications do not touch properties.
    if object.inheritedTypes.first == "NSObject" {
      if object.attributes.contains("objcMembers") {
        return Reason(AdoptObservationSkip.inheritsNSObject, "\(object.name) inherits NSObject and exposes its members to Objective-C (@objcMembers), whose key-value observing may reach its properties")
      }
      if let exposed = index.storedProperties(of: object).first(where: { $0.attributes.contains("objc") || $0.modifiers.contains("dynamic") }) {
        return Reason(AdoptObservationSkip.inheritsNSObject, "\(object.name) inherits NSObject and exposes \(exposed.name) to Objective-C (\(exposed.modifiers.contains("dynamic") ? "dynamic" : "@objc")), so key-value observing may reach it; @Observable's properties do not support that")
      }
    }
    if object.attributes.contains("objc") {
      return Reason(AdoptObservationSkip.exposedToObjectiveC, "\(object.name) is exposed to Objective-C (@objc), whose key-value observing may reach its properties")
    }
    let conformances = index.conformances(of: object)
    if !conformances.isDisjoint(with: ["Codable", "Encodable", "Decodable"]) {
      return Reason(AdoptObservationSkip.isCodable, "\(object.name) is Codable: @Observable stores each property under another name (_name), which a synthesized conformance would encode; migrate it by hand")
    }
    if index.parts(of: object).contains(where: { $0.kind == .extension && $0.inheritedTypes.contains("ObservableObject") }) {
      return Reason(AdoptObservationSkip.conformsInAnExtension, "\(object.name) conforms to ObservableObject in an extension, which Narrow does not rewrite")
    }
    return nil
  }

  private func propertyProblem() -> Reason? {
    // What each observer's body shows, worked out once for every wrapped property.
    var shown: [(reader: ModelReader, reads: Set<String>?)]?
    for property in index.storedProperties(of: object) {
      // `@Observable` cannot track a wrapped property; when no view shows it, none needs it
      // tracked, and it becomes `@ObservationIgnored` (a dependency-injection wrapper, a setting
      // only actions read).
      if let wrapper = untrackableWrapper(of: property) {
        if shown == nil { shown = observersShowing() }
        if let viewer = viewShowing(property, shown: shown!) {
          return Reason(AdoptObservationSkip.untrackableWrapper, "\(object.name).\(property.name) has @\(wrapper), a property wrapper @Observable cannot track, and \(viewer); move it out of the class first")
        }
      }
      if property.isWritten(with: .published) && property.sharesDeclaration {
        return Reason(AdoptObservationSkip.publishedSharesDeclaration, "\(object.name).\(property.name) shares its declaration with other properties")
      }
    }
    return nil
  }

  /// A property wrapper other than `@Published` on the property, which `@Observable` cannot track.
  func untrackableWrapper(of property: PropertyFact) -> String? {
    index.wrappers(of: property).first { $0 != FrameworkWrapper.published.rawValue }
  }

  /// The views observing the class, each with what its body shows of it (nil: it hands the
  /// class on where Narrow cannot tell what reads it).
  private func observersShowing() -> [(reader: ModelReader, reads: Set<String>?)] {
    let readers = ModelReader.readers(of: object, in: index).filter { index.frameworkWrapper(of: $0.property)?.observesObject == true }
    let holders = Set(readers.map(\.view.simpleName))
    return readers.map { ($0, model.storedReads(of: object, through: $0.property.name, inBodyOf: $0.view, holders: holders)) }
  }

  /// Which view may show the property while its body runs, said as a clause; nil when none does.
  private func viewShowing(_ property: PropertyFact, shown: [(reader: ModelReader, reads: Set<String>?)]) -> String? {
    for (reader, reads) in shown {
      guard let reads else { return "\(reader.view.name) hands \(object.name) on where Narrow cannot tell what reads it" }
      if reads.contains(property.name) { return "\(reader.view.name) shows it" }
    }
    for occurrence in index.memberAccesses.occurrences(of: property.name, in: object.name) {
      let chain = occurrence.chain.chain
      guard let view = chain.enclosingType.flatMap(index.declaration(named:)), index.isView(view), RunnerFinder.runsWithBody(chain.contexts),
        chain.enclosingMember.map(model.bodyReads(of: view).members.contains) == true
      else { continue }
      return "\(view.name) shows it"
    }
    return index.memberAccesses.filesWithUnresolvedAccess(to: property.name).first.map { "\($0) reads .\(property.name) in a way Narrow cannot follow" }
  }

  /// A child object's announcements passed on as the class's own, by hand
  /// (`settings.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }`): the
  /// exact reason, since the way out is to migrate the child and drop the forwarding.
  private func forwardedChild() -> Reason? {
    let children = Set(index.storedProperties(of: object).filter { property in
      index.propertyType(property.name, in: object.name).flatMap(index.declaration(named:)).map(index.isObservableObject) == true
    }.map(\.name))
    for chain in index.chains(in: object.name) {
      let root: String?
      switch chain.root {
      case .name(let name): root = name
      case .selfValue: root = chain.components.first
      }
      let afterRoot = chain.root == .selfValue ? Array(chain.components.dropFirst()) : chain.components
      guard let child = root, children.contains(child), afterRoot.first == "objectWillChange" else { continue }
      return Reason(AdoptObservationSkip.forwardsChildAnnouncements, "\(object.name) passes on the announcements of its child \(child) by hand (`\(chain.expression.text)` at \(chain.expression.location)), which @Observable does not have; once \(child)'s class is @Observable too, a view reading through \(object.name) tracks what it reads of it: migrate that class first and remove the forwarding")
    }
    return nil
  }

  /// `$name`, `objectWillChange`, `.sink` and `onReceive` all go through the publishers
  /// `ObservableObject` gives, which `@Observable` does not have.
  private func publisherProblem() -> Reason? {
    let names = Set(published.map(\.name))
    if let forwarding = forwardedChild() { return forwarding }
    for part in index.parts(of: object) {
      if let use = part.memberUses.first(where: { names.contains($0.name) && ($0.kind == .projected || $0.kind == .wrapperStorage) }) {
        return Reason(AdoptObservationSkip.usesPublisher, "\(object.name) uses the publisher of \(use.name) at \(use.expression.location) (`\(use.expression.text)`)")
      }
      if part.referencedNames.contains("objectWillChange") {
        return Reason(AdoptObservationSkip.usesObjectWillChange, "\(object.name) uses objectWillChange, which @Observable does not have")
      }
    }
    // Read from this class, or from something whose type Narrow cannot tell in a file that names
    // the class (a value of it is declared, made or passed there). A `$name` publisher of a type
    // Narrow cannot tell is this class's whenever the class publishes `name`.
    let willChange = lookups.willChangeReads
    for member in ["objectWillChange"] + names.sorted().map({ "$" + $0 }) {
      let chains = member == "objectWillChange" ? willChange.reads(of: object.name) : index.chains(reading: member).map(index.resolve)
      for resolved in chains {
        let chain = resolved.chain
        guard let step = resolved.steps.first(where: { $0.name == member }) else { continue }
        if step.ownerType == nil && member == "objectWillChange" && !willChange.file(chain.expression.location.file, names: object.name) { continue }
        guard step.ownerType == nil || step.ownerType == object.name else { continue }
        return Reason(AdoptObservationSkip.usesPublisherOrObjectWillChange, "`\(chain.expression.text)` at \(chain.expression.location) uses \(member == "objectWillChange" ? "objectWillChange" : "the publisher \(member)")"
          + (step.ownerType == nil ? " of an object whose type Narrow cannot tell" : " of \(object.name)") + ", which @Observable does not have")
      }
    }
    // `.$name` accessed where no chain covers it (`Shared.store.$name`, `(a ?? b).$name`).
    // Only the files that access the member at all, found once for every class: a search of every
    // file per class grew with classes times files.
    let accesses = index.memberAccesses
    for name in names.sorted() {
      let member = "$" + name
      let followed = Dictionary(grouping: index.chains(reading: member), by: \.expression.location.file).mapValues(\.count)
      if let file = accesses.files(naming: member).first(where: { ($0.memberNameCounts[member] ?? 0) > (followed[$0.file.path] ?? 0) }) {
        return Reason(AdoptObservationSkip.usedInAWayNarrowCannotFollow, "\(file.file.path) accesses .\(member) in a way Narrow cannot follow; it may be the publisher of \(object.name).\(name), which @Observable does not have")
      }
    }
    return nil
  }

  /// Uses of objectWillChange on values whose type Narrow cannot tell, in files that never name
  /// the class: most likely another object's, but for a person to confirm.
  var untypedObjectWillChangeUses: [Snippet] {
    let willChange = lookups.willChangeReads
    return willChange.untypedReads.filter { !willChange.file($0.expression.location.file, names: object.name) }.map(\.expression)
  }

  /// `ObservableObject` named as a type (`some ObservableObject`, `T: ObservableObject`) may take
  /// this class, and would no longer. A place that also asks for a protocol the class does not
  /// conform to (`T: Playable & ObservableObject`, `protocol Playable: ObservableObject`) cannot.
  /// One that asks for a protocol of the scanned code that only this class conforms to takes
  /// only this class, and is rewritten with it: `T: Playable & Observable`.
  func takingPlaces() -> Result<TakingPlaces, Reason> {
    var rewritten: [ObservableObjectMention] = []
    var genericHolders: [PropertyFact] = []
    for use in index.files.lazy.flatMap(\.observableObjectUses) where use.alongside.allSatisfy({ index.conforms(object, to: $0) }) {
      if use.alongside.isEmpty {
        return .failure(Reason(AdoptObservationSkip.usedOtherThanAsConformance, "ObservableObject is named at \(use.location) other than as a class's conformance (a generic constraint, an existential, a protocol); Narrow cannot tell whether \(object.name) is passed there"))
      }
      let others = use.alongside.joined(separator: " & ")
      let asked = "ObservableObject is asked for with \(others) at \(use.location), which \(object.name) conforms to"
      if use.refines {
        return .failure(Reason(AdoptObservationSkip.wouldNoLongerFit, "\(asked): a protocol that refines ObservableObject would no longer fit \(object.name)"))
      }
      guard use.alongside.contains(where: { name in index.declarations(named: name).contains { $0.kind == .protocol } }) else {
        return .failure(Reason(AdoptObservationSkip.declaredInScannedCode, "\(asked), and none of \(others) is declared in the scanned code, so other classes may be passed there"))
      }
      let alsoTaken = index.allTypes.filter { type in
        type.kind != .protocol && type.name != object.name && use.alongside.allSatisfy { index.conforms(type, to: $0) }
          && (type.kind == .class || (type.kind == .extension && index.declarations(named: type.name).isEmpty))
      }
      if let other = alsoTaken.first {
        return .failure(Reason(AdoptObservationSkip.theyWouldHaveToMigrateTogether, "\(asked), and so does \(other.name): they would have to migrate together"))
      }
      if use.usesPublisher {
        return .failure(Reason(AdoptObservationSkip.usesPublisherOfObjectWillChange, "\(asked), and the declaration there uses a publisher (objectWillChange or $…), which an @Observable class does not have"))
      }
      if let generic = use.genericType, let parameter = use.parameter {
        let parts = index.declarations(named: generic).flatMap { index.parts(of: $0) }
        for holder in parts.flatMap(\.properties) where holder.declaredType.flatMap(Index.simpleTypeName) == parameter {
          guard let wrapper = index.wrapper(of: holder) else { continue }
          // `@ObservedObject var model: Model` becomes `var model: Model`: Observation tracks what
          // the body reads through any value of the parameter. The other wrappers' Observation
          // forms (`@Bindable`, `@Environment(Model.self)`, `@State`) ask for more than the
          // constraint says (a class), and a projection needs `@Bindable`.
          let projected = parts.flatMap(\.memberUses).first { $0.name == holder.name && ($0.kind == .projected || $0.kind == .wrapperStorage) }
          guard FrameworkWrapper(named: wrapper) == .observedObject, projected == nil else {
            let why = projected.map { ", and uses \($0.expression.text) at \($0.expression.location)" } ?? ""
            return .failure(Reason(AdoptObservationSkip.conformanceForATypeParameter, "\(asked), and \(generic).\(holder.name) holds \(parameter) with @\(wrapper)\(why), which Narrow does not rewrite for a type parameter"))
          }
          genericHolders.append(holder)
        }
      }
      rewritten.append(use)
    }
    return .success(TakingPlaces(mentions: rewritten, genericHolders: genericHolders))
  }

  /// What a view observing through a wrapper reads of the object while its body runs.
  private func observer(_ reader: ModelReader) -> ObjectObserver {
    var observer = ObjectObserver(reader: reader)
    let stored = Set(index.storedProperties(of: object).map(\.name))
    for use in reader.handleUses {
      let chain = use.chain
      if chain.chain.isProjection && use.step == 0 {
        observer.bindings.append(chain.chain.expression)
        if chain.chain.enclosingMember != "body" && observer.bindingOutsideBody == nil { observer.bindingOutsideBody = chain.chain.expression }
      }
      // Code in an action or a task runs later, outside the body: what it reads is not a dependency.
      if chain.chain.contexts.contains(where: RunnerFinder.runsLater) { continue }
      guard use.step + 1 < chain.steps.count else { continue }
      let member = chain.steps[use.step + 1].name
      if stored.contains(member) {
        if !observer.reads.contains(member) { observer.reads.append(member) }
      } else if observer.readsAll == nil {
        observer.readsAll = "\(reader.view.name) calls \(reader.property.name).\(member) at \(chain.chain.expression.location), which may read any property"
      }
    }
    for use in index.parts(of: reader.view).flatMap(\.memberUses) where use.name == reader.property.name && use.kind == .projected {
      observer.bindings.append(use.expression)
      if use.member != "body" && observer.bindingOutsideBody == nil { observer.bindingOutsideBody = use.expression }
    }
    return observer
  }

  /// Every observer runs today on every published change; after the migration, only for the
  /// properties it reads. What it no longer runs for is each published property it does not read
  /// that something writes.
  private func effect(of observers: [ObjectObserver]) -> Result<Effect, Reason> {
    if observers.isEmpty { return .failure(Reason(AdoptObservationSkip.noViewObserves, "no view observes \(object.name) through @StateObject, @ObservedObject or @EnvironmentObject, so migrating it spares no update")) }
    let changes = published.map { ($0.name, model.changes(of: $0.name, in: object.name)) }.filter { !$0.1.isEmpty }
    var spared: [SparedChange] = []
    for observer in observers where observer.readsAll == nil {
      for (name, writers) in changes where !observer.reads.contains(name) {
        spared.append(SparedChange(view: observer.reader.view.name, change: "\(object.name).\(name)", writers: writers))
      }
    }
    if spared.isEmpty {
      let reason = changes.isEmpty
        ? "nothing writes \(object.name)'s published properties after it is built"
        : "every view observing \(object.name) reads every published property that changes (\(changes.map(\.0).joined(separator: ", ")))"
          + (observers.compactMap(\.readsAll).first.map { ", or \($0)" } ?? "")
      return .failure(Reason(AdoptObservationSkip.readsEveryPublishedPropertyThatChanges, reason + ", so migrating it spares no update"))
    }
    return .success(Effect(spared: spared).measured(in: model))
  }
}
