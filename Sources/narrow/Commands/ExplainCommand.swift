import NarrowKit

extension Command {
  static let explain = Command(
    name: "explain", usage: "explain ID",
    summary: "Describe a transform, with a before/after example (`rates`: how rates are found).",
    help: """
      OVERVIEW: Describe a transform: what it does, when it is worth it, what it will not touch, and a
      before/after example. `narrow explain rates` says how Narrow finds how often code runs, with
      the catalogue of APIs it knows; `narrow explain costs` how it weighs a body run, with the
      calls it counts as costly.

      USAGE: narrow explain ID
             narrow explain rates
             narrow explain costs
             narrow explain --format markdown

      `--format markdown` writes the reference of every transform, as Docs/Transforms.md holds it.
      """,
    options: ["--format"], formats: [.text, .markdown],
    interruptedApply: .ignores, run: Commands.explain)
}

extension Commands {
  fileprivate static func explain(_ arguments: Arguments) throws -> Outcome {
    if arguments.format == .markdown {
      guard arguments.paths.isEmpty else { throw Arguments.UsageError(message: "explain --format markdown writes the reference of every transform and takes no id") }
      return Outcome(stdout: TransformReference.document())
    }
    guard let id = arguments.paths.first else { throw Arguments.UsageError(message: "explain needs a transform id, rates or costs") }
    if id == "rates" { return Outcome(stdout: RateSources.explanation) }
    if id == "costs" { return Outcome(stdout: CostSources.explanation) }
    guard let type = TransformCatalog.transform(id: id) else { throw Pipeline.Failure.unknownTransform(id) }
    return Outcome(stdout: Explanation.render(type))
  }
}
