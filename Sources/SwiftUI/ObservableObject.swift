import Synchronization

/// `objectWillChange` of an `ObservableObject`: every view observing the object (through
/// `@ObservedObject`) is invalidated when it sends, whatever the view read of the object.
public final class ObservableObjectPublisher: Sendable {
  private let observers = Mutex<[Int: InvalidationInbox]>([:])

  public init() {}

  public func send() {
    for (nodeID, inbox) in observers.withLock({ $0 }) {
      inbox.post(.init(nodeID: nodeID, generation: nil))
    }
  }

  func observe(from nodeID: Int, inbox: InvalidationInbox) {
    observers.withLock { $0[nodeID] = inbox }
  }
}

/// A class whose `@Published` properties announce every change through `objectWillChange`.
public protocol ObservableObject: AnyObject {
  var objectWillChange: ObservableObjectPublisher { get }
}

/// The publisher of each object, made on first use: Combine synthesizes `objectWillChange`; here
/// a table keyed by the object's identity stands in for the stored property it adds.
private let publishers = Mutex<[ObjectIdentifier: ObservableObjectPublisher]>([:])

extension ObservableObject {
  public var objectWillChange: ObservableObjectPublisher {
    publishers.withLock { table in
      if let existing = table[ObjectIdentifier(self)] { return existing }
      let made = ObservableObjectPublisher()
      table[ObjectIdentifier(self)] = made
      return made
    }
  }
}

/// A property of an `ObservableObject` whose every set sends `objectWillChange` first.
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  public static subscript<Object: ObservableObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      object.objectWillChange.send()
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}

/// An `ObservableObject` a view is given: every change the object announces runs the view.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  public let wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }
}

extension ObservedObject: RendererManagedProperty {
  func adopt(from previous: Any?, owner: ViewNode) {
    wrappedValue.objectWillChange.observe(from: owner.id, inbox: owner.graph.inbox)
  }

  func install(_ environment: EnvironmentValues) -> Any? { nil }
}
