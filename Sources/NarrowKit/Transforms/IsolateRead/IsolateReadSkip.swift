/// Why IsolateReadTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum IsolateReadSkip: String, SkipRule {
  public static let owner = IsolateReadTransform.id

  /// “… is generic: the child view would need its type parameters”
  case isGeneric
  /// “… reads … in … at …, which the body calls: the helper would have to move too”
  case helperWouldHaveToMoveToo
  /// “… reads … through `…` at …, not through a property of the view”
  case notThroughAPropertyOfTheView
  /// “the runs a change of … spares build … view… and no rows (… bod…): a child view costs about what it spares”
  case childViewCostsAboutWhatItSpares
  /// “no one part of the body holds every read of … (line… …): moving them out would move the body itself”
  case noOnePartOfTheBodyHoldsEveryRead
  /// “the part that reads … (…) is most of the body: a child view would run for nearly as much”
  case mostOfTheBody
  /// “the part at … uses self: the view itself would move into the child”
  case usesSelf
  /// “the part uses ….…, a computed property the child cannot see”
  case computedPropertyTheChildCannotSee
  /// “the part calls …, a method of … the child cannot see”
  case methodOf
  /// “the part uses `…`, declared in the body, which the child cannot see”
  case declaredInTheBody
  /// “the part uses …, whose type is not written, so the child cannot declare it”
  case whoseTypeIsNotWritten
  /// “the part uses …”
  case whichNarrowDoesNotCarry
  /// “the names … are taken”
  case namesTaken
  /// “the body of … is not one Narrow can read”
  case isNotOneNarrowCanRead
  /// “… uses the wrapper of … at … (`…`), which it would no longer have once the child observes … instead”
  case usesTheWrapperOf
}

extension IsolateReadTransform {
  public typealias Skip = IsolateReadSkip
}
