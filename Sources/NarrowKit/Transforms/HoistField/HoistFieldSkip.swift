/// Why HoistFieldTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum HoistFieldSkip: String, SkipRule {
  public static let owner = HoistFieldTransform.id

  /// “….… is also used outside ….…: ”
  case alsoUsedOutside
  /// TODO-DOC uses playCount itself
  case fieldUsedItself
  /// “… is built with …: at …; that value would have nowhere to go”
  case builtWith
  /// “`.…` is accessed in … where Narrow cannot tell the type”
  case cannotTellTheType
  /// “… is @ObservationIgnored: it is not observed”
  case observationIgnored
  /// TODO-DOC is an ObservableObject: any @Published write runs every view
  case ownerIsObservableObject
  /// “….… is replaced at … in a way Narrow cannot follow”
  case replacedAt
  /// “… already uses the names … and …”
  case namesTaken
  /// “….… shares its line with other code, and Narrow moves whole lines; put it on a line of its own first”
  case sharesItsLineWithOtherCode
  /// “every view that reads ….… also reads its …, so moving it spares none of them”
  case soMovingItSparesNoneOfThem
  /// DOC
  case accessedInCodeWithSyntaxErrors
  /// DOC
  case builtInAWayNarrowCannotRewrite
  /// DOC
  case cannotBeDeclaredOnTheObject
  /// DOC
  case declaredMoreThanOnce
  /// DOC
  case hasPropertyObservers
  /// DOC
  case isGeneric
  /// DOC
  case noDefaultValue
  /// DOC
  case sharesItsDeclaration
  /// DOC
  case storageDoesNotEndItsLine
  /// DOC
  case typeNotInferred
}

extension HoistFieldTransform {
  public typealias Skip = HoistFieldSkip
}
