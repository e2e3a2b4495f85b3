/// How values flow from one view's stored input into a child's: `Shelf(library: library)` in
/// `LibraryScreen` passes `LibraryScreen.library` on; `Shelf(albums: library.albums)` passes a
/// field path of it.
struct ValueFlow {
  /// A view's stored input, compared by SwiftUI when its parent's body runs.
  struct Holder: Hashable, Comparable {
    let view: String
    let property: String
    var name: String { "\(view).\(property)" }
    static func < (lhs: Holder, rhs: Holder) -> Bool { lhs.name < rhs.name }
  }

  /// `child` receives `from` (or the field path `fields` of it) at `argument`.
  struct Pass: Hashable {
    let from: Holder
    let to: Holder
    let fields: [String]
    let argument: ArgumentFact
  }

  /// What a view does with an input of its own, beyond passing it on to a child.
  struct Use {
    /// Stored fields read, in the order first read.
    var fieldsRead: [String] = []
    /// The first use that needs the whole value: passed elsewhere, mutated, bound, captured.
    var wholeUse: MemberUseFact?
  }

  let model: UpdateModel
  private(set) var passes: [Holder: [Pass]] = [:]
  private(set) var received: [Holder: [Pass]] = [:]
  private var uses: [Holder: Use] = [:]

  init(model: UpdateModel) {
    self.model = model
    let index = model.index
    let views = index.allTypes.filter { $0.kind == .struct && index.isView($0) }
    let valueInputs = Dictionary(views.map { view in
      (view.name, Set(model.inputs(of: view).compactMap { input -> String? in
        // A `let` with a value of its own is a constant: no caller passes it.
        if case .value(let property, _) = input, !(property.isLet && property.initialValue != nil) { return property.name }
        return nil
      }))
    }, uniquingKeysWith: { first, _ in first })
    var passedArguments: [Holder: [Snippet]] = [:]
    for child in views where index.declarations(named: child.name).count == 1 {
      for site in index.constructions(of: child.name) {
        guard let parent = site.enclosingType, let parentInputs = valueInputs[parent] else { continue }
        for argument in site.arguments {
          guard let label = argument.label, valueInputs[child.name]?.contains(label) == true,
            let (root, fields) = Self.inputPath(argument.valuePath), parentInputs.contains(root),
            fields.isEmpty || !Self.isReference(root, in: parent, index: index)
          else { continue }
          let pass = Pass(from: Holder(view: parent, property: root), to: Holder(view: child.name, property: label),
            fields: fields, argument: argument)
          passes[pass.from, default: []].append(pass)
          received[pass.to, default: []].append(pass)
          passedArguments[pass.from, default: []].append(argument.value)
        }
      }
    }
    for view in views {
      for property in valueInputs[view.name] ?? [] {
        let holder = Holder(view: view.name, property: property)
        uses[holder] = Self.use(of: property, in: view, index: index, passedAt: passedArguments[holder] ?? [])
      }
    }
  }

  func use(of holder: Holder) -> Use { uses[holder] ?? Use() }

  /// A property of an object read through a reference is a value of its own, not one passed on.
  private static func isReference(_ property: String, in view: String, index: Index) -> Bool {
    guard let type = index.propertyType(property, in: view), let declared = index.declaration(named: type) else { return false }
    return declared.kind == .class || declared.kind == .actor
  }

  /// `library` or `self.library.albums` as the root input and the fields after it; nil for
  /// anything else (a call, a subscript, a local).
  private static func inputPath(_ path: ValuePath?) -> (String, [String])? {
    guard let path else { return nil }
    let members = path.memberNames
    guard members.count == path.steps.count else { return nil }
    switch (path.root, path.rootBinding) {
    case (.name(let name), .unbound): return (name, members)
    case (.selfValue, _) where !members.isEmpty: return (members[0], Array(members.dropFirst()))
    default: return nil
    }
  }

  private static func use(of property: String, in view: TypeFact, index: Index, passedAt arguments: [Snippet]) -> Use {
    var use = Use()
    let uses = index.parts(of: view).flatMap(\.memberUses).filter { $0.name == property && !$0.inInitializer }
    for found in uses {
      if arguments.contains(where: { $0.contains(found.expression) }) { continue }
      switch found.kind {
      case .field(let name):
        if !use.fieldsRead.contains(name) { use.fieldsRead.append(name) }
      case .whole, .mutation, .projected, .wrapperStorage:
        if use.wholeUse == nil { use.wholeUse = found }
      }
    }
    return use
  }

  /// Every longest path of passes, from an input nothing passes on to it (or that the view
  /// above needs whole), to one that passes it no further; at most `limit` of them.
  func chains(limit: Int = 2_000) -> [[Pass]] {
    let starts = Set(passes.keys).filter { holder in
      (received[holder] ?? []).allSatisfy { use(of: $0.from).wholeUse != nil }
    }
    var found: [[Pass]] = []
    func walk(_ path: [Pass], onPath: Set<Holder>) {
      guard found.count < limit else { return }
      let last = path.last!.to
      let next = use(of: last).wholeUse == nil ? (passes[last] ?? []).filter { !onPath.contains($0.to) } : []
      if next.isEmpty {
        found.append(path)
        return
      }
      for pass in next { walk(path + [pass], onPath: onPath.union([pass.to])) }
    }
    for start in starts.sorted() where use(of: start).wholeUse == nil {
      for pass in passes[start]! { walk([pass], onPath: [start, pass.to]) }
    }
    return found
  }
}
