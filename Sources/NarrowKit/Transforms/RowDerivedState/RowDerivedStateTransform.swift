/// A feed whose rows each show whether they are on screen works that out from the scroll
/// position, so every scroll event runs the code that derives it and compares or runs every row,
/// although a row's answer changes only when it enters or leaves the screen. Keeping each row's
/// answer in its own small observable object, assigned only when it changes, confines the
/// updates to the rows whose answer flips.
struct RowDerivedStateTransform: Transform {
  static let id = "row-derived-state"
  static let summary = "A per-row result worked out from a scroll position (visibility, highlight) is kept in one @Observable object per row, which the model assigns only when the result changes; the rows read it there."
  static let guidance = """
    A per-row result derived from scrolling, such as whether a row is visible, changes far less \
    often than the scroll position it comes from. Deriving it where the rows are built, or in \
    each row, makes every movement run that code and update every row. Storing each row's \
    result in that row's own observable model, and assigning it only when it changes, lets a row \
    update when its own result does, and nothing else update at all.
    """
  static let explanation = """
    Worth it for feeds and timelines that play media, fade or highlight rows by their position: \
    a model property written by onScrollGeometryChange, onGeometryChange, a preference or \
    another scroll handler, and a method of the same @Observable model that works out each \
    row's result from it (`feed.isVisible(post)`), called where the rows are built or in the \
    row. The result moves into `@Observable final class <Row>State` beside the row (--name \
    chooses another name). The model keeps one per element id and refreshes them in a didSet of \
    every property the method reads and of the collection, making the missing ones and assigning \
    a state only when its result changed; its initialisers refresh once, so that no state is made \
    while rows are built. The row reads \
    `rowState.<result>`. A derivation written inline (`visibleIDs.contains(post.id)`), or one \
    that reads other objects, is reported for a person with the recipe, and so is a scroll value \
    kept in the view's own @State that its rows derive from. Skipped when the rows \
    derive nothing per row, when the view that works it out reads the scroll value for \
    something else, and for ObservableObject models, which announce every write to every \
    observer. Always for review.
    """
  static let highestVerdict = Verdict.review

  private let newTypeName: String?

  init(options: TransformOptions) {
    newTypeName = options.newTypeName
  }

  func proposals(in model: UpdateModel, lookups shared: TransformLookups) -> TransformResult {
    let index = model.index
    var result = TransformResult()
    let lookups = shared.rows
    for owner in index.allTypes where lookups.collectionsByOwner[owner.name] != nil && owner.kind == .class {
      for value in index.storedProperties(of: owner) {
        let planner = RowDerivedStatePlanner(transform: Self.id, model: model, owner: owner, value: value, newTypeName: newTypeName, lookups: lookups)
        result.record(planner.plan(), transform: Self.id, target: planner.target, at: value.declaration.location)
      }
    }
    for view in index.allTypes where view.kind == .struct && index.isView(view) {
      for value in view.properties where index.frameworkWrapper(of: value) == .state {
        let planner = ViewStateDerivationPlanner(model: model, rows: lookups, view: view, value: value)
        result.record(planner.plan(), transform: Self.id, target: planner.target, at: value.declaration.location)
      }
    }
    return result
  }
}
