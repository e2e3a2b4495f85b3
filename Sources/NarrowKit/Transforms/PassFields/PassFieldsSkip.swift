/// Why PassFieldsTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum PassFieldsSkip: String, SkipRule {
  public static let owner = PassFieldsTransform.id

  /// “reads … fields of … (…): pass the whole value”
  case readsTooManyFields
  /// “… is declared once in each branch of an #if (…); Narrow cannot tell which one is built”
  case declaredInEachBranchOfAnIf
  /// “… is @Observable: Observation already tracks its properties one by one”
  case isObservable
  /// “… is an ObservableObject, passed by reference: a view observing it runs for every @Published change, whatever it reads (adopt-observation narrows that)”
  case isAnObservableObject
  /// “… is an actor, passed by reference: its state is read asynchronously, not compared by SwiftUI”
  case isAnActor
  /// “… is a class: its fields can change behind copies taken from it”
  case isAClass
  /// “… is a protocol: its concrete type is unknown”
  case isAProtocol
  /// “… is not declared in the scanned code”
  case notDeclaredInTheScannedCode
  /// “… is used whole …”
  case usedWhole
  /// “… has the property wrapper @…”
  case hasPropertyWrapper
  /// “… is mutated …”
  case mutated
  /// “the type of ….… is not declared and cannot be inferred”
  case typeNotInferred
  /// “… is constructed in …, which has syntax errors (…)”
  case constructedInCodeWithSyntaxErrors
  /// “… is public and has no explicit initialiser: callers may be outside the scanned code”
  case isPublic
  /// “… is a method of …, not a field”
  case isAMethodOf
  /// “… is a computed property, not an input”
  case isAComputedProperty
  /// “`…` at … may construct … in a way Narrow cannot rewrite”
  case cannotRewrite
  /// “no construction site of … in the module …: nothing builds it, so nothing is spared”
  case noConstructionSite
  /// “reads every stored field of … (…): taking them one by one spares nothing”
  case readsEveryStoredFieldOf
  /// “…'s == at … leaves out …, so their changes do not run … today: nothing is spared (passing the fields would make it show them)”
  case soTheirChangesDoNotRun
  /// “the only field it does not read, …, keys the rows it is built in: it never differs for the same row, so nothing is spared”
  case keysTheRowsItIsBuiltIn
  /// “… also takes …, …, which SwiftUI cannot compare: its body runs whenever its parent's does, so narrowing … spares nothing; make … Equatable, comparing what it shows, first”
  case whichSwiftUICannotCompare
  /// “… is declared … times; Narrow cannot tell which”
  case declaredSeveralTimes
  /// “… has property observers”
  case hasPropertyObservers
  /// “… shares its declaration with other properties”
  case sharesItsDeclarationWithOtherProperties
  /// “…'s own == at … reads …, and Narrow does not rewrite it”
  case andNarrowDoesNotRewriteIt
  /// “… is declared more than once; Narrow cannot tell their callers apart”
  case narrowCannotTellTheirCallersApart
  /// “… is never read”
  case neverRead
  /// “… is not a property of … declared in the scanned code”
  case isNotAPropertyOf
  /// “… is bound with $… …”
  case boundWithProjection
  /// “… is used through _… …”
  case usedThroughWrapperStorage
  /// “the type of ….… cannot be written in …: …”
  case cannotBeWrittenIn
  /// “… already uses the names … and …”
  case namesTaken
  /// “the construction at … does not pass …:”
  case constructionLeavesItOut
  /// “… has an initial value, so callers may leave it out”
  case hasInitialValue
  /// “… has an initialiser in an extension (…), so both it and the memberwise one may be called”
  case hasInitialiserInAnExtension
  /// “… is an enum: it has no fields to pass”
  case isAnEnum
  /// “… is generic”
  case isGeneric
  /// “the initialiser at … does not set … exactly once with `self.… = …`”
  case notSetExactlyOnce
  /// “… is used inside an initialiser at … (`…`)”
  case usedInsideAnInitialiser
  /// “`…` at … would be evaluated … times, once per field, and ”
  case wouldBeEvaluatedPerField
}

extension PassFieldsTransform {
  public typealias Skip = PassFieldsSkip
}
