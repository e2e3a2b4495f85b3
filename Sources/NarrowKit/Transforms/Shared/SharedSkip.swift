/// The rules of the helpers several transforms share (the per-row planning of row-derived-state and
/// row-observable): a transform's examples name these cases where its skip comes from a helper,
/// and the catalogue test asks that some transform has an example of each.
public enum SharedSkip: String, SkipRule {
  public static let owner = "shared"

  /// “… is an ObservableObject: every … of … is announced to all its observers, whatever each row shows; adopt Observation for it first”
  case isAnObservableObject
  /// “the rows (…) derive nothing per row from …, which a scroll handler writes”
  case deriveNothingPerRow
  /// “the rows work out their result in different ways (`…` at …, `…` at …)”
  case derivedInDifferentWays
  /// “`…` at … gives every row the same value: nothing is derived per row”
  case sameValueForEveryRow
  /// “`…` in `…` is neither the element nor a literal, so the call cannot move into …”
  case argumentNeitherElementNorLiteral
  /// “… has no stored property … for the argument to fill, so its state has nothing to take the place of”
  case noPropertyForTheArgument
  /// “….… is @…, which keeps state of its own, not only what it is given”
  case resultPropertyKeepsState
  /// “… also reads … at … (`…`), for something other than the rows' result”
  case alsoReadsTarget
  /// “the result of `…` is not known to be Equatable, so a state cannot tell when it changes”
  case resultNotKnownEquatable
  /// “… is already declared; choose another name with --name”
  case typeNameTaken
  /// “… already uses the name …”
  case nameTaken
  /// “….… is isolated to @… and … is not: the refresh its didSet runs could not use it”
  case isolatedElsewhere
  /// “… has observers already, or shares its declaration”
  case collectionHasObserversOrSharesDeclaration
  /// “… has observers or a wrapper already, where the refresh would have to go”
  case hasObserversOrWrapper
  /// “… is …: it cannot run on every change”
  case cannotRunOnEveryChange
  /// “… calls …(…), whose reads Narrow does not follow”
  case calls
  /// “… uses ……, which can change without … seeing it”
  case readsUnwatchedType
  /// “… reads …, which is not a stored property of …”
  case readsNonStoredProperty
  /// “… reads …, another object, whose changes … cannot watch”
  case readsAnotherObject
  /// “the rows of … are keyed differently (…)”
  case keyedDifferently
  /// “the rows of … are keyed by the element itself: … has no stable id”
  case keyedByElementItself
  /// “….…, which keys the rows, is not a stored property: … has no stable id Narrow can follow”
  case keyIsNotStored
  /// “….…, which keys the rows, is a var: … has no stable id”
  case keyIsAVar
  /// “….… has no written type”
  case keyHasNoWrittenType
  /// “… has its own initialiser, which Narrow does not extend”
  case hasItsOwnInitialiser
  /// “… is also built at …, outside the rows of …, where no state exists”
  case builtOutsideTheRows
  /// “….init is used at … where Narrow cannot follow it”
  case initUsedElsewhere
}
