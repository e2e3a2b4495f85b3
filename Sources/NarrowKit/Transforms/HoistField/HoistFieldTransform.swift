/// An observable object that stores a struct is observed through that one property: writing any
/// field of the struct invalidates every view that reads any other field. Moving a busy field out
/// of the struct into its own stored property of the object gives it a dependency of its own.
struct HoistFieldTransform: Transform {
  static let id = "hoist-field"
  static let summary = "A busy field of a struct stored on an observable object becomes a stored property of the object."
  static let guidance = """
    Observation tracks a stored struct as a single property. A view that shows `player.track.title` \
    therefore re-runs whenever anything in `player.track` is written, including a counter that ticks \
    every second. Making that one busy field a stored property of the observable object separates it: \
    readers of the other fields no longer hear about it, and readers of the field still do.
    """
  static let explanation = """
    Worth it when one field of the struct changes often (timers, progress, scrolling, counters) while \
    views read its other fields. It changes the data model: the field leaves the struct, so code that \
    builds, copies, compares or saves the struct no longer carries it. Narrow only proposes it when \
    every use of the field goes through the object's property, and always asks for review.
    """
  static let highestVerdict = Verdict.review

  init(options: TransformOptions) {}

  /// Each view reading other fields of the struct no longer runs when the field is written.
  private static func effect(of proposal: Proposal, planner: HoistFieldPlanner, in model: UpdateModel) -> Effect {
    let writers = model.writers(of: planner.field.name, in: planner.structType.name)
    return Effect(spared: planner.siblingReaderViews().map { view in
      SparedChange(view: view, change: "\(planner.object.name).\(planner.storage.name).\(planner.field.name)", writers: writers)
    }).measured(in: model)
  }

  static func observableObjectReason(_ object: TypeFact) -> Reason {
    Reason(HoistFieldSkip.ownerIsObservableObject, "\(object.name) is an ObservableObject: any @Published write runs every view observing it, so hoisting spares nothing until it adopts Observation (adopt-observation)")
  }

  func proposals(in model: UpdateModel, lookups _: TransformLookups) -> TransformResult {
    let index = model.index
    let usage = index.memberAccesses
    var result = TransformResult()
    for object in index.allTypes where object.kind == .class && index.isRewritableObservable(object) {
      for storage in object.properties where !storage.isStatic && storage.storage != .computed {
        guard let structName = storage.type.flatMap(Index.simpleTypeName),
          let structType = index.declaration(named: structName), structType.kind == .struct
        else { continue }
        for field in structType.properties where !field.isStatic && field.storage != .computed {
          let planner = HoistFieldPlanner(
            index: index, usage: usage, object: object, storage: storage, structType: structType, field: field)
          let target = "\(object.name).\(storage.name).\(field.name)"
          if model.announcesEveryChangeToEveryObserver(object) {
            result.record(.skip(Self.observableObjectReason(object)), transform: Self.id, target: target, at: storage.declaration.location)
            continue
          }
          var outcome = planner.plan()
          if case .propose(var proposal) = outcome {
            proposal.effect = Self.effect(of: proposal, planner: planner, in: model)
            outcome = proposal.effect.spared.isEmpty
              ? .skip(HoistFieldSkip.soMovingItSparesNoneOfThem, "every view that reads \(object.name).\(storage.name) also reads its \(field.name), so moving it spares none of them")
              : .propose(proposal)
          }
          result.record(outcome, transform: Self.id, target: target, at: storage.declaration.location)
        }
      }
    }
    return result
  }
}
