/// Decides one chain of views that pass a value down, ending at the view that reads it.
struct LargeValuePlanner {
  let model: UpdateModel
  let flow: ValueFlow
  let chain: [ValueFlow.Pass]
  let thresholds: LargeValueThresholds
  private var index: Index { model.index }

  /// The views that hold the value, from the first to the one that reads it.
  private var layers: [ValueFlow.Holder] { [chain[0].from] + chain.map(\.to) }

  /// What a layer does with the value. The last one also reads the fields it passes on: there
  /// the value has become small enough to stop following.
  func reads(of holder: ValueFlow.Holder) -> ValueFlow.Use {
    var use = flow.use(of: holder)
    guard holder == layers.last else { return use }
    for pass in flow.passes[holder] ?? [] {
      if let field = pass.fields.first, !use.fieldsRead.contains(field) { use.fieldsRead.append(field) }
    }
    return use
  }

  private func type(of holder: ValueFlow.Holder) -> String? {
    index.propertyDeclaration(holder.property, in: holder.view)?.type
  }

  func plan() -> PlanOutcome {
    let layers = self.layers
    guard let firstType = type(of: layers[0]) else { return .notACandidate }
    let deepEnough = layers.count >= thresholds.depth
    if let name = Index.simpleTypeName(firstType), let declared = index.declaration(named: name),
      declared.kind == .class || declared.kind == .actor
    {
      return deepEnough
        ? .skip(LargeValueSkip.isAReferenceType, "\(name) is a reference type: each of the \(layers.count) layers compares one reference, however much it holds")
        : .notACandidate
    }
    guard let size = model.valueSize(ofType: firstType) else { return .notACandidate }
    guard size.isLarge(minimumFields: thresholds.fields) else {
      // Only the scanned code's own types are worth a word; a Bool passed down is not news.
      let declared = Index.typeNames(in: firstType).contains { !Index.valueTypesComparedWhole.contains($0) }
      return deepEnough && declared
        ? .skip(LargeValueSkip.isSmall, "\(firstType) is small (\(size.fields) field\(size.fields == 1 ? "" : "s")\(size.collectionNesting > 0 ? " in a collection" : "")): comparing it at each layer is cheap")
        : .notACandidate
    }
    let route = layers.map(\.view).joined(separator: " → ")
    guard deepEnough else {
      return .skip(LargeValueSkip.fewerThan, "\(firstType) passes through \(layers.count) view layers (\(route)), fewer than \(thresholds.depth)")
    }
    let last = layers.last!
    var lastUse = reads(of: last)
    if let whole = lastUse.wholeUse {
      return .skip(LargeValueSkip.soItNeedsAllOfIt, "\(last.view) uses \(last.property) whole at \(whole.expression.location) (`\(whole.expression.text)`), so it needs all of it")
    }
    if let whole = (flow.passes[last] ?? []).first(where: \.fields.isEmpty) {
      return .skip(LargeValueSkip.soItNeedsAllOfIt, "\(last.view) passes \(last.property) whole to \(whole.to.view) at \(whole.argument.value.location), so it needs all of it")
    }
    guard let lastTypeName = type(of: last).flatMap({ Index.simpleTypeName(UpdateModel.unwrappingOptional($0)) }),
      let lastType = index.declaration(named: lastTypeName), lastType.kind == .struct
    else {
      return .skip(LargeValueSkip.whichHasNoFieldsToPassOnTheirOwn, "the value reaches \(last.view) as `\(type(of: last) ?? "?")`, which has no fields to pass on their own")
    }
    let fields = index.storedProperties(of: lastType).map(\.name)
    if let computed = lastUse.fieldsRead.first(where: { !fields.contains($0) }) {
      return .skip(LargeValueSkip.whichIsNotAStoredField, "\(last.view) reads \(last.property).\(computed), which is not a stored field of \(lastTypeName): it may read any of them")
    }
    lastUse.fieldsRead = fields.filter(lastUse.fieldsRead.contains)
    if lastUse.fieldsRead.count * 2 > fields.count {
      return .skip(LargeValueSkip.nearlyTheWhole, "\(last.view) reads \(lastUse.fieldsRead.count) of the \(fields.count) fields of \(lastTypeName) (\(lastUse.fieldsRead.joined(separator: ", "))): a value of those would be nearly the whole")
    }
    let origins = origins(of: layers[0])
    // A first view built nowhere is dead code, or built where Narrow cannot see (a preview).
    guard !origins.isEmpty else { return .notACandidate }
    let remedy = Remedy(owner: origins.lazy.compactMap(\.owner).first)
    let unread = fields.filter { !lastUse.fieldsRead.contains($0) }
    // A field declared twice (code that does not compile yet) is one field.
    let fieldWriters = Dictionary(fields.map { ($0, model.changes(of: $0, in: lastTypeName)) }, uniquingKeysWith: { first, _ in first })
    // A write of one field also changes the value the chain starts from; count it once, as the field's.
    let fieldWriteLocations = Set(fieldWriters.values.joined().map(\.location))
    let replacements = origins.flatMap(\.writers).filter { !fieldWriteLocations.contains($0.location) }
    // A value read from a closure parameter, a local or a call cannot be followed to its writers.
    let unfollowed = origins.filter { !$0.isFollowed }.map(\.argument.value)
    if unfollowed.isEmpty && replacements.isEmpty && unread.allSatisfy({ fieldWriters[$0]!.isEmpty }) {
      return .skip(LargeValueSkip.nothingInTheScannedCodeChanges, "nothing in the scanned code changes \(firstType) after it is built (no writer of it or of \(lastTypeName)'s fields \(unread.prefix(3).joined(separator: ", "))\(unread.count > 3 ? ", …" : "")), so no view runs for it")
    }
    var spared = layers.enumerated().flatMap { position, layer -> [SparedChange] in
      let isLast = position == layers.count - 1
      if isLast && remedy.owner != nil { return [] }
      let kept = Set(reads(of: layer).fieldsRead + (remedy.owner == nil ? lastUse.fieldsRead : []))
      let changing = fields.filter { !kept.contains($0) }
      var changes = changing.filter { !fieldWriters[$0]!.isEmpty }.map {
        SparedChange(view: layer.view, change: "\(lastTypeName).\($0)", writers: fieldWriters[$0]!)
      }
      if (!replacements.isEmpty || !unfollowed.isEmpty) && !changing.isEmpty {
        let keptText = kept.isEmpty ? "" : " with the same \(fields.filter(kept.contains).joined(separator: ", "))"
        changes.append(SparedChange(view: layer.view, change: "\(lastTypeName) (replaced whole\(keptText))", writers: replacements))
      }
      return changes
    }
    if let owner = remedy.owner, readsOnlyToPass(owner, origins: origins) {
      let member = owner.path.split(separator: ".")[1]
      spared.append(SparedChange(view: owner.view, change: "\(owner.type).\(member)",
        writers: model.changes(of: String(member), in: owner.type)))
    }
    guard !spared.isEmpty else { return .skip(LargeValueSkip.soASmallerValueSparesNoneOfThem, "every layer reads what changes of \(lastTypeName), so a smaller value spares none of them") }
    var effect = Effect(spared: spared).measured(in: model)
    if unread.allSatisfy({ fieldWriters[$0]!.isEmpty }) {
      effect = effect.atMost(possible: "\(lastTypeName) changes only by whole replacements; whether they change the fields \(last.view) does not read is not known")
    }
    if let first = unfollowed.first {
      effect = effect.atMost(possible: "where `\(first.text)` at \(first.location) comes from cannot be followed to its writers")
    }
    let proposal = Proposal(
      transform: LargeValueTransform.id, target: last.name, verdict: .manual,
      location: index.propertyDeclaration(last.property, in: last.view)!.declaration.location,
      summary: "\(firstType) (\(size.fields) fields\(size.collectionNesting >= 2 ? ", nested collections" : "")) passes down \(layers.count) view layers to \(last.view), which reads \(lastUse.fieldsRead.count) of its fields",
      evidence: evidence(size: size, firstType: firstType, origins: origins, readCount: lastUse.fieldsRead.count),
      checks: remedy.steps(planner: self, lastTypeName: lastTypeName, reads: lastUse.fieldsRead),
      edits: [], effect: effect)
    return .propose(proposal)
  }

  private func evidence(size: ValueSize, firstType: String, origins: [Origin], readCount: Int) -> [String] {
    var lines = ["\(firstType): \(size.description)"]
    for origin in origins.prefix(3) {
      lines.append("built at \(origin.argument.value.location) as `\(origin.argument.value.text)` in \(origin.site.enclosingType ?? "?")")
    }
    for (position, layer) in layers.enumerated() {
      let property = index.propertyDeclaration(layer.property, in: layer.view)!
      let reads = self.reads(of: layer).fieldsRead
      let passedAs = position == 0 ? "" : ", given `\(chain[position - 1].argument.value.text)` at \(chain[position - 1].argument.value.location)"
      lines.append("layer \(position + 1): \(layer.name): \(property.type ?? "?") at \(property.declaration.location)\(passedAs); "
        + (reads.isEmpty ? "reads none of it" : "reads \(reads.joined(separator: ", "))")
        + (position < chain.count ? ", passes it on" : ""))
    }
    let above = Set(origins.compactMap { $0.site.enclosingType }).sorted().joined(separator: ", ")
    lines.append("each run of \(above.isEmpty ? "the view above" : above)'s body compares at least \(size.fields) fields at \(layers[0].view)\(size.collectionNesting > 0 ? " (and more for each element of its collections)" : ""); when the value changes, each of the \(layers.count) layers compares it and runs; a value of the \(readCount) field\(readCount == 1 ? "" : "s") read compares \(readCount)")
    return lines
  }

  /// Where the first layer's value comes from: a construction site of that view, what its
  /// argument reads, the writers of that, and the `@Observable` object it is read from.
  struct Origin {
    let site: ConstructionFact
    let argument: ArgumentFact
    let writers: [Writer]
    let owner: Owner?

    /// Whether the argument is a path of stored values Narrow can find the writers of.
    var isFollowed: Bool {
      guard let path = argument.valuePath else { return false }
      switch (path.root, path.rootBinding) {
      case (.name, .parameter), (.name, .local): return false
      default: return true
      }
    }
  }

  /// An `@Observable` object upstream that holds the value: `store` (a `Store`) in `LibraryScreen`.
  struct Owner {
    let view: String
    let property: String
    let type: String
    /// How the chain's first view is given the value today (`store.library`).
    let path: String
  }

  private func origins(of first: ValueFlow.Holder) -> [Origin] {
    index.constructions(of: first.view).compactMap { site in
      guard let argument = site.arguments.first(where: { $0.label == first.property }) else { return nil }
      let writers = argument.valuePath.map { model.changes(ofPath: $0, in: site.enclosingType) } ?? []
      return Origin(site: site, argument: argument, writers: writers, owner: owner(of: argument, in: site))
    }
  }

  /// Whether the view that starts the chain reads the object's property only to pass it on: then,
  /// given the object instead, it no longer depends on that property.
  private func readsOnlyToPass(_ owner: Owner, origins: [Origin]) -> Bool {
    guard let view = index.declaration(named: owner.view), index.isView(view) else { return false }
    let member = String(owner.path.split(separator: ".")[1])
    let passed = origins.filter { $0.site.enclosingType == owner.view }.map(\.argument.value)
    return index.memberAccesses.chains(in: owner.view).filter { chain in
      chain.steps.contains { $0.ownerType == owner.type && $0.name == member }
    }.allSatisfy { chain in passed.contains { $0.contains(chain.chain.expression) } }
  }

  private func owner(of argument: ArgumentFact, in site: ConstructionFact) -> Owner? {
    guard let path = argument.valuePath, let enclosing = site.enclosingType else { return nil }
    switch (path.root, path.rootBinding) {
    case (.name, .unbound), (.selfValue, _): break
    default: return nil
    }
    let members = index.start(of: path, in: enclosing).members
    guard members.count >= 2, let typeName = index.propertyType(members[0], in: enclosing),
      let type = index.declaration(named: typeName), type.kind == .class, type.attributes.contains("Observable")
    else { return nil }
    return Owner(view: enclosing, property: members[0], type: typeName, path: members.joined(separator: "."))
  }

  /// What to do instead, fitted to where the value comes from. Never a reference type in place of
  /// the struct: that only hides its changes from SwiftUI's comparison.
  struct Remedy {
    let owner: Owner?

    func steps(planner: LargeValuePlanner, lastTypeName: String, reads: [String]) -> [String] {
      let layers = planner.layers
      let last = layers.last!
      let between = layers.dropLast().map(\.view)
      let betweenText = between.count == 1 ? between[0] : between.dropLast().joined(separator: ", ") + " and " + between.last!
      var steps: [String] = []
      if let owner {
        let passedFields = planner.chain.flatMap(\.fields).map { "." + $0 }.joined()
        let readPaths = reads.map { "`\(owner.path)\(passedFields).\($0)`" }
        steps.append("\(owner.view) reads the value from \(owner.type) (`\(owner.path)`), an @Observable object: pass `\(owner.property)` down instead, and let \(last.view) read "
          + (readPaths.isEmpty ? "what it needs" : readPaths.joined(separator: ", "))
          + ". \(betweenText) then compare one reference and no longer run when the value changes; \(last.view) still runs for any change of `\(owner.path)`, which Observation tracks as one property")
      } else if reads.isEmpty {
        steps.append("\(last.view) does not read \(last.property): stop passing it down through \(betweenText)")
      } else {
        steps.append("give \(last.view) a smaller value with exactly the fields it reads (\(reads.joined(separator: ", ")) of \(lastTypeName)), made where \(layers[0].view) is built, and pass that through \(betweenText) instead of the whole value")
      }
      for layer in layers.dropLast() {
        // With a smaller value, what it holds already reaches this layer.
        let own = planner.reads(of: layer).fieldsRead.filter { owner != nil || !reads.contains($0) }
        if !own.isEmpty { steps.append("\(layer.view) also reads \(own.joined(separator: ", ")): pass \(own.count == 1 ? "that field" : "those fields") to it on \(own.count == 1 ? "its" : "their") own") }
      }
      steps.append("keep \(lastTypeName) a value type; measure before and after with the comparison counts or Instruments")
      return steps
    }
  }
}
