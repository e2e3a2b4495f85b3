/// Where a binding points. Bindings made from `@State`, `@Bindable`, `.constant(_:)` or another
/// binding's member know their place; bindings made from closures cannot be compared and always
/// count as changed, like any closure.
enum BindingIdentity: Equatable {
  case storage(ObjectIdentifier)
  case objectMember(ObjectIdentifier, AnyKeyPath)
  indirect case member(of: BindingIdentity, AnyKeyPath)
  case constant
  case opaque

  static func == (lhs: BindingIdentity, rhs: BindingIdentity) -> Bool {
    switch (lhs, rhs) {
    case let (.storage(left), .storage(right)): left == right
    case let (.objectMember(leftObject, leftPath), .objectMember(rightObject, rightPath)):
      leftObject == rightObject && leftPath == rightPath
    case let (.member(leftBase, leftPath), .member(rightBase, rightPath)):
      leftBase == rightBase && leftPath == rightPath
    case (.constant, .constant): true
    default: false
    }
  }
}

/// Read and write access to a value owned elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  struct Location {
    let identity: BindingIdentity
    /// The value when the binding was made (none for a closure binding): part of its comparison,
    /// so a child holding `$x` runs when `x` changed, even if it only writes it.
    let snapshot: Value?
    let get: () -> Value
    let set: (Value) -> Void
  }

  let location: Location

  init(location: Location) {
    self.location = location
  }

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    location = Location(identity: .opaque, snapshot: nil, get: get, set: set)
  }

  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: .init(identity: .constant, snapshot: value, get: { value }, set: { _ in }))
  }

  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let base = location
    return Binding<Subject>(
      location: .init(
        identity: base.identity == .opaque ? .opaque : .member(of: base.identity, keyPath),
        snapshot: base.snapshot.map { $0[keyPath: keyPath] },
        get: { base.get()[keyPath: keyPath] },
        set: { newValue in
          var value = base.get()
          value[keyPath: keyPath] = newValue
          base.set(value)
        }
      )
    )
  }
}

extension Binding: InputComparisonOverride {
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Binding<Value> else { return false }
    guard location.identity != .opaque, location.identity == other.location.identity else { return false }
    guard let snapshot = location.snapshot, let otherSnapshot = other.location.snapshot else { return false }
    return InputComparison.equal(snapshot, otherSnapshot)
  }
}

/// Bindings to the properties of an observable object.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    let object = wrappedValue
    // Making the binding reads the property, so the body that makes it depends on it.
    return Binding(
      location: .init(
        identity: .objectMember(ObjectIdentifier(object), keyPath), snapshot: object[keyPath: keyPath],
        get: { object[keyPath: keyPath] },
        set: { object[keyPath: keyPath] = $0 }
      )
    )
  }
}
