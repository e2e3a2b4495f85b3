/// Why SplitObservableTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum SplitObservableSkip: String, SkipRule {
  public static let owner = SplitObservableTransform.id

  /// “… is open: subclasses elsewhere may use what would move”
  case isOpen
  /// “… is subclassed by …”
  case isSubclassed
  /// “… is Codable: moving properties changes what it encodes”
  case isCodable
  /// “… has property observers, which may use the rest of …”
  case hasPropertyObservers
  /// “… has no initial value: the new class would need an initialiser”
  case hasNoInitialValue
  /// “… is …: it cannot move to another class as it is”
  case cannotMoveToAnotherClass
  /// “a key path in … names …: it may reach …, which would move”
  case keyPathIn
  /// “… is bound with `…` at …”
  case boundWith
  /// “…'s publisher is used at … (`…`)”
  case publisherIsUsed
  /// “only … views (…) read just …, fewer than …”
  case fewerThan
  /// “… is @Observable: … already run only when … changes; give --evidence showing them running for other changes to propose the split”
  case alreadyRunOnlyWhen
  /// “nothing writes …'s other …properties after it is built, so the views would be spared nothing”
  case sparedNothing
  /// “… is given `…` at …, which is not a stored …”
  case isGivenNonStoredValue
  /// “the initialiser at … sets …'s part before the object is whole”
  case beforeTheObjectIsWhole
  /// “the … views that read only properties of … read … of them together, more than …: no small portion”
  case noSmallPortion
  /// “… is not declared in the declaration of … at …”
  case isNotDeclaredInTheDeclarationOf
  /// “… is already declared; choose another with --name”
  case nameIsTaken
  /// “… has only convenience initialisers”
  case hasOnlyConvenienceInitialisers
  /// “… inherits another class; Narrow does not write its initialiser”
  case inheritsAnotherClass
  /// “the initialiser at … has no body”
  case hasNoBody
  /// “…, and holds it as … it …: it cannot observe … beside it”
  case itCannotObserve
  /// “…, and has an initialiser of its own, which Narrow does not give …”
  case hasAnInitialiserOfItsOwn
  /// “… uses …'s own announcements, which would no longer include …”
  case ownAnnouncements
  /// “… accesses .… in a way Narrow cannot follow, so it cannot rewrite every access to …”
  case accessedInAWayNarrowCannotFollow
  /// “… is built at … without a …: argument”
  case builtWithoutTheHandle
  /// “… cannot be read”
  case fileCannotBeRead
  /// “….… is not given to the view”
  case handleNotGiven
  /// “… has @…, which Narrow does not move”
  case hasWrapper
  /// “….init is used where Narrow cannot rewrite its arguments”
  case initUsedWhereNarrowCannotRewrite
  /// “the initial value of … refers to … itself”
  case initialValueRefersToTheObject
  /// “`.…(…)` at … injects a … that is not stored”
  case injectsUnstoredObject
  /// “… is generic”
  case isGeneric
  /// “… is nested in another type”
  case isNestedInAnotherType
  /// “… is @objc”
  case isObjC
  /// “… is visible to Objective-C, where key-value observing may reach its properties”
  case isVisibleToObjectiveC
  /// “no `.…(…)` in the scanned code injects the … … reads”
  case noInjection
  /// “… already uses the name …”
  case observerUsesThePartName
  /// “… already uses the name …”
  case partNameTaken
  /// “… shares its declaration with other properties”
  case sharesItsDeclaration
  /// “the type of … cannot be written beside …: …”
  case typeCannotBeWrittenBeside
  /// “cannot tell what `.…(…)` at … injects”
  case unknownInjection
  /// “… is built nowhere in the scanned code”
  case viewBuiltNowhere
  /// “… sets … in its own initialiser, which Narrow does not rewrite”
  case viewSetsTheHandleInItsInitialiser
  /// “… already uses the name …”
  case viewUsesThePartName
}

extension SplitObservableTransform {
  public typealias Skip = SplitObservableSkip
}
