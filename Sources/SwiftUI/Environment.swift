/// A key for a value in the environment, with the value used when no ancestor set one.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// Values passed down the view tree, set with `.environment(_:_:)` and read with `@Environment`.
public struct EnvironmentValues: CustomStringConvertible {
  /// Identifies one set of values; each write makes a new one, so the renderer can tell cheaply
  /// whether a subtree may need new values.
  final class Revision {}

  private var values: [ObjectIdentifier: Any] = [:]
  private var revision = Revision()

  public init() {}

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set {
      values[ObjectIdentifier(key)] = newValue
      revision = Revision()
    }
  }

  func object<Object: AnyObject>(of type: Object.Type) -> Object? {
    values[ObjectIdentifier(type)] as? Object
  }

  mutating func setObject<Object: AnyObject>(_ object: Object) {
    values[ObjectIdentifier(Object.self)] = object
    revision = Revision()
  }

  func isSameRevision(as other: EnvironmentValues) -> Bool {
    revision === other.revision
  }

  public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// A value read from the environment of the view. The view updates when the value it reads
/// changes, compared like any other input.
@propertyWrapper
public struct Environment<Value> {
  final class Cell {
    var environment = EnvironmentValues()
  }

  let cell = Cell()
  let resolve: (EnvironmentValues) -> Value

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    resolve = { $0[keyPath: keyPath] }
  }

  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    resolve = { environment in
      guard let object = environment.object(of: objectType) else {
        fatalError("No observable object of type \(objectType) found: set one with .environment(_:) on an ancestor")
      }
      return object
    }
  }

  public var wrappedValue: Value { resolve(cell.environment) }
}

extension Environment: RendererManagedProperty {
  func adopt(from previous: Any?, owner: ViewNode) {}

  func install(_ environment: EnvironmentValues) -> Any? {
    cell.environment = environment
    return resolve(environment)
  }
}

extension Environment: InputComparisonOverride {
  /// Environment values are compared separately, by the values the view reads.
  func isSameInput(as other: Any) -> Bool { true }
}

/// Sets environment values for a view and everything inside it.
struct EnvironmentWriter<Content: View>: View, PrimitiveView {
  let content: Content
  let write: (inout EnvironmentValues) -> Void

  var rendering: Rendering { .transparent }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }
  func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
    var modified = environment
    write(&modified)
    return modified
  }
}

extension View {
  public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
    EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
  }

  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    EnvironmentWriter(content: self) { environment in
      if let object { environment.setObject(object) }
    }
  }
}
