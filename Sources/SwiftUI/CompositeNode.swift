/// Something with a body the renderer evaluates and counts: a view defined by the app, or a
/// `ViewModifier` applied with `.modifier(_:)` (whose `body(content:)` is a node of its own).
@MainActor
protocol BodySource {
  /// The type whose body evaluations are counted.
  var countedType: Any.Type { get }
  /// The stored inputs compared with the previous ones, and where `@State` and `@Environment` live.
  var inputs: Any { get }
  /// For a modifier: the view it is applied to, shown where its body places `content`.
  var modifiedContent: (any View)? { get }
  func makeBody(content: ModifierContentSlot) -> any View
}

/// A view defined by the app, with a `body`.
struct ViewBodySource: BodySource {
  let view: any View
  var countedType: Any.Type { type(of: view) }
  var inputs: Any { view }
  var modifiedContent: (any View)? { nil }
  func makeBody(content: ModifierContentSlot) -> any View { view.body }
}

/// The node of a view or modifier with a body. Its body runs again only when the node was
/// invalidated (an observable property or `@State` it read changed), when an `@Environment`
/// value it reads changed, or when its parent gives it inputs that differ from the last ones.
final class CompositeNode: ViewNode {
  private var source: any BodySource
  private var hasAppeared = false
  private var body: ViewNode?
  private var environmentReads: [Any] = []
  private let contentSlot = ModifierContentSlot()

  init(graph: ViewGraph, depth: Int, source: any BodySource, viewType: any View.Type) {
    self.source = source
    super.init(graph: graph, depth: depth, viewType: viewType)
  }

  override func update(to view: any View, environment: EnvironmentValues) {
    let newSource = graph.bodySource(for: view)
    let previousInputs: Any? = hasAppeared ? source.inputs : nil
    DynamicProperties.adopt(in: newSource.inputs, from: previousInputs, owner: self)
    source = newSource
    contentSlot.content = newSource.modifiedContent
    let environmentChanged = adopt(environment)
    let newEnvironmentReads = DynamicProperties.install(environment, in: newSource.inputs)
    var fieldsCompared = 0
    let inputsChanged = previousInputs.map { !InputComparison.equal($0, newSource.inputs, fields: &fieldsCompared) } ?? true
    graph.countComparisons(fieldsCompared, of: newSource.countedType)
    let mustEvaluate = inputsChanged || isInvalidated
      || !InputComparison.equal(environmentReads, newEnvironmentReads)
    environmentReads = newEnvironmentReads
    hasAppeared = true
    if mustEvaluate {
      evaluateBody()
    } else {
      // The body is not run, but what it contains may still need the new environment, and a
      // modifier's content is a new value from the parent.
      if environmentChanged { body?.refresh(environment: environment) }
      contentSlot.refreshPlaceholders()
    }
  }

  override func reevaluate() {
    evaluateBody()
  }

  override func refresh(environment: EnvironmentValues) {
    guard adopt(environment) else { return }
    let newEnvironmentReads = DynamicProperties.install(environment, in: source.inputs)
    if !InputComparison.equal(environmentReads, newEnvironmentReads) {
      environmentReads = newEnvironmentReads
      evaluateBody()
    } else {
      body?.refresh(environment: environment)
    }
  }

  private func evaluateBody() {
    isInvalidated = false
    graph.countEvaluation(of: source.countedType)
    let content = tracked { source.makeBody(content: contentSlot) }
    body = reconcile(body, with: content, environment: environment)
  }

  override func render(into output: inout RenderedText) {
    body?.render(into: &output)
  }

  override func unmount() {
    body?.unmount()
    super.unmount()
  }
}
