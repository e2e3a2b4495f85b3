/// The edits of one `row-observable` proposal: the moving fields get a new `@Observable` class
/// beside the element, which starts from the element's values; the model keeps one instance per
/// element id, every access through the collection goes to that instance, and each row is given
/// its element's instance and reads the fields there. The element's own fields stay, as the
/// values each instance starts from.
struct RowObservableRewrite {
  let planner: RowObservablePlanner
  let fields: [String]
  let accesses: [ElementFieldAccess]
  let reads: [RowFieldRead]
  let sites: [RowSite]
  let store: RowStateStore
  /// Each state is an `ObservableObject` that publishes its fields, for a codebase that cannot
  /// use Observation yet; otherwise it is `@Observable`.
  let publishesStates: Bool
  private var collection: RowCollection { planner.collection }
  private var element: TypeFact { collection.element }
  private var index: Index { planner.model.index }

  private(set) var edits: [TextEdit] = []

  init(
    planner: RowObservablePlanner, fields: [String], accesses: [ElementFieldAccess], reads: [RowFieldRead], sites: [RowSite],
    store: RowStateStore, publishesStates: Bool
  ) {
    self.planner = planner
    self.fields = fields
    self.accesses = accesses
    self.reads = reads
    self.sites = sites
    self.store = store
    self.publishesStates = publishesStates
  }

  /// Builds every edit. The element and the owner come from the index, so their files are in it.
  mutating func build() {
    copyFields(from: index.file(at: element.location.file)!)
    keepStates(in: index.file(at: collection.owner.location.file)!)
    for access in accesses { redirect(access) }
    for view in Set(sites.map(\.view.name)).sorted() {
      let site = sites.first { $0.view.name == view }!
      let property = site.property
      edits.append(TextEdit(file: site.view.location.file, range: ByteRange(property.lines.end, property.lines.end),
        replacement: "\(property.indentation)\(publishesStates ? "@ObservedObject var" : "let") state: \(store.stateType)\n"))
    }
    for read in reads {
      edits.append(TextEdit(file: read.file, range: read.range, replacement: "state.\(read.field)"))
    }
    for site in sites {
      let end = site.argument.whole.range.end
      edits.append(TextEdit(file: site.construction.call.location.file, range: ByteRange(end, end),
        replacement: ", state: \(site.stateCall(store.accessor))"))
    }
  }

  private var access: String {
    element.modifiers.first { ["public", "package"].contains($0) }.map { $0 + " " } ?? ""
  }

  /// The new class right after the element, with a field for each moving one, made from an
  /// element; a comment on each of the element's fields says where its value now changes.
  private mutating func copyFields(from file: FileFacts) {
    let moved = index.storedProperties(of: element).filter { fields.contains($0.name) }
    let parameter = element.name.prefix(1).lowercased() + element.name.dropFirst()
    for property in moved {
      edits.append(TextEdit(file: file.file.path, range: ByteRange(property.lines.start, property.lines.start), replacement:
        "\(property.indentation)// Where a \(store.stateType) starts; the live value is \(collection.owner.name).\(store.accessor)(for:).\(property.name).\n"))
    }
    let published = publishesStates ? "@Published " : ""
    let declarations = moved.map { property in
      "  \(published)\(access)var \(property.name): \((try? planner.stateType(of: property).get())?.text ?? property.type ?? "")\n"
    }.joined()
    let header = publishesStates ? "\(access)final class \(store.stateType): ObservableObject {" : "@Observable\n\(access)final class \(store.stateType) {"
    let assignments = moved.map { "    \($0.name) = \(parameter).\($0.name)\n" }.joined()
    edits.append(TextEdit(file: file.file.path, range: ByteRange(element.end, element.end), replacement: """


      /// What changes on its own in each \(element.name): every row observes only its own.
      \(header)
      \(declarations)
        \(access)init(_ \(parameter): \(element.name)) {
      \(assignments)  }
      }
      """))
    let framework = publishesStates ? (module: "Combine", providing: "ObservableObject") : (module: "Observation", providing: "@Observable")
    if Set(file.imports.map(\.module)).isDisjoint(with: ["SwiftUI", framework.module]) {
      var imports = ImportEdits()
      imports.add(RelocatedType(text: "", imports: [framework.module: "for \(framework.providing) \(store.stateType)"]), in: file.file.path)
      edits += imports.edits(in: index).edits
    }
  }

  /// The owner keeps the states, made on first use and dropped with their elements.
  private mutating func keepStates(in file: FileFacts) {
    let property = collection.property
    let indentation = property.indentation
    let end = property.declaration.range.end
    edits.append(TextEdit(file: file.file.path, range: ByteRange(end, end), replacement: """
       {
      \(indentation)  didSet {
      \(indentation)    let kept = Set(\(property.name).map(\\.\(store.key.name)))
      \(indentation)    \(store.storage) = \(store.storage).filter { kept.contains($0.key) }
      \(indentation)  }
      \(indentation)}
      """))
    edits.append(membersAfter(property, in: file, store.members(indentation: indentation) { "\(store.stateType)(\($0))" }))
  }

  /// `downloads[i].progress = p` becomes `state(for: downloads[i]).progress = p`.
  private mutating func redirect(_ access: ElementFieldAccess) {
    let chain = access.chain
    let range = chain.componentRanges[access.subscriptComponent]
    let text = index.file(at: chain.expression.location.file)!.file.textBytes
    let original = String(decoding: text[range.start..<range.end], as: UTF8.self)
    var prefix = ""
    if access.subscriptComponent > 0 {
      // `store.downloads[i]`: the state is asked of `store`; `self.downloads[i]` of `self`.
      let collectionEnd = chain.componentRanges[access.subscriptComponent - 1].end
      let prefixEnd = collectionEnd - collection.property.name.utf8.count
      prefix = String(decoding: text[range.start..<prefixEnd], as: UTF8.self)
    }
    edits.append(TextEdit(file: chain.expression.location.file, range: range,
      replacement: "\(prefix)\(store.accessor)(for: \(original))"))
  }

  func proposal(effect: Effect) -> Proposal {
    let rows = Set(sites.map(\.view.name)).sorted()
    let moved = fields.map { "\(element.name).\($0)" }.joined(separator: ", ")
    let one = fields.count == 1
    var checks = [
      "\(moved) now \(one ? "lives" : "live") in \(store.stateType), one per \(element.name) id, kept by \(collection.owner.name): code outside the scanned files that reads them must ask \(collection.owner.name).\(store.accessor)(for:)",
      "a state starts from its \(element.name.lowercased())'s \(fields.joined(separator: ", ")) when first shown or used, and is dropped when the \(element.name.lowercased()) leaves \(collection.property.name); \(element.name)'s own \(one ? "field keeps" : "fields keep") that first value",
    ]
    let conformances = index.conformances(of: element)
    if !conformances.isDisjoint(with: ["Equatable", "Hashable"]) {
      checks.append("\(element.name)'s synthesized == and hash no longer see changes of \(fields.joined(separator: ", ")), which happen in the state: code that compares \(element.name) values (or keeps them in a Set) sees them equal")
    }
    for replacement in wholeReplacements() {
      checks.append("\(collection.property.name) is replaced at \(replacement): an element whose id stays keeps its state, where before the new element's \(fields.joined(separator: ", ")) showed")
    }
    var evidence = accesses.filter { $0.writer != nil }.map { "\($0.chain.expression.location): `\($0.chain.expression.text)` changes one field of one element, which changes all of \(collection.target)" }
    evidence += rows.map { "\($0) is built for each element of \(collection.target) and is given the \(element.name) whole" }
    return Proposal(
      transform: RowObservableTransform.id, target: collection.target, verdict: .review, location: element.location,
      summary: "\(moved) \(one ? "moves" : "move") into \(store.stateType), one \(publishesStates ? "ObservableObject" : "@Observable object") per \(element.name) kept by \(collection.owner.name); \(rows.joined(separator: ", ")) \(rows.count == 1 ? "reads" : "read") \(one ? "it" : "them") there, so a write runs that row alone",
      evidence: evidence, checks: checks, edits: edits, effect: effect,
      interfaceNames: fields + rows)
  }

  /// Where the collection is assigned whole after it is built.
  private func wholeReplacements() -> [SourceLocation] {
    let name = collection.property.name
    let inside = index.parts(of: collection.owner).flatMap(\.memberUses)
      .filter { $0.name == name && $0.kind == .mutation && $0.assignment != nil && !$0.inInitializer }
      .map(\.expression.location)
    let outside = index.memberAccesses.occurrences(of: name, in: collection.owner.name)
      .filter { $0.step == $0.chain.steps.count - 1 && $0.chain.chain.assignment != nil && $0.chain.chain.enclosingMember != "init" }
      .map(\.chain.chain.expression.location)
    return Array(Set(inside + outside)).sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }
}
