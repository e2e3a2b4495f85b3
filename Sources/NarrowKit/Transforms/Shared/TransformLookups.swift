/// What several transforms look up across the whole index, built once per round by the pipeline
/// and handed to each transform with the model: the first to ask builds it, the others wait.
public final class TransformLookups: Sendable {
  let model: UpdateModel
  private let rowCell = Once<RowLookups>()

  public init(model: UpdateModel) {
    self.model = model
  }

  /// The collections rows are built from, and who reads their elements.
  var rows: RowLookups { rowCell.value { RowLookups(index: model.index) } }
}
