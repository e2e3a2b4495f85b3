/// What taking fields instead of the whole value spares: the view no longer runs when the fields
/// it does not read change, unless something else makes it run anyway.
struct PassFieldsEffect {
  let model: UpdateModel
  let view: TypeFact
  let property: PropertyFact
  let structType: TypeFact
  /// The fields the view reads, in declaration order.
  let reads: [String]

  private var index: Index { model.index }

  func effect() -> Result<Effect, Reason> {
    let stored = structType.properties.filter { !$0.isStatic && $0.storage != .computed }.map(\.name)
    let unread = stored.filter { !reads.contains($0) }
    if unread.isEmpty {
      return .failure(Reason(PassFieldsSkip.readsEveryStoredFieldOf, "reads every stored field of \(structType.name) (\(stored.joined(separator: ", "))): taking them one by one spares nothing"))
    }
    // A field the struct's own == leaves out does not run the view today: SwiftUI compares the
    // value with that == (unless it is plain data), so a change of it alone looks like no change.
    if case .ignores(_, let ignored, let location) = index.equalityAsViewsCompare(structType.name), Set(unread).isSubset(of: ignored) {
      return .failure(Reason(PassFieldsSkip.soTheirChangesDoNotRun, "\(structType.name)'s == at \(location) leaves out \(unread.joined(separator: ", ")), so their changes do not run \(view.name) today: nothing is spared (passing the fields would make it show them)"))
    }
    let sites = index.constructions(of: view.name)
    let keys = Set(sites.compactMap(\.rowKey))
    if !sites.isEmpty, sites.allSatisfy({ $0.rowKey != nil }), Set(unread).isSubset(of: keys) {
      return .failure(Reason(PassFieldsSkip.keysTheRowsItIsBuiltIn, "the only field it does not read, \(unread.joined(separator: ", ")), keys the rows it is built in: it never differs for the same row, so nothing is spared"))
    }
    if let other = model.alwaysDifferentInputs(of: view).first(where: { $0.property.name != property.name }) {
      return .failure(Reason(PassFieldsSkip.whichSwiftUICannotCompare, "\(view.name) also takes \(other.property.name), \(other.what), which SwiftUI cannot compare: its body runs whenever its parent's does, so narrowing \(property.name) spares nothing; make \(view.name) Equatable, comparing what it shows, first"))
    }
    let compared: [String]
    if case .ignores(_, let ignored, _) = index.equalityAsViewsCompare(structType.name) {
      compared = unread.filter { !ignored.contains($0) }
    } else {
      compared = unread
    }
    let spared = compared.map { field in
      SparedChange(view: view.name, change: "\(structType.name).\(field)", writers: model.writers(of: field, in: structType.name))
    }
    var effect = Effect(spared: spared)
    if effect.strength == .possible {
      effect.notes.append("no code in the scanned paths writes \(compared.joined(separator: ", ")) alone: they change only when the whole \(structType.name) is replaced, if at all")
    }
    if let sibling = busiestSibling(sites: sites), sibling.busyness >= effect.busyness {
      effect = effect.atMost(possible: "\(view.name) also takes \(sibling.name), written by \(sibling.writer.description): it runs at least as often for that")
    }
    return .success(effect.measured(in: model))
  }

  /// The other input passed at the construction sites whose writers are busiest.
  private func busiestSibling(sites: [ConstructionFact]) -> (name: String, writer: Writer, busyness: Int)? {
    var best: (name: String, writer: Writer, busyness: Int)?
    for site in sites {
      for argument in site.arguments where argument.label != property.name {
        guard let label = argument.label, let path = argument.valuePath,
          let writer = model.writers(ofPath: path, in: site.enclosingType).first
        else { continue }
        if writer.runner.busyness > (best?.busyness ?? -1) { best = (label, writer, writer.runner.busyness) }
      }
    }
    return best
  }
}
