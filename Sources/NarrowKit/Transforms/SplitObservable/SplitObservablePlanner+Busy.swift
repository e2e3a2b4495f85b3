/// The busy part of an `ObservableObject`: properties that something frequent writes together.
extension SplitObservablePlanner {
  /// A skipped busy part, with its target.
  struct BusySkip: Error {
    let target: String
    let reason: Reason
  }

  /// An `ObservableObject` runs every observer on every change it announces. The published
  /// properties one continuous writer changes together (a timer's tick, a progress callback, typing)
  /// move into a part of their own: views that show them observe the part, those that show only
  /// them take it instead of the model, and every other observer stops running for them. Whether
  /// that is worth a class is the simulation's answer, not a count of views or properties: one
  /// busy field shown by one small view inside a large observer qualifies.
  func busyPortions(readers: [ModelReader], taken: Set<String>, changes: [String: [Writer]], stored: [PropertyFact]) -> [Result<ModelPortion, BusySkip>] {
    guard isObservableObject else { return [] }
    let published = stored.filter { index.isWrapped($0, by: .published) }.map(\.name)
    let groups = Self.writtenTogether(published.filter { !taken.contains($0) }, changes: changes)
    // A part as large as what stays is no small part: the model itself is the busy object.
    let largest = published.count / 2
    let busy = groups.filter { $0.count <= largest }
    guard !busy.isEmpty else { return [] }
    // Neither depends on the part: each is worked out once for every busy group.
    let announcement = handWrittenAnnouncement()
    // A caller names the view as declared (`MiniPlayer`), whatever target-qualified name the index gives it.
    let holders = Set(readers.map(\.view.simpleName))
    let observing = readers.filter { $0.handle != .plain }
    let shown = observing.map { model.storedReads(of: object, through: $0.property.name, inBodyOf: $0.view, holders: holders) }
    return busy.compactMap { group in
      let target = "\(object.name){\(group.joined(separator: ","))}"
      if let use = announcement {
        return .failure(BusySkip(target: target, reason: Reason(SplitObservableSkip.ownAnnouncements, "\(use) uses \(object.name)'s own announcements, which would no longer include \(group.joined(separator: ", "))")))
      }
      var takers: [ModelReader] = []
      var observers: [ModelReader] = []
      for (reader, reads) in zip(observing, shown) {
        if reader.canTakeThePart && Set(reader.reads).isSubset(of: group) {
          takers.append(reader)
          continue
        }
        if reads.map({ !$0.isDisjoint(with: group) }) ?? true { observers.append(reader) }
      }
      let portion = ModelPortion(properties: group, readers: takers, observers: observers, isBusy: true)
      guard !spectators(of: portion, readers: readers).isEmpty || !takers.isEmpty else { return nil }
      return .success(portion)
    }
  }

  /// Published properties something continuous writes (a timer, a stream, typing; a tap is no
  /// busy writer), grouped by the code that writes them (`Writer.scope`): two written
  /// in one place go together, so that one write of the pair never runs a view the other spares.
  static func writtenTogether(_ properties: [String], changes: [String: [Writer]]) -> [[String]] {
    var groups: [[String]] = []
    var scopesOfGroup: [Set<String>] = []
    for property in properties {
      let busy = (changes[property] ?? []).filter { !$0.isConstruction && $0.rate == .continuous }
      guard !busy.isEmpty else { continue }
      var scopes = Set(busy.map(\.scope))
      var group = [property]
      // Merge every group that shares a scope with this property.
      for index in groups.indices.reversed() where !scopesOfGroup[index].isDisjoint(with: scopes) {
        group = groups[index] + group
        scopes.formUnion(scopesOfGroup[index])
        groups.remove(at: index)
        scopesOfGroup.remove(at: index)
      }
      groups.append(group)
      scopesOfGroup.append(scopes)
    }
    let order = Dictionary(properties.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    return groups.map { $0.sorted { order[$0]! < order[$1]! } }
  }

  /// Where code listens to the model's own `objectWillChange`, if anywhere: it would no longer
  /// hear the part. Sending it by hand (`objectWillChange.send()`, as a model forwarding a child's
  /// changes does) only announces more, which breaks nothing.
  private func handWrittenAnnouncement() -> String? {
    let announcements = "objectWillChange"
    let sends = { (next: String?) in next == "send" }
    if let use = index.memberAccesses.occurrences(of: announcements, in: object.name)
      .first(where: { !sends($0.step + 1 < $0.chain.steps.count ? $0.chain.steps[$0.step + 1].name : nil) })
    {
      return "`\(use.chain.chain.expression.text)` at \(use.chain.chain.expression.location)"
    }
    let inside = index.chains(in: object.name).filter { $0.root == .name(announcements) }
    if let use = inside.first(where: { !sends($0.components.first) }) {
      return "`\(use.expression.text)` at \(use.expression.location)"
    }
    if inside.isEmpty, index.parts(of: object).contains(where: { $0.referencedNames.contains(announcements) }) {
      return "\(object.name) itself"
    }
    return index.memberAccesses.filesWithUnresolvedAccess(to: announcements).first.map { "code in \($0) that Narrow cannot follow" }
  }
}
