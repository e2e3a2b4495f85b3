/// A scroll value kept in a view's own `@State` and used to work out each row's result where the
/// view builds its rows. Nothing can move mechanically: the value and the derivation belong in
/// an `@Observable` model first, which the report spells out.
struct ViewStateDerivationPlanner {
  let model: UpdateModel
  let view: TypeFact
  let value: PropertyFact
  private var index: Index { model.index }

  var target: String { "\(view.name).\(value.name)" }

  func plan() -> PlanOutcome {
    let writers = model.changes(of: value.name, in: view.name).filter { $0.runner == .scroll }
    guard !writers.isEmpty else { return .notACandidate }
    let rows = index.files.flatMap(\.constructions).filter { construction in
      construction.row != nil && construction.enclosingType.map(Index.simpleName) == view.name
        && index.declaration(named: construction.typeName).map(index.isView) == true
    }
    guard !rows.isEmpty else { return .notACandidate }
    let uses = index.parts(of: view).flatMap(\.memberUses).filter { $0.name == value.name && !$0.inInitializer }
    for row in rows {
      guard let element = row.row?.element else { continue }
      for argument in row.arguments where ScanScope.mentions(argument.value.text, element) {
        guard uses.contains(where: { argument.value.contains($0.expression) }) else { continue }
        return .propose(proposal(row: row, argument: argument, element: element, writers: writers))
      }
    }
    return .skip("the rows \(view.name) builds (\(Set(rows.map(\.typeName)).sorted().joined(separator: ", "))) derive nothing per row from \(target), which a scroll handler writes")
  }

  private func proposal(row: ConstructionFact, argument: ArgumentFact, element: String, writers: [Writer]) -> Proposal {
    let label = argument.label ?? "result"
    return Proposal(
      transform: RowDerivedStateTransform.id, target: target, verdict: .manual, location: argument.whole.location,
      summary: "\(view.name) works out each \(row.typeName)'s \(label) from its @State \(value.name), which a scroll handler writes: every scroll runs \(view.name)'s body and compares every row",
      evidence: [
        "\(argument.whole.location): `\(argument.whole.text)` derives each row's \(label) from \(value.name)",
        "\(view.name).\(value.name) is @State, written by \(writers.prefix(2).map(\.description).joined(separator: "; "))",
      ],
      checks: [
        "move \(value.name) into an @Observable model that \(view.name) keeps (in @State), with the scroll handler writing it there",
        "write the derivation as a method of that model taking the \(element) (`\(argument.value.text)` with \(value.name) read from the model), pass `model.<method>(\(element))` as \(label), and run row-derived-state again: it can then keep each row's \(label) in its own state",
      ],
      edits: [],
      effect: Effect(spared: [SparedChange(view: view.name, change: target, writers: writers)]))
  }
}
