/// A scroll value kept in a view's own `@State` and used to work out each row's result where the
/// view builds its rows. Nothing can move mechanically: the value and the derivation belong in
/// an `@Observable` model first, which the report spells out.
struct ViewStateDerivationPlanner {
  let model: UpdateModel
  let rows: RowLookups
  let view: TypeFact
  let value: PropertyFact
  private var index: Index { model.index }

  var target: String { "\(view.name).\(value.name)" }

  func plan() -> PlanOutcome {
    let writers = model.changes(of: value.name, in: view.name).filter { $0.runner == .scroll }
    guard !writers.isEmpty else { return .notACandidate }
    let built = rows.rowsBuiltIn[view.name] ?? []
    let rows = built.filter { index.declaration(named: $0.typeName).map(index.isView) == true }
    guard !rows.isEmpty else { return .notACandidate }
    let uses = index.parts(of: view).flatMap(\.memberUses).filter { $0.name == value.name && !$0.inInitializer }
    let deriving = derivingMethods()
    for row in rows {
      guard let element = row.row?.element else { continue }
      for argument in row.arguments where WholeWords.mentions(argument.value.text, element) {
        if uses.contains(where: { argument.value.contains($0.expression) }) {
          return .propose(proposal(row: row, argument: argument, element: element, writers: writers))
        }
        if let method = deriving.keys.sorted().first(where: { WholeWords.count(of: $0, in: argument.value.text, upTo: 1) > 0 }) {
          return .propose(proposal(row: row, argument: argument, method: method, moving: deriving[method]!, writers: writers))
        }
      }
    }
    return .skip(RowDerivedStateSkip.deriveNothingPerRow, "the rows \(view.name) builds (\(Set(rows.map(\.typeName)).sorted().joined(separator: ", "))) derive nothing per row from \(target), which a scroll handler writes")
  }

  /// The view's methods that read the value, directly or through its other methods, each with the
  /// view's properties and methods it reads on the way: what would move with it into a model.
  private func derivingMethods() -> [String: [String]] {
    let parts = index.parts(of: view)
    let methods = Set(parts.flatMap(\.functions).filter { !$0.isStatic }.map(\.name))
    let properties = Set(parts.flatMap(\.properties).filter { !$0.isStatic }.map(\.name))
    let uses = parts.flatMap(\.memberUses).filter { !$0.inInitializer }
    var found: [String: [String]] = [:]
    for method in methods {
      var reached: [String] = []
      var frontier = [method]
      while let member = frontier.popLast() {
        for use in uses where use.member == member && (methods.contains(use.name) || properties.contains(use.name)) && !reached.contains(use.name) {
          reached.append(use.name)
          if methods.contains(use.name) { frontier.append(use.name) }
        }
      }
      if reached.contains(value.name) { found[method] = [method] + reached.filter { $0 != method } }
    }
    return found
  }

  /// `PostRow(post: post, isVisible: isVisible(post))`, where the view's method reads the value.
  private func proposal(row: ConstructionFact, argument: ArgumentFact, method: String, moving: [String], writers: [Writer]) -> Proposal {
    manual(row: row, argument: argument, writers: writers,
      derives: "with its method \(method), which reads its @State \(value.name)", through: " through \(method)",
      checks: recipe(row: row, argument: argument, method: method, moving: moving))
  }

  /// The steps that bring the code to the form `row-derived-state` rewrites: a model owning the
  /// rows' collection and the value, with the derivation as its method.
  private func recipe(row: ConstructionFact, argument: ArgumentFact, method: String, moving: [String]) -> [String] {
    let label = argument.label ?? "result"
    let model = "\(view.name)Scroll"
    let others = moving.dropFirst().filter { $0 != value.name }
    let alsoMoving = others.isEmpty ? "" : " (with \(others.joined(separator: ", ")), which it reads)"
    let collection = row.row?.collectionPath.flatMap { path -> String? in
      guard case .name(let root) = path.root, path.memberNames.isEmpty,
        index.parts(of: view).contains(where: { $0.properties.contains { $0.name == root && $0.storage != .computed } })
      else { return nil }
      return root
    }
    let holding: String
    let iterate: String
    if let collection {
      holding = "move \(collection), \(value.name) and \(method)\(alsoMoving) into an @Observable class \(model), and keep one in \(view.name) in their place as `@State private var scroll: \(model)`, made in its initialiser with `_scroll = State(initialValue: \(model)(\(collection): \(collection)))`"
      iterate = "iterate `scroll.\(collection)`"
    } else {
      holding = "move \(value.name) and \(method)\(alsoMoving) into an @Observable class \(model), with the collection the rows iterate (`\(row.row?.collection?.text ?? "")`), which it must own to keep a state per row; keep one in \(view.name) as `@State private var scroll`"
      iterate = "iterate the collection through `scroll`"
    }
    return [
      holding,
      "make the scroll handler write `scroll.\(value.name)`, \(iterate) and pass `scroll.\(argument.value.text)` as \(label); then run row-derived-state again: it keeps each row's \(label) in its own state, so that a scroll builds no row again and runs only the rows whose \(label) changes",
    ]
  }

  /// `PostRow(post: post, isVisible: post.top < offset + 400)`, written where the rows are built.
  private func proposal(row: ConstructionFact, argument: ArgumentFact, element: String, writers: [Writer]) -> Proposal {
    let label = argument.label ?? "result"
    return manual(row: row, argument: argument, writers: writers, derives: "from its @State \(value.name)", through: "", checks: [
      "move \(value.name) into an @Observable model that \(view.name) keeps (in @State), with the scroll handler writing it there",
      "write the derivation as a method of that model taking the \(element) (`\(argument.value.text)` with \(value.name) read from the model), pass `model.<method>(\(element))` as \(label), and run row-derived-state again: it can then keep each row's \(label) in its own state",
    ])
  }

  private func manual(row: ConstructionFact, argument: ArgumentFact, writers: [Writer], derives: String, through: String, checks: [String]) -> Proposal {
    let label = argument.label ?? "result"
    return Proposal(
      transform: RowDerivedStateTransform.id, target: target, verdict: .manual, location: argument.whole.location,
      summary: "\(view.name) works out each \(row.typeName)'s \(label) \(derives), which a scroll handler writes: every scroll builds every row again and compares it",
      evidence: [
        "\(argument.whole.location): `\(argument.whole.text)` derives each row's \(label) from \(value.name)\(through)",
        "\(view.name).\(value.name) is @State, written by \(writers.prefix(2).map(\.description).joined(separator: "; "))",
      ],
      checks: checks, edits: [],
      effect: Effect(spared: [SparedChange(view: view.name, change: target, writers: writers)]))
  }
}
