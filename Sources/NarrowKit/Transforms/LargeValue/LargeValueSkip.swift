/// Why LargeValueTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum LargeValueSkip: String, SkipRule {
  public static let owner = LargeValueTransform.id

  /// “… is a reference type: each of the … layers compares one reference, however much it holds”
  case isAReferenceType
  /// “… is small (… field……): comparing it at each layer is cheap”
  case isSmall
  /// “… passes through … view layers (…), fewer than …”
  case fewerThan
  /// “… reads … of the … fields of … (…): a value of those would be nearly the whole”
  case nearlyTheWhole
  /// “… uses … whole at … (`…`), so it needs all of it”
  case soItNeedsAllOfIt
  /// “the value reaches … as `…`, which has no fields to pass on their own”
  case whichHasNoFieldsToPassOnTheirOwn
  /// “… reads ….…, which is not a stored field of …: it may read any of them”
  case whichIsNotAStoredField
  /// “nothing in the scanned code changes … after it is built (no writer of it or of …'s fields ……), so no view runs for it”
  case nothingInTheScannedCodeChanges
  /// “every layer reads what changes of …, so a smaller value spares none of them”
  case soASmallerValueSparesNoneOfThem
}

extension LargeValueTransform {
  public typealias Skip = LargeValueSkip
}
