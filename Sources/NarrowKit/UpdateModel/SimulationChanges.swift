/// What a change names and reaches: the pairs a write changes, what a spared change covers,
/// and whether a body that reads a value shows a change of it.
extension UpdateModel {
  /// The names a spared change is made of: `["Player", "state", "currentTime"]` for
  /// `Player.state.currentTime`, `["Cart", "items"]` for `Cart.items (while total stays the same)`.
  func names(ofChange change: String) -> [String] {
    index.typeAndMembers(change.prefix { $0 != " " })
  }

  /// `Cart.items (while …)`: a change of one stored property as a whole, not of a field inside it.
  func namesOnePair(_ change: String) -> Bool { names(ofChange: change).count == 2 }

  /// Whether a spared change (`Track.playCount`, `Player.state.currentTime`, `Cart.total (while …)`)
  /// names this pair: its first two names, or its last name below a stored field.
  func change(_ change: String, covers pair: String) -> Bool {
    let names = names(ofChange: change)
    let parts = index.typeAndMembers(pair)
    guard names.count >= 2, parts.count == 2 else { return false }
    if names[0] == parts[0] && names[1] == parts[1] { return true }
    return names.count >= 3 && names.last == parts[1]
  }

  /// Whether every write of the event that changes `pair` assigns only a value that differs.
  func changesOnlyWhenDifferent(_ pair: String, in writes: EventWrites) -> Bool {
    let writing = writes.writers(changing: pair)
    return !writing.isEmpty && writing.allSatisfy(\.skipsEqualValue)
  }

  /// Every `Owner.member` one write changes.
  func changedPairs(of writer: Writer) -> Set<String> { pairsByWriter[writer.location] ?? [] }

  /// What the event changes inside `pair`'s value (`Track.playCount` inside `Player.track`), or
  /// the pair itself where a write replaces it whole.
  func leaves(of pair: String, in writes: EventWrites) -> Set<String> {
    let valueType = valueTypeName(of: pair)
    var found: Set<String> = []
    for writer in writes.writers(changing: pair) {
      let written = changedPairs(of: writer)
      let inner = written.filter { $0 != pair && valueType.map($0.hasPrefix) == true && $0.dropFirst(valueType!.count).first == "." }
      if inner.isEmpty { found.insert(pair) } else { found.formUnion(inner) }
    }
    return found
  }

  /// Whether the body reads `pair` only in clauses of an `#if` other than those of the event's
  /// writes of it (`TextField(text: $hint)` under `#if os(iOS)`, `Text(hint)` under `#else`):
  /// no build has both, so the write runs no body through those reads.
  static func readsOnlyBeside(_ reads: [[IfClause]]?, _ pair: String, _ writes: EventWrites) -> Bool {
    guard let reads, !reads.isEmpty else { return false }
    let writing = writes.writers(changing: pair)
    let writers = writing.isEmpty ? writes.all : writing
    return !writers.isEmpty && reads.allSatisfy { read in writers.allSatisfy { IfClause.areExclusive(read, $0.clauses) } }
  }

  /// Whether a body that reads a value as `read` shows these changes (`Item.title`): it reads the
  /// value whole (passes it on, lists it), or a field of the changed name.
  static func shows(_ changes: Set<String>, readingOnly read: BodyReads.OwnRead?) -> Bool {
    switch read {
    case .whole?: return true
    case .fields(let fields)?: return changes.contains { fields.contains(String($0.split(separator: ".").last ?? "")) }
    case nil: return false
    }
  }

  /// Whether a body that reads an observed object as `read` shows these changes of it: it reads a
  /// changed property, passes the object on, or reads a computed property or method of it, whose
  /// inputs Narrow does not follow here.
  func shows(_ changes: Set<String>, of object: String, readingOnly read: BodyReads.OwnRead?) -> Bool {
    guard case .fields(let fields)? = read else { return read != nil }
    return Self.shows(changes, readingOnly: read)
      || fields.contains { field in index.propertyDeclaration(field, in: object).map { $0.storage == .computed } ?? true }
  }

  /// Objects whose changes this one announces as its own:
  /// `badge.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }`.
  func forwardedObjects(of object: TypeFact) -> [String] {
    index.chains(in: object.name).compactMap { chain in
      guard case .name(let member) = chain.root, chain.components.count > 1, chain.components[0] == "objectWillChange",
        EventSources.subscribers.contains(chain.components[1]) else { return nil }
      return index.propertyType(member, in: object.name)
    }
  }
}

/// An event's writers by each pair they change, found once per simulation: every view that reads
/// a pair asks which writes change it, and a busy event has hundreds of writes.
struct EventWrites {
  let all: [Writer]
  private let byPair: [String: [Writer]]
  /// The event's changes by their member's name: an argument names a few words, and a busy event
  /// changes hundreds of pairs, so each argument looks its words up instead of testing every pair.
  private let changesByMember: [String: [String]]
  /// Those whose member is written in backticks: no word of a text, searched for as written.
  private let changesByBacktickedMember: [String: [String]]

  init(_ event: Event, in model: UpdateModel) {
    all = event.writers
    var byPair: [String: [Writer]] = [:]
    for writer in event.writers {
      for pair in model.changedPairs(of: writer) { byPair[pair, default: []].append(writer) }
    }
    self.byPair = byPair
    changesByMember = Dictionary(grouping: event.changes) { pair in
      String(pair.lastIndex(of: ".").map { pair[pair.index(after: $0)...] } ?? pair[...])
    }
    changesByBacktickedMember = changesByMember.filter { $0.key.first == "`" }
  }

  /// The writers that change `pair`, in the event's order.
  func writers(changing pair: String) -> [Writer] { byPair[pair] ?? [] }

  /// The changes whose member `text` names as a whole word (`words` are its words), or as written
  /// when it is in backticks.
  func changes(named text: String, words: Set<Substring>) -> Set<String> {
    var named = Set(words.flatMap { changesByMember[String($0)] ?? [] })
    for (member, pairs) in changesByBacktickedMember where WholeWords.mentions(text, member) { named.formUnion(pairs) }
    return named
  }
}
