/// One view in the mounted tree. A node keeps the view's identity across updates: its state, its
/// observation registrations and its children live here, while view values come and go.
@MainActor
class ViewNode {
  unowned let graph: ViewGraph
  private(set) var id = 0
  /// Distance from the root; invalidated nodes are updated shallowest first.
  let depth: Int
  let viewType: ObjectIdentifier
  private(set) var environment = EnvironmentValues()
  /// Set when something this node read has changed; cleared when it is evaluated again.
  var isInvalidated = false
  private var trackingGeneration = 0

  init(graph: ViewGraph, depth: Int, viewType: any View.Type) {
    self.graph = graph
    self.depth = depth
    self.viewType = ObjectIdentifier(viewType)
    id = graph.register(self)
  }

  /// Takes a new value for this view from its parent (or its first value, when it appears).
  func update(to view: any View, environment: EnvironmentValues) {
    preconditionFailure("\(Self.self) must override update(to:environment:)")
  }

  /// Evaluates again with the current value because something the node read has changed.
  func reevaluate() {
    preconditionFailure("\(Self.self) must override reevaluate()")
  }

  /// Gives the subtree a new environment without a new value for this view.
  func refresh(environment: EnvironmentValues) {
    preconditionFailure("\(Self.self) must override refresh(environment:)")
  }

  func render(into output: inout RenderedText) {
    preconditionFailure("\(Self.self) must override render(into:)")
  }

  /// Removes the node and its subtree from the graph; pending invalidations for them are dropped.
  func unmount() {
    graph.unregister(self)
  }

  /// Returns true when the environment differs from the one the node had.
  @discardableResult
  func adopt(_ newEnvironment: EnvironmentValues) -> Bool {
    defer { environment = newEnvironment }
    return !environment.isSameRevision(as: newEnvironment)
  }

  /// Runs `work` and registers for changes to the observable properties it reads. Registration
  /// is one-shot, so every evaluation registers again; callbacks from an older evaluation are
  /// recognised by their generation and ignored.
  func tracked<Result>(_ work: () -> Result) -> Result {
    trackingGeneration += 1
    let entry = InvalidationInbox.Entry(nodeID: id, generation: trackingGeneration)
    let inbox = graph.inbox
    return withObservationTracking(work, onChange: { inbox.post(entry) })
  }

  func accepts(_ entry: InvalidationInbox.Entry) -> Bool {
    entry.generation.map { $0 == trackingGeneration } ?? true
  }

  /// Updates the node in `existing`'s place for `view`: the same node when the type matches,
  /// otherwise a new node (and the old subtree is unmounted, losing its state, as in SwiftUI).
  func reconcile(_ existing: ViewNode?, with view: any View, environment: EnvironmentValues) -> ViewNode {
    if let existing, existing.viewType == ObjectIdentifier(type(of: view)) {
      existing.update(to: view, environment: environment)
      return existing
    }
    existing?.unmount()
    let node = graph.makeNode(for: view, depth: depth + 1)
    node.update(to: view, environment: environment)
    return node
  }
}

/// The indented plain-text form of a mounted tree.
struct RenderedText {
  private(set) var lines: [String] = []
  private var indentation = 0

  var text: String { lines.joined(separator: "\n") }

  mutating func appendLine(_ line: String) {
    lines.append(String(repeating: "  ", count: indentation) + line)
  }

  mutating func indented(_ body: (inout RenderedText) -> Void) {
    indentation += 1
    body(&self)
    indentation -= 1
  }

  /// Renders `body` and appends `annotation` to the first line it produced, if any.
  mutating func annotating(_ annotation: String, _ body: (inout RenderedText) -> Void) {
    let firstLine = lines.count
    body(&self)
    if lines.count > firstLine { lines[firstLine] += " " + annotation }
  }
}
