/// What `row-observable` and `row-derived-state` share: a model's collection of structs shown as
/// rows, the places the rows are built, and the per-element objects the model keeps for them.

/// `var downloads: [Download]` in an observable class, with `Download` a struct of the scanned code.
struct RowCollection {
  let owner: TypeFact
  let property: PropertyFact
  let element: TypeFact
  let isObservableObject: Bool

  var target: String { "\(owner.name).\(property.name)" }

  /// Every stored array of a declared struct kept by an observable class.
  static func all(in index: Index) -> [RowCollection] {
    index.allTypes.filter { $0.kind == .class && index.isRewritableObservable($0) }.flatMap { owner in
      index.storedProperties(of: owner).compactMap { property -> RowCollection? in
        guard let written = property.type, let elementText = ElementPath.elementType(of: written), !written.contains(":"),
          let elementName = Index.simpleTypeName(elementText), let element = index.declaration(named: elementName),
          element.kind == .struct
        else { return nil }
        return RowCollection(owner: owner, property: property, element: element,
          isObservableObject: index.isObservableObject(owner))
      }
    }
  }

  /// The rows built from this collection: a row view constructed in a `ForEach` or `List` over
  /// `handle.collection`, given the element whole.
  func rowSites(in lookups: RowLookups) -> [RowSite] {
    let index = lookups.index
    return (lookups.rowConstructions[target] ?? []).compactMap { construction -> RowSite? in
      guard let context = construction.row, let collectionText = context.collection?.text, let elementName = context.element,
        let view = index.declaration(named: construction.typeName), index.isView(view),
        let argument = construction.arguments.first(where: { $0.valuePath.map { Self.isName(elementName, $0) } ?? false }),
        let label = argument.label,
        let receiving = index.propertyDeclaration(label, in: view.name), receiving.type.flatMap(Index.simpleTypeName) == element.name
      else { return nil }
      let base = String(collectionText.dropLast(property.name.utf8.count)).trimmingSuffix(".")
      return RowSite(construction: construction, context: context, view: view, argument: argument, property: receiving,
        ownerBase: base)
    }
  }

  private static func isName(_ name: String, _ path: ValuePath) -> Bool {
    if case .name(name) = path.root, path.steps.isEmpty { return true }
    return false
  }

  /// The member that keys the rows, when every site keys them by the same stored `let` of the
  /// element; otherwise why the elements have no stable id.
  func stableKey(of sites: [RowSite], in index: Index) -> Result<PropertyFact, Reason> {
    let keys = Set(sites.map(\.context.key))
    guard keys.count == 1, let key = keys.first else {
      return .failure(Reason(SharedSkip.keyedDifferently, "the rows of \(target) are keyed differently (\(keys.sorted().joined(separator: ", ")))"))
    }
    if key == "self" { return .failure(Reason(SharedSkip.keyedByElementItself, "the rows of \(target) are keyed by the element itself: \(element.name) has no stable id")) }
    guard let property = index.storedProperties(of: element).first(where: { $0.name == key }) else {
      return .failure(Reason(SharedSkip.keyIsNotStored, "\(element.name).\(key), which keys the rows, is not a stored property: \(element.name) has no stable id Narrow can follow"))
    }
    guard property.isLet else {
      return .failure(Reason(SharedSkip.keyIsAVar, "\(element.name).\(key), which keys the rows, is a var: \(element.name) has no stable id"))
    }
    guard property.type != nil else { return .failure(Reason(SharedSkip.keyHasNoWrittenType, "\(element.name).\(key) has no written type")) }
    return .success(property)
  }
}

/// `DownloadRow(download: download)` inside `ForEach(store.downloads) { download in … }`.
struct RowSite {
  let construction: ConstructionFact
  let context: RowContext
  let view: TypeFact
  /// The argument that hands the row its element, and the row's property receiving it.
  let argument: ArgumentFact
  let property: PropertyFact
  /// How the code building the rows reaches the owner: `store` in `store.downloads`; empty inside the owner.
  let ownerBase: String

  /// Why the row views cannot take one more stored property, given at every place they are built.
  static func viewProblem(_ sites: [RowSite], collection: RowCollection, newProperty: String, in index: Index) -> Reason? {
    let siteCalls = Set(sites.map(\.construction.call.location))
    for view in Set(sites.map(\.view.name)).sorted() {
      let declaration = index.declaration(named: view)!
      if index.parts(of: declaration).contains(where: { !$0.initializers.isEmpty }) {
        return Reason(SharedSkip.hasItsOwnInitialiser, "\(view) has its own initialiser, which Narrow does not extend")
      }
      if index.namesInUse(by: declaration).contains(newProperty) { return Reason(SharedSkip.nameTaken, "\(view) already uses the name \(newProperty)") }
      if let other = index.constructions(of: view).first(where: { !siteCalls.contains($0.call.location) }) {
        return Reason(SharedSkip.builtOutsideTheRows, "\(view) is also built at \(other.call.location), outside the rows of \(collection.target), where no state exists")
      }
      if let opaque = index.opaqueConstructions(of: view).first {
        return Reason(SharedSkip.initUsedElsewhere, "\(view).init is used at \(opaque.expression.location) where Narrow cannot follow it")
      }
    }
    return nil
  }

  /// `store.state(for: download)`.
  func stateCall(_ accessor: String) -> String {
    (ownerBase.isEmpty ? "" : ownerBase + ".") + "\(accessor)(for: \(argument.value.text))"
  }
}

/// The per-element objects a model keeps: a dictionary by id that nothing observes, an accessor
/// that makes an element's object the first time it is asked for.
struct RowStateStore {
  let collection: RowCollection
  let stateType: String
  let key: PropertyFact
  /// `states` and `state(for:)`.
  let storage: String
  let accessor: String
  /// The accessor's parameter: `download` in `state(for download: Download)`, unless named.
  var parameterName: String? = nil
  var parameter: String { parameterName ?? collection.element.name.prefix(1).lowercased() + collection.element.name.dropFirst() }

  var keyType: String {
    key.name == "id" && collection.element.inheritedTypes.contains("Identifiable")
      ? "\(collection.element.name).ID" : key.type ?? "AnyHashable"
  }

  /// The dictionary and the accessor, as members of the owner. `make` writes the expression that
  /// builds a new object, given the name of the element (`DownloadState()`).
  func members(indentation: String, make: (String) -> String) -> String {
    let element = collection.element.name
    let ignored = collection.isObservableObject ? "" : "@ObservationIgnored "
    let inner = indentation + "  "
    return """
      \(indentation)\(ignored)private var \(storage): [\(keyType): \(stateType)] = [:]

      \(indentation)/// The state of one \(parameter), made once and kept while it is in `\(collection.property.name)`.
      \(indentation)func \(accessor)(for \(parameter): \(element)) -> \(stateType) {
      \(inner)if let existing = \(storage)[\(parameter).\(key.name)] { return existing }
      \(inner)let made = \(make(parameter))
      \(inner)\(storage)[\(parameter).\(key.name)] = made
      \(inner)return made
      \(indentation)}

      """
  }
}

/// New members written after a property's lines: a blank line before them, and one after them
/// unless the next line is blank already or closes the type.
func membersAfter(_ property: PropertyFact, in file: FileFacts, _ members: String) -> TextEdit {
  TextEdit(file: file.file.path, range: ByteRange(property.lines.end, property.lines.end),
    replacement: "\n" + members + (endsClean(after: property, in: file) ? "" : "\n"))
}

/// Whether the line after a property's lines is blank or closes the type, so that what is
/// written in its place needs no blank line after it.
func endsClean(after property: PropertyFact, in file: FileFacts) -> Bool {
  let next = file.file.textBytes[property.lines.end...].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
  return next == UInt8(ascii: "\n") || next == UInt8(ascii: "}")
}

extension String {
  func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
