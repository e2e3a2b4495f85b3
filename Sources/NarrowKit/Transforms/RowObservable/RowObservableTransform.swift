/// A list whose rows each show one download's progress runs its body, and compares every row,
/// whenever any one download moves: the array is one dependency. One small observable object per
/// element for the fields that change on their own confines each write to its row.
struct RowObservableTransform: Transform {
  static let id = "row-observable"
  static let summary = "Fields that code writes one element at a time (`items[i].progress = p`), or a dictionary written one key at a time (`progress[id] = p`), get one observable object per element or key, kept by the model; each row reads its own."
  static let guidance = """
    When the elements of a collection change independently, one field of one element at a time, \
    every such write changes the whole collection: everything that reads it runs again and every \
    row's input is compared, for a change only one row shows. Keeping those fields in a separate \
    @Observable object per element, made once and kept by the parent, lets each row observe just \
    its own. The element stays a value; only the fields that change alone move, and the objects \
    are never made again for the same element.
    """
  static let explanation = """
    Worth it for lists with per-row progress, playback position, download or upload state, a \
    favourite toggle: a field written through `items[i]` by a callback, a stream or an action \
    while the other fields stay put. The fields get `@Observable final class <Element>State` \
    beside the element (--name chooses another name), which starts from the element's values; the \
    element keeps its fields, now only as those first values. The model \
    keeps one per element id in a dictionary it does not observe (below iOS 17 an ObservableObject \
    model gets ObservableObject states with @Published fields, and each row observes its own), made by `state(for:)` the \
    first time a row or a write asks, and dropped when the element leaves the collection. Writes \
    go to `state(for: items[i])`, and each row is given `state:` and reads the fields from it. \
    Skipped when the fields are read anywhere else (sorting, filtering, other views), have \
    observers, are compared by a hand-written ==, or when the rows have no stable id; \
    manual when the element is Codable. The second form: every row asks a shared collection of the \
    same @Observable model about its own element (`library.favorites.contains(song.id)`, or a \
    method of the model that does), so every write of it runs every row; each row then keeps its \
    answer in a `<Row>State` object that the model refreshes when the collection changes, \
    assigning only the answers that changed, as row-derived-state does for scroll positions. The \
    third form: a dictionary of the model written one key at a time (`progress[id] = p`) and read \
    by views that each show one key (`store.progress[download.id]`); it becomes one @Observable \
    `<Model><Name>Entry` per key, made once by `progress(_:)`, and every `progress[key]` becomes \
    `progress(key).value` (`[default: d]` keeps its default). Skipped when a view reads it for every \
    row it builds (hand each row its entry instead), or it is used other than through one key. \
    Collections kept in a view's @State are left alone: a \
    view cannot make the objects during its body without changing its own state. Always for \
    review.
    """
  static let highestVerdict = Verdict.review

  private let newTypeName: String?

  init(options: TransformOptions) {
    newTypeName = options.newTypeName
  }

  func proposals(in model: UpdateModel, lookups shared: TransformLookups) -> TransformResult {
    var result = TransformResult()
    let lookups = shared.rows
    // Only models that keep collections need the accesses through subscripts.
    if !lookups.collectionsByOwner.isEmpty {
      let accessLookups = ElementAccessLookups(index: model.index)
      for collection in lookups.collectionsByOwner.values.joined() {
        let planner = RowObservablePlanner(
          model: model, collection: collection, newTypeName: newTypeName, lookups: lookups, accessLookups: accessLookups)
        result.record(planner.plan(), transform: Self.id, target: collection.target, at: collection.property.declaration.location)
      }
    }
    // The second form: every row asks a shared collection about its own element.
    for owner in model.index.allTypes where lookups.collectionsByOwner[owner.name] != nil && owner.kind == .class {
      for value in model.index.storedProperties(of: owner) {
        var planner = RowDerivedStatePlanner(transform: Self.id, model: model, owner: owner, value: value, newTypeName: newTypeName, lookups: lookups)
        planner.trigger = .sharedCollection
        result.record(planner.plan(), transform: Self.id, target: planner.target, at: value.declaration.location)
      }
    }
    // The third form: a dictionary written one key at a time, each view reading its own key.
    for owner in model.index.allTypes where owner.kind == .class && model.index.isRewritableObservable(owner) {
      for property in model.index.storedProperties(of: owner) where property.type.flatMap(UpdateModel.dictionaryTypes) != nil {
        let planner = KeyedEntriesPlanner(model: model, rows: lookups, owner: owner, property: property, newTypeName: newTypeName)
        result.record(planner.plan(), transform: Self.id, target: planner.target, at: property.declaration.location)
      }
    }
    return result
  }
}
