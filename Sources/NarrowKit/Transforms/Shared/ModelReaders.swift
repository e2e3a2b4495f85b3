/// A view that holds an observable model, and what it does with it.
struct ModelReader {
  enum Handle: Equatable {
    /// `@ObservedObject var store: Store`
    case observedObject
    /// `@EnvironmentObject var store: Store`
    case environmentObject
    /// `@StateObject var store = Store()`: the view owns it.
    case stateObject
    /// `@Environment(Store.self) var store`
    case environment
    /// `let store: Store` (an `@Observable` model passed in)
    case plain
    /// `@Bindable var store: Store` and other wrappers
    case other(String)
  }

  let view: TypeFact
  let property: PropertyFact
  let handle: Handle
  /// The model's stored properties the view reads or writes through the handle, in first-use order.
  var reads: [String] = []
  /// The first use that needs the whole model: a method call, a computed property, the model
  /// passed on or bound. Such a view cannot take a smaller object instead.
  var otherUse: String?
  /// Where the view hands the model on whole: the call and label (`.environmentObject(_:)`,
  /// `TimeLabel(player:)`), nil for any other use of the whole model (compared, captured).
  var handedOn: [ArgumentSlot?] = []
  /// It binds the model, uses its wrapper, or calls a method or computed property of it.
  var usesBeyondStoredProperties = false
  /// Where the handle is named in the view's code outside initialisers, for renaming it.
  var handleUses: [MemberAccesses.Occurrence] = []

  /// Whether the view could hold the part instead of the model: it is given the model, and uses
  /// nothing of it but stored properties.
  var canTakeThePart: Bool {
    guard otherUse == nil, !reads.isEmpty else { return false }
    switch handle {
    case .observedObject, .environmentObject, .environment, .plain: return true
    case .stateObject, .other: return false
    }
  }
}

extension ModelReader {
  /// Every view holding `model`, with its reads; with `viewsOnly` false, every struct (an `App`
  /// or a `Scene` holds models with the same wrappers).
  static func readers(of model: TypeFact, in index: Index, viewsOnly: Bool = true) -> [ModelReader] {
    let stored = Set(index.storedProperties(of: model).map(\.name))
    return index.holders(of: model.name).filter { !viewsOnly || $0.holderIsView }.map { held in
      var reader = ModelReader(view: held.holder, property: held.property, handle: handle(of: held.property, in: index))
      reader.read(in: index, stored: stored, model: model)
      return reader
    }
  }

  private static func handle(of property: PropertyFact, in index: Index) -> Handle {
    guard let wrapper = index.wrapper(of: property) else { return .plain }
    switch FrameworkWrapper(named: wrapper) {
    case .observedObject?: return .observedObject
    case .environmentObject?: return .environmentObject
    case .stateObject?: return .stateObject
    case .environment?: return .environment
    default: return .other(wrapper)
    }
  }

  private mutating func read(in index: Index, stored: Set<String>, model: TypeFact) {
    for use in index.parts(of: view).flatMap(\.memberUses) where use.name == property.name && !use.inInitializer {
      switch use.kind {
      case .field: continue
      case .whole:
        note("passes \(property.name) on at \(use.expression.location) (`\(use.expression.text)`)")
        handedOn.append(use.handedTo)
      case .projected:
        note("binds $\(property.name) at \(use.expression.location)")
        usesBeyondStoredProperties = true
      case .wrapperStorage:
        note("uses _\(property.name) at \(use.expression.location)")
        usesBeyondStoredProperties = true
      case .mutation: continue
      }
    }
    // The chains are resolved once for every reader: resolving a view's chains per model it holds
    // grew with models times views.
    var seen = Set<ObjectIdentifier>()
    for occurrence in index.memberAccesses.occurrences(of: property.name, in: view.name) {
      let chain = occurrence.chain
      guard chain.chain.enclosingType == view.name, chain.chain.enclosingMember != "init",
        seen.insert(ObjectIdentifier(chain)).inserted
      else { continue }
      let first = occurrence.step
      handleUses.append(occurrence)
      guard first + 1 < chain.steps.count else { continue }
      let member = chain.steps[first + 1].name
      if stored.contains(member) {
        if !reads.contains(member) { reads.append(member) }
      } else {
        note("uses \(property.name).\(member) at \(chain.chain.expression.location), which is not a stored property of \(model.name)")
        usesBeyondStoredProperties = true
      }
    }
  }

  private mutating func note(_ use: String) {
    if otherUse == nil { otherUse = use }
  }
}
