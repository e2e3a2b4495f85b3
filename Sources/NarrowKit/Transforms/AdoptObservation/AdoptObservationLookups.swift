/// What every class's plan asks of the whole codebase, found once per run and only when a class
/// gets that far.
final class AdoptObservationLookups {
  let index: Index
  init(index: Index) { self.index = index }
  lazy var firstUnknownHolder = FirstUnknownHolder(index: index).found
  lazy var willChangeReads = ObjectWillChangeReads(index: index)
}

/// The first observing wrapper in the codebase whose object's type Narrow cannot tell: the same
/// for every class, so it is found once per run.
struct FirstUnknownHolder {
  let found: (holder: TypeFact, property: PropertyFact)?

  init(index: Index) {
    found = index.allTypes.lazy.filter { $0.kind == .struct || $0.kind == .class }.flatMap { type in
      type.properties.lazy.filter { index.frameworkWrapper(of: $0)?.observesObject == true }.map { (type, $0) }
    }.first { type, property in index.heldTypeName(of: property, in: type) == nil && !Self.holdsExternalObject(property, in: index) }
  }

  /// `= LaunchAtLogin.observable` or `= DirectoryWatcher.watch(url)!`, where nothing in the
  /// scanned code declares the type: another module's object. A module cannot name the types of
  /// the app that imports it, so what its static members give is not a class declared here.
  private static func holdsExternalObject(_ property: PropertyFact, in index: Index) -> Bool {
    guard let value = property.initialValue, let dot = value.firstIndex(of: "."),
      !value[..<dot].contains("(")
    else { return false }
    let root = String(value[..<dot])
    guard root.first?.isUppercase == true else { return false }
    return index.allTypes.allSatisfy { $0.name != root }
  }
}

/// Every chain that reads `objectWillChange`, resolved once per run and grouped by the type whose
/// member it reads: each class asks for its own and for those of unknown type, and resolving all of
/// them once per class grew with classes times chains.
struct ObjectWillChangeReads: Sendable {
  private let byOwner: [String?: [(order: Int, chain: ResolvedChain)]]
  /// The words of each file with a read of unknown type: whether it names a class is asked once
  /// per class and read.
  private let wordsByFile: [String: Set<Substring>]

  init(index: Index) {
    var found: [String?: [(order: Int, chain: ResolvedChain)]] = [:]
    for (order, chain) in index.chains(reading: "objectWillChange").map(index.resolve).enumerated() {
      guard let step = chain.steps.first(where: { $0.name == "objectWillChange" }) else { continue }
      found[step.ownerType, default: []].append((order, chain))
    }
    byOwner = found
    let files = Set((found[nil] ?? []).map(\.chain.chain.expression.location.file))
    wordsByFile = Dictionary(uniqueKeysWithValues: files.compactMap { path in
      index.file(at: path).map { (path, WholeWords.words(in: $0.file.text)) }
    })
  }

  /// Reads of `objectWillChange` on something whose type Narrow cannot tell, in the order of the code.
  var untypedReads: [ChainFact] { (byOwner[nil] ?? []).map(\.chain.chain) }

  /// Whether the file names the type as a whole word; true when the file is unknown.
  func file(_ path: String, names type: String) -> Bool {
    wordsByFile[path].map { $0.contains(type[...]) } ?? true
  }

  /// The reads of this type's `objectWillChange` and of one whose type Narrow cannot tell, in the
  /// order of the code.
  func reads(of type: String) -> [ResolvedChain] {
    ((byOwner[type] ?? []) + (byOwner[nil] ?? [])).sorted { $0.order < $1.order }.map(\.chain)
  }
}
