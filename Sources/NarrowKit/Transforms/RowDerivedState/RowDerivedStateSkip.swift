/// Why RowDerivedStateTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum RowDerivedStateSkip: String, SkipRule {
  public static let owner = RowDerivedStateTransform.id

  /// “the rows … builds (…) derive nothing per row from …, which a scroll handler writes”
  case deriveNothingPerRow
  /// TODO-DOC is throws
  case throwsOrAsync
  /// TODO-DOC uses Date
  case usesDate
  /// TODO-DOC derive nothing per row from FeedScreen.offset
  case deriveNothingPerRowFromFeedScreenOffset
  /// TODO-DOC uses Layout.height
  case usesLayoutHeight
  /// TODO-DOC FeedModel.height has observers or a wrapper already
  case feedModelHeightHasObserversOrAWrapperAlready
  /// TODO-DOC FeedModel.posts has observers already, or shares
  case feedModelPostsHasObserversAlreadyOrShares
  /// TODO-DOC is also built at
  case builtOutsideTheRows
}

extension RowDerivedStateTransform {
  public typealias Skip = RowDerivedStateSkip
}
