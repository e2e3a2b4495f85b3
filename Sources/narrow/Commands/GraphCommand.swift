import NarrowKit

extension Command {
  static let graph = Command(
    name: "graph", usage: "graph",
    summary: "Draw the update model (DOT, Mermaid or JSON).",
    help: """
      OVERVIEW: Draw the update model: views (with how much their body builds), construction edges
      labelled with each input and how SwiftUI compares it (red: never equal), observable properties
      with the views that read them, their writers (busy ones shaded), and the edges a proposal
      would cut (dashed). Output is deterministic.

      USAGE: narrow graph [PATH…] [--view NAME] [--depth N] [--format dot|mermaid|json]

      """,
    options: ["--transform", "--view", "--depth", "--format"] + thresholds + reading, formats: [.dot, .mermaid, .json],
    interruptedApply: .mentions, run: Commands.graph)
}

extension Commands {
  /// `graph [PATH…]`: the update model as DOT (default), Mermaid or JSON.
  fileprivate static func graph(_ arguments: Arguments) throws -> Outcome {
    let ids = arguments.transformsOrAll
    let asked = try request(arguments, transforms: ids, scanning: true)
    let result = try Pipeline.run(asked)
    let model = result.model
    // The same threshold large-value ran with, from the command line or the configuration.
    var graph = UpdateGraph(model: model, proposals: result.proposals, largeFields: asked.settings[LargeValueTransform.fields])
    var outcome = Outcome()
    if let view = arguments.view {
      guard let part = graph.around(view: view, depth: arguments.graphDepth) else { throw unknownView(view, in: model) }
      graph = part
    } else if graph.nodes.count > Self.readableGraphNodes {
      outcome.stderr = "narrow: the graph has \(graph.nodes.count) nodes, too many to read at once; "
        + "draw one part with --view NAME [--depth N], for example --view \(graph.busiestView ?? "NAME")\n"
    }
    switch arguments.format {
    case .mermaid: outcome.stdout = graph.mermaid
    case .json: outcome.stdout = try JSONOutput.text(of: graph)
    case .text, .dot: outcome.stdout = graph.dot
    default: throw Arguments.UsageError(message: "graph prints dot, mermaid or json")
    }
    return outcome
  }

  /// About what a rendered graph still shows legibly on one screen.
  private static let readableGraphNodes = 80
}
