/// The storage of one `@State` property, kept by the view's node across updates. It is
/// observable, so views reading it through a `Binding` are updated when it changes.
final class StateStorage<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var storedValue: Value
  /// The inbox and node id of the view that owns the state, once it is mounted.
  var owner: (inbox: InvalidationInbox, nodeID: Int)?

  init(_ value: Value) {
    storedValue = value
  }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return storedValue
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) { storedValue = newValue }
      if let owner { owner.inbox.post(.init(nodeID: owner.nodeID, generation: nil)) }
    }
  }
}

/// A property with storage or context that the renderer provides, found in a view's stored
/// properties with `Mirror`.
@MainActor
protocol RendererManagedProperty {
  /// Takes over the storage of the same property in the view's previous value, so that state
  /// survives the parent creating a new value of the view.
  func adopt(from previous: Any?, owner: ViewNode)
  /// Gives the property the environment of its view; returns the value it exposes, if any.
  func install(_ environment: EnvironmentValues) -> Any?
}

@MainActor
enum DynamicProperties {
  static func adopt(in inputs: Any, from previousInputs: Any?, owner: ViewNode) {
    let previous = previousInputs.map { Mirror(reflecting: $0).children.map(\.value) }
    for (index, child) in Mirror(reflecting: inputs).children.enumerated() {
      guard let property = child.value as? any RendererManagedProperty else { continue }
      property.adopt(from: previous?[index], owner: owner)
    }
  }

  /// Returns the values the view's `@Environment` properties expose, to detect changes.
  static func install(_ environment: EnvironmentValues, in inputs: Any) -> [Any] {
    Mirror(reflecting: inputs).children.compactMap { child in
      (child.value as? any RendererManagedProperty)?.install(environment)
    }
  }
}

/// A value owned by a view, kept across updates; writing it updates the view.
@propertyWrapper
public struct State<Value> {
  final class Cell {
    var storage: StateStorage<Value>
    init(_ storage: StateStorage<Value>) { self.storage = storage }
  }

  let cell: Cell

  public init(wrappedValue value: Value) {
    cell = Cell(StateStorage(value))
  }

  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  public init() where Value: ExpressibleByNilLiteral {
    self.init(wrappedValue: nil)
  }

  public var wrappedValue: Value {
    get { cell.storage.value }
    nonmutating set { cell.storage.value = newValue }
  }

  public var projectedValue: Binding<Value> {
    let storage = cell.storage
    return Binding(
      location: .init(identity: .storage(ObjectIdentifier(storage)), get: { storage.value }, set: { storage.value = $0 })
    )
  }
}

extension State: RendererManagedProperty {
  func adopt(from previous: Any?, owner: ViewNode) {
    if let previous = previous as? State<Value> {
      cell.storage = previous.cell.storage
    } else {
      cell.storage.owner = (owner.graph.inbox, owner.id)
    }
  }

  func install(_ environment: EnvironmentValues) -> Any? { nil }
}

extension State: InputComparisonOverride {
  /// State is kept by the view's node, not given by the parent: it is never a changed input.
  func isSameInput(as other: Any) -> Bool { true }
}
