/// Why RowObservableTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum RowObservableSkip: String, SkipRule {
  public static let owner = RowObservableTransform.id

  /// “… is not shown as rows: no ForEach or List over it gives a row view the whole …”
  case isNotShownAsRows
  /// “… has no written type, which its state would need”
  case hasNoWrittenType
  /// “… writes … together, … of the … fields of … besides its id: rows change most fields together, so nothing independent moves”
  case rowsChangeMostFieldsTogether
  /// “the type of … cannot be written beside …: …”
  case cannotBeWrittenBeside
  /// “….… is written in an initialiser at …, before a state could be made”
  case writtenInAnInitialiser
  /// “….… is not a stored property of …”
  case fieldIsNotStored
  /// “… has @…, which Narrow does not move”
  case hasWrapper
  /// “… has property observers”
  case hasPropertyObservers
  /// “… is …: its state could not start from it”
  case itsStateCouldNotStartFromIt
  /// “the writes through … change every field of … but its id: moving them all would convert the value model wholesale”
  case wouldConvertTheValueModelWholesale
  /// “a key path in … names …: it may reach …, which would move”
  case keyPathIn
  /// “…'s == at … compares …, which would move out of it”
  case compares
  /// “… is nested in another type”
  case nestedInAnotherType
  /// “… has property observers already”
  case hasPropertyObserversAlready
  /// “… is open: subclasses elsewhere may write the fields”
  case isOpen
  /// “….… is read at … (`…`), outside the rows of …”
  case builtOutsideTheRows
  /// “… is read at … (`…`…) from a value Narrow cannot type: sorting, filtering or any other use of ….… outside the rows would lose it”
  case fromAValueNarrowCannotType
  /// “….… is used at … (`…`), not through …”
  case notThrough
  /// “… accesses .… in a way Narrow cannot follow (on a call's result, a subscript or another expression it cannot type), so it cannot move every use of ….…”
  case usedInAWayNarrowCannotFollow
  /// “no row view reads …: moving it spares no row”
  case noRowViewReads
  /// “… is already declared; choose another name with --name”
  case typeNameTaken
  /// “… reads … for each row where it builds them (…, `…`), so every write still runs it: hand each row the entry for its key and let the row read it”
  case forEachRowWhereItBuildsThem
  /// “… already uses the name …”
  case nameTaken
  /// “the key type of … cannot be written: …”
  case keyTypeOf
  /// “… is used at … (`…`) other than through a key”
  case otherThanThroughAKey
  /// “… shares its declaration with other properties”
  case collectionSharesDeclaration
  /// “… does not start empty (`[:]`), so its entries would need the first values”
  case dictionaryDoesNotStartEmpty
  /// “… is private” (or fileprivate)
  case dictionaryIsPrivate
  /// “… uses … itself at …, where a state is out of reach”
  case elementUsesFieldItself
  /// “… shares its declaration with other properties”
  case fieldSharesDeclaration
  /// The deployment target is older than @Observable needs, or unknown and nothing the code uses
  /// needs what it needs (the index says which).
  case observationUnavailable
  /// “… shares its declaration with other properties”
  case sharesItsDeclaration
  /// “the values of … are optional, which an entry holding an optional would blur”
  case valuesAreOptional
}

extension RowObservableTransform {
  public typealias Skip = RowObservableSkip
}
