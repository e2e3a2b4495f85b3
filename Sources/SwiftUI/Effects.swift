import Foundation

/// Runs an action when a value differs from the one it had at the previous update. The value is
/// read where the modifier is written, so the view whose body makes it depends on it.
struct OnChangeModifier<Content: View, Value: Equatable>: View, PrimitiveView {
  let content: Content
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  var rendering: Rendering { .transparent }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }

  func didUpdate(node: PrimitiveNode, previous: (any View)?) {
    let action = self.action
    let newValue = value
    if let previous = previous as? Self {
      let oldValue = previous.value
      if oldValue != newValue { node.graph.schedule { action(oldValue, newValue) } }
    } else if initial {
      node.graph.schedule { action(newValue, newValue) }
    }
  }
}

/// Starts asynchronous work when the view appears and cancels it when the view disappears.
struct TaskModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let priority: TaskPriority
  let action: @isolated(any) @Sendable () async -> Void

  var rendering: Rendering { .transparent }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }

  func didUpdate(node: PrimitiveNode, previous: (any View)?) {
    guard previous == nil else { return }
    node.runningTask = Task(priority: priority, operation: action)
  }
}

/// Runs an action after the update pass in which the view appears, and another after the one
/// that removes it. Both run outside any body, so what they read is no dependency.
struct AppearanceActions<Content: View>: View, PrimitiveView {
  let content: Content
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?

  var rendering: Rendering { .transparent }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }

  func didUpdate(node: PrimitiveNode, previous: (any View)?) {
    node.disappearAction = onDisappear
    guard previous == nil, let onAppear else { return }
    node.graph.schedule(onAppear)
  }
}

extension View {
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    AppearanceActions(content: self, onAppear: action, onDisappear: nil)
  }

  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    AppearanceActions(content: self, onAppear: nil, onDisappear: action)
  }

  public func onChange<Value: Equatable>(
    of value: Value,
    initial: Bool = false,
    _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    OnChangeModifier(content: self, value: value, initial: initial, action: action)
  }

  public func onChange<Value: Equatable>(
    of value: Value,
    initial: Bool = false,
    _ action: @escaping () -> Void
  ) -> some View {
    OnChangeModifier(content: self, value: value, initial: initial) { _, _ in action() }
  }

  /// The form before iOS 17 and macOS 14: the action gets the new value only.
  public func onChange<Value: Equatable>(
    of value: Value,
    perform action: @escaping (_ newValue: Value) -> Void
  ) -> some View {
    OnChangeModifier(content: self, value: value, initial: false) { _, newValue in action(newValue) }
  }

  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    TaskModifier(content: self, priority: priority, action: action)
  }
}

/// What a scroll view reports about its content. The subset lays nothing out: the offset is the
/// one a scenario scrolls to (`Scenario.Step.scroll`), the sizes are zero.
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var containerSize: CGSize

  public init(contentOffset: CGPoint = .zero, contentSize: CGSize = .zero, containerSize: CGSize = .zero) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.containerSize = containerSize
  }
}

/// Runs an action when the value worked out from the scroll geometry changes. The action runs
/// where the scroll happens, outside any body, so what it reads is no dependency; the value it
/// compares against is the one of the previous scroll, not of the previous update.
struct ScrollGeometryAction<Content: View, Value: Equatable>: View, PrimitiveView {
  let content: Content
  let transform: (ScrollGeometry) -> Value
  let action: (Value, Value) -> Void

  var rendering: Rendering { .transparent }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }

  func didUpdate(node: PrimitiveNode, previous: (any View)?) {
    if previous == nil { node.scrollValue = transform(node.graph.scrollGeometry) }
    let transform = self.transform
    let action = self.action
    node.scrollHandler = { [unowned node] geometry in
      let newValue = transform(geometry)
      guard let oldValue = node.scrollValue as? Value, oldValue != newValue else { return }
      node.scrollValue = newValue
      action(oldValue, newValue)
    }
  }
}

extension View {
  /// Its action runs when a scenario scrolls and the value `transform` works out changes.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type,
    of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    ScrollGeometryAction(content: self, transform: transform, action: action)
  }
}

extension View {
  /// Accepted so that fixture code reads as on a device; nothing taps, so the action never runs.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    self
  }
}
