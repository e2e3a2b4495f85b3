/// A scripted session with an app, for the proof harness: a root view and named steps, each
/// changing models the way the app would (a timer firing, a tap, a scroll). Fixtures declare one
/// in their own file, as `@MainActor func makeScenario() -> Scenario`, so that the views and
/// models around it stay plain SwiftUI source.
@_spi(NarrowHarness)
@MainActor
public struct Scenario {
  public struct Step {
    public let name: String
    let action: @MainActor (ViewGraph) -> Void

    public init(_ name: String, _ action: @escaping @MainActor () -> Void) {
      self.name = name
      self.action = { _ in action() }
    }

    /// The user scrolling the content to `y` points from its top: the scroll handlers
    /// (`onScrollGeometryChange`) whose value changes run, as on a device. This is the way in to
    /// state a view keeps for itself.
    public static func scroll(_ name: String, toY y: Double) -> Step {
      Step(name: name) { graph in graph.scroll(to: CGPoint(x: 0, y: y)) }
    }

    private init(name: String, action: @escaping @MainActor (ViewGraph) -> Void) {
      self.name = name
      self.action = action
    }

    /// `count` steps named "name 1", "name 2", …, each doing `action` once: a timer firing
    /// several times, with the views updated after each firing.
    public static func repeated(_ name: String, times count: Int, _ action: @escaping @MainActor () -> Void) -> [Step] {
      (1...count).map { Step("\(name) \($0)", action) }
    }
  }

  @resultBuilder
  public enum StepsBuilder {
    public static func buildExpression(_ step: Step) -> [Step] { [step] }
    public static func buildExpression(_ steps: [Step]) -> [Step] { steps }
    public static func buildBlock(_ steps: [Step]...) -> [Step] { steps.flatMap { $0 } }
  }

  let mount: @MainActor () -> ViewGraph
  let counters: [String: @MainActor () -> Int]
  let steps: [Step]

  /// - Parameters:
  ///   - root: the view to mount.
  ///   - visibleListRows: how many rows of each `List` are on screen, so that a row proof states
  ///     its counts for a screenful; nil builds every row.
  ///   - counters: numbers the scenario keeps in its own models, reported after each step, such
  ///     as how often an `onChange` action ran. `--compare` requires them to be equal.
  ///   - steps: what happens after the root view appears.
  public init<Root: View>(
    root: @autoclosure @escaping @MainActor () -> Root,
    visibleListRows: Int? = nil,
    counters: [String: @MainActor () -> Int] = [:],
    @StepsBuilder steps: () -> [Step]
  ) {
    self.mount = { ViewGraph(root: root(), visibleListRows: visibleListRows) }
    self.counters = counters
    self.steps = steps()
  }
}

/// What a scenario did: per step, the body evaluations it caused and the rendering after it.
@_spi(NarrowHarness)
public struct ScenarioReport: Codable, Equatable, Sendable {
  public struct Step: Codable, Equatable, Sendable {
    public var name: String
    /// Body evaluations during the step, by view or modifier type.
    public var evaluations: [String: Int]
    /// Fields compared to decide whether views' inputs changed, by view type.
    public var comparisons: [String: Int]
    public var counters: [String: Int]
    /// The rendered tree after the step, one line per element.
    public var render: [String]
  }

  public struct Totals: Codable, Equatable, Sendable {
    public var evaluations: [String: Int]
    public var total: Int
    public var comparisons: [String: Int]
    public var totalComparisons: Int
  }

  public var steps: [Step]
  public var totals: Totals
  /// How the compiler that built this report's fixture treats a write of an equal value to an
  /// `@Observable` property through its setter, which decides some counts (see Approximations.md).
  public var equalObservableWrites = ScenarioReport.compilerEqualWrites

  #if compiler(>=6.2)
  public static let compilerEqualWrites = "skipped through the setter (Swift 6.2 or later); _modify paths notify"
  #else
  public static let compilerEqualWrites = "notify on every set (a compiler before Swift 6.2)"
  #endif
}

@_spi(NarrowHarness)
@MainActor
public enum ScenarioRunner {
  /// The name of the step that mounts the root view.
  public static let mountStepName = "mount"

  /// Mounts the root view, then runs each step and updates the views after it. Between steps,
  /// work started by `.task` gets the chance to run.
  public static func run(_ scenario: Scenario) async -> ScenarioReport {
    let graph = scenario.mount()
    var steps: [ScenarioReport.Step] = []
    var counted: [String: Int] = [:]
    var compared: [String: Int] = [:]

    func record(_ name: String) {
      let evaluations = since(counted, graph.evaluations)
      let comparisons = since(compared, graph.comparisons)
      counted = graph.evaluations
      compared = graph.comparisons
      steps.append(.init(
        name: name,
        evaluations: evaluations,
        comparisons: comparisons,
        counters: scenario.counters.mapValues { $0() },
        render: graph.renderedText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      ))
    }

    await letTasksRun(graph)
    record(mountStepName)
    for step in scenario.steps {
      step.action(graph)
      graph.settle()
      await letTasksRun(graph)
      record(step.name)
    }
    return ScenarioReport(
      steps: steps,
      totals: .init(evaluations: counted, total: counted.values.reduce(0, +),
        comparisons: compared, totalComparisons: compared.values.reduce(0, +))
    )
  }

  /// What grew between two tallies.
  private static func since(_ earlier: [String: Int], _ now: [String: Int]) -> [String: Int] {
    var grown: [String: Int] = [:]
    for (type, count) in now where count != earlier[type] {
      grown[type] = count - (earlier[type] ?? 0)
    }
    return grown
  }

  /// Runs the scenario and prints its report as JSON on standard output.
  public static func printReport(of scenario: Scenario) async {
    let report = await run(scenario)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    print(String(decoding: try! encoder.encode(report), as: UTF8.self))
  }

  private static func letTasksRun(_ graph: ViewGraph) async {
    for _ in 0..<10 { await Task.yield() }
    graph.settle()
  }
}
