/// Decides one `Object.property.field` candidate of `hoist-field`.
struct HoistFieldPlanner {
  let index: Index
  let usage: MemberAccesses
  let object: TypeFact
  let storage: PropertyFact
  let structType: TypeFact
  let field: PropertyFact

  func plan() -> PlanOutcome {
    let throughObject = usage.occurrences(of: storage.name, in: object.name)
    let fieldAccesses = throughObject.filter { next(after: $0) == field.name }
    let writes = fieldAccesses.filter(isWrite)
    guard !writes.isEmpty else { return .notACandidate }
    let siblingReaders = throughObject.filter { occurrence in
      guard let type = occurrence.chain.chain.enclosingType,
        let declaration = index.declaration(named: type), index.isView(declaration)
      else { return false }
      return next(after: occurrence) != field.name
    }
    guard !siblingReaders.isEmpty else { return .notACandidate }

    let replacements = wholeWrites(throughObject)
    if let reason = rejection(fieldAccesses: fieldAccesses, replacements: replacements) { return .skip(reason) }
    guard let newName = freeName() else {
      return .skip(HoistFieldSkip.namesTaken, "\(object.name) already uses the names \(field.name) and \(prefixedName)")
    }
    var rewrite = HoistFieldRewrite(
      index: index, object: object, storage: storage, structType: structType, field: field, newName: newName)
    if let reason = rewrite.addStorage() { return .skip(reason) }
    if let reason = rewrite.handleWholeWrites(replacements) { return .skip(reason) }
    rewrite.rewriteAccesses(fieldAccesses)
    rewrite.removeField()

    let codable = index.conformances(of: structType).intersection(["Codable", "Encodable", "Decodable"])
    // Edits move whole lines; a manual proposal carries none, so only a rewrite needs its own lines.
    if codable.isEmpty, let (property, owner) = [(field, structType.name), (storage, object.name)].first(where: { !ownsItsLines($0.0) }) {
      return .skip(HoistFieldSkip.sharesItsLineWithOtherCode, "\(owner).\(property.name) shares its line with other code, and Narrow moves whole lines; put it on a line of its own first")
    }
    return .propose(rewrite.proposal(
      verdict: codable.isEmpty ? .review : .manual,
      evidence: evidence(writes: writes, readers: siblingReaders),
      extraChecks: codable.isEmpty ? [] : [
        "\(structType.name) is \(codable.sorted().joined(separator: "/")): \(field.name) is part of its stored format; move it by hand with a migration of saved data"
      ]))
  }

  /// Views that read other fields of the struct through the object, and not the field itself:
  /// each write of the field runs them today, and none will once it moves.
  func siblingReaderViews() -> [String] {
    let throughObject = usage.occurrences(of: storage.name, in: object.name)
    var others = Set<String>()
    var readers = Set<String>()
    for occurrence in throughObject {
      guard let type = occurrence.chain.chain.enclosingType,
        let declaration = index.declaration(named: type), index.isView(declaration)
      else { continue }
      if next(after: occurrence) == field.name { readers.insert(type) } else { others.insert(type) }
    }
    return others.subtracting(readers).sorted()
  }

  /// Whether the declaration's lines hold nothing else: only indentation before it, and after it
  /// at most a comment.
  private func ownsItsLines(_ property: PropertyFact) -> Bool {
    guard let file = index.file(at: property.declaration.location.file) else { return false }
    let bytes = Array(file.file.textBytes)
    let start = property.declaration.range.start
    var lineStart = start
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    let before = bytes[lineStart..<start]
    let after = String(decoding: bytes[property.declaration.range.end..<property.lines.end], as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return before.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } && (after.isEmpty || after.hasPrefix("//"))
  }

  // MARK: Rules

  private func rejection(fieldAccesses: [MemberAccesses.Occurrence], replacements: [WholeWrite]) -> Reason? {
    if storage.attributes.contains("ObservationIgnored") { return Reason(HoistFieldSkip.observationIgnored, "\(storage.name) is @ObservationIgnored: it is not observed") }
    if !structType.genericParameters.isEmpty { return Reason(HoistFieldSkip.isGeneric, "\(structType.name) is generic") }
    if field.storage == .observed { return Reason(HoistFieldSkip.hasPropertyObservers, "\(structType.name).\(field.name) has property observers") }
    if field.sharesDeclaration { return Reason(HoistFieldSkip.sharesItsDeclaration, "\(structType.name).\(field.name) shares its declaration with other properties") }
    guard field.type != nil else {
      return Reason(HoistFieldSkip.typeNotInferred, "the type of \(structType.name).\(field.name) is not declared and cannot be inferred")
    }
    if index.declarations(named: structType.name).count > 1 || index.declarations(named: object.name).count > 1 {
      return Reason(HoistFieldSkip.declaredMoreThanOnce, "\(structType.name) or \(object.name) is declared more than once")
    }
    let ownUses = index.parts(of: structType).flatMap(\.memberUses).filter { $0.name == field.name }
    if let use = ownUses.first { return Reason(HoistFieldSkip.fieldUsedItself, "\(structType.name) uses \(field.name) itself at \(use.expression.location)") }
    let otherUses = usage.occurrences(of: field.name, in: structType.name).filter { occurrence in
      occurrence.step == 0 || !isStorageStep(occurrence.chain.steps[occurrence.step - 1])
    }
    if !otherUses.isEmpty {
      let places = otherUses.prefix(3).map { "`\($0.chain.chain.expression.text)` at \($0.chain.chain.expression.location)" }
      return Reason(HoistFieldSkip.alsoUsedOutside, "\(structType.name).\(field.name) is also used outside \(object.name).\(storage.name): " + places.joined(separator: "; "))
    }
    let unresolved = usage.filesWithUnresolvedAccess(to: field.name)
    if !unresolved.isEmpty {
      return Reason(HoistFieldSkip.cannotTellTheType, "`.\(field.name)` is accessed in \(unresolved.prefix(3).joined(separator: ", ")) where Narrow cannot tell the type")
    }
    let files = Set(fieldAccesses.map(\.chain.chain.expression.location.file))
    if let broken = files.first(where: { index.file(at: $0)?.parseError != nil }) {
      return Reason(HoistFieldSkip.accessedInCodeWithSyntaxErrors, "\(field.name) is accessed in \(broken), which has syntax errors")
    }
    if let opaque = index.opaqueConstructions.first(where: {
      $0.typeName == structType.name || ($0.typeName == nil && $0.argumentLabels.contains(field.name))
    }) {
      return Reason(HoistFieldSkip.builtInAWayNarrowCannotRewrite, "`\(opaque.expression.text)` at \(opaque.expression.location) may build \(structType.name) in a way Narrow cannot rewrite")
    }
    // The struct's initial value and the values that replace it keep their argument: it moves to the new property.
    let movable = [storage.declaration.range] + replacements.compactMap { $0.assignment?.value.range }
    let passing = index.constructions(of: structType.name).filter { site in
      site.arguments.contains { $0.label == field.name } && !movable.contains(site.call.range)
        && !storage.declaration.range.contains(site.call.range)
    }
    if let site = passing.first {
      return Reason(HoistFieldSkip.builtWith, "\(structType.name) is built with \(field.name): at \(site.call.location); that value would have nowhere to go")
    }
    return nil
  }

  private func isStorageStep(_ step: ChainStep) -> Bool {
    step.name == storage.name && step.ownerType == object.name
  }

  private func next(after occurrence: MemberAccesses.Occurrence) -> String? {
    let steps = occurrence.chain.steps
    return occurrence.step + 1 < steps.count ? steps[occurrence.step + 1].name : nil
  }

  /// `x.s.f = …`, `x.s.f += …`, `&x.s.f`, `x.s.f.g = …`, `$x.s.f`, or a method called on `x.s.f`.
  private func isWrite(_ occurrence: MemberAccesses.Occurrence) -> Bool {
    // `$player.track.volume` hands out a binding, which writes.
    if occurrence.chain.chain.isProjection { return true }
    let fieldStep = occurrence.step + 1
    switch occurrence.chain.chain.access {
    case .read: return false
    case .call: return occurrence.chain.steps.count - 1 > fieldStep
    case .write, .inout: return true
    }
  }

  /// Replacements of the whole struct, outside the object's initialisers (which run before any reader).
  private func wholeWrites(_ throughObject: [MemberAccesses.Occurrence]) -> [WholeWrite] {
    let viaChains = throughObject.filter { occurrence in
      let chain = occurrence.chain.chain
      guard occurrence.step == occurrence.chain.steps.count - 1, !isInObjectInitializer(chain.enclosingType, chain.enclosingMember)
      else { return false }
      switch chain.access {
      case .write, .inout: return true
      case .read, .call: return false
      }
    }
    let bare = index.parts(of: object).flatMap(\.memberUses).filter {
      $0.name == storage.name && $0.kind == .mutation && $0.expression.text == storage.name && !$0.inInitializer
    }
    return viaChains.map(WholeWrite.init) + bare.map(WholeWrite.init)
  }

  private func isInObjectInitializer(_ type: String?, _ member: String?) -> Bool {
    member == "init" && type == object.name
  }

  private var prefixedName: String {
    storage.name + field.name.prefix(1).uppercased() + field.name.dropFirst()
  }

  /// The field's own name, unless the object (or code inside it) already uses it.
  private func freeName() -> String? {
    let taken = index.namesInUse(by: object)
    return [field.name, prefixedName].first { !taken.contains($0) }
  }

  // MARK: Evidence

  private func evidence(writes: [MemberAccesses.Occurrence], readers: [MemberAccesses.Occurrence]) -> [String] {
    let writeLines = writes.map { occurrence -> String in
      let chain = occurrence.chain.chain
      var notes: [String] = []
      if case .write(let op) = chain.access, op != "=" { notes.append("increment") }
      let hot = chain.contexts.filter { context in
        EventSources.repeats(context) || context.lowercased().contains("progress")
      }
      if !hot.isEmpty { notes.append("inside " + hot.joined(separator: " in ")) }
      if let member = chain.enclosingMember { notes.insert("in \(member)", at: 0) }
      return "`\(chain.expression.text)` at \(chain.expression.location)" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
    }
    let viewNames = Set(readers.compactMap { $0.chain.chain.enclosingType }).sorted()
    return [
      "\(object.name).\(storage.name).\(field.name) is written at \(writes.count) site\(writes.count == 1 ? "" : "s"): "
        + writeLines.joined(separator: "; "),
      "every such write invalidates \(viewNames.count) view\(viewNames.count == 1 ? "" : "s") that read\(viewNames.count == 1 ? "s" : "") other fields of \(object.name).\(storage.name): "
        + viewNames.joined(separator: ", "),
    ]
  }
}
