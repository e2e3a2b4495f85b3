/// A view observing an `ObservableObject` runs on every change it announces. The same class as
/// `@Observable` runs each view only for the properties that view reads.
struct AdoptObservationTransform: Transform {
  static let id = "adopt-observation"
  static let summary = "An ObservableObject class becomes @Observable, so that each view observing it runs only for the properties it reads."
  static let guidance = """
    Every other technique assumes Observation, where a view depends on the properties its body \
    reads. An ObservableObject announces each @Published change to every view that observes it, \
    whatever those views show, so in a codebase built on it one busy property runs every \
    observer. Migrating the class to @Observable is then often the largest single cut in \
    updates. The migration changes when views update, so it is proposed only where it spares \
    something, and left alone where the class's publishers, wrappers or encoding depend on \
    ObservableObject.
    """
  static let explanation = """
    Worth it for a store that several views observe while each shows a few of its published \
    properties, one of which changes often (a timer, a progress, a sync state). One change set \
    across the codebase: `@Observable` replaces the ObservableObject conformance, `@Published` \
    goes, stored properties that were not published become `@ObservationIgnored` (so what \
    notifies stays the same; a `lazy var` must be ignored anyway), `@StateObject` becomes `@State`, \
    `@ObservedObject` goes (or becomes `@Bindable` where the view binds `$store.x`), \
    `@EnvironmentObject var store: Store` becomes `@Environment(Store.self)` (with a `@Bindable` \
    copy in `body` where it binds), `.environmentObject(store)` becomes `.environment(store)`, and \
    `import Combine` goes where nothing else in the file uses it. Left alone with the reason: \
    publishers in use (`$name`, `objectWillChange`, `.sink`, `onReceive`), subclasses and \
    superclasses, `open` or Objective-C classes, another property wrapper in the class that a view \
    shows (one no view shows becomes `@ObservationIgnored`), Codable, \
    ObservableObject named as a type elsewhere, an injection whose type Narrow cannot tell, and a \
    deployment target below iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1. Always for review: \
    the report names each view and the properties it will no longer run for, and what to check \
    where a view made the object with @StateObject.
    """
  static let highestVerdict = Verdict.review

  init(options: TransformOptions) {}

  func proposals(in model: UpdateModel, lookups _: TransformLookups) -> TransformResult {
    var result = TransformResult()
    let lookups = AdoptObservationLookups(index: model.index)
    for object in model.index.allTypes where object.kind == .class {
      let planner = AdoptObservationPlanner(model: model, lookups: lookups, object: object)
      result.record(planner.plan(), transform: Self.id, target: planner.target, at: object.location)
    }
    return result
  }
}
