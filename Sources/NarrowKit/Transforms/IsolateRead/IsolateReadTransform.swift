/// An expensive body that shows a property which changes many times a second (playback time, a
/// progress value) in one small part runs whole on every change. Moving that part into a child
/// view that reads the property itself leaves the rest of the body out of those updates.
struct IsolateReadTransform: Transform {
  static let id = "isolate-read"
  static let summary = "The small part of an expensive body that shows a continuously changing property becomes a child view that reads it."
  static let guidance = """
    This goes beyond the guidance, from what reviewers found most often in real apps: a body that \
    builds a whole screen and also shows a value written by a timer, a stream or a progress \
    callback runs entirely for each write. Observation records a read where it happens, so a child \
    view that reads the value in its own body is the only one that runs for it. Reading several \
    properties of one object is no reason to split a view; a property that changes continuously, \
    in a body that costs something, is.
    """
  static let explanation = """
    Proposed only when the simulation shows a continuous event (a timer, a stream, a scroll or \
    gesture handler) running the body because it reads the property, and the runs it would spare \
    cost something: the body builds rows or at least 10 views, or the event also runs other bodies \
    only because this one ran (children given closures). Narrow moves the one statement of the \
    body that holds every read of the property into `private struct <View><Property>: View` \
    after the view, passing it what the statement uses as it was: objects as the same reference, \
    other values as they were, bindings as bindings, environment values declared again. The \
    property may be the view's own @State written by a timer or a callback: the child then takes \
    it as a @Binding, which the view hands on without reading it. For an ObservableObject the view \
    is given (`@ObservedObject var player`), every read of it moves, the child observes it, and the \
    view keeps it without the wrapper, so no change of it runs the view. It skips \
    the view when the body reads the property elsewhere too, when the statement uses a local of \
    the body or a method of the view, or when no one statement holds every read. Always review: \
    the child is a new view in the hierarchy, and a modifier the body applies around it now \
    applies to that view.
    """
  static let highestVerdict = Verdict.review

  init(options: TransformOptions) {}

  func proposals(in model: UpdateModel, lookups _: TransformLookups) -> TransformResult {
    let index = model.index
    let views = index.allTypes.filter { $0.kind == .struct && index.isView($0) }
    // Many views read the same few properties: each one's continuous events are simulated once.
    let simulated = Memo<String, [Simulation]>()
    // Views are planned side by side, each as if no other had named a child yet. A child's name is
    // the first of its candidates no declaration and no earlier child has, so a view whose
    // children took no name an earlier view took is planned just as it would be in order; any
    // other is planned again, knowing them.
    let guesses = Parallel.map(views, jobs: index.jobs) { plan($0, in: model, simulated: simulated, taken: []) }
    var result = TransformResult()
    var taken = Set<String>()
    for (view, guess) in zip(views, guesses) {
      let planned = guess.namesChosen.isDisjoint(with: taken) ? guess : plan(view, in: model, simulated: simulated, taken: taken)
      result.proposals += planned.result.proposals
      result.skipped += planned.result.skipped
      taken.formUnion(planned.namesTaken)
    }
    return result
  }

  /// What one view's plans found, with every child name a plan chose and those its proposals keep.
  private struct ViewPlans: Sendable {
    var result = TransformResult()
    var namesChosen: Set<String> = []
    var namesTaken: Set<String> = []
  }

  private func plan(_ view: TypeFact, in model: UpdateModel, simulated: Memo<String, [Simulation]>, taken: Set<String>) -> ViewPlans {
    let index = model.index
    var plans = ViewPlans()
    let reads = model.bodyReads(of: view)
    let states = view.properties.filter { property in
      index.frameworkWrapper(of: property) == .state && !property.isStatic && reads.own[property.name] != nil
        && !(property.type.flatMap(Index.simpleTypeName).flatMap(index.declaration(named:)).map { $0.kind == .class } ?? false)
    }
    // Each candidate with the reason the simulation gives when the read runs the view.
    let exactly = { (cause: String) in { (why: String) in why == cause } }
    let candidates = reads.observed.sorted().map { (IsolatedProperty.observed(pair: $0), $0, exactly("reads \($0)")) }
      + states.map { (IsolatedProperty.state($0.name), "\(view.name).\($0.name)", exactly("reads its @State \($0.name)")) }
      + observedObjects(of: view, in: model)
    let running = candidates.compactMap { isolated, pair, cause -> (IsolatedProperty, String, Simulation)? in
      let busy = simulated.value(for: pair) { continuousRuns(of: pair, in: model) }
      return busy.first(where: { $0.runs.contains { $0.view == view.name && $0.why.contains(where: cause) } }).map { (isolated, pair, $0) }
    }
    // The busiest first: a part that several reads share is named after the one that runs it most.
    let pace = { (run: Simulation) in Pacing.hertz(run.event.rate, run.event.pacing) }
    let busiestFirst = running.sorted { (pace($0.2), $1.1) > (pace($1.2), $0.1) }
    for (isolated, pair, before) in busiestFirst {
      var planner = IsolateReadPlanner(
        model: model, view: view, isolated: isolated, before: before, members: reads.members, takenNames: taken.union(plans.namesTaken))
      let outcome = planner.plan()
      if !planner.childName.isEmpty { plans.namesChosen.insert(planner.childName) }
      // One part that holds the reads of several busy properties moves once: the child it
      // becomes reads them all, and a second child around the first would only nest.
      if case .propose(let found) = outcome, let same = plans.result.proposals.firstIndex(where: { movesTheSamePart($0, found) }) {
        plans.result.proposals[same].effect.spared += found.effect.spared
        plans.result.proposals[same].evidence.append("the part also reads \(pair), which the child then reads too (\(found.target))")
        continue
      }
      if case .propose = outcome { plans.namesTaken.insert(planner.childName) }
      plans.result.record(outcome, transform: Self.id, target: planner.target, at: planner.location)
    }
    return plans
  }

  private func movesTheSamePart(_ one: Proposal, _ other: Proposal) -> Bool {
    guard let first = one.edits.first, let second = other.edits.first else { return false }
    return first.file == second.file && first.range == second.range
  }

  /// `@ObservedObject var player: Player`, given by the view's callers, and each published
  /// property of it the body shows: the view runs for every change of the object, so a child that
  /// observes it instead spares the view all of them.
  private func observedObjects(of view: TypeFact, in model: UpdateModel) -> [(IsolatedProperty, String, (String) -> Bool)] {
    let index = model.index
    return view.properties.filter { index.frameworkWrapper(of: $0) == .observedObject && $0.initialValue == nil && !$0.isStatic }.flatMap { handle in
      guard let type = index.heldTypeName(of: handle, in: view).flatMap(index.declaration(named:)),
        index.isObservableObject(type),
        let shown = model.storedReads(of: type, through: handle.name, inBodyOf: view, holders: [])
      else { return [] as [(IsolatedProperty, String, (String) -> Bool)] }
      let observing = "observes \(handle.name), an ObservableObject "
      return shown.sorted().map { member in
        let pair = "\(type.name).\(member)"
        return (IsolatedProperty.object(handle: handle.name, pair: pair), pair, { $0.hasPrefix(observing) })
      }
    }
  }

  private func continuousRuns(of pair: String, in model: UpdateModel) -> [Simulation] {
    let names = model.index.typeAndMembers(pair)
    return names.count == 2
      ? model.events(writing: names[1], in: names[0]).filter { $0.rate == .continuous }.map { model.simulate($0) } : []
  }
}
