/// Why CacheComputedTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum CacheComputedSkip: String, SkipRule {
  public static let owner = CacheComputedTransform.id

  /// “the getter reads another object through … (…): changes inside it do not run didSet”
  case readsAnotherObject
  /// “the getter reads the global …, which no didSet of … can follow”
  case readsTheGlobal
  /// “the getter calls the global function …(), whose reads are unknown”
  case callsTheGlobalFunction
  /// “the getter reads the static mutable state …, which no didSet can follow”
  case readsStaticMutableState
  /// “the getter reads the singleton …, which no didSet of … can follow”
  case readsSingleton
  /// “the getter reads the time (…), which no didSet can follow”
  case readsTheTime
  /// “the getter uses randomness (…): each computation differs”
  case usesRandomness
  /// “the getter reads UserDefaults, which no didSet of … can follow”
  case readsUserDefaults
  /// “the getter uses …: an asynchronous or throwing computation cannot be stored from didSet”
  case asynchronousOrThrowing
  /// “the getter calls …(), whose reads are unknown”
  case whoseReadsAreUnknown
  /// “the input … holds a reference type (…): changing it in place does not run didSet”
  case holdsAReferenceType
  /// “the input … is @ObservationIgnored: views reading … today do not update when it changes; decide by hand whether they should”
  case observationIgnored
  /// “… has the subclass … (…), which could override what the getter reads”
  case hasSubclass
  /// “… is open: a subclass elsewhere could change what it reads”
  case isOpen
  /// “… overrides a superclass property”
  case overridesASuperclassProperty
  /// “… is @objc: Objective-C code may rely on it being computed”
  case isObjC
  /// “… is declared in an extension, and stored properties must be declared in … itself”
  case declaredInAnExtension
  /// “the getter calls the method …(): Narrow computes the value without self and does not move helpers”
  case doesNotMoveHelpers
  /// “the initialiser at … sets … from `…`; Narrow restates only parameters and literals for the first computation”
  case restatesOnlyParametersAndLiterals
  /// “the input … is changed inside an initialiser at … (`…`), where didSet does not run and Narrow cannot place the first computation after it”
  case changedInsideAnInitialiser
  /// “… only restates …: a view reading it depends on … alone either way”
  case onlyRestates
  /// “its inputs (…) are never written after the initialiser: … never changes once built, so nothing is spared”
  case areNeverWrittenAfterTheInitialiser
  /// “the refresh cannot skip equal values: the == of … at … leaves out fields, so it would assign on every input change and readers would still run every time”
  case cannotSkipEqualValues
  /// “… already depends on … only on the branch that shows it: Observation records the reads of the branch taken, and there every change of … changes …, so storing it spares nothing”
  case onlyOnTheBranchThatShowsIt
  /// “every view that reads … also reads its inputs (…) itself, so it keeps running on every change of them”
  case alsoReadsItsInputs
  /// “the getter passes self on, so what it reads is unknown”
  case passesSelfOn
  /// “self.… is read where a local also named … exists”
  case whereALocalAlsoNamed
  /// “the getter writes …”
  case getterWrites
  /// “the getter reads no stored property of …, so there is nothing to refresh it from”
  case readsNoStoredProperty
  /// “…, which is not private: it is part of what … offers, so Narrow leaves it alone”
  case whichIsNotPrivate
  /// “…, a helper Narrow cannot carry into the computation”
  case helperCannotBeCarried
  /// “…, a helper that …”
  case helperWithAProblem
  /// “the input … has the property wrapper @…, whose setter Narrow cannot see”
  case whoseSetterNarrowCannotSee
  /// “… shares its declaration with other properties”
  case sharesItsDeclarationWithOtherProperties
  /// “the type of the input … is not declared and cannot be inferred”
  case typeNotInferred
  /// “the input … is written through _… at …, which skips didSet”
  case whichSkipsDidSet
  /// “the observers of the input … have a form Narrow cannot extend”
  case observersOfUnknownForm
  /// “the input … has the type …, which is not declared in the scanned code: Narrow cannot tell it is a value”
  case inputTypeUndeclared
  /// “the getter constructs …, whose initialiser's reads are unknown”
  case whoseInitialiserSReadsAreUnknown
  /// “the getter uses …, which Narrow cannot see”
  case readsNarrowCannotSee
  /// “… is declared once in each branch of an #if (…); Narrow rewrites a type declared once”
  case declaredInEachBranchOfAnIf
  /// “the input … is isolated to @… and … is not: the refresh its didSet runs could not read it”
  case inputIsolatedElsewhere
  /// “… is isolated to @… and … is not: the refresh Narrow writes could not set it”
  case isolatedElsewhere
  /// “… is an ObservableObject: every published change runs every view observing it, so storing … spares no update, only the computation”
  case isAnObservableObject
  /// “… is a Core Data object: every change of a managed property runs every view observing it, so storing … spares no update, only the computation”
  case isCoreDataObject
  /// “… is a SwiftData model: a stored … would be persisted with its data, a change of the store's schema”
  case isSwiftDataModel
  /// “… is declared more than once; Narrow cannot tell which”
  case declaredMoreThanOnce
  /// “… inherits init() from …; Narrow does not write an override”
  case inheritsInit
  /// “… uses its implicit initialiser and the initial value of … is not a literal Narrow can restate”
  case initialValueNotALiteral
  /// “the initialiser at … has no body”
  case initialiserHasNoBody
  /// “the initialiser at … does not set … with a parameter or a literal, so Narrow cannot compute the first value”
  case initialiserSetsInputOtherwise
  /// “the initialiser at … uses self at … (`…`) before its inputs are all set, and … would have to be set before that”
  case initialiserUsesSelfEarly
  /// “… is generic”
  case isGeneric
  /// “… already has a member named …”
  case memberNameTaken
  /// “… is read inside an initialiser at …, before it would be stored”
  case readInsideAnInitialiser
}

extension CacheComputedTransform {
  public typealias Skip = CacheComputedSkip
}
