/// Mounts a root view and keeps it up to date: after each change it updates invalidated views
/// parents first, counts body evaluations per type, and renders the tree as text.
@_spi(NarrowHarness)
@MainActor
public final class ViewGraph {
  let inbox = InvalidationInbox()
  private var mountedNodes: [Int: ViewNode] = [:]
  private var nextNodeID = 0
  private var root: ViewNode?
  private var scheduledActions: [() -> Void] = []
  /// Body evaluations so far, by the name of the view or modifier type.
  public private(set) var evaluations: [String: Int] = [:]
  /// Fields compared to decide whether a view's inputs changed, by the view's type name.
  public private(set) var comparisons: [String: Int] = [:]
  /// Where every scroll view is scrolled to: the subset has one scroll position for the app.
  private(set) var scrollGeometry = ScrollGeometry()
  /// A cap on update passes, so that views updating each other forever fail loudly.
  private let maximumPasses = 100

  /// - Parameter visibleListRows: how many rows of each `List` are on screen and built; nil
  ///   (the default) builds every row.
  public init<Root: View>(root view: Root, visibleListRows: Int? = nil) {
    let rootNode = makeNode(for: view, depth: 0)
    root = rootNode
    var environment = EnvironmentValues()
    if let visibleListRows { environment[ScreenfulOfListRows.self] = visibleListRows }
    rootNode.update(to: view, environment: environment)
    settle()
  }

  /// The mounted tree as indented text: the texts, images and controls, their containers, and
  /// the modifiers that change how they look.
  public var renderedText: String {
    var output = RenderedText()
    root?.render(into: &output)
    return output.text
  }

  /// Applies every pending invalidation, shallowest view first, and runs the `onChange` actions
  /// they caused, until nothing is left. A view reached through an updated parent is updated
  /// there, so each view is evaluated at most once per pass.
  public func settle() {
    for _ in 0..<maximumPasses {
      for entry in inbox.drain() {
        if let node = mountedNodes[entry.nodeID], node.accepts(entry) { node.isInvalidated = true }
      }
      let invalidated = mountedNodes.values.filter(\.isInvalidated).sorted { $0.depth < $1.depth }
      if invalidated.isEmpty && scheduledActions.isEmpty { return }
      for node in invalidated where node.isInvalidated && isMounted(node) {
        node.reevaluate()
      }
      let actions = scheduledActions
      scheduledActions = []
      for action in actions { action() }
    }
    fatalError("views kept invalidating each other for \(maximumPasses) update passes")
  }

  /// The user scrolling the content to `offset`: each mounted `onScrollGeometryChange`, outermost
  /// first, runs its action if its value changed. The views update at the next `settle()`.
  func scroll(to offset: CGPoint) {
    scrollGeometry.contentOffset = offset
    let handlers = mountedNodes.sorted { ($0.value.depth, $0.key) < ($1.value.depth, $1.key) }
      .compactMap { ($0.value as? PrimitiveNode)?.scrollHandler }
    for handler in handlers { handler(scrollGeometry) }
  }

  /// Schedules work (an `onChange` action) to run after the current update pass.
  func schedule(_ action: @escaping () -> Void) {
    scheduledActions.append(action)
  }

  func countEvaluation(of type: Any.Type) {
    evaluations[String(describing: type), default: 0] += 1
  }

  func countComparisons(_ fields: Int, of type: Any.Type) {
    guard fields > 0 else { return }
    comparisons[String(describing: type), default: 0] += fields
  }

  func register(_ node: ViewNode) -> Int {
    nextNodeID += 1
    mountedNodes[nextNodeID] = node
    return nextNodeID
  }

  func unregister(_ node: ViewNode) {
    mountedNodes[node.id] = nil
  }

  func isMounted(_ node: ViewNode) -> Bool {
    mountedNodes[node.id] === node
  }

  func makeNode(for view: any View, depth: Int) -> ViewNode {
    if let primitive = view as? any PrimitiveView {
      return primitive.makeNode(graph: self, depth: depth)
    }
    return CompositeNode(graph: self, depth: depth, source: bodySource(for: view), viewType: type(of: view))
  }

  func bodySource(for view: any View) -> any BodySource {
    (view as? any BodySource) ?? ViewBodySource(view: view)
  }
}
