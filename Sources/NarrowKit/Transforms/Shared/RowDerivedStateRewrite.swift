/// The edits of one `row-derived-state` proposal: a small `@Observable` class per row holds its
/// result; the model keeps one per element id, made with the current result the first time a row
/// asks, and gives each its new result, only where it changed, whenever anything the result reads
/// changes. The rows read their state, so the code that ran for every scroll no longer reads it.
struct RowDerivedStateRewrite {
  let planner: RowDerivedStatePlanner
  let collection: RowCollection
  let derivations: [RowDerivation]
  /// The model's properties the result reads, besides the collection, that can change.
  let watched: [PropertyFact]
  let resultType: String
  let store: RowStateStore
  let names: RowDerivedStateNames
  private var index: Index { planner.model.index }
  private var owner: TypeFact { planner.owner }
  private var first: RowDerivation { derivations[0] }
  private var result: String { first.resultName }
  private var row: TypeFact { first.site.view }

  private(set) var edits: [TextEdit] = []

  init(
    planner: RowDerivedStatePlanner, collection: RowCollection, derivations: [RowDerivation], watched: [PropertyFact],
    resultType: String, store: RowStateStore, names: RowDerivedStateNames
  ) {
    self.planner = planner
    self.collection = collection
    self.derivations = derivations
    self.watched = watched
    self.resultType = resultType
    self.store = store
    self.names = names
  }

  /// The derivation as the model writes it: `self.isVisible(post)`.
  private var derivationInModel: String { first.inModel }

  /// Builds every edit; the reason it cannot, if any. The owner comes from the index, so its file is in it.
  mutating func build() -> Reason? {
    let ownerFile = index.file(at: owner.location.file)!
    for property in watched + [collection.property] {
      let end = property.declaration.range.end
      edits.append(TextEdit(file: ownerFile.file.path, range: ByteRange(end, end),
        replacement: " {\n\(property.indentation)  didSet { \(names.refresh)() }\n\(property.indentation)}"))
    }
    addMembers(after: collection.property, in: ownerFile)
    edits.append(TextEdit(file: row.location.file, range: ByteRange(row.end, row.end), replacement: """


      /// What \(row.name) shows of \(planner.trigger == .scroll ? "the scroll position" : planner.target), kept per row so that a row runs only when its own changes.
      @Observable
      final class \(store.stateType) {
        var \(result): \(resultType)

        init(\(result): \(resultType)) {
          self.\(result) = \(result)
        }
      }
      """))
    if case .argument = first.place {
      return rewriteGivenResult()
    }
    let property = first.site.property
    edits.append(TextEdit(file: row.location.file, range: ByteRange(property.lines.end, property.lines.end),
      replacement: "\(property.indentation)let \(names.rowProperty): \(store.stateType)\n"))
    for derivation in derivations {
      edits.append(TextEdit(file: derivation.call.call.location.file, range: derivation.call.call.range,
        replacement: "\(names.rowProperty).\(result)"))
    }
    for site in Set(derivations.map(\.site.construction.call.location)).sorted(by: { $0.description < $1.description }) {
      let found = derivations.first { $0.site.construction.call.location == site }!.site
      let end = found.argument.whole.range.end
      edits.append(TextEdit(file: site.file, range: ByteRange(end, end),
        replacement: ", \(names.rowProperty): \(found.stateCall(names.accessor))"))
    }
    return nil
  }

  /// The row's own property for the result becomes its state; the argument hands it over. The
  /// planner made sure it is a plain stored property, which the row can only read.
  private mutating func rewriteGivenResult() -> Reason? {
    guard let given = index.storedProperties(of: row).first(where: { $0.name == result }) else {
      return Reason(SharedSkip.noPropertyForTheArgument, "\(row.name) has no stored property \(result) for the argument to fill")
    }
    edits.append(TextEdit(file: row.location.file, range: given.declaration.range,
      replacement: "let \(names.rowProperty): \(store.stateType)"))
    for use in index.parts(of: row).flatMap(\.memberUses) where use.name == result && !use.inInitializer {
      let prefix = use.expression.text.hasPrefix("self.") ? "self." + result : result
      let start = use.expression.range.start
      edits.append(TextEdit(file: use.expression.location.file, range: ByteRange(start, start + prefix.utf8.count),
        replacement: "\(names.rowProperty).\(result)"))
    }
    for derivation in derivations {
      guard case .argument(let argument) = derivation.place else { continue }
      edits.append(TextEdit(file: derivation.site.construction.call.location.file, range: argument.whole.range,
        replacement: "\(names.rowProperty): \(derivation.site.stateCall(names.accessor))"))
    }
    return nil
  }

  /// The dictionary, the accessor the rows call, and the refresh that makes the missing states and
  /// assigns each existing one only when its result changed. The accessor makes states only when
  /// one is missing, because what it reads there is read while the rows are built, which would make
  /// the view building them depend on the scroll value; the initialisers refresh first, so that
  /// this happens at most once.
  private mutating func addMembers(after property: PropertyFact, in file: FileFacts) {
    let indentation = property.indentation
    let inner = indentation + "  "
    let element = store.parameter
    let key = store.key.name
    let ignored = "@ObservationIgnored "
    let members = """
      \(indentation)\(ignored)private var \(store.storage): [\(store.keyType): \(store.stateType)] = [:]

      \(indentation)/// The state of one \(element)'s row, kept while the \(element) is in `\(property.name)`.
      \(indentation)func \(store.accessor)(for \(element): \(collection.element.name)) -> \(store.stateType) {
      \(inner)if \(store.storage)[\(element).\(key)] == nil { \(names.refresh)() }
      \(inner)return \(store.storage)[\(element).\(key)] ?? \(store.stateType)(\(result): \(derivationInModel))
      \(indentation)}

      \(indentation)/// Gives each row's state its new \(result), only where it changed, and makes the missing ones:
      \(indentation)/// a row then runs only when its own \(result) does.
      \(indentation)private func \(names.refresh)() {
      \(inner)let kept = Set(\(property.name).map(\\.\(key)))
      \(inner)\(store.storage) = \(store.storage).filter { kept.contains($0.key) }
      \(inner)for \(element) in \(property.name) {
      \(inner)  let \(result) = \(derivationInModel)
      \(inner)  if let state = \(store.storage)[\(element).\(key)] {
      \(inner)    if state.\(result) != \(result) { state.\(result) = \(result) }
      \(inner)  } else {
      \(inner)    \(store.storage)[\(element).\(key)] = \(store.stateType)(\(result): \(result))
      \(inner)  }
      \(inner)}
      \(indentation)}

      """
    edits.append(membersAfter(property, in: file, members))
    for initializer in index.parts(of: owner).flatMap(\.initializers) where !initializer.isConvenienceOrDelegating {
      guard let end = initializer.bodyEnd else { continue }
      edits.append(TextEdit(file: file.file.path, range: ByteRange(end, end),
        replacement: "  \(names.refresh)()\n\(initializer.indentation)"))
    }
  }

  func proposal(effect: Effect) -> Proposal {
    let watchedNames = (watched.map(\.name) + [collection.property.name]).map { "\(owner.name).\($0)" }
    let views = Set(derivations.map(\.evaluatingView)).sorted()
    return Proposal(
      transform: planner.transform, target: planner.target, verdict: .review, location: first.call.call.location,
      summary: "each \(row.name) keeps its \(result) in a \(store.stateType) that \(owner.name) updates only when it changes; \(views.joined(separator: ", ")) no longer \(views.count == 1 ? "reads" : "read") \(planner.target) on every \(planner.changeWording)",
      evidence: derivations.map { "\($0.call.call.location): `\($0.call.call.text)` works out each row's \(result) from \(planner.target) in \($0.evaluatingView)" }
        + [planner.trigger == .scroll ? "\(planner.target) is written by a scroll or geometry handler"
          : "every write of \(planner.target) changes it for all rows, though each row asks about its own element"],
      checks: [
        "\(store.stateType).\(result) is worked out again when \(watchedNames.joined(separator: ", ")) change (each gets a didSet); anything else `\(first.call.call.text)` depends on would leave it stale",
        "every \(collection.element.name.lowercased()) gets a state with its current \(result) when \(collection.property.name) changes (or, if \(owner.name) has no initialiser, when the first row asks), and loses it when it leaves \(collection.property.name)",
      ],
      edits: edits, effect: effect, interfaceNames: [row.name])
  }
}
