import Foundation

/// The views in the order a change reaches them, who builds each, and what each reads: built
/// once per model and shared by every simulation.
final class SimulationGraph: @unchecked Sendable {
  /// What the simulation asks of one view for every event: worked out once.
  struct ViewProfile: Equatable {
    var reads: BodyReads
    /// Its stored inputs by name, with how SwiftUI compares each.
    var valueInputs: [String: InputComparison]
    var comparesWithItsOwnEquality: Bool
    var takesAnInputThatAlwaysDiffers: Bool
    /// For each property that holds an `ObservableObject` whole: the types whose `@Published`
    /// changes run the view (the object's own, and those it forwards).
    var announcingObjects: [String: [String]]
    /// For each `@FetchRequest`, `@SectionedFetchRequest` or `@Query` property, what it fetches.
    var fetched: [String: FetchedEntity]
    /// Its instance properties that a framework wraps, by name with the wrapper, in the order
    /// declared: every event that reaches the view asks how each is wrapped.
    var wrapped: [WrappedProperty]

    struct WrappedProperty: Equatable {
      var name: String
      var wrapper: FrameworkWrapper
    }

    init(_ view: TypeFact, in model: UpdateModel) {
      reads = model.bodyReads(of: view)
      wrapped = view.properties.compactMap { property in
        property.isStatic ? nil : model.index.frameworkWrapper(of: property).map { WrappedProperty(name: property.name, wrapper: $0) }
      }
      valueInputs = Dictionary(model.inputs(of: view).compactMap { input -> (String, InputComparison)? in
        if case .value(let property, let comparison) = input { return (property.name, comparison) }
        return nil
      }, uniquingKeysWith: { first, _ in first })
      comparesWithItsOwnEquality = model.comparesWithItsOwnEquality(view)
      takesAnInputThatAlwaysDiffers = valueInputs.values.contains { if case .alwaysDifferent = $0 { return true } else { return false } }
      var announcing: [String: [String]] = [:]
      let observing = Set(wrapped.filter(\.wrapper.observesObject).map(\.name))
      for property in view.properties where !property.isStatic && observing.contains(property.name) {
        // `@StateObject private var speech = Speech.shared` names its type only in its value.
        let written = property.type.flatMap { model.index.typeKey(written: $0, seenFrom: view.name, file: property.declaration.location.file) }
        guard let typeName = written ?? model.index.propertyType(property.name, in: view.name) ?? model.index.sharedInstanceType(of: property),
          let object = model.index.declaration(named: typeName),
          model.announcesEveryChangeToEveryObserver(object)
        else { continue }
        announcing[property.name] = [typeName] + model.forwardedObjects(of: object)
      }
      announcingObjects = announcing
      fetched = Dictionary(view.properties.compactMap { property in model.index.fetchedEntity(of: property, in: view).map { (property.name, $0) } },
        uniquingKeysWith: { first, _ in first })
    }
  }

  let order: [TypeFact]
  let sitesBuilding: [String: [ConstructionFact]]
  /// Views built only inside presented content, directly or by views that are: each with the
  /// modifier that presents it. They run only while it is shown.
  let presentedOnly: [String: String]
  /// Views built only as rows of a `ForEach` or `List`, directly or by views that are: each has
  /// one instance per row on screen.
  let builtInRows: Set<String>
  /// For each view, the `onChange(of:)` modifiers of its body: the value compared, as written,
  /// and what the action writes (`Owner.member`).
  let reactions: [String: [Reaction]]

  struct Reaction {
    var value: String
    var writes: Set<String>
    /// The whole words of the value, which every event that reaches the view looks its changes up by.
    var words: Set<Substring>
  }

  /// Method calls in each view's code, for reads through what a method returns.
  private let methodCallsByView: [String: [MethodCallFact]]

  /// The views each view builds, by their place in `order`, ascending.
  let childPositions: [String: [Int]]
  private let lock = NSLock()
  private let profiles = Memo<String, RecordedProfile>()
  /// The earlier code's profiles a model may keep, and what tells which.
  private let earlier: (profiles: EarlierProfiles, resolutions: EarlierResolutions)?

  /// A view's profile with everything working it out looked up.
  struct RecordedProfile {
    var profile: ViewProfile
    var lookedUp: LookedUp
  }
  /// For each type, the places in `order` of the views whose body may run when one of its members
  /// changes; built on first use.
  private var watchers: [String: [Int]]?
  private var workedOut = 0
  private let unchanged = Memo<Event, Simulation>()
  /// For each event simulated with something cut, why each view it visits runs of itself: what it
  /// reads and observes of the change depends on neither the cuts nor its parents, and the events
  /// a busy model writes are simulated again with one cut per candidate and per proposal.
  private let directCausesByEvent = Memo<Event, Memo<String, DirectCauses>>()

  /// Why a view's body runs for an event of itself, and what of the change its row closures alone read.
  typealias DirectCauses = (causes: [RunCause], readInRows: Set<String>)
  /// What each argument of a construction reads, by where its value is written: the same for
  /// every event that reaches the place.
  private let argumentReads = Memo<String, ArgumentReads>()

  /// What an argument's value reads. A path the index follows reads the pairs along it; another
  /// expression reads what its words name and what the members it calls read.
  enum ArgumentReads {
    case along([String])
    case unfollowed(words: Set<Substring>, throughMembers: Set<String>)
  }

  init(model: UpdateModel) {
    let index = model.index
    earlier = model.earlierProfiles.flatMap { profiles in index.earlierResolutions.map { (profiles, $0) } }
    // An `App` has a body too, run again when what it observes changes.
    let views = index.allTypes.filter { $0.kind != .extension && (index.isView($0) || index.conformances(of: $0).contains("App")) }
    var byName: [String: TypeFact] = [:]
    for view in views where byName[view.name] == nil { byName[view.name] = view }
    var sites: [String: [ConstructionFact]] = [:]
    var children: [String: [String]] = [:]
    // Over each file's facts in place: most constructions build no view, and copying them all
    // into one list first cost more than the rest of the graph.
    for site in index.files.lazy.flatMap(\.constructions) where byName[site.typeName] != nil {
      guard let parent = site.enclosingType, byName[parent] != nil else { continue }
      sites[site.typeName, default: []].append(site)
      children[parent, default: []].append(site.typeName)
    }
    sitesBuilding = sites
    presentedOnly = Self.builtOnly(in: sites) { $0.presentedBy }
    builtInRows = Set(Self.builtOnly(in: sites) { $0.row != nil ? "row" : nil }.keys)
    reactions = Self.reactions(in: model, views: byName)
    methodCallsByView = Dictionary(grouping: index.files.lazy.flatMap(\.methodCalls).filter { $0.enclosingType.map { byName[$0] != nil } == true },
      by: { $0.enclosingType! })
    // Parents before children: a depth-first walk from the views no other view builds.
    var visited: Set<String> = []
    var postorder: [String] = []
    func visit(_ name: String) {
      guard visited.insert(name).inserted else { return }
      for child in children[name] ?? [] { visit(child) }
      postorder.append(name)
    }
    let names = byName.keys.sorted()
    for name in names where sites[name] == nil { visit(name) }
    for name in names { visit(name) }
    order = postorder.reversed().compactMap { byName[$0] }
    let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1.name, $0) })
    childPositions = children.mapValues { Set($0.compactMap { position[$0] }).sorted() }
  }

  /// The views every construction of which `place` marks (presented content, a row), or lies in
  /// the body of a view that is so built, each with the mark of its first construction: found by
  /// growing the set until no view joins it.
  private static func builtOnly(in sites: [String: [ConstructionFact]], _ place: (ConstructionFact) -> String?) -> [String: String] {
    var found: [String: String] = [:]
    var grew = true
    while grew {
      grew = false
      for (view, built) in sites where found[view] == nil && !built.isEmpty {
        let marks = built.map { place($0) ?? $0.enclosingType.flatMap { found[$0] } }
        guard marks.allSatisfy({ $0 != nil }), let first = marks.first! else { continue }
        found[view] = first
        grew = true
      }
    }
    return found
  }

  /// The `onChange(of:)` modifiers of each view's body, with the writes inside each action.
  private static func reactions(in model: UpdateModel, views: [String: TypeFact]) -> [String: [Reaction]] {
    let writesByFile = Dictionary(grouping: model.pairsByWriter, by: { $0.key.file })
    var found: [String: [Reaction]] = [:]
    for onChange in model.index.files.lazy.flatMap(\.onChanges) where onChange.enclosingMember == "body" {
      guard let view = onChange.enclosingType, views[view] != nil, let action = onChange.action else { continue }
      let start = action.location
      let lastLine = start.line + action.text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      let writes = (writesByFile[start.file] ?? []).filter { write in
        let place = write.key
        return (place.line > start.line || (place.line == start.line && place.column >= start.column)) && place.line <= lastLine
      }.reduce(into: Set<String>()) { $0.formUnion($1.value) }
      guard !writes.isEmpty else { continue }
      found[view, default: []].append(Reaction(value: onChange.value.text, writes: writes, words: WholeWords.words(in: onChange.value.text)))
    }
    return found
  }

  /// Whether every instance of the view holds its own value of `property`: each is a row, and
  /// each row is handed one made from its own element (`state: store.state(for: download)`). A
  /// change inside one such object or value reaches only the row that holds it.
  func holdsItsOwn(_ property: String, in view: String) -> Bool {
    guard builtInRows.contains(view), let sites = sitesBuilding[view], !sites.isEmpty else { return false }
    return sites.allSatisfy { site in
      guard let element = site.row?.element, let argument = site.arguments.first(where: { $0.label == property }) else { return false }
      return WholeWords.count(of: element, in: argument.value.text, upTo: 1) > 0
    }
  }

  /// Whether each row of the view reads its own object of `type` through a method given what the
  /// row alone holds (`store.progress(download.id)`, `download` its own element): a change inside
  /// that object reaches that row only.
  func readsItsOwnObject(of type: String, in view: TypeFact, index: Index) -> Bool {
    let own = view.properties.map(\.name).filter { holdsItsOwn($0, in: view.name) }
    guard !own.isEmpty else { return false }
    return (methodCallsByView[view.name] ?? []).contains { call in
      guard call.arguments.contains(where: { argument in own.contains { WholeWords.count(of: $0, in: argument.value.text, upTo: 1) > 0 } }),
        let receiver = call.receiver.isEmpty || call.receiver == "self" ? view.name : index.propertyType(call.receiverRoot, in: view.name)
      else { return false }
      return index.resultType(of: call.method, in: receiver) == type
    }
  }

  /// The type a pair (`Player.currentTime`) is a member of.
  static func owner(of pair: String) -> Substring {
    pair.lastIndex(of: ".").map { pair[..<$0] } ?? Substring(pair)
  }

  /// The places in `order`, ascending, of every view whose body can run for these changes by
  /// itself (not as a child given changed inputs): those that read a member of a changed type,
  /// observe it whole, or hold `@State` or a `@Binding` that changed. A superset: the simulation
  /// decides each.
  func views(watching changes: Set<String>, in model: UpdateModel) -> [Int] {
    let watchers = watchersByType(in: model)
    var found: Set<Int> = []
    for owner in Set(changes.map(Self.owner)) { found.formUnion(watchers[String(owner)] ?? []) }
    return found.sorted()
  }

  private func watchersByType(in model: UpdateModel) -> [String: [Int]] {
    lock.lock()
    if let watchers {
      lock.unlock()
      return watchers
    }
    lock.unlock()
    var found: [String: Set<Int>] = [:]
    for (position, view) in order.enumerated() {
      let profile = profile(of: view, in: model)
      var owners = Set(profile.reads.observed.map { String(Self.owner(of: $0)) })
      owners.insert(view.name)
      owners.formUnion(profile.announcingObjects.values.joined())
      owners.formUnion(profile.fetched.values.map(\.entity))
      // A `@Binding` runs the view when what it points to changes in the parent that passed it.
      if profile.wrapped.contains(where: { $0.wrapper == .binding }) {
        owners.formUnion((sitesBuilding[view.name] ?? []).compactMap { $0.enclosingType })
      }
      for owner in owners { found[owner, default: []].insert(position) }
    }
    let built = found.mapValues { $0.sorted() }
    lock.lock()
    watchers = built
    lock.unlock()
    return built
  }

  /// The bodies an event runs with nothing cut, which every proposal it could spare compares with.
  func unchangedSimulation(of event: Event, _ simulate: () -> Simulation) -> Simulation {
    unchanged.value(for: event, simulate)
  }

  /// What the argument reads, worked out once per model.
  func reads(of argument: ArgumentFact, _ work: () -> ArgumentReads) -> ArgumentReads {
    let value = argument.value
    return argumentReads.value(for: "\(value.location.file):\(value.range.start):\(value.range.end)", work)
  }

  /// The views' direct causes for an event simulated with cuts, each worked out once for all of
  /// its simulations.
  func directCauses(for event: Event) -> Memo<String, DirectCauses> {
    directCausesByEvent.value(for: event) { Memo() }
  }

  /// What the simulation asks of the view. In a model of edited code, or of code a run before
  /// modelled, the earlier code's when nothing its profile looked up answers differently, the
  /// view's own name among them: its extensions elsewhere are its parts.
  func profile(of view: TypeFact, in model: UpdateModel) -> ViewProfile {
    profiles.value(for: view.name) {
      if let earlier, let kept = earlier.profiles.profile(of: view.name), earlier.resolutions.answersAsBefore(kept.lookedUp) {
        return kept
      }
      lock.lock()
      workedOut += 1
      lock.unlock()
      let log = LookupLog()
      log.note(view.name)
      let profile = ViewProfile(view, in: model.recordingLookups(into: log))
      return RecordedProfile(profile: profile, lookedUp: log.lookedUp)
    }.profile
  }

  /// The profile of the view, if this graph has worked it out.
  func profileKnown(of view: String) -> RecordedProfile? { profiles.known(for: view) }

  /// Every profile worked out or kept so far, by view: what a run keeps for the next.
  var profilesSoFar: [String: RecordedProfile] { profiles.everything }

  /// How many views' profiles this graph worked out itself rather than kept: a count a test can
  /// see, since a kept profile equals the one worked out again.
  var profilesWorkedOut: Int {
    lock.lock()
    defer { lock.unlock() }
    return workedOut
  }
}
