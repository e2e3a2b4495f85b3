/// Why RowObservableTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum RowObservableSkip: String, SkipRule {
  public static let owner = RowObservableTransform.id

  /// “… is not shown as rows: no ForEach or List over it gives a row view the whole …”
  case isNotShownAsRows
  /// TODO-DOC @Observable needs
  case observableNeeds
  /// TODO-DOC the deployment target is unknown
  case deploymentTargetUnknown
  /// “… has no written type, which its state would need”
  case hasNoWrittenType
  /// “… writes … together, … of the … fields of … besides its id: rows change most fields together, so nothing independent moves”
  case rowsChangeMostFieldsTogether
  /// “the value type of … cannot be written beside …: …”
  case cannotBeWrittenBeside
  /// “….… is written in an initialiser at …, before a state could be made”
  case writtenInAnInitialiser
  /// “….… is not a stored property of …”
  case fieldIsNotStored
  /// “… has @…, which Narrow does not move”
  case hasWrapper
  /// “… has property observers”
  case hasPropertyObservers
  /// TODO-DOC Download.progress shares its declaration
  case downloadProgressSharesItsDeclaration
  /// TODO-DOC DownloadStore.downloads shares its declaration
  case downloadStoreDownloadsSharesItsDeclaration
  /// “… is …: its state could not start from it”
  case itsStateCouldNotStartFromIt
  /// “the writes through … change every field of … but its id: moving them all would convert the value model wholesale”
  case wouldConvertTheValueModelWholesale
  /// “a key path in … names …: it may reach …”
  case keyPathIn
  /// “…'s == at … compares …, which would move out of it”
  case compares
  /// TODO-DOC uses progress itself
  case usesProgressItself
  /// “… is nested in another type”
  case nestedInAnotherType
  /// “… has property observers already”
  case hasPropertyObserversAlready
  /// TODO-DOC already uses the name states
  case alreadyUsesTheNameStates
  /// “… is open: subclasses elsewhere may use …”
  case isOpen
  /// TODO-DOC already uses the name state
  case alreadyUsesTheNameState
  /// TODO-DOC is also built at
  case builtOutsideTheRows
  /// “… is read at … (`…`…) from a value Narrow cannot type: sorting, filtering or any other use of ….… outside the rows would lose it”
  case fromAValueNarrowCannotType
  /// “… is used whole at … (`…`), not through one key”
  case notThrough
  /// “… accesses .… in a way Narrow cannot follow”
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
  /// DOC
  case collectionSharesDeclaration
  /// DOC
  case dictionaryDoesNotStartEmpty
  /// DOC
  case dictionaryIsPrivate
  /// DOC
  case elementUsesFieldItself
  /// DOC
  case fieldSharesDeclaration
  /// DOC
  case observationUnavailable
  /// DOC
  case sharesItsDeclaration
  /// DOC
  case valuesAreOptional
}

extension RowObservableTransform {
  public typealias Skip = RowObservableSkip
}
