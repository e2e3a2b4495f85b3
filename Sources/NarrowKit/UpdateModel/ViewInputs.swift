/// The inputs of a view or modifier and how SwiftUI compares each when the parent's body runs
/// again: a view whose inputs all compare equal is not run.
enum InputComparison: Sendable, Hashable {
  /// Standard value types, compared bitwise.
  case plainData
  /// A type of the scanned code declared `Equatable`: its `==`.
  case equatable(EqualityComparison)
  /// A struct or enum that is not `Equatable`: its fields, one by one.
  case fieldByField
  /// A class: the same reference or not.
  case identity
  /// Closures, `AnyView`, existentials that are not `Equatable`: never equal, so the view runs
  /// whenever its parent does. The text says what it is.
  case alwaysDifferent(String)
  case unknown
}

extension InputComparison {
  /// Whether SwiftUI finds a new value of the input different when these of its stored fields
  /// changed (empty: the same value handed again): a hand-written `==` that leaves a field out
  /// does not see it change, and what cannot be compared always differs.
  func differs(changing fields: Set<String>) -> Bool {
    switch self {
    case .alwaysDifferent: return true
    case .equatable(.ignores(_, let ignored, _)): return !fields.subtracting(ignored).isEmpty
    case .plainData, .equatable, .fieldByField, .identity, .unknown: return !fields.isEmpty
    }
  }
}

enum ViewInput: Sendable, Hashable {
  /// A stored property the caller passes.
  case value(PropertyFact, InputComparison)
  /// `@State`, `@StateObject`: storage the view owns, not an input.
  case storage(PropertyFact)
  /// `@Binding`: compared by where it points.
  case binding(PropertyFact)
  /// `@Environment`, `@EnvironmentObject`: read from the environment.
  case environment(PropertyFact)
  /// `@ObservedObject`, `@StateObject`, `@EnvironmentObject`: every change of the object runs the view.
  case wholeObject(PropertyFact)
  /// Any other property wrapper.
  case wrapped(PropertyFact, wrapper: String)

  var property: PropertyFact {
    switch self {
    case .value(let property, _), .storage(let property), .binding(let property), .environment(let property),
      .wholeObject(let property), .wrapped(let property, _):
      return property
    }
  }
}

extension UpdateModel {
  /// The view's stored properties as inputs, in declaration order.
  func inputs(of view: TypeFact) -> [ViewInput] {
    view.properties.filter { !$0.isStatic && $0.storage != .computed }.map { property in
      guard let wrapper = index.wrapper(of: property) else { return .value(property, comparison(of: property.type)) }
      switch FrameworkWrapper(named: wrapper) {
      case .state?: return .storage(property)
      case .binding?: return .binding(property)
      case .environment?: return .environment(property)
      case let known? where known.observesObject: return .wholeObject(property)
      default: return .wrapped(property, wrapper: wrapper)
      }
    }
  }

  func comparison(of type: String?) -> InputComparison {
    guard let type = type?.trimmingSpaces else { return .unknown }
    if type.contains(utf8: "->") { return .alwaysDifferent("a closure") }
    if type.hasPrefix("AnyView") { return .alwaysDifferent("AnyView") }
    if type.hasPrefix("any ") || type.hasPrefix("(any ") {
      return .alwaysDifferent("an existential, which SwiftUI cannot compare")
    }
    let names = Index.typeNames(in: type)
    if names.allSatisfy(Index.valueTypesComparedWhole.contains) { return .plainData }
    if names.allSatisfy({ Index.valueTypesComparedWhole.contains($0) || index.declaration(named: $0) != nil }) {
      let declared = names.compactMap { index.declaration(named: $0) }
      if declared.contains(where: { $0.kind == .class || $0.kind == .actor }) { return .identity }
      if let proto = declared.first(where: { $0.kind == .protocol }),
        index.conformances(of: proto).isDisjoint(with: Index.equatableProtocols)
      {
        return .alwaysDifferent("\(proto.name), a protocol used as a type, which SwiftUI cannot compare")
      }
      // Plain data is compared bit by bit: a hand-written `==` that leaves a field out is not asked.
      if declared.count == 1, names.count == 1, index.isPlainData(declared[0].name) { return .plainData }
      if declared.allSatisfy({ !index.conformances(of: $0).isDisjoint(with: Index.equatableProtocols) }) {
        return .equatable(index.equality(of: type))
      }
      return .fieldByField
    }
    return .unknown
  }

  /// Whether SwiftUI compares the view with its own `==`: it is `Equatable`, or every
  /// construction is followed by `.equatable()`.
  func comparesWithItsOwnEquality(_ view: TypeFact) -> Bool {
    if !index.conformances(of: view).isDisjoint(with: Index.equatableProtocols) { return true }
    let sites = index.constructions(of: view.name)
    return !sites.isEmpty && sites.allSatisfy(\.isEquatableWrapped)
  }

  /// Inputs that never compare equal, with what they are, unless the view compares itself.
  func alwaysDifferentInputs(of view: TypeFact) -> [(property: PropertyFact, what: String)] {
    guard !comparesWithItsOwnEquality(view) else { return [] }
    return inputs(of: view).compactMap { input in
      if case .value(let property, .alwaysDifferent(let what)) = input { return (property, what) }
      return nil
    }
  }

  /// The writes of what a plain path reads, after the values are built.
  func changes(ofPath path: ValuePath, in enclosingType: String?) -> [Writer] {
    writers(ofPath: path, in: enclosingType).filter { $0.runner != .initializer }
  }

  /// The writes of whatever a plain path reads (`player.currentTime`, `self.model.elapsed`),
  /// written inside `enclosingType`: of each member along it.
  func writers(ofPath path: ValuePath, in enclosingType: String?) -> [Writer] {
    let start = index.start(of: path, in: enclosingType)
    var owner = start.owner
    var found: [Writer] = []
    for member in start.members {
      guard let current = owner else { break }
      found += writers(of: member, in: current)
      owner = index.propertyType(member, in: current)
    }
    return found
  }
}
