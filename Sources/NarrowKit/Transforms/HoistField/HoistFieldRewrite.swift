import Foundation

/// The edits of one `hoist-field` proposal: a new stored property on the object, every access
/// path rewritten to it, the field removed from the struct, and whole replacements of the struct
/// followed by a reset of the new property.
struct HoistFieldRewrite {
  let index: Index
  let object: TypeFact
  let storage: PropertyFact
  let structType: TypeFact
  let field: PropertyFact
  let newName: String

  private(set) var edits: [TextEdit] = []
  private(set) var checks: [String] = []
  /// The value the field has when the struct is built without it.
  private var initialValue = ""
  private(set) var importEvidence: [String] = []

  init(index: Index, object: TypeFact, storage: PropertyFact, structType: TypeFact, field: PropertyFact, newName: String) {
    self.index = index
    self.object = object
    self.storage = storage
    self.structType = structType
    self.field = field
    self.newName = newName
  }

  /// Declares the new property under the struct's property, with the field's initial value.
  mutating func addStorage() -> Reason? {
    if let value = field.initialValue {
      initialValue = value
    } else if let (site, argument) = initialConstructionArgument() {
      initialValue = argument.value.text
      edits.append(removal(of: argument, in: site))
    } else {
      return Reason(HoistFieldSkip.noDefaultValue, "\(structType.name).\(field.name) has no default value and \(object.name).\(storage.name) does not start with one")
    }
    let type: RelocatedType
    let value: RelocatedType
    switch (index.relocate(type: field.type!, from: .inside(structType), to: .inside(object)),
      // A default value was written in the struct; a construction argument already in the object.
      index.relocate(expression: initialValue, from: field.initialValue != nil ? .inside(structType) : .inside(object), to: .inside(object))) {
    case (.failure(let problem), _), (_, .failure(let problem)):
      return Reason(HoistFieldSkip.cannotBeDeclaredOnTheObject, "\(structType.name).\(field.name) cannot be declared on \(object.name): \(problem.reason)")
    case (.success(let foundType), .success(let foundValue)):
      type = foundType
      value = foundValue
    }
    var imports = ImportEdits()
    imports.add(type, in: storage.declaration.location.file)
    let added = imports.edits(in: index)
    edits += added.edits
    importEvidence = added.evidence
    let wrapper = storage.isWritten(with: .published) ? "@Published " : ""
    let modifiers = storage.modifiers.map { $0 + " " }.joined()
    let declaration = fieldDocumentation() + "\(storage.indentation)\(wrapper)\(modifiers)var \(newName): \(type.text) = \(value.text)\n"
    guard let text = fileText(storage.declaration.location.file),
      text.hasNewline(at: storage.lines.end - 1)
    else { return Reason(HoistFieldSkip.storageDoesNotEndItsLine, "\(object.name).\(storage.name) does not end its line") }
    edits.append(TextEdit(file: storage.declaration.location.file, range: ByteRange(storage.lines.end, storage.lines.end),
      replacement: declaration))
    return nil
  }

  /// The field's doc comment, re-indented for the object, so it moves with the field.
  private func fieldDocumentation() -> String {
    guard let text = fileText(field.declaration.location.file) else { return "" }
    let comment = String(decoding: text[field.lines.start..<field.declaration.range.start], as: UTF8.self)
    return comment.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }.map { storage.indentation + $0 + "\n" }.joined()
  }

  /// `var track = Track(title: "", playCount: 0)`: the argument that sets the field at first.
  private func initialConstructionArgument() -> (ConstructionFact, ArgumentFact)? {
    index.constructions(of: structType.name).lazy
      .filter { storage.declaration.range.contains($0.call.range) }
      .compactMap { site in site.arguments.first { $0.label == field.name }.map { (site, $0) } }
      .first
  }

  /// The field's argument when `range` is exactly a construction of the struct.
  private func fieldArgument(constructing range: ByteRange) -> (ConstructionFact, ArgumentFact)? {
    guard let site = index.constructions(of: structType.name).first(where: { $0.call.range == range }),
      let argument = site.arguments.first(where: { $0.label == field.name })
    else { return nil }
    return (site, argument)
  }

  /// Removes `label: value` and the comma that joins it to its neighbour.
  private func removal(of argument: ArgumentFact, in site: ConstructionFact) -> TextEdit {
    let position = site.arguments.firstIndex(of: argument)!
    let range: ByteRange
    if position > 0 {
      range = ByteRange(site.arguments[position - 1].whole.range.end, argument.whole.range.end)
    } else if site.arguments.count > 1 {
      range = ByteRange(argument.whole.range.start, site.arguments[1].whole.range.start)
    } else {
      range = argument.whole.range
    }
    return TextEdit(file: site.call.location.file, range: range, replacement: "")
  }

  /// `player.track = next` used to reset the field too: the new property is reset after it.
  mutating func handleWholeWrites(_ writes: [WholeWrite]) -> Reason? {
    for write in writes {
      guard let assignment = write.assignment else {
        return Reason(HoistFieldSkip.replacedAt, "\(object.name).\(storage.name) is replaced at \(write.location) in a way Narrow cannot follow")
      }
      let target = write.base.isEmpty ? newName : write.base + "." + newName
      var value = initialValue
      if let (site, argument) = fieldArgument(constructing: assignment.value.range) {
        value = argument.value.text
        edits.append(removal(of: argument, in: site))
      }
      edits.append(TextEdit(file: write.location.file,
        range: ByteRange(assignment.statement.range.end, assignment.statement.range.end),
        replacement: "\n\(assignment.indentation)\(target) = \(value)"))
      checks.append("\(storage.name) is replaced whole at \(write.location); \(target) is set to \(value) there, as the field was")
    }
    return nil
  }

  /// `player.track.playCount` → `player.playCount`; `track.playCount` → `playCount` inside the object.
  mutating func rewriteAccesses(_ accesses: [MemberAccesses.Occurrence]) {
    for access in accesses {
      let chain = access.chain
      let start = chain.baseEnd(before: access.step)
      let fieldEnd = chain.steps[access.step + 1].end
      let implicit = access.step == 0 && chain.startsWithImplicitSelf
      edits.append(TextEdit(file: chain.chain.expression.location.file, range: ByteRange(start, fieldEnd),
        replacement: implicit ? newName : "." + newName))
    }
  }

  mutating func removeField() {
    edits.append(TextEdit(file: field.declaration.location.file, range: field.lines, replacement: ""))
  }

  func proposal(verdict: Verdict, evidence: [String], extraChecks: [String]) -> Proposal {
    let conformances = index.conformances(of: structType).intersection(["Equatable", "Hashable"])
    var allChecks = [
      "\(field.name) leaves \(structType.name): code that copies \(structType.name) values no longer carries it"
    ]
    if !conformances.isEmpty {
      allChecks.append("\(structType.name)'s \(conformances.sorted().joined(separator: " and ")) no longer include\(conformances.count == 1 ? "s" : "") \(field.name)")
    }
    allChecks += checks + extraChecks
    return Proposal(
      transform: HoistFieldTransform.id,
      target: "\(object.name).\(storage.name).\(field.name)",
      verdict: verdict,
      location: storage.declaration.location,
      summary: "\(object.name).\(newName) holds \(structType.name).\(field.name), so writes to it no longer invalidate readers of \(storage.name)",
      evidence: evidence + importEvidence,
      checks: allChecks,
      edits: verdict == .manual ? [] : edits,
      interfaceNames: [structType.name, field.name])
  }

  private func fileText(_ path: String) -> [UInt8]? {
    index.file(at: path).map { Array($0.file.textBytes) }
  }
}

/// A statement that replaces the whole struct: `player.track = next`, `track = next`.
struct WholeWrite {
  let location: SourceLocation
  let assignment: AssignmentStatement?
  /// The text before the property: `player`, `self`, or "" for an implicit `self`.
  let base: String

  init(_ occurrence: MemberAccesses.Occurrence) {
    let chain = occurrence.chain.chain
    location = chain.expression.location
    assignment = chain.assignment
    let length = occurrence.chain.baseEnd(before: occurrence.step) - chain.expression.range.start
    base = String(decoding: Array(chain.expression.text.utf8).prefix(length), as: UTF8.self)
  }

  init(_ use: MemberUseFact) {
    location = use.expression.location
    assignment = use.assignment
    base = ""
  }
}

extension Array where Element == UInt8 {
  func hasNewline(at offset: Int) -> Bool { offset >= 0 && offset < count && self[offset] == UInt8(ascii: "\n") }
}
