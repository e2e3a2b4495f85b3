import NarrowKit

extension Command {
  static let transforms = Command(
    name: "transforms", usage: "transforms",
    summary: "List the transforms.",
    help: """
      OVERVIEW: List the transforms with their highest verdict and summary.

      USAGE: narrow transforms
      """,
    options: [], formats: [],
    interruptedApply: .ignores, run: Commands.transforms)
}

extension Commands {
  fileprivate static func transforms(_ arguments: Arguments) -> Outcome {
    let width = TransformCatalog.ids.map(\.count).max() ?? 0
    let lines = TransformCatalog.all.map { type in
      type.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + "[\(type.highestVerdict.rawValue)] ".padding(toLength: 10, withPad: " ", startingAt: 0) + type.summary
    }
    return Outcome(stdout: lines.joined(separator: "\n") + "\n")
  }
}
