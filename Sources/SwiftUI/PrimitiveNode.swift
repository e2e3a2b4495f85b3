/// The node of a built-in view. Built-in views have no body to count: the node asks the view
/// for its children every time it is updated and passes them on, keyed by their identity.
final class PrimitiveNode: ViewNode {
  private var view: any PrimitiveView
  private var hasAppeared = false
  private var children: [(key: AnyHashable, node: ViewNode)] = []
  /// What the view showed when the node was last updated: worked out under the node's own
  /// tracking, so that a control's bound value is read here, not in the body that made it.
  private var rendering = Rendering.transparent
  /// The work started by `.task`, cancelled when the view disappears.
  var runningTask: Task<Void, Never>?
  /// The action of `.onDisappear`, run after the update pass that removes the view.
  var disappearAction: (() -> Void)?
  /// What `.onScrollGeometryChange` does when the content scrolls, and the value it last saw.
  var scrollHandler: ((ScrollGeometry) -> Void)?
  var scrollValue: Any?

  init(graph: ViewGraph, depth: Int, view: any PrimitiveView) {
    self.view = view
    super.init(graph: graph, depth: depth, viewType: type(of: view))
  }

  override func update(to view: any View, environment: EnvironmentValues) {
    let previous: (any View)? = hasAppeared ? self.view : nil
    self.view = view as! any PrimitiveView
    hasAppeared = true
    adopt(environment)
    expand()
    self.view.didUpdate(node: self, previous: previous)
  }

  override func reevaluate() {
    expand()
  }

  override func refresh(environment: EnvironmentValues) {
    adopt(environment)
    expand()
  }

  private func expand() {
    isInvalidated = false
    let (newChildren, newRendering) = tracked { (view.children(in: environment), view.rendering) }
    rendering = newRendering
    let childEnvironment = view.childEnvironment(environment)
    var previous = Dictionary(children.map { ($0.key, $0.node) }, uniquingKeysWith: { first, _ in first })
    children = newChildren.map { child in
      let node = reconcile(previous.removeValue(forKey: child.key), with: child.view, environment: childEnvironment)
      return (child.key, node)
    }
    for removed in previous.values { removed.unmount() }
  }

  override func render(into output: inout RenderedText) {
    switch rendering {
    case .line(let line):
      output.appendLine(line)
      output.indented { output in renderChildren(into: &output) }
    case .annotation(let annotation):
      output.annotating(annotation) { output in renderChildren(into: &output) }
    case .transparent:
      renderChildren(into: &output)
    }
  }

  private func renderChildren(into output: inout RenderedText) {
    for child in children { child.node.render(into: &output) }
  }

  override func unmount() {
    runningTask?.cancel()
    if let disappearAction { graph.schedule(disappearAction) }
    for child in children { child.node.unmount() }
    super.unmount()
  }
}
