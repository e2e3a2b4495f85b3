/// A per-row result worked out from a value of the model: through one of its methods
/// (`feed.isVisible(post)`), or by asking the value itself whether it holds the element
/// (`store.favorites.contains(post.id)`); in the row's own body, or where the rows are built.
struct RowDerivation {
  enum Place {
    /// Worked out by the view building the rows and given to the row as this argument.
    case argument(ArgumentFact)
    /// Worked out by the row itself, from the model it holds and the element it is given.
    case rowBody
  }

  let place: Place
  let call: MethodCallFact
  let site: RowSite
  /// The method of the model that is called; nil for `value.contains(…)`.
  let method: FunctionFact?
  /// What the element is called where the call is written (`post`).
  let elementName: String
  /// The value derived from (`favorites`).
  let value: String

  /// The name the row gives the result: the argument's label, the method's name, or `inFavorites`.
  var resultName: String {
    if case .argument(let argument) = place, let label = argument.label { return label }
    return method?.name ?? "in" + value.prefix(1).uppercased() + value.dropFirst()
  }

  /// The call as the model writes it: `self.isVisible(post)`, `self.favorites.contains(post.id)`.
  var inModel: String {
    let path = (["self"] + call.receiverMembers).joined(separator: ".")
    return "\(path).\(call.method)(\(call.arguments.map(\.whole.text).joined(separator: ", ")))"
  }

  /// The view whose body runs the derivation today.
  var evaluatingView: String {
    switch place {
    case .argument: return site.construction.enclosingType ?? site.view.name
    case .rowBody: return site.view.name
    }
  }
}

/// A read of the scroll value that is not a call of one of the model's methods: the recipe can
/// say where it is, but the code cannot move as it is.
struct DirectRead {
  let view: String
  let expression: Snippet
}

/// Finds the rows' derivations of one scroll value.
struct RowDerivationFinder {
  let lookups: RowLookups
  var index: Index { lookups.index }
  let model: TypeFact
  let value: PropertyFact
  let sites: [RowSite]

  /// The view's stored properties that hold the model: the names its calls on the model start from.
  private func holders(in view: TypeFact) -> Set<String> {
    Set(index.storedProperties(of: view).filter { $0.type.flatMap(Index.simpleTypeName) == model.name }.map(\.name))
  }

  /// Methods of the model whose body reads the value.
  var derivingMethods: [FunctionFact] {
    index.parts(of: model).flatMap(\.functions).filter { function in
      !function.isStatic && function.reads.names.contains { $0.name == value.name && !$0.isCalled }
    }
  }

  /// The derivations the rows make: calls of the methods that read the value, and with
  /// `asksTheValue`, `value.contains(…)` on the value itself.
  func derivations(asksTheValue: Bool) -> [RowDerivation] {
    let methods = Dictionary(derivingMethods.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    /// The call of a method that reads the value, or of `contains` on it, made through `handle`.
    func derives(_ call: MethodCallFact, through handle: String) -> (matches: Bool, method: FunctionFact?) {
      guard call.receiverRoot == handle else { return (false, nil) }
      if call.receiverMembers.isEmpty, let method = methods[call.method] { return (true, method) }
      return (asksTheValue && call.receiverMembers == [value.name] && call.method == "contains", nil)
    }
    var found: [RowDerivation] = []
    for site in sites {
      guard let elementName = site.context.element, let parent = site.construction.enclosingType, !site.ownerBase.contains(".")
      else { continue }
      let parentFile = site.construction.call.location.file
      for argument in site.construction.arguments where argument.value != site.argument.value {
        guard let call = index.file(at: parentFile)?.methodCalls.first(where: { $0.call.range == argument.value.range }),
          parent == call.enclosingType
        else { continue }
        let (matches, method) = derives(call, through: site.ownerBase)
        if matches {
          found.append(RowDerivation(place: .argument(argument), call: call, site: site, method: method, elementName: elementName, value: value.name))
        }
      }
    }
    for site in Dictionary(grouping: sites, by: \.view.name).values.compactMap(\.first) {
      let holders = holders(in: site.view)
      // An action (`onTapGesture { library.toggleFavorite(song.id) }`) runs later: it derives nothing the row shows.
      for call in lookups.methodCalls[site.view.name] ?? []
      where call.binding == .unbound && holders.contains(call.receiverRoot) && RunnerFinder.runsWithBody(call.contexts) {
        let (matches, method) = derives(call, through: call.receiverRoot)
        if matches {
          found.append(RowDerivation(place: .rowBody, call: call, site: site, method: method, elementName: site.property.name, value: value.name))
        }
      }
    }
    return found
  }

  /// Reads of the value itself (`feed.scrollOffset`) in row arguments and row bodies.
  func directReads() -> [DirectRead] {
    let occurrences = index.memberAccesses.occurrences(of: value.name, in: model.name)
    var found: [DirectRead] = []
    for occurrence in occurrences {
      let chain = occurrence.chain.chain
      guard let type = chain.enclosingType else { continue }
      let inArgument = sites.contains { site in
        site.construction.call.location.file == chain.expression.location.file
          && site.construction.arguments.contains { $0.value.range.contains(chain.expression.range) }
      }
      if inArgument || sites.contains(where: { $0.view.name == type }) {
        found.append(DirectRead(view: type, expression: chain.expression))
      }
    }
    return found
  }

  /// Reads of the value in `view` outside the derivations: the view needs it for something else.
  /// Writes, and code in closures that run later (a scroll handler, an action), are no dependency.
  func otherReads(in view: String, besides derivations: [RowDerivation]) -> Snippet? {
    let ranges = derivations.map(\.call.call)
    let direct = index.memberAccesses.occurrences(of: value.name, in: model.name).map(\.chain.chain)
      .first { chain in
        chain.enclosingType == view && chain.access == .read && !chain.isProjection
          && RunnerFinder.runsWithBody(chain.contexts) && !ranges.contains { $0.contains(chain.expression) }
      }
    if let direct { return direct.expression }
    let methods = Set(derivingMethods.map(\.name))
    // Calls of the model's deriving methods through the view's own references to the model.
    let holders = index.declaration(named: view).map(holders(in:)) ?? []
    return (lookups.methodCalls[view] ?? []).first { call in
      methods.contains(call.method) && call.receiverMembers.isEmpty
        && holders.contains(call.receiverRoot) && call.binding == .unbound
        && RunnerFinder.runsWithBody(call.contexts) && !ranges.contains(where: { $0.contains(call.call) })
    }?.call
  }
}
