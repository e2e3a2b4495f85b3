@_spi(NarrowHarness) import SwiftUI

/// Two runs of the same scenario, before and after a refactoring: did every step render the
/// same, did the scenario's counters agree, and how many bodies did each evaluate.
struct ScenarioComparison: Codable {
  struct Counts: Codable, Equatable {
    var before: Int
    var after: Int
  }

  struct Step: Codable {
    var name: String
    var renderIdentical: Bool
    var countersIdentical: Bool
    var evaluations: Counts
  }

  var rendersIdentical: Bool
  var countersIdentical: Bool
  var steps: [Step]
  /// Per view or modifier type, over the whole scenario.
  var evaluations: [String: Counts]
  var total: Counts

  init(before: ScenarioReport, after: ScenarioReport) {
    let sameSteps = before.steps.map(\.name) == after.steps.map(\.name)
    steps = zip(before.steps, after.steps).map { before, after in
      Step(
        name: before.name == after.name ? before.name : "\(before.name) / \(after.name)",
        renderIdentical: before.name == after.name && before.render == after.render,
        countersIdentical: before.counters == after.counters,
        evaluations: Counts(
          before: before.evaluations.values.reduce(0, +),
          after: after.evaluations.values.reduce(0, +)
        )
      )
    }
    rendersIdentical = sameSteps && steps.allSatisfy(\.renderIdentical)
    countersIdentical = sameSteps && steps.allSatisfy(\.countersIdentical)
    let types = Set(before.totals.evaluations.keys).union(after.totals.evaluations.keys)
    evaluations = Dictionary(uniqueKeysWithValues: types.map { type in
      (type, Counts(before: before.totals.evaluations[type] ?? 0, after: after.totals.evaluations[type] ?? 0))
    })
    total = Counts(before: before.totals.total, after: after.totals.total)
  }

  /// Where the renders first differ, for the message on standard error.
  static func firstDifference(before: ScenarioReport, after: ScenarioReport) -> String? {
    if before.steps.map(\.name) != after.steps.map(\.name) {
      return "the scenarios have different steps: \(before.steps.map(\.name)) vs \(after.steps.map(\.name))"
    }
    guard let (old, new) = zip(before.steps, after.steps).first(where: { $0.render != $1.render }) else {
      return nil
    }
    return "step \"\(old.name)\" renders differently.\nbefore:\n\(old.render.joined(separator: "\n"))\nafter:\n\(new.render.joined(separator: "\n"))"
  }
}
