import Synchronization

/// `objectWillChange` of an `ObservableObject`: every view observing the object (through
/// `@ObservedObject`, `@StateObject` or `@EnvironmentObject`) is invalidated when it sends,
/// whatever the view read of the object. Code can also subscribe with `sink`, as with Combine.
public final class ObservableObjectPublisher: @unchecked Sendable {
  private let observers = Mutex<[Int: InvalidationInbox]>([:])
  /// Subscribers by token; guarded by `lock`, since closures from app code are not `Sendable`.
  private var subscribers: [Int: (()) -> Void] = [:]
  private var nextToken = 0
  private let lock = Mutex(())

  public init() {}

  public func send() {
    for (nodeID, inbox) in observers.withLock({ $0 }) {
      inbox.post(.init(nodeID: nodeID, generation: nil))
    }
    let current = lock.withLock { _ in subscribers.sorted { $0.key < $1.key }.map(\.value) }
    for subscriber in current { subscriber(()) }
  }

  /// Calls `receiveValue` before every change the object announces, until the result is cancelled.
  public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
    let token = lock.withLock { _ in
      nextToken += 1
      subscribers[nextToken] = receiveValue
      return nextToken
    }
    return AnyCancellable { [weak self] in
      guard let self else { return }
      _ = lock.withLock { _ in subscribers.removeValue(forKey: token) }
    }
  }

  func observe(from nodeID: Int, inbox: InvalidationInbox) {
    observers.withLock { $0[nodeID] = inbox }
  }

  func stopObserving(from nodeID: Int) {
    _ = observers.withLock { $0.removeValue(forKey: nodeID) }
  }
}

/// Cancels a subscription when cancelled or released, as Combine's does.
public final class AnyCancellable: Hashable, @unchecked Sendable {
  private var cancellation: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) {
    cancellation = cancel
  }

  public func cancel() {
    cancellation?()
    cancellation = nil
  }

  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  deinit { cancel() }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
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
  /// A view handed another object stops running for the old one's changes.
  func adopt(from previous: Any?, owner: ViewNode) {
    if let previous = previous as? ObservedObject<ObjectType>, previous.wrappedValue !== wrappedValue {
      previous.wrappedValue.objectWillChange.stopObserving(from: owner.id)
    }
    wrappedValue.objectWillChange.observe(from: owner.id, inbox: owner.graph.inbox)
  }

  func install(_ environment: EnvironmentValues) -> Any? { nil }
}

/// An `ObservableObject` a view creates and keeps: made once, from the view's first value, and
/// kept while the view stays on screen however often its parent makes the view anew.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  final class Cell {
    var object: ObjectType?
    let make: () -> ObjectType
    init(make: @escaping () -> ObjectType) { self.make = make }
  }

  let cell: Cell

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    cell = Cell(make: thunk)
  }

  public var wrappedValue: ObjectType {
    if let object = cell.object { return object }
    let made = cell.make()
    cell.object = made
    return made
  }
}

extension StateObject: RendererManagedProperty {
  func adopt(from previous: Any?, owner: ViewNode) {
    if let previous = previous as? StateObject<ObjectType>, let kept = previous.cell.object {
      cell.object = kept
    }
    wrappedValue.objectWillChange.observe(from: owner.id, inbox: owner.graph.inbox)
  }

  func install(_ environment: EnvironmentValues) -> Any? { nil }
}

extension StateObject: InputComparisonOverride {
  /// Kept by the view's node, like `@State`: never a changed input.
  func isSameInput(as other: Any) -> Bool { true }
}

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`;
/// every change it announces runs the view.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
  final class Cell {
    var object: ObjectType?
    var owner: (inbox: InvalidationInbox, id: Int)?
  }

  let cell = Cell()

  public init() {}

  public var wrappedValue: ObjectType {
    guard let object = cell.object else {
      fatalError("No ObservableObject of type \(ObjectType.self) found: set one with .environmentObject(_:) on an ancestor")
    }
    return object
  }
}

extension EnvironmentObject: RendererManagedProperty {
  func adopt(from previous: Any?, owner: ViewNode) {
    cell.owner = (owner.graph.inbox, owner.id)
  }

  func install(_ environment: EnvironmentValues) -> Any? {
    cell.object = environment.object(of: ObjectType.self)
    if let object = cell.object, let owner = cell.owner {
      object.objectWillChange.observe(from: owner.id, inbox: owner.inbox)
    }
    return cell.object
  }
}

extension EnvironmentObject: InputComparisonOverride {
  /// Compared through the environment, by which object it finds.
  func isSameInput(as other: Any) -> Bool { true }
}

extension View {
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    EnvironmentWriter(content: self) { $0.setObject(object) }
  }
}
