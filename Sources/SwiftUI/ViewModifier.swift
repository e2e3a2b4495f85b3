/// A reusable change to a view. Its `body(content:)` is evaluated as a node of its own, with its
/// own dependencies: a modifier that reads a value updates without updating the view it wraps.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// Stands for the modified view inside a modifier's body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let slot: ModifierContentSlot
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: BodySource where Content: View, Modifier: ViewModifier {
  var countedType: Any.Type { Modifier.self }
  var inputs: Any { modifier }
  var modifiedContent: (any View)? { content }
  func makeBody(content slot: ModifierContentSlot) -> any View {
    modifier.body(content: _ViewModifier_Content(slot: slot))
  }
}

extension View {
  public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// Holds the view a modifier is applied to, for the places in its body that show `content`.
/// When the parent gives new content but the modifier's body need not run, the placeholders are
/// updated directly.
@MainActor
final class ModifierContentSlot {
  var content: (any View)?
  private var placeholders: [WeakPlaceholder] = []

  private struct WeakPlaceholder {
    weak var node: PrimitiveNode?
  }

  func register(_ node: PrimitiveNode) {
    placeholders.removeAll { $0.node == nil }
    placeholders.append(WeakPlaceholder(node: node))
  }

  func refreshPlaceholders() {
    for placeholder in placeholders {
      guard let node = placeholder.node, node.graph.isMounted(node) else { continue }
      node.refresh(environment: node.environment)
    }
  }
}

extension _ViewModifier_Content: PrimitiveView {
  var rendering: Rendering { .transparent }
  func children() -> [ViewChild] {
    slot.content.map { [ViewChild(key: 0, view: $0)] } ?? []
  }
  func didUpdate(node: PrimitiveNode, previous: (any View)?) {
    if previous == nil { slot.register(node) }
  }
}
