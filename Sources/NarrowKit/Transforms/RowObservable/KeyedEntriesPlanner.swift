/// `var progress: [Download.ID: Double]` in an observable model, written one key at a time
/// (`progress[id] = p`) and read by views that each show one key (`store.progress[download.id]`):
/// every write runs every one of them. One small `@Observable` entry per key, made once by the
/// model, lets each view observe only its own.
struct KeyedEntriesPlanner {
  let model: UpdateModel
  let rows: RowLookups
  let owner: TypeFact
  let property: PropertyFact
  let newTypeName: String?
  private var index: Index { model.index }

  var target: String { "\(owner.name).\(property.name)" }

  func plan() -> PlanOutcome {
    guard let written = property.type, let (keyType, valueType) = UpdateModel.dictionaryTypes(written) else { return .notACandidate }
    // What the model does not announce runs no view (the entries this rewrite keeps, for one).
    let isObservableObject = index.isObservableObject(owner)
    let announced = isObservableObject ? property.isWritten(with: .published) : !property.attributes.contains("ObservationIgnored")
    guard announced else { return .notACandidate }
    let accesses: [KeyedAccessFact]
    switch self.accesses() {
    case .failure(let reason): return .skip(reason)
    case .success(let found): accesses = found
    }
    let writes = accesses.filter(\.writes)
    let reads = accesses.filter { !$0.writes && RunnerFinder.runsWithBody($0.contexts) && isInView($0) }
    guard !writes.isEmpty, !reads.isEmpty else { return .notACandidate }
    if let reason = declarationProblem(valueType: valueType) { return .skip(reason) }
    // A view that reads the dictionary where it builds rows reads every key, and still runs for each.
    let perRow = reads.filter { $0.contexts.contains { ViewAPIs.laysOutRows($0) || ChainReader.buildsRows($0) } }
    let readers = Set(reads.map { ($0.enclosingType ?? "") })
    let spared = readers.subtracting(perRow.map { ($0.enclosingType ?? "") }).sorted()
    guard !spared.isEmpty else {
      let site = perRow[0]
      return .skip(RowObservableSkip.forEachRowWhereItBuildsThem, "\((site.enclosingType ?? "")) reads \(target) for each row where it builds them (\(site.whole.location), `\(site.whole.text)`), so every write still runs it: hand each row the entry for its key and let the row read it")
    }
    let entryType = newTypeName ?? owner.simpleName + Self.capitalized(property.name) + "Entry"
    if !index.declarations(named: entryType).isEmpty { return .skip(RowObservableSkip.typeNameTaken, "\(entryType) is already declared; choose another name with --name") }
    let storage = property.name + "Entries"
    let taken = index.namesInUse(by: owner).intersection([storage])
      .union(index.parts(of: owner).flatMap(\.methods).filter { $0 == property.name })
    if !taken.isEmpty { return .skip(RowObservableSkip.nameTaken, "\(owner.name) already uses the name \(taken.sorted().joined(separator: " and "))") }
    let value: String
    switch index.relocate(type: valueType, from: .inside(owner), to: .beside(owner)) {
    case .failure(let problem): return .skip(RowObservableSkip.cannotBeWrittenBeside, "the value type of \(target) cannot be written beside \(owner.name): \(problem.reason)")
    case .success(let relocated): value = relocated.text
    }
    let key: String
    switch index.relocate(type: keyType, from: .inside(owner), to: .inside(owner)) {
    case .failure(let problem): return .skip(RowObservableSkip.keyTypeOf, "the key type of \(target) cannot be written: \(problem.reason)")
    case .success(let relocated): key = relocated.text
    }
    let rewrite = KeyedEntriesRewrite(
      owner: owner, property: property, entryType: entryType, storage: storage, keyType: key, valueType: value,
      endsClean: index.file(at: owner.location.file).map { endsClean(after: property, in: $0) } ?? true,
      accesses: accesses, isObservableObject: isObservableObject)
    let writers = model.writers(of: property.name, in: owner.name)
    var proposal = Proposal(
      transform: RowObservableTransform.id, target: target, verdict: .review, location: property.declaration.location,
      summary: "\(target) keeps one \(entryType) per key, an @Observable object that \(spared.joined(separator: ", ")) \(spared.count == 1 ? "reads" : "read") for its own key, so a write runs only the views of that key",
      evidence: writes.prefix(2).map { "\($0.whole.location): `\($0.whole.text)` writes one key, which changes all of \(target)" }
        + reads.prefix(3).map { "\($0.whole.location): \(($0.enclosingType ?? "")) reads `\($0.whole.text)`" },
      checks: [
        "every access of \(property.name)[key] becomes \(property.name)(key).value (or [default: …]); code outside the scanned files that uses \(target) must do the same",
        "an entry is made the first time a key is asked for and kept: keys that come and go (a removed download) leave their entry behind, set to nil; drop them where the keys leave if that matters",
      ],
      edits: rewrite.edits() + Self.observationImport(for: entryType, beside: owner, in: index))
    proposal.effect = Effect(
      spared: spared.map { SparedChange(view: $0, change: target, writers: writers) },
      notes: ["each write then runs only the views reading the key written"]
    ).measured(in: model)
    return .propose(proposal)
  }

  /// `import Observation` for the `@Observable` entry class, where the owner's file imports
  /// neither SwiftUI nor Observation (an `ObservableObject` model's file often has only Combine).
  static func observationImport(for entryType: String, beside owner: TypeFact, in index: Index) -> [TextEdit] {
    guard let file = index.file(at: owner.location.file), Set(file.imports.map(\.module)).isDisjoint(with: ["SwiftUI", "Observation"])
    else { return [] }
    var imports = ImportEdits()
    imports.add(module: "Observation", reason: "for @Observable \(entryType)", in: file.file.path)
    return imports.edits(in: index).edits
  }

  /// Every access of the dictionary, each through a subscript with one key; the reason when one is not.
  private func accesses() -> Result<[KeyedAccessFact], Reason> {
    let name = property.name
    if let file = rows.keyPathFiles[name] {
      return .failure(Reason(RowObservableSkip.keyPathIn, "a key path in \(file) names \(name): it may reach \(target)"))
    }
    if let file = index.memberAccesses.firstFileWithUnresolvedAccess(to: name) {
      return .failure(Reason(RowObservableSkip.usedInAWayNarrowCannotFollow, "\(file) accesses .\(name) in a way Narrow cannot follow"))
    }
    var bases: [(location: SourceLocation, text: String, range: ByteRange)] = []
    for use in index.parts(of: owner).flatMap(\.memberUses) where use.name == name {
      guard use.kind == .whole || use.kind == .mutation else {
        return .failure(Reason(RowObservableSkip.otherThanThroughAKey, "\(target) is used at \(use.expression.location) (`\(use.expression.text)`) other than through a key"))
      }
      bases.append((use.expression.location, use.expression.text, use.expression.range))
    }
    for occurrence in index.memberAccesses.occurrences(of: name, in: owner.name) {
      let chain = occurrence.chain.chain
      guard occurrence.step == occurrence.chain.steps.count - 1 else {
        return .failure(Reason(RowObservableSkip.otherThanThroughAKey, "\(target) is used at \(chain.expression.location) (`\(chain.expression.text)`) other than through a key"))
      }
      if chain.enclosingType == owner.name && bases.contains(where: { $0.range == chain.expression.range && $0.location.file == chain.expression.location.file }) {
        continue
      }
      bases.append((chain.expression.location, chain.expression.text, chain.expression.range))
    }
    var found: [KeyedAccessFact] = []
    for base in bases {
      let keyed = index.file(at: base.location.file)?.keyedAccesses.first { $0.base.range == base.range }
      guard let keyed else {
        return .failure(Reason(RowObservableSkip.notThrough, "\(target) is used whole at \(base.location) (`\(base.text)`), not through one key"))
      }
      found.append(keyed)
    }
    return .success(found)
  }

  private func isInView(_ access: KeyedAccessFact) -> Bool {
    access.enclosingType.flatMap(index.declaration(named:)).map(index.isView) ?? false
  }

  private func declarationProblem(valueType: String) -> Reason? {
    if property.sharesDeclaration { return Reason(RowObservableSkip.sharesItsDeclaration, "\(target) shares its declaration with other properties") }
    if property.storage != .stored { return Reason(RowObservableSkip.hasPropertyObservers, "\(target) has property observers") }
    if property.initialValue?.trimmingCharacters(in: .whitespaces) != "[:]" {
      return Reason(RowObservableSkip.dictionaryDoesNotStartEmpty, "\(target) does not start empty (`[:]`), so its entries would need the first values")
    }
    if valueType.hasSuffix("?") { return Reason(RowObservableSkip.valuesAreOptional, "the values of \(target) are optional, which an entry holding an optional would blur") }
    let allowed: Set<String> = [FrameworkWrapper.published.rawValue]
    // The entries replace the declaration, attributes and all: any but @Published would be lost,
    // a property wrapper or not.
    if let attribute = property.attributes.first(where: { !allowed.contains($0) }) { return Reason(RowObservableSkip.hasWrapper, "\(target) has @\(attribute), which Narrow does not move") }
    if let hidden = property.modifiers.first(where: { $0 == "private" || $0 == "fileprivate" }) { return Reason(RowObservableSkip.dictionaryIsPrivate, "\(target) is \(hidden)") }
    if owner.modifiers.contains("open") { return Reason(RowObservableSkip.isOpen, "\(owner.name) is open: subclasses elsewhere may use \(property.name)") }
    return index.observationProblem(inFile: owner.location.file).map { Reason(RowObservableSkip.observationUnavailable, $0) }
  }

  static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
