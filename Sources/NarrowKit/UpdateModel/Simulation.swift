import Foundation

extension UpdateModel {
  /// Runs the event through the views: the bodies that read what it changes run, then, parents
  /// first, each child whose inputs differ as SwiftUI compares them. `cutting` are changes a
  /// rewrite stops from reaching a view (`SparedChange`): the result is the bodies that run once
  /// the rewrite is applied.
  public func simulate(_ event: Event, cutting cuts: [SparedChange] = []) -> Simulation {
    simulate(event, cutting: SparedChanges(cuts))
  }

  func simulate(_ event: Event, cutting cuts: SparedChanges) -> Simulation {
    let graph = simulationGraph
    guard !cuts.isEmpty else { return graph.unchangedSimulation(of: event) { simulate(event, cuts: cuts, graph: graph) } }
    return simulate(event, cuts: cuts, graph: graph)
  }

  /// Only the views that read what changes, and the children of those that run, are visited, in
  /// `order`: every other body has nothing that could run it.
  private func simulate(_ event: Event, cuts: SparedChanges, graph: SimulationGraph) -> Simulation {
    // The uncut simulation runs once per event; those with cuts share what each view reads of it.
    let known = cuts.isEmpty ? nil : graph.directCauses(for: event)
    let event = reachingBindingSources(event, graph: graph)
    let writes = EventWrites(event, in: self)
    var running: [String: [RunCause]] = [:]
    var runs: [BodyRun] = []
    // The inputs of running views that differ, `View.input` → what changed inside them: a child
    // given one of them gets the change too.
    var differing: [String: Set<String>] = [:]
    // Views whose row closures read what changed: their `ForEach` builds the rows again, and
    // each row whose inputs then differ runs, while the body around it does not.
    var rebuildingRows: Set<String> = []
    // Running views of which only some rows run: those the event changes, or whose value flips.
    var rowsRunning: [String: (instances: Instances, count: Int)] = [:]
    var pending = graph.views(watching: event.changes, in: self)
    var next = 0
    // A child comes after its parent in `order`, so it joins the part of `pending` still to come.
    func visitChildren(of view: TypeFact, at position: Int) {
      for child in graph.childPositions[view.name] ?? [] where child > position {
        let place = pending[next...].partitioningIndex { $0 >= child }
        if place == pending.count || pending[place] != child { pending.insert(child, at: place) }
      }
    }
    while next < pending.count {
      let position = pending[next]
      next += 1
      let view = graph.order[position]
      let direct = { self.directCauses(of: view, event: event, writes: writes, graph: graph) }
      var (causes, readInRows) = known.map { $0.value(for: view.name, direct) } ?? direct()
      var inputs: [String: Set<String>] = [:]
      let sites = graph.sitesBuilding[view.name] ?? []
      for (number, site) in sites.enumerated() {
        guard let parent = site.enclosingType,
          running[parent] != nil || (site.row?.collection != nil && rebuildingRows.contains(parent))
        else { continue }
        causes += inputCauses(of: view, at: site, parent: parent, event: event, writes: writes, differing: differing, into: &inputs)
          .map { cause in
            var cause = cause
            cause.site = number
            // Built by a row that alone runs, it runs only in that row.
            if cause.perRow == nil, let rows = rowsRunning[parent] {
              cause.perRow = rows.instances
              cause.rows = rows.count
            }
            return cause
          }
      }
      let viewCuts = cuts[view.name]
      readInRows = readInRows.filter { pair in !viewCuts.contains { change($0, covers: pair) } }
      let rebuilding = readInRows.isEmpty ? nil : "builds every row again: its row closures read \(readInRows.sorted().joined(separator: ", "))"
      if rebuilding != nil { rebuildingRows.insert(view.name) }
      let remaining = causes.compactMap { $0.cut(by: viewCuts, in: self) }
      guard !remaining.isEmpty else {
        if let rebuilding {
          runs.append(BodyRun(view: view.name, why: [rebuilding], displaysChange: false, rowsOnly: true, presentedBy: graph.presentedOnly[view.name],
            inRows: graph.builtInRows.contains(view.name)))
          visitChildren(of: view, at: position)
        }
        continue
      }
      running[view.name] = remaining
      visitChildren(of: view, at: position)
      for (label, carried) in inputs {
        let left = RunCause(text: "", carried: carried, displays: false).cut(by: viewCuts, in: self)?.carried ?? []
        if !left.isEmpty { differing["\(view.name).\(label)"] = left }
      }
      let inRows = graph.builtInRows.contains(view.name)
      let perRow = remaining.map(\.perRow)
      let instances: Instances = !inRows || perRow.contains(nil) ? .every : perRow.contains(.changedRows) ? .changedRows : .flippingRows
      if instances != .every { rowsRunning[view.name] = (instances, remaining.map(\.rows).max() ?? 1) }
      let throughSites = Set(remaining.compactMap(\.site))
      let share = remaining.allSatisfy { $0.site != nil } && throughSites.count < sites.count
        ? SiteShare(running: throughSites.count, of: sites.count) : nil
      let again = runsAgain(view, for: writes, graph: graph)
      runs.append(BodyRun(view: view.name, why: remaining.map(\.text) + (rebuilding.map { [$0] } ?? []) + (again.map { [$0] } ?? []),
        displaysChange: remaining.contains(where: \.displays),
        presentedBy: graph.presentedOnly[view.name],
        onlyWhenChanging: rebuilding == nil && remaining.allSatisfy(\.onlyWhenValueChanges)
          ? remaining.reduce(into: Set()) { $0.formUnion($1.through) } : [],
        instances: instances, inRows: inRows, sites: share, passes: again == nil ? 1 : 2,
        changedRows: remaining.map(\.rows).max() ?? 1))
    }
    // A view whose rows alone are built again runs no body of its own.
    for position in runs.indices { runs[position].bodies = runs[position].rowsOnly ? 0 : runs[position].count(rowsOnScreen: rowsOnScreen) }
    return Simulation(event: event, runs: runs)
  }

  /// Why the view runs a second time in the same update, if it does: SwiftUI runs an `onChange`
  /// action after the body when the value it compares changed, and a write there of what the
  /// body reads (its own `@State`, a property of an observable object) runs the body again.
  private func runsAgain(_ view: TypeFact, for writes: EventWrites, graph: SimulationGraph) -> String? {
    guard let reactions = graph.reactions[view.name] else { return nil }
    let reads = graph.profile(of: view, in: self).reads
    // A busy event changes hundreds of members; the value compared names a few.
    for reaction in reactions where !writes.changes(named: reaction.value, words: reaction.words).isEmpty {
      let read = reaction.writes.filter { pair in
        reads.observed.contains(pair) || (pair.hasPrefix(view.name + ".") && reads.own[String(pair.dropFirst(view.name.count + 1))] != nil)
      }
      if !read.isEmpty {
        return "runs again: its onChange(of: \(reaction.value)) action writes \(read.sorted().joined(separator: ", ")), which it reads"
      }
    }
    return nil
  }

  /// The event with what its writes through bindings change where the bindings point: a write
  /// of `DonutEditor.donut`, a `@Binding` passed `$donut` by `DonutDetail`, changes `DonutDetail.donut`.
  private func reachingBindingSources(_ event: Event, graph: SimulationGraph) -> Event {
    var event = event
    var frontier = Array(event.changes)
    while let pair = frontier.popLast() {
      let parts = index.typeAndMembers(pair)
      guard parts.count == 2, let property = index.propertyDeclaration(parts[1], in: parts[0]), index.frameworkWrapper(of: property) == .binding else { continue }
      for site in graph.sitesBuilding[parts[0]] ?? [] {
        guard let argument = site.arguments.first(where: { $0.label == parts[1] }), argument.value.text.hasPrefix("$"),
          let parent = site.enclosingType
        else { continue }
        let source = "\(parent).\(Self.bindingSource(argument))"
        if event.changes.insert(source).inserted { frontier.append(source) }
      }
    }
    return event
  }

  /// The property of the parent a `$…` argument binds to: `donut` for `$donut` and `$donut.name`.
  static func bindingSource(_ argument: ArgumentFact) -> String {
    String(argument.value.text.dropFirst().prefix { $0 != "." && $0 != " " })
  }

  /// Why the view's body runs for the event, and what of the change its row closures alone read.
  private func directCauses(of view: TypeFact, event: Event, writes: EventWrites, graph: SimulationGraph) -> SimulationGraph.DirectCauses {
    let profile = graph.profile(of: view, in: self)
    let reads = profile.reads
    var causes: [RunCause] = []
    var readInRows: Set<String> = []
    for pair in reads.observed.intersection(event.changes).sorted() where !Self.readsOnlyBeside(reads.observedClauses[pair], pair, writes) {
      if reads.observedInRowsOnly.contains(pair) {
        readInRows.insert(pair)
        continue
      }
      let carried = leaves(of: pair, in: writes)
      let owner = String(SimulationGraph.owner(of: pair))
      let ownObject = view.properties.contains { !$0.isStatic && graph.holdsItsOwn($0.name, in: view.name) && index.propertyType($0.name, in: view.name) == owner }
        || graph.readsItsOwnObject(of: owner, in: view, index: index)
      let guarded = changesOnlyWhenDifferent(pair, in: writes)
      // Each row's object written only where its value differs: the rows whose value flips.
      causes.append(RunCause(text: "reads \(pair)", carried: carried.isEmpty ? [pair] : carried, displays: true, through: [pair],
        onlyWhenValueChanges: guarded, perRow: !ownObject ? nil : guarded ? .flippingRows : .changedRows))
    }
    for property in profile.wrapped {
      switch property.wrapper {
      case let wrapper where wrapper.observesObject:
        guard let announcing = profile.announcingObjects[property.name] else { continue }
        // A `@Published` or managed property's write, or `objectWillChange.send()` written by hand.
        let published = event.changes.filter { pair in
          announcing.contains { owner in
            guard pair.hasPrefix(owner + ".") else { return false }
            let member = String(pair.dropFirst(owner.count + 1))
            return member == UpdateModel.willChange || index.announcesChange(of: member, in: owner)
          }
        }
        if !published.isEmpty {
          let what = index.declaration(named: announcing[0]).map(index.isManagedObject) == true ? "a managed object whose every change of a managed property runs it" : "an ObservableObject whose every @Published change runs it"
          causes.append(RunCause(
            text: "observes \(property.name), \(what) (\(published.sorted().joined(separator: ", ")))",
            carried: published.reduce(into: Set()) { $0.formUnion(leaves(of: $1, in: writes)) },
            displays: shows(published, of: announcing[0], readingOnly: reads.own[property.name]), through: published,
            onlyWhenValueChanges: published.allSatisfy { changesOnlyWhenDifferent($0, in: writes) },
            perRow: graph.holdsItsOwn(property.name, in: view.name) ? .changedRows : nil))
        }
      case let wrapper where wrapper.fetches:
        guard let fetched = profile.fetched[property.name], reads.own[property.name] != nil else { continue }
        let changed = event.changes.filter { pair in
          SimulationGraph.owner(of: pair) == fetched.entity && index.persists(String(pair.dropFirst(fetched.entity.count + 1)), in: fetched.entity)
        }
        if !changed.isEmpty {
          causes.append(RunCause(
            text: "fetches \(fetched.entity) with @\(fetched.wrapper) \(property.name), which every change of a fetched object updates (\(changed.sorted().joined(separator: ", ")))",
            carried: changed, displays: Self.shows(changed, readingOnly: reads.own[property.name]), through: changed))
        }
      case .state:
        let pair = "\(view.name).\(property.name)"
        if event.changes.contains(pair), reads.own[property.name] != nil, !Self.readsOnlyBeside(reads.ownClauses[property.name], pair, writes) {
          if reads.ownInRowsOnly.contains(property.name) {
            readInRows.insert(pair)
          } else {
            causes.append(RunCause(text: "reads its @State \(property.name)", carried: [pair], displays: true, perRow: graph.builtInRows.contains(view.name) ? .changedRows : nil))
          }
        }
      case .binding:
        guard reads.own[property.name] != nil else { continue }
        let own = "\(view.name).\(property.name)"
        if event.changes.contains(own), !Self.readsOnlyBeside(reads.ownClauses[property.name], own, writes) {
          causes.append(RunCause(text: "reads its binding \(property.name), written through it", carried: leaves(of: own, in: writes), displays: true, through: [own]))
          continue
        }
        for site in graph.sitesBuilding[view.name] ?? [] {
          guard let argument = site.arguments.first(where: { $0.label == property.name }), argument.value.text.hasPrefix("$"),
            let parent = site.enclosingType
          else { continue }
          let target = Self.bindingSource(argument)
          if event.changes.contains("\(parent).\(target)") {
            causes.append(RunCause(text: "reads its binding \(property.name) to \(parent).\(target)", carried: ["\(parent).\(target)"], displays: true))
          }
        }
      default: continue
      }
    }
    return (causes, readInRows)
  }

  private func inputCauses(
    of view: TypeFact, at site: ConstructionFact, parent: String, event: Event, writes: EventWrites, differing: [String: Set<String>],
    into inputsThatDiffer: inout [String: Set<String>]
  ) -> [RunCause] {
    let profile = simulationGraph.profile(of: view, in: self)
    let (reads, ownEquality, inputs) = (profile.reads, profile.comparesWithItsOwnEquality, profile.valueInputs)
    var causes: [RunCause] = []
    for argument in site.arguments {
      guard let label = argument.label, let comparison = inputs[label] else { continue }
      if case .alwaysDifferent(let what) = comparison, !ownEquality {
        causes.append(RunCause(text: "input \(label) is \(what), made anew each time \(parent)'s body runs (\(argument.value.location))",
          carried: [], displays: false))
        continue
      }
      let (carried, through) = carriedChanges(of: argument, at: site, event: event, writes: writes, differing: differing, comparison: comparison)
      guard !carried.isEmpty else { continue }
      inputsThatDiffer[label, default: []].formUnion(carried)
      let displays = Self.shows(carried, readingOnly: reads.own[label])
      // Each row is handed its own element, or a value worked out from it: only the rows whose
      // element changed differ, or those whose worked-out value flips.
      let ownElement = site.row?.element.map { WholeWords.count(of: $0, in: argument.value.text, upTo: 1) > 0 } ?? false
      causes.append(RunCause(text: "input \(label) differs: \(carried.sorted().joined(separator: ", ")) changed (passed `\(argument.value.text)` at \(argument.value.location))",
        carried: carried, displays: displays, through: through,
        perRow: !ownElement ? nil : argument.valuePath == nil && argument.valueShape != .literal ? .flippingRows : .changedRows,
        rows: ownElement ? writesOfRows(at: site, in: event) : 1))
    }
    if !ownEquality, Self.hasTrailingClosure(site), profile.takesAnInputThatAlwaysDiffers {
      causes.append(RunCause(text: "its trailing closure is made anew each time \(parent)'s body runs (\(site.call.location))", carried: [], displays: false))
    } else if !ownEquality, let kept = site.keptClosureInContent {
      causes.append(RunCause(text: "the content it is given keeps a closure made anew each time \(parent)'s body runs (\(kept.location))", carried: [], displays: false))
    }
    // Rows over `items.indices` are keyed by position, which a changed element keeps.
    if site.rowKey == "self", let path = site.row?.collectionPath, path.memberNames.last != "indices",
      pairs(along: path, in: site.enclosingType).contains(where: event.changes.contains)
    {
      causes.append(RunCause(text: "its rows are keyed by \\.self: a changed element is a new row (\(site.call.location))", carried: [], displays: true,
        perRow: .changedRows))
    }
    return causes
  }

  /// How many of the rows built at `site` the event changes or adds: one for each of its writes
  /// of the collection (`messages.append(…)` twice adds two rows).
  private func writesOfRows(at site: ConstructionFact, in event: Event) -> Int {
    guard !event.isEveryWriteOfAProperty, let path = site.row?.collectionPath, let collection = pairs(along: path, in: site.enclosingType).last
    else { return 1 }
    return max(1, event.writers.filter { pairsByWriter[$0.location]?.contains(collection) == true }.count)
  }

  /// What of the event reaches a child through one argument, as SwiftUI compares it.
  private func carriedChanges(
    of argument: ArgumentFact, at site: ConstructionFact, event: Event, writes: EventWrites, differing: [String: Set<String>], comparison: InputComparison
  ) -> (carried: Set<String>, through: Set<String>) {
    if argument.value.text.hasPrefix("$") { return ([], []) }
    if argument.valuePath == nil && argument.valueShape == .literal { return ([], []) }
    let reads = simulationGraph.reads(of: argument) {
      let enclosingType = site.enclosingType
      guard let path = argument.valuePath else {
        return .unfollowed(words: WholeWords.words(in: argument.value.text), throughMembers: changesRead(by: argument.value, of: enclosingType))
      }
      return .along(rowPairs(along: path, at: site) ?? pairs(along: path, in: enclosingType))
    }
    let along: [String]
    switch reads {
    case .unfollowed(let words, let throughMembers):
      // An expression the index does not follow: it may differ when it names what changed, or
      // calls a member of the parent that reads it (`isVisible(post)` reading the offset).
      // An event may change many members, and the argument is short: its words are found once.
      let named = writes.changes(named: argument.value.text, words: words).union(throughMembers.intersection(event.changes))
      let carried = named.reduce(into: Set<String>()) { found, pair in
        let inner = differing[pair] ?? leaves(of: pair, in: writes)
        // `todos.items[index].title` carries a change of that field of an element, not others.
        guard let field = Self.fieldOfElement(of: String(pair.split(separator: ".").last ?? ""), in: argument.value.text),
          let element = valueTypeName(of: pair), !inner.contains(pair)
        else { return found.formUnion(inner) }
        found.formUnion(inner.filter { $0 == "\(element).\(field)" })
      }
      return (carried, named)
    case .along(let pairs): along = pairs
    }
    guard let last = along.last else { return ([], []) }
    var carried: Set<String> = []
    for (position, pair) in along.enumerated() where event.changes.contains(pair) || differing[pair] != nil {
      let inner = differing[pair] ?? leaves(of: pair, in: writes)
      if position == along.count - 1 {
        carried.formUnion(inner)
      } else if inner.contains(pair) || inner.contains(along[position + 1]) {
        carried.insert(last)
      }
    }
    // The whole value replaced differs; a field differs only where the comparison sees it.
    carried = carried.filter { $0 == last || comparison.differs(changing: [String($0.split(separator: ".").last ?? "")]) }
    return (carried, Set(along))
  }

  /// What an argument reads through what it calls, as `Owner.member`: the parent's own methods
  /// and computed properties it names, and those of observable objects (`scroll.isVisible(post)`).
  private func changesRead(by value: Snippet, of parent: String?) -> Set<String> {
    guard let parent, let type = index.declaration(named: parent) else { return [] }
    let reads = simulationGraph.profile(of: type, in: self).reads
    var found: Set<String> = []
    for (member, read) in reads.readsByMember where member != "body" && WholeWords.count(of: member, in: value.text, upTo: 1) > 0 {
      found.formUnion(read.map { $0.contains(".") ? $0 : "\(type.name).\($0)" })
    }
    for resolved in index.memberAccesses.chains(in: parent)
    where resolved.chain.expression.location.file == value.location.file && value.range.contains(resolved.chain.expression.range) {
      found.formUnion(observableReads(of: resolved))
    }
    return found
  }

  /// For a path from a `ForEach` row's element (`item.name` in `ForEach(cart.items) { item in … }`):
  /// the pairs to the collection, then the element's members.
  private func rowPairs(along path: ValuePath, at site: ConstructionFact) -> [String]? {
    guard case .name(let root) = path.root, let row = site.row, row.element == root, let collection = row.collectionPath else { return nil }
    let outer = pairs(along: collection, in: site.enclosingType)
    guard let last = outer.last, var owner = valueTypeName(of: last) else { return outer }
    var found = outer
    for member in path.memberNames {
      found.append(owner + "." + member)
      guard let next = index.propertyType(member, in: owner) else { break }
      owner = next
    }
    return found
  }

  /// The simple name of a pair's value type, looking through arrays, dictionaries and optionals.
  func valueTypeName(of pair: String) -> String? {
    guard let (owner, member) = Index.ownerAndMember(ofPair: pair), let written = index.propertyTypeText(member, in: owner) else { return nil }
    let unwrapped = written.trimmingCharacters(in: CharacterSet(charactersIn: " ?!"))
    return Index.simpleTypeName(ElementPath.elementType(of: unwrapped) ?? unwrapped) ?? index.propertyType(member, in: owner)
  }

  /// `title` for `items` in `todos.items[index].title`: the field read right after an element
  /// of the member. Nil when the element is used whole or the text is anything else.
  static func fieldOfElement(of member: String, in text: String) -> String? {
    guard let open = text.range(of: member + "["), let close = text[open.upperBound...].firstIndex(of: "]") else { return nil }
    let rest = text[text.index(after: close)...]
    guard rest.first == "." else { return nil }
    let field = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return field.isEmpty ? nil : String(field)
  }

  private static func hasTrailingClosure(_ site: ConstructionFact) -> Bool {
    let end = site.arguments.last?.whole.range.end ?? site.call.range.start
    return site.call.text.hasSuffix("}") && end < site.call.range.end - 1
  }
}
