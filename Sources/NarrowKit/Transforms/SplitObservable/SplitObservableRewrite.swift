import Foundation

/// The edits of one `split-observable` proposal: the portion's properties move into a new class
/// beside the model, the model keeps one instance of it, every access goes through that instance,
/// and the views that read only the portion hold the new class instead of the model.
struct SplitObservableRewrite {
  let planner: SplitObservablePlanner
  let portion: ModelPortion
  let newType: String
  let readers: [ModelReader]
  private var object: TypeFact { planner.object }
  private var index: Index { planner.model.index }
  /// The model's property holding the part: `storeBadge` for `StoreBadge`.
  let partName: String

  private(set) var edits: [TextEdit] = []
  private(set) var checks: [String] = []

  init(planner: SplitObservablePlanner, portion: ModelPortion, newType: String, readers: [ModelReader]) {
    self.planner = planner
    self.portion = portion
    self.newType = newType
    self.readers = readers
    partName = newType.prefix(1).lowercased() + newType.dropFirst()
    forwards = planner.isObservableObject
      && SplitObservablePlanner.needsForwarding(portion, readers: readers, of: planner.object, in: planner.model.index)
  }

  private var movedProperties: [PropertyFact] {
    portion.properties.map { name in object.properties.first { $0.name == name && !$0.isStatic }! }
  }

  private var takers: [ModelReader] { portion.readers }

  /// An `ObservableObject` model announces the part's changes as its own only when another view
  /// may reach the part through it; otherwise its observers stop running for them.
  private let forwards: Bool

  /// Builds every edit; the reason it cannot, if any.
  mutating func build() -> Reason? {
    guard let text = index.file(at: object.location.file)?.file.text else { return Reason(SplitObservableSkip.fileCannotBeRead, "\(object.location.file) cannot be read") }
    if index.namesInUse(by: object).contains(partName) { return Reason(SplitObservableSkip.partNameTaken, "\(object.name) already uses the name \(partName)") }
    if let reason = initializerProblem() { return reason }
    var addedInitializer = ""
    if forwards {
      switch forwardChanges() {
      case .failure(let reason): return reason
      case .success(let text): addedInitializer = text
      }
    }
    moveProperties(text: text, then: addedInitializer)
    rewriteAccesses()
    for taker in takers {
      if let reason = rewrite(taker) { return reason }
    }
    for observer in portion.observers {
      if let reason = observe(observer) { return reason }
    }
    return nil
  }

  private var access: String {
    object.modifiers.first { ["public", "package", "open"].contains($0) }.map { ($0 == "open" ? "public" : $0) + " " } ?? ""
  }

  /// The declarations leave the model and form the new class after it; the model keeps one instance.
  private mutating func moveProperties(text: String, then addedInitializer: String) {
    let bytes = Array(text.utf8)
    let moved = movedProperties.sorted { $0.lines.start < $1.lines.start }
    let first = moved[0]
    var holder = "\(first.indentation)\(access)let \(partName) = \(newType)()\n"
    if forwards {
      holder += "\(first.indentation)private var \(partName)Forwarding: AnyCancellable?\n" + addedInitializer
    }
    for (position, property) in moved.enumerated() {
      edits.append(TextEdit(file: object.location.file, range: property.lines, replacement: position == 0 ? holder : ""))
    }
    let body = moved.map { String(decoding: bytes[$0.lines.start..<$0.lines.end], as: UTF8.self) }.joined()
    let header = planner.isObservableObject
      ? "\(access)final class \(newType): ObservableObject {"
      : "@Observable\n\(access)final class \(newType) {"
    edits.append(TextEdit(file: object.location.file, range: ByteRange(object.end, object.end),
      replacement: "\n\n\(header)\n\(body)}"))
  }

  /// `store.count` becomes `store.part.count`, and `count` inside the model `part.count`; the
  /// views taking the part are rewritten on their own.
  private mutating func rewriteAccesses() {
    let takerViews = Set(takers.map(\.view.name))
    for name in portion.properties {
      for occurrence in index.memberAccesses.occurrences(of: name, in: object.name) {
        let chain = occurrence.chain
        if let enclosing = chain.chain.enclosingType, takerViews.contains(enclosing),
          takers.contains(where: { taker in taker.view.name == enclosing && chain.steps.contains { $0.name == taker.property.name && $0.ownerType == enclosing } })
        { continue }
        // A view observing the part reads it through its own handle: `player.time` becomes `playerTime.time`.
        if let handleUse = observerHandle(before: occurrence) {
          edits.append(TextEdit(file: chain.chain.expression.location.file, range: Self.nameRange(of: handleUse), replacement: partName))
          continue
        }
        insertPart(at: Self.nameRange(of: occurrence).start, in: chain.chain.expression.location.file)
      }
      // Inside the model, uses without a chain of their own (`unread += count`).
      for use in index.parts(of: object).flatMap(\.memberUses) where use.name == name {
        let start = use.expression.range.start + (use.expression.text.hasPrefix("self.") ? 5 : 0)
        insertPart(at: start, in: use.expression.location.file)
      }
    }
  }

  private mutating func insertPart(at position: Int, in file: String) {
    let range = ByteRange(position, position)
    guard !edits.contains(where: { $0.file == file && $0.range == range }) else { return }
    edits.append(TextEdit(file: file, range: range, replacement: partName + "."))
  }

  /// Where the name of a chain's step is written.
  static func nameRange(of occurrence: MemberAccesses.Occurrence) -> ByteRange {
    let chain = occurrence.chain
    let name = chain.steps[occurrence.step].name
    if occurrence.step == 0 && chain.startsWithImplicitSelf {
      let start = chain.chain.expression.range.start + (chain.chain.isProjection ? 1 : 0)
      return ByteRange(start, start + name.utf8.count)
    }
    let end = chain.chain.componentRanges[occurrence.component].end
    return ByteRange(end - name.utf8.count, end)
  }

  /// A view reading only the portion holds the part: its declaration, its uses and its callers
  /// or the environment it reads from.
  private mutating func rewrite(_ taker: ModelReader) -> Reason? {
    let view = taker.view
    let handle = taker.property
    if index.namesInUse(by: view).contains(partName) { return Reason(SplitObservableSkip.viewUsesThePartName, "\(view.name) already uses the name \(partName)") }
    if index.parts(of: view).flatMap(\.memberUses).contains(where: { $0.name == handle.name && $0.inInitializer }) {
      return Reason(SplitObservableSkip.viewSetsTheHandleInItsInitialiser, "\(view.name) sets \(handle.name) in its own initialiser, which Narrow does not rewrite")
    }
    edits.append(TextEdit(file: handle.declaration.location.file, range: handle.declaration.range, replacement: partDeclaration(like: handle)))
    for use in taker.handleUses {
      edits.append(TextEdit(file: use.chain.chain.expression.location.file, range: Self.nameRange(of: use), replacement: partName))
    }
    switch taker.handle {
    case .plain, .observedObject: return rewriteCallers(of: view, handle: handle)
    case .environmentObject: return injectPart(modifier: .environmentObject, for: view)
    case .environment: return injectPart(modifier: .environment, for: view)
    case .stateObject, .other: return Reason(SplitObservableSkip.handleNotGiven, "\(view.name).\(handle.name) is not given to the view")
    }
  }

  /// Each caller passes the model's part: in place of the model (`keepingModel` false), or after it.
  private mutating func rewriteCallers(of view: TypeFact, handle: PropertyFact, keepingModel: Bool = false) -> Reason? {
    if index.files.contains(where: { $0.opaqueConstructions.contains { $0.typeName == view.name } }) {
      return Reason(SplitObservableSkip.initUsedWhereNarrowCannotRewrite, "\(view.name).init is used where Narrow cannot rewrite its arguments")
    }
    let sites = index.constructions(of: view.name)
    if sites.isEmpty { return Reason(SplitObservableSkip.viewBuiltNowhere, "\(view.name) is built nowhere in the scanned code") }
    for site in sites {
      guard let argument = site.arguments.first(where: { $0.label == handle.name }) else {
        return Reason(SplitObservableSkip.builtWithoutTheHandle, "\(view.name) is built at \(site.call.location) without a \(handle.name): argument")
      }
      guard argument.valuePath != nil else {
        return Reason(SplitObservableSkip.isGivenNonStoredValue, "\(view.name) is given `\(argument.value.text)` at \(argument.value.location), which is not a stored \(object.name)")
      }
      let part = "\(partName): \(argument.value.text).\(partName)"
      edits.append(keepingModel
        ? TextEdit(file: argument.whole.location.file, range: ByteRange(argument.whole.range.end, argument.whole.range.end), replacement: ", " + part)
        : TextEdit(file: argument.whole.location.file, range: argument.whole.range, replacement: part))
    }
    return nil
  }

  /// A view whose body shows the part and more of the model keeps the model and observes the
  /// part beside it, given the same way: from the environment, or by its callers.
  private mutating func observe(_ observer: ModelReader) -> Reason? {
    let view = observer.view
    let handle = observer.property
    if index.namesInUse(by: view).contains(partName) { return Reason(SplitObservableSkip.observerUsesThePartName, "\(view.name) already uses the name \(partName)") }
    let shown = "\(view.name) shows \(object.name)'s \(portion.properties.joined(separator: ", ")) and more"
    switch observer.handle {
    case .environmentObject: break
    case .observedObject where handle.initialValue == nil:
      if !index.parts(of: view).flatMap(\.initializers).isEmpty {
        return Reason(SplitObservableSkip.hasAnInitialiserOfItsOwn, "\(shown), and has an initialiser of its own, which Narrow does not give \(newType)")
      }
    default:
      return Reason(SplitObservableSkip.itCannotObserve, "\(shown), and holds it as \(phrase(observer.handle)) it \(handle.initialValue == nil ? "is not given" : "makes itself"): it cannot observe \(newType) beside it")
    }
    let end = handle.declaration.range.end
    edits.append(TextEdit(file: handle.declaration.location.file, range: ByteRange(end, end), replacement: "\n\(handle.indentation)\(partDeclaration(like: handle))"))
    return observer.handle == .environmentObject
      ? injectPart(modifier: .environmentObject, for: view)
      : rewriteCallers(of: view, handle: handle, keepingModel: true)
  }

  /// `@EnvironmentObject var store: Store` as the part's: `@EnvironmentObject var storeBadge: StoreBadge`.
  private func partDeclaration(like handle: PropertyFact) -> String {
    handle.declaration.text
      .replacingOccurrences(of: "\\b(var|let)(\\s+)\(handle.name)\\b", with: "$1$2\(partName)", options: .regularExpression)
      .replacingOccurrences(of: "\\b\(object.simpleName)\\b", with: newType, options: .regularExpression)
  }

  /// The observer's handle right before a moved property in a chain it writes.
  private func observerHandle(before occurrence: MemberAccesses.Occurrence) -> MemberAccesses.Occurrence? {
    guard occurrence.step > 0, let enclosing = occurrence.chain.chain.enclosingType,
      let observer = portion.observers.first(where: { $0.view.name == enclosing })
    else { return nil }
    let before = occurrence.chain.steps[occurrence.step - 1]
    guard before.name == observer.property.name, before.ownerType == enclosing else { return nil }
    return observer.handleUses.first { $0.chain === occurrence.chain && $0.step == occurrence.step - 1 }
  }

  /// Every injection of the model also injects its part, so that views reading the part find it.
  private mutating func injectPart(modifier kind: ViewAPIs.Injection, for view: TypeFact) -> Reason? {
    let modifier = kind.rawValue
    let injections = index.files.flatMap(\.injections).filter { $0.modifier == modifier }
    var injected = false
    for injection in injections {
      guard let type = index.injectedType(injection) else {
        return Reason(SplitObservableSkip.unknownInjection, "cannot tell what `.\(modifier)(\(injection.argument.value.text))` at \(injection.call.location) injects")
      }
      guard type == object.name else { continue }
      guard injection.argument.valuePath != nil else {
        return Reason(SplitObservableSkip.injectsUnstoredObject, "`.\(modifier)(\(injection.argument.value.text))` at \(injection.call.location) injects a \(object.name) that is not stored")
      }
      injected = true
      let end = injection.call.range.end
      if edits.contains(where: { $0.range == ByteRange(end, end) && $0.file == injection.call.location.file }) { continue }
      edits.append(TextEdit(file: injection.call.location.file, range: ByteRange(end, end),
        replacement: Self.lineBreak(beforeModifier: modifier, in: injection.call.text)
          + ".\(modifier)(\(injection.argument.value.text).\(partName))"))
    }
    return injected ? nil : Reason(SplitObservableSkip.noInjection, "no `.\(modifier)(…)` in the scanned code injects the \(object.name) \(view.name) reads")
  }

  /// A modifier written on a line of its own gets its companion on the next line, indented alike.
  static func lineBreak(beforeModifier modifier: String, in call: String) -> String {
    guard let dot = call.range(of: "." + modifier + "(", options: .backwards)?.lowerBound,
      let newline = call[..<dot].lastIndex(of: "\n")
    else { return "" }
    let indentation = call[call.index(after: newline)..<dot]
    return indentation.allSatisfy { $0 == " " || $0 == "\t" } ? "\n" + indentation : ""
  }

  /// A property of the part set in an initialiser is set through the part, which needs `self`:
  /// every stored property without a default must already be set there.
  private func initializerProblem() -> Reason? {
    let moved = Set(portion.properties)
    let required = index.storedProperties(of: object).filter {
      !moved.contains($0.name) && $0.initialValue == nil && !($0.declaredType?.hasSuffix("?") == true && !$0.isLet)
    }
    for initializer in index.parts(of: object).flatMap(\.initializers) {
      guard let start = initializer.bodyStart, let end = initializer.bodyEnd else { continue }
      let writes = portion.properties.flatMap { index.memberAccesses.occurrences(of: $0, in: object.name) }
        .map(\.chain.chain.expression).filter { $0.location.file == object.location.file && $0.range.start > start && $0.range.end <= end }
      guard let firstWrite = writes.map(\.range.start).min() else { continue }
      let lastRequired = initializer.assignments.filter { assignment in required.contains { $0.name == assignment.property } }
        .map(\.statement.range.end).max() ?? start
      if lastRequired > firstWrite || initializer.callsSuper {
        return Reason(SplitObservableSkip.beforeTheObjectIsWhole, "the initialiser at \(initializer.location) sets \(object.name)'s part before the object is whole")
      }
    }
    return nil
  }

  /// Views that read the part through the model observe the model: it forwards the part's
  /// announcements, so they still update when a moved property changes. Returns the initialiser
  /// to write when the class has none.
  private mutating func forwardChanges() -> Result<String, Reason> {
    let statement = "\(partName)Forwarding = \(partName).objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }"
    let declared = index.parts(of: object).flatMap(\.initializers)
    let designated = declared.filter { !$0.isConvenienceOrDelegating }
    let file = object.location.file
    checks.append("\(object.name) forwards \(newType)'s changes to its own observers (\(partName)Forwarding), so views that read the moved properties through \(object.name) still update when they change")
    if designated.isEmpty {
      if !declared.isEmpty { return .failure(Reason(SplitObservableSkip.hasOnlyConvenienceInitialisers, "\(object.name) has only convenience initialisers")) }
      if object.inheritedTypes.contains(where: { index.declaration(named: $0)?.kind == .class }) {
        return .failure(Reason(SplitObservableSkip.inheritsAnotherClass, "\(object.name) inherits another class; Narrow does not write its initialiser"))
      }
      let indent = movedProperties.sorted { $0.lines.start < $1.lines.start }[0].indentation
      return .success("\n\(indent)init() {\n\(indent)  \(statement)\n\(indent)}\n\n")
    }
    for initializer in designated {
      guard let end = initializer.bodyEnd else { return .failure(Reason(SplitObservableSkip.hasNoBody, "the initialiser at \(initializer.location) has no body")) }
      edits.append(TextEdit(file: file, range: ByteRange(end, end), replacement: "  \(statement)\n\(initializer.indentation)"))
    }
    return .success("")
  }

  /// Without forwarding, the model stops announcing what moved: say so.
  private var silenced: [String] {
    guard planner.isObservableObject && !forwards else { return [] }
    return ["\(object.name) no longer announces changes of \(portion.properties.joined(separator: ", ")): nothing in the scanned code reads them through it, but code elsewhere that observes \(object.name) for them must observe \(newType)"]
  }

  func proposal() -> Proposal {
    let keeping = Set((takers + portion.observers).map(\.view.name))
    let mixed = readers.filter { reader in !keeping.contains(reader.view.name) && reader.reads.contains(where: portion.properties.contains) }
    var evidence = takers.map { "\($0.view.name) reads only \($0.reads.map { "\(object.name).\($0)" }.joined(separator: ", ")) through \($0.property.name) (\(phrase($0.handle)))" }
    evidence += portion.observers.map { "\($0.view.name) shows \(portion.properties.joined(separator: " or ")) and more of \(object.name): it keeps \(object.name) and observes \(newType) too" }
    evidence += mixed.map { "\($0.view.name) reads \(object.name) beyond the portion and keeps it" + ($0.otherUse.map { ": it \($0)" } ?? "") }
    return Proposal(
      transform: SplitObservableTransform.id, target: portion.target(of: object), verdict: .review,
      location: object.location,
      summary: "\(portion.properties.joined(separator: ", ")) \(portion.properties.count == 1 ? "moves" : "move") into \(newType), \(planner.isObservableObject ? "an ObservableObject" : "an @Observable class") held by \(object.name)" + holding,
      evidence: evidence,
      checks: checks + silenced + [
        "code outside the scanned files that uses \(portion.properties.map { "\(object.name).\($0)" }.joined(separator: ", ")) must go through \(object.name).\(partName)",
        "\(newType) is made once, with \(object.name); replace it only together with the model",
      ],
      edits: edits,
      interfaceNames: portion.properties + takers.map(\.view.name))
  }

  /// `; TimeLabel takes it instead of Player, and MiniPlayer observes it too`.
  private var holding: String {
    let verb = { (views: [ModelReader], one: String, many: String) in "\(views.map(\.view.name).joined(separator: ", ")) \(views.count == 1 ? one : many)" }
    let parts = [
      takers.isEmpty ? nil : verb(takers, "takes", "take") + " it instead of \(object.name)",
      portion.observers.isEmpty ? nil : verb(portion.observers, "observes it too", "observe it too"),
    ].compactMap { $0 }
    return parts.isEmpty ? "" : "; " + parts.joined(separator: ", and ")
  }

  private func phrase(_ handle: ModelReader.Handle) -> String {
    switch handle {
    case .observedObject: return "@ObservedObject"
    case .environmentObject: return "@EnvironmentObject"
    case .environment: return "@Environment"
    case .plain: return "a stored reference"
    case .stateObject: return "@StateObject"
    case .other(let wrapper): return "@" + wrapper
    }
  }
}
