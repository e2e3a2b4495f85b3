/// What `split-observable` counts as a large model and as many views.
struct SplitObservableThresholds: Sendable, Hashable {
  /// Stored properties a model needs before a portion is worth its own class (`--split-min`).
  var minimumProperties: Int
  /// Views that must read only the portion (`--split-views`).
  var views: Int
  init(minimumProperties: Int, views: Int) {
    self.minimumProperties = minimumProperties
    self.views = views
  }
}

/// Views that show two properties of a thirty-property `ObservableObject` run for all thirty.
/// Giving them a small object holding just those two, which the model keeps, lets them observe
/// that alone.
struct SplitObservableTransform: Transform {
  static let id = "split-observable"
  static let summary = "A small set of a large observable model's properties that several views read alone becomes an object of its own, which those views take instead."
  static let guidance = """
    A view that observes an ObservableObject runs again on every change the object announces, \
    whatever it reads of it. When several views read the same two or three properties of a large \
    model while its other properties change, moving those few into a smaller object that the \
    model keeps, and handing that object to the views, lets them observe only what they show. \
    An @Observable model already runs a view only for the properties it reads, so there the split \
    pays only when a measurement shows those views running for other changes. A model is never \
    split merely because it has many properties.
    """
  static let explanation = """
    Worth it for ObservableObject stores that change often in properties most views do not show \
    (a timer, a download's progress, a sync state) while several small views show one corner of \
    them (a badge, a counter). The properties move into a new class of the same kind beside the \
    model, with their types, initial values and access; the model keeps one instance \
    (`let storeBadge = StoreBadge()`) and every access goes through it. Views that read only \
    those properties hold the new object: their callers pass `store.storeBadge`, and every \
    `.environmentObject(store)` also injects `store.storeBadge`. An ObservableObject model forwards \
    the part's announcements to its own observers when another view may read the part through \
    the model, so those views update as before; otherwise it stops announcing them, which spares \
    its other observers. In an ObservableObject, what something continuous writes together (a \
    timer, a stream, typing) moves out whatever the model's size, when the simulation finds views \
    it spares on every tick: a view that shows it beside other properties keeps the model and \
    observes the part too, so the model need not announce it. Always for review: name the portion with --only 'Store{a,b}' and the class \
    with --name. --split-min N (default 8) and --split-views N (default 3) set the thresholds.
    """
  static let highestVerdict = Verdict.review

  private let thresholds: SplitObservableThresholds
  private let newTypeName: String?

  static let minimumProperties = TransformSetting(
    transform: id, key: "minimumProperties", flag: "--split-min", defaultValue: 8, help: "stored properties a model needs")
  static let views = TransformSetting(
    transform: id, key: "views", flag: "--split-views", defaultValue: 3, help: "views that must read only the portion")
  static var settings: [TransformSetting] { [minimumProperties, views] }

  init(options: TransformOptions) {
    thresholds = SplitObservableThresholds(minimumProperties: options.settings[Self.minimumProperties], views: options.settings[Self.views])
    newTypeName = options.newTypeName
  }

  func proposals(in model: UpdateModel, lookups shared: TransformLookups) -> TransformResult {
    let index = model.index
    var result = TransformResult()
    for object in index.allTypes where object.kind == .class && index.isRewritableObservable(object) {
      let planner = SplitObservablePlanner(model: model, rows: shared.rows, object: object, thresholds: thresholds, newTypeName: newTypeName)
      for (target, outcome) in planner.plan() {
        result.record(outcome, transform: Self.id, target: target, at: object.location)
      }
    }
    return result
  }
}
