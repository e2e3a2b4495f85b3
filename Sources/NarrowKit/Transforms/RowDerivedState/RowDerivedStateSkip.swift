/// Why RowDerivedStateTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum RowDerivedStateSkip: String, SkipRule {
  public static let owner = RowDerivedStateTransform.id

  /// “the rows … builds (…) derive nothing per row from …, which a scroll handler writes”
  case deriveNothingPerRow
}

extension RowDerivedStateTransform {
  public typealias Skip = RowDerivedStateSkip
}
