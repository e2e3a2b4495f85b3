/// Why HoistFieldTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum HoistFieldSkip: String, SkipRule {
  public static let owner = HoistFieldTransform.id

  /// “….… is also used outside ….…: ”
  case alsoUsedOutside
  /// “… uses … itself at …”
  case fieldUsedItself
  /// “… is built with …: at …; that value would have nowhere to go”
  case builtWith
  /// “`.…` is accessed in … where Narrow cannot tell the type”
  case cannotTellTheType
  /// “… is @ObservationIgnored: it is not observed”
  case observationIgnored
  /// “… is an ObservableObject: any @Published write runs every view observing it, so hoisting spares nothing until it adopts Observation (adopt-observation)”
  case ownerIsObservableObject
  /// “….… is replaced at … in a way Narrow cannot follow”
  case replacedAt
  /// “… already uses the names … and …”
  case namesTaken
  /// “….… shares its line with other code, and Narrow moves whole lines; put it on a line of its own first”
  case sharesItsLineWithOtherCode
  /// “every view that reads ….… also reads its …, so moving it spares none of them”
  case soMovingItSparesNoneOfThem
  /// “… is accessed in …, which has syntax errors”
  case accessedInCodeWithSyntaxErrors
  /// “`…` at … may build … in a way Narrow cannot rewrite”
  case builtInAWayNarrowCannotRewrite
  /// “….… cannot be declared on …: …”
  case cannotBeDeclaredOnTheObject
  /// “… or … is declared more than once”
  case declaredMoreThanOnce
  /// “….… has property observers”
  case hasPropertyObservers
  /// “… is generic”
  case isGeneric
  /// “….… has no default value and ….… does not start with one”
  case noDefaultValue
  /// “….… shares its declaration with other properties”
  case sharesItsDeclaration
  /// “….… does not end its line”
  case storageDoesNotEndItsLine
  /// “the type of ….… is not declared and cannot be inferred”
  case typeNotInferred
}

extension HoistFieldTransform {
  public typealias Skip = HoistFieldSkip
}
