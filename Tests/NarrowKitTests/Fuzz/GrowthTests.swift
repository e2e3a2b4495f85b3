import Foundation
import Testing

@testable import NarrowKit

/// Inputs that once took exponential or quadratic time, as ratios of two sizes measured in the
/// same run (not absolute times): doubling the input must not much more than double the cost.
@Suite struct GrowthTests {
  private func cost(_ text: String, repeats: Int) -> Double {
    let file = SourceFile(path: "A.swift", bytes: Array(text.utf8))
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<repeats { _ = FileParser.facts(for: file) }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(repeats)
  }

  @Test func nestedArrayLiteralsCostLinearTime() {
    let nested = { (depth: Int) in "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "\n" }
    _ = cost(nested(12), repeats: 5)
    let twelve = cost(nested(12), repeats: 40)
    let twentyFour = cost(nested(24), repeats: 40)
    #expect(twentyFour < 4 * twelve, "depth 24 costs \(twentyFour / twelve)× depth 12")
  }

  @Test func declarationsOnOneLineCostLinearTime() {
    let line = { (count: Int) in (0..<count).map { "let v\($0) = \($0);" }.joined(separator: " ") + "\n" }
    _ = cost(line(3_000), repeats: 1)
    let small = cost(line(3_000), repeats: 3)
    let large = cost(line(12_000), repeats: 3)
    #expect(large < 4 * 2 * small, "4× the declarations cost \(large / small)×")
  }
}
