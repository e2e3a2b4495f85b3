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
    var comparisons: Counts
  }

  var rendersIdentical: Bool
  var countersIdentical: Bool
  var steps: [Step]
  /// Per view or modifier type, over the whole scenario.
  var evaluations: [String: Counts]
  var total: Counts
  /// Fields compared to decide whether inputs changed, per view type and in all.
  var comparisons: [String: Counts]
  var totalComparisons: Counts
  /// What the compiler of both runs does with an equal write to an `@Observable` property.
  var equalObservableWrites: String

  init(before: ScenarioReport, after: ScenarioReport) {
    equalObservableWrites = before.equalObservableWrites
    let sameSteps = before.steps.map(\.name) == after.steps.map(\.name)
    steps = zip(before.steps, after.steps).map { before, after in
      Step(
        name: before.name == after.name ? before.name : "\(before.name) / \(after.name)",
        renderIdentical: before.name == after.name && before.render == after.render,
        countersIdentical: before.counters == after.counters,
        evaluations: Counts(
          before: before.evaluations.values.reduce(0, +),
          after: after.evaluations.values.reduce(0, +)
        ),
        comparisons: Counts(
          before: before.comparisons.values.reduce(0, +),
          after: after.comparisons.values.reduce(0, +)
        )
      )
    }
    rendersIdentical = sameSteps && steps.allSatisfy(\.renderIdentical)
    countersIdentical = sameSteps && steps.allSatisfy(\.countersIdentical)
    evaluations = Self.perType(before.totals.evaluations, after.totals.evaluations)
    total = Counts(before: before.totals.total, after: after.totals.total)
    comparisons = Self.perType(before.totals.comparisons, after.totals.comparisons)
    totalComparisons = Counts(before: before.totals.totalComparisons, after: after.totals.totalComparisons)
  }

  private static func perType(_ before: [String: Int], _ after: [String: Int]) -> [String: Counts] {
    Dictionary(uniqueKeysWithValues: Set(before.keys).union(after.keys).map { type in
      (type, Counts(before: before[type] ?? 0, after: after[type] ?? 0))
    })
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
