/// How a built-in view shows up in the plain-text rendering the harness compares.
enum Rendering {
  /// A line of its own; the view's children are indented below it.
  case line(String)
  /// Text appended to the first line of the view's content, like a modifier written after it.
  case annotation(String)
  /// Nothing of its own; the children appear at the same indentation.
  case transparent
}

/// A child of a built-in view, with the key that gives it its identity among its siblings.
struct ViewChild {
  let key: AnyHashable
  let view: any View

  static func positional(_ views: [any View]) -> [ViewChild] {
    views.enumerated().map { ViewChild(key: $0.offset, view: $0.element) }
  }
}

/// A view the framework draws itself (text, stacks, `ForEach`, modifiers): it has no `body`;
/// the renderer asks it for its children instead.
@MainActor
protocol PrimitiveView: View {
  var rendering: Rendering { get }
  /// Runs under observation tracking, so reads made here (a `ForEach` row closure, a control
  /// reading its binding) update this view when they change.
  func children() -> [ViewChild]
  /// The children in the view's own environment; most views ignore it (see `ForEach` in a `List`).
  func children(in environment: EnvironmentValues) -> [ViewChild]
  /// The environment its children see.
  func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
  /// Called after each update of its node, with the value of the previous update (nil when the
  /// view first appears): where `onChange` and `task` do their work.
  func didUpdate(node: PrimitiveNode, previous: (any View)?)
  func makeNode(graph: ViewGraph, depth: Int) -> ViewNode
}

extension PrimitiveView {
  func children(in environment: EnvironmentValues) -> [ViewChild] { children() }
  func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
  func didUpdate(node: PrimitiveNode, previous: (any View)?) {}
  func makeNode(graph: ViewGraph, depth: Int) -> ViewNode {
    PrimitiveNode(graph: graph, depth: depth, view: self)
  }
}

extension EmptyView: PrimitiveView {
  var rendering: Rendering { .transparent }
  func children() -> [ViewChild] { [] }
}

extension TupleView: PrimitiveView {
  var rendering: Rendering { .transparent }
  func children() -> [ViewChild] { ViewChild.positional(elements) }
}

extension _ConditionalContent: PrimitiveView {
  var rendering: Rendering { .transparent }
  /// The branch is part of the key: switching branches replaces the view even when both
  /// branches have the same type, as SwiftUI does.
  func children() -> [ViewChild] {
    switch storage {
    case .trueContent(let content): [ViewChild(key: true, view: content)]
    case .falseContent(let content): [ViewChild(key: false, view: content)]
    }
  }
}

extension Optional: PrimitiveView where Wrapped: View {
  var rendering: Rendering { .transparent }
  func children() -> [ViewChild] {
    map { [ViewChild(key: 0, view: $0)] } ?? []
  }
}
