/// The storage of one `@State` property, kept by the view's node across updates. It is
/// observable, and only reads of its value are dependencies: a write runs the views that read it
/// (the owner's body, or a child through a binding), not the owner merely for owning it, and a
/// write of an equal value (compared as inputs are) commits nothing.
final class StateStorage<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var storedValue: Value

  init(_ value: Value) {
    storedValue = value
  }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return storedValue
    }
    set {
      guard !InputComparison.equal(storedValue, newValue) else { return }
      registrar.withMutation(of: self, keyPath: \.value) { storedValue = newValue }
    }
  }

  /// The value without a dependency on it: what `$x` captures when it is made.
  var untrackedValue: Value { storedValue }
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
  /// The value this view value was made with. The node keeps the storage of the first one, but a
  /// parent that passes a different seed has changed the view's inputs, so its body runs.
  let seed: Value

  public init(wrappedValue value: Value) {
    cell = Cell(StateStorage(value))
    seed = value
  }

  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  public var wrappedValue: Value {
    get { cell.storage.value }
    nonmutating set { cell.storage.value = newValue }
  }

  public var projectedValue: Binding<Value> {
    let storage = cell.storage
    return Binding(
      location: .init(
        identity: .storage(ObjectIdentifier(storage)), snapshot: storage.untrackedValue,
        get: { storage.value }, set: { storage.value = $0 })
    )
  }
}

// In a constrained extension, as SwiftUI declares it: an initialiser with its own `where` clause
// would be taken for the default value of every `@State var x: T` without one, which then fails
// to compile for a non-optional T even where `init` assigns it.
extension State where Value: ExpressibleByNilLiteral {
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: RendererManagedProperty {
  func adopt(from previous: Any?, owner: ViewNode) {
    if let previous = previous as? State<Value> { cell.storage = previous.cell.storage }
  }

  func install(_ environment: EnvironmentValues) -> Any? { nil }
}

extension State: InputComparisonOverride {
  /// The storage is the node's, not the parent's; what the parent gives is the seed.
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? State<Value> else { return false }
    return InputComparison.equal(seed, other.seed)
  }
}
