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
  /// TODO-DOC fewer than
  case fewerThan
  /// “… is @Observable: … already run only when … changes; give --evidence showing them running for other changes to propose the split”
  case alreadyRunOnlyWhen
  /// “nothing writes …'s other …properties after it is built, so the views would be spared nothing”
  case sparedNothing
  /// “… is given `…` at …, which is not a stored …”
  case isGivenNonStoredValue
  /// “the initialiser at … sets …'s part before the object is whole”
  case beforeTheObjectIsWhole
  /// TODO-DOC no small portion
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
  /// TODO-DOC own announcements
  case ownAnnouncements
  /// DOC
  case accessedInAWayNarrowCannotFollow
  /// DOC
  case builtWithoutTheHandle
  /// DOC
  case fileCannotBeRead
  /// DOC
  case handleNotGiven
  /// DOC
  case hasWrapper
  /// DOC
  case initUsedWhereNarrowCannotRewrite
  /// DOC
  case initialValueRefersToTheObject
  /// DOC
  case injectsUnstoredObject
  /// DOC
  case isGeneric
  /// DOC
  case isNestedInAnotherType
  /// DOC
  case isObjC
  /// DOC
  case isVisibleToObjectiveC
  /// DOC
  case noInjection
  /// DOC
  case observerUsesThePartName
  /// DOC
  case partNameTaken
  /// DOC
  case sharesItsDeclaration
  /// DOC
  case typeCannotBeWrittenBeside
  /// DOC
  case unknownInjection
  /// DOC
  case viewBuiltNowhere
  /// DOC
  case viewSetsTheHandleInItsInitialiser
  /// DOC
  case viewUsesThePartName
}

extension SplitObservableTransform {
  public typealias Skip = SplitObservableSkip
}
