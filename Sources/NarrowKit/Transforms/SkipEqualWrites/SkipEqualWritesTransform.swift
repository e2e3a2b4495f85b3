/// An observable property assigned from a busy source announces every assignment, equal or not:
/// `@Published` sends `objectWillChange` before it compares anything, and Observation before
/// Swift 6.2 does not compare at all. Each observer runs for a value that did not change. A
/// guard that assigns only a differing value makes an equal write silent.
struct SkipEqualWritesTransform: Transform {
  static let id = "skip-equal-writes"
  static let summary = "A busy assignment of an Equatable @Published property assigns only when the value differs."
  static let guidance = """
    This goes beyond the guidance. `@Published` announces a change on every assignment, before \
    comparing anything, so every view that observes the object runs even when the new value equals \
    the old one; Observation did the same for `@Observable` properties before Swift 6.2. Progress \
    callbacks, timers and streams often assign a value recomputed from unchanged inputs. Comparing \
    first, and assigning only what differs, keeps those writes from running any body.
    """
  static let explanation = """
    Proposed for a `@Published` property of an ObservableObject whose type's == compares every \
    stored field, where a continuous or repeated event assigns it with `=`; an @Observable \
    property is left alone, since Swift 6.2 and later skip an equal value in its setter. Each \
    such assignment becomes `if target != value { target = value }` (a value that calls something \
    is computed once first, into a local). \
    Compound assignments (`+=`) and calls that mutate are left as they are: they change the \
    value. It skips a property with a didSet or willSet, which runs on every assignment, and a \
    type whose == leaves fields out or that Narrow cannot tell is Equatable. The effect is the \
    simulation's: an observer then runs only when the value changes. How often an assigned value \
    repeats the one held the code does not say, so the effect is possible until a log of the \
    running app (--evidence) shows the runs. Always review: a subscriber of the publisher ($name) \
    that expects every assignment no longer receives equal values.
    """
  static let highestVerdict = Verdict.review

  init(options: TransformOptions) {}

  func proposals(in model: UpdateModel, lookups _: TransformLookups) -> TransformResult {
    let index = model.index
    var result = TransformResult()
    // `@Published` announces every assignment on every compiler. An `@Observable` property is
    // left alone: Swift 6.2 and later compare an Equatable value in its setter themselves, and
    // which compiler builds the app the code does not say.
    for owner in index.allTypes where owner.kind == .class && index.observability(of: owner) == .wholeObject {
      for property in index.storedProperties(of: owner) where !property.isLet && !property.isStatic {
        guard index.announcesChange(of: property.name, in: owner.name) else { continue }
        let planner = SkipEqualWritesPlanner(model: model, owner: owner, property: property)
        result.record(planner.plan(), transform: Self.id, target: "\(owner.name).\(property.name)", at: property.declaration.location)
      }
    }
    return result
  }
}
