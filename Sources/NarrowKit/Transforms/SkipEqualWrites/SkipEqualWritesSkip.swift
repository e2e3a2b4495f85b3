/// Why SkipEqualWritesTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum SkipEqualWritesSkip: String, SkipRule {
  public static let owner = SkipEqualWritesTransform.id

  /// “… has a didSet or willSet, which runs on every assignment: a guard would stop it for equal values”
  case hasObservers
  /// “the type of … is not written, so Narrow cannot tell how its == compares”
  case typeNotWritten
  /// “the == of … at … leaves out …: a guard would drop a write that changes only those”
  case equalityLeavesOutFields
  /// “…: a guard needs an == that compares the whole value”
  case needsWholeValueEquality
  /// “no body runs for the busy writes of …, so a guard spares nothing”
  case soAGuardSparesNothing
  /// “`…` at … would be looked up twice, and its key or path does more than name a value”
  case wouldBeLookedUpTwice
  /// “the elements of … (…) are not of an array or dictionary type Narrow can read”
  case areNotOfAnArrayOrDictionaryType
  /// “the type of ….… is not declared in the scanned code (written at …)”
  case isNotDeclaredInTheScannedCode
  /// “… is a Core Data managed property: an equal assignment still marks the object changed, which hasChanges and the next save follow, and a guard would stop that”
  case isCoreDataManagedProperty
}

extension SkipEqualWritesTransform {
  public typealias Skip = SkipEqualWritesSkip
}
