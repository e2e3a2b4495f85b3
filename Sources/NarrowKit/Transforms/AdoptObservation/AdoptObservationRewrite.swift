import Foundation

/// The places outside the class that change with it.
struct TakingPlaces {
  /// `T: Playable & ObservableObject` where only this class is `Playable`: `ObservableObject` there
  /// becomes `Observable`.
  var mentions: [ObservableObjectMention]
  /// `@ObservedObject var model: Model` in a view generic over such a `Model`: the wrapper goes.
  var genericHolders: [PropertyFact]
}

/// The edits of one `adopt-observation` proposal, across every file they touch: the class, its
/// properties, the views that observe it, the modifiers that inject it, and the imports.
struct AdoptObservationRewrite {
  let planner: AdoptObservationPlanner
  let observers: [ObjectObserver]
  /// Views that hold the object without a wrapper: they begin to observe what they read.
  let plainHolders: [ModelReader]
  let places: TakingPlaces
  private var takingPlaces: [ObservableObjectMention] { places.mentions }
  private var object: TypeFact { planner.object }
  private var index: Index { planner.model.index }

  private(set) var edits: [TextEdit] = []
  private(set) var checks: [String] = []
  private var imports = ImportEdits()
  private var importEvidence: [String] = []

  init(planner: AdoptObservationPlanner, observers: [ObjectObserver], plainHolders: [ModelReader], places: TakingPlaces) {
    self.planner = planner
    self.observers = observers
    self.plainHolders = plainHolders
    self.places = places
  }

  /// Combine's names that a file may still use once this class no longer does: its types and
  /// operators, and the catalogue's subscribers (`sink`, `assign`, `autoconnect`, `onReceive`).
  static let combineNames = [
    "ObservableObject", FrameworkWrapper.published.rawValue, "AnyCancellable", "Cancellable", "AnyPublisher", "Publisher", "Publishers",
    "PassthroughSubject", "CurrentValueSubject", "Subject", "Just", "Future", "Deferred", "Subscribers",
    "eraseToAnyPublisher", "objectWillChange", "receive", "debounce", "throttle", "removeDuplicates",
    "combineLatest", "publisher",
  ] + EventSources.subscribers.sorted()

  /// Builds every edit; the reason it cannot, if any.
  mutating func build() -> Reason? {
    guard let file = index.file(at: object.location.file) else { return Reason(AdoptObservationSkip.fileCannotBeRead, "\(object.location.file) cannot be read") }
    if let reason = rewriteHeader(in: file) { return reason }
    rewriteProperties()
    for observer in observers {
      if let reason = rewrite(observer) { return reason }
    }
    if let reason = rewriteInjections() { return reason }
    for place in takingPlaces {
      edits.append(TextEdit(file: place.location.file, range: place.token, replacement: "Observable"))
    }
    for holder in places.genericHolders {
      let text = holder.declaration.text.replacingOccurrences(of: #"@(SwiftUI\.)?ObservedObject\s+"#, with: "", options: .regularExpression)
      edits.append(TextEdit(file: holder.declaration.location.file, range: holder.declaration.range, replacement: text))
    }
    rewriteImports()
    return nil
  }

  /// `final class Store: ObservableObject {` becomes `@Observable` on a line of its own above
  /// `final class Store {`; other conformances stay.
  private mutating func rewriteHeader(in file: FileFacts) -> Reason? {
    let bytes = Array(file.file.textBytes)
    guard let start = Self.offset(of: object.location, in: bytes),
      let brace = bytes[start...].firstIndex(of: UInt8(ascii: "{"))
    else { return Reason(AdoptObservationSkip.declarationNotFound, "the declaration of \(object.name) at \(object.location) cannot be found in its file") }
    let header = String(decoding: bytes[start..<brace], as: UTF8.self)
    let rewritten = Self.removingConformance(from: header)
    guard rewritten != header else { return Reason(AdoptObservationSkip.conformanceNotRemovable, "the ObservableObject conformance in the declaration of \(object.name) at \(object.location) is written in a form Narrow cannot take out") }
    let indentation = bytes.lineText(before: start)
    guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return Reason(AdoptObservationSkip.sharesFirstLine, "\(object.name) shares its first line with other code") }
    edits.append(TextEdit(file: object.location.file, range: ByteRange(start, brace), replacement: "@Observable\n\(indentation)\(rewritten)"))
    return nil
  }

  static func removingConformance(from header: String) -> String {
    for (pattern, replacement) in [(#":\s*ObservableObject\s*,\s*"#, ": "), (#"\s*,\s*ObservableObject\b"#, ""), (#"\s*:\s*ObservableObject\b"#, "")] {
      let rewritten = header.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
      if rewritten != header { return rewritten }
    }
    return header
  }

  /// The byte offset of a line and UTF-8 column.
  static func offset(of location: SourceLocation, in bytes: [UInt8]) -> Int? {
    var line = 1
    var index = 0
    while line < location.line {
      guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      index = newline + 1
      line += 1
    }
    let offset = index + location.column - 1
    return offset <= bytes.count ? offset : nil
  }

  /// `@Published` goes; a stored `var` that was not published is ignored by Observation, so
  /// that what notifies stays what notified (a `lazy var` must be ignored in any case).
  private mutating func rewriteProperties() {
    for property in index.storedProperties(of: object) where property.declaration.location.file == object.location.file {
      if property.isWritten(with: .published) {
        let text = property.declaration.text.replacingOccurrences(of: #"@Published\s+"#, with: "", options: .regularExpression)
        edits.append(TextEdit(file: property.declaration.location.file, range: property.declaration.range, replacement: text))
      } else if !property.isLet {
        let start = property.declaration.range.start
        edits.append(TextEdit(file: property.declaration.location.file, range: ByteRange(start, start), replacement: "@ObservationIgnored "))
      }
    }
  }

  private mutating func rewrite(_ observer: ObjectObserver) -> Reason? {
    let property = observer.reader.property
    let view = observer.reader.view
    let wrapper = index.wrapper(of: property) ?? ""
    let replacement: String
    switch FrameworkWrapper(named: wrapper) {
    case .stateObject?:
      replacement = "@State"
      for use in index.parts(of: view).flatMap(\.memberUses) where use.name == property.name && use.kind == .wrapperStorage {
        guard let value = AdoptObservationPlanner.stateObjectSetUp(use) else { continue }
        let start = value.range.start
        edits.append(TextEdit(file: value.location.file, range: ByteRange(start, start + AdoptObservationPlanner.stateObjectMaker.utf8.count),
          replacement: "State(initialValue:"))
      }
      // An App is made once; a view each time its parent's body runs. A shared instance
      // (`= Speech.shared`) is the same object however often it is asked for.
      if !index.conformances(of: view).contains("App") && index.sharedInstanceType(of: property) == nil {
        checks.append(stateCheck(for: view))
      }
    case .observedObject?:
      replacement = observer.bindings.isEmpty ? "" : "@Bindable"
    default:
      guard let type = property.declaredType else { return Reason(AdoptObservationSkip.observerHasNoWrittenType, "\(view.name).\(property.name) has no written type") }
      replacement = "@Environment(\(type).self)"
      if !observer.bindings.isEmpty, let reason = bindInBody(of: view, name: property.name) { return reason }
    }
    // The wrapper as written, which may name its module (`@SwiftUI.StateObject`).
    let written = property.attributes.first { PropertyAttributeKind.name($0) == wrapper } ?? wrapper
    let pattern = "@" + NSRegularExpression.escapedPattern(for: written) + (replacement.isEmpty ? #"\s+"# : #"\b"#)
    let text = property.declaration.text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
    edits.append(TextEdit(file: property.declaration.location.file, range: property.declaration.range, replacement: text))
    return nil
  }

  /// `$store.x` with `@Environment(Store.self) var store` needs a bindable copy in `body`.
  private mutating func bindInBody(of view: TypeFact, name: String) -> Reason? {
    guard let body = view.properties.first(where: { $0.name == "body" }), let statements = body.getter?.statements else {
      return Reason(AdoptObservationSkip.bodyNotFound, "\(view.name) binds $\(name) but its body cannot be found")
    }
    let bytes = Array(index.file(at: statements.location.file)?.file.textBytes ?? [])
    let indentation = bytes.lineText(before: statements.range.start)
    guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return Reason(AdoptObservationSkip.bodyOnDeclarationLine, "\(view.name)'s body starts on the line of `var body`, where Narrow cannot add the line that binds it") }
    edits.append(TextEdit(file: statements.location.file, range: ByteRange(statements.range.start, statements.range.start),
      replacement: "@Bindable var \(name) = \(name)\n\(indentation)"))
    return nil
  }

  /// `@State` makes the object each time the view value is made, where `@StateObject` made it once.
  private func stateCheck(for view: TypeFact) -> String {
    let effects = index.parts(of: object).flatMap(\.initializers).flatMap(\.selfUses).map { use in
      let firstLine = use.statement.text.prefix { $0 != "\n" }
      return "`\(firstLine)\(firstLine.count < use.statement.text.count ? " …" : "")`"
    }
    let made = "\(view.name) now makes a \(object.name) each time its parent builds it (SwiftUI keeps the first): @State evaluates its initial value every time, @StateObject once"
    return effects.isEmpty
      ? made + "; check the work \(object.name)'s initialiser and its properties' initial values do (no calls were found in its initialiser)"
      : made + ", so \(object.name)'s initialiser runs \(effects.joined(separator: ", ")) that often; move that work to .task or onAppear"
  }

  /// `.environmentObject(store)` becomes `.environment(store)` wherever it injects this class.
  private mutating func rewriteInjections() -> Reason? {
    let (old, new) = (ViewAPIs.Injection.environmentObject.rawValue, ViewAPIs.Injection.environment.rawValue)
    for injection in index.files.flatMap(\.injections) where injection.modifier == old {
      guard let type = index.injectedType(injection) else {
        return Reason(AdoptObservationSkip.unknownEnvironmentObject, "cannot tell what `.\(old)(\(injection.argument.value.text))` at \(injection.call.location) injects; it may be \(object.name), which would no longer be an ObservableObject")
      }
      guard type == object.name else { continue }
      guard let name = Self.lastOffset(of: old + "(", in: injection.call.text) else { continue }
      let start = injection.call.range.start + name
      edits.append(TextEdit(file: injection.call.location.file, range: ByteRange(start, start + old.utf8.count), replacement: new))
    }
    return nil
  }

  /// The UTF-8 offset of the last occurrence of `word` in `text`.
  static func lastOffset(of word: String, in text: String) -> Int? {
    let bytes = Array(text.utf8)
    let target = Array(word.utf8)
    guard bytes.count >= target.count else { return nil }
    return (0...(bytes.count - target.count)).reversed().first { bytes[$0..<$0 + target.count].elementsEqual(target) }
  }


  /// The class's file needs Observation when it imports neither it nor SwiftUI; an edited file
  /// that no longer uses Combine loses its import.
  private mutating func rewriteImports() {
    let editedFiles = Set(edits.map(\.file))
    for path in editedFiles.sorted() {
      guard let file = index.file(at: path) else { continue }
      let modules = Set(file.imports.map(\.module))
      let namesObservation = path == object.location.file || takingPlaces.contains { $0.location.file == path }
      let needsObservation = namesObservation && !modules.contains("SwiftUI") && !modules.contains("Observation")
      if let combine = file.imports.first(where: { $0.module == "Combine" && $0.text == "import Combine" }), !usesCombine(afterEditing: file) {
        edits.append(TextEdit(file: path, range: Self.ownLine(of: combine, in: file), replacement: needsObservation ? "import Observation\n" : ""))
        importEvidence.append("removes `import Combine` from \(path), which no longer uses it" + (needsObservation ? ", and imports Observation there instead" : ""))
        continue
      }
      if needsObservation { imports.add(module: "Observation", reason: "@Observable comes from Observation", in: path) }
    }
    let added = imports.edits(in: index)
    edits += added.edits
    importEvidence += added.evidence
  }

  /// The import's own line: its lines also hold the comments above it (a file's header).
  static func ownLine(of importFact: ImportFact, in file: FileFacts) -> ByteRange {
    let bytes = Array(file.file.textBytes)
    // From the line break that ends the range (or its last byte) back to the start of that line.
    var start = importFact.lines.end - 1
    while start > importFact.lines.start && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return ByteRange(start, importFact.lines.end)
  }

  /// Whether a Combine name is left in the file once this class's conformance, its `@Published`
  /// attributes and the places that take only it are rewritten.
  private func usesCombine(afterEditing file: FileFacts) -> Bool {
    let text = file.file.text
    let places = takingPlaces.filter { $0.location.file == file.file.path }.count
    let removed = file.file.path == object.location.file
      ? ["ObservableObject": 1 + places, FrameworkWrapper.published.rawValue: index.storedProperties(of: object).filter { $0.isWritten(with: .published) && $0.declaration.location.file == file.file.path }.count]
      : ["ObservableObject": places]
    return Self.combineNames.contains { name in WholeWords.count(of: name, in: text) > (removed[name] ?? 0) }
  }

  func proposal() -> Proposal {
    let reads = { (observer: ObjectObserver) in
      observer.readsAll ?? (observer.reads.isEmpty ? "reads no published property" : "reads \(observer.reads.joined(separator: ", "))")
    }
    var evidence = observers.map { "\($0.reader.view.name) observes \(object.name) through @\(index.wrapper(of: $0.reader.property) ?? "") and \(reads($0)); today it runs for every published change" }
    evidence += takingPlaces.map { place in
      "\(place.location): ObservableObject becomes Observable; the place asks for \(place.alongside.joined(separator: " & ")) too, which only \(object.name) conforms to"
    }
    evidence += places.genericHolders.map { holder in
      "\(holder.declaration.location): @ObservedObject goes; the view reads \(holder.name) through Observation, which tracks any value of its type parameter"
    }
    evidence += importEvidence
    evidence += index.storedProperties(of: object).compactMap { property in
      planner.untrackableWrapper(of: property).map {
        "\(object.name).\(property.name) has @\($0), which @Observable cannot track; no view shows it, so it becomes @ObservationIgnored"
      }
    }
    var allChecks = checks
    for holder in plainHolders where !holder.reads.isEmpty {
      allChecks.append("\(holder.view.name) holds \(object.name) without a wrapper and reads \(holder.reads.joined(separator: ", ")): it will now update when they change, which it did not before")
    }
    for use in planner.untypedObjectWillChangeUses {
      allChecks.append("`\(use.text.prefix { $0 != "\n" })` at \(use.location) uses objectWillChange of a value whose type Narrow cannot tell, in a file that does not name \(object.name): confirm it is not a \(object.name)")
    }
    allChecks.append("a view now runs only when a property it reads changes: check views that showed a value they did not read in body (read in a helper outside the view, or through a reference held elsewhere)")
    allChecks.append("code outside the scanned files that uses \(object.name) as an ObservableObject (objectWillChange, $publishers, @ObservedObject) must change with it")
    return Proposal(
      transform: AdoptObservationTransform.id, target: object.name, verdict: .review, location: object.location,
      summary: "\(object.name) becomes @Observable: \(observers.map(\.reader.view.name).joined(separator: ", ")) run only for the properties they read",
      evidence: evidence, checks: allChecks, edits: edits, interfaceNames: [object.name])
  }
}
