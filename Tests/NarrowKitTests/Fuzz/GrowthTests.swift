import Foundation
import Testing

@testable import NarrowKit

/// Inputs that once took exponential or quadratic time, as ratios of two sizes measured in the
/// same run (not absolute times): doubling the input must not much more than double the cost.
@Suite struct GrowthTests {
  /// The least CPU time this thread spent on one parse: other processes and the tests running
  /// beside this one on a busy machine take none of it, and the least of several runs leaves out
  /// a run a page fault or cache miss slowed.
  private func cost(_ text: String, repeats: Int) -> Double {
    let file = SourceFile(path: "A.swift", bytes: Array(text.utf8))
    var least = Double.infinity
    for _ in 0..<repeats {
      let start = Self.threadCPUNanoseconds()
      _ = FileParser.facts(for: file)
      least = min(least, Self.threadCPUNanoseconds() - start)
    }
    return least
  }

  private static func threadCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
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

  /// Copies of a list whose names repeat, as in a monorepo: every model keeps `items`, every
  /// element has `progress`. row-observable follows each path once per run, so four times the
  /// copies follow four times the paths; once per candidate, it followed sixteen times as many
  /// (2,256 candidates took 33 s). Counted, not timed, so no machine can make it pass or fail.
  @Test func rowObservableFollowsEachPathOncePerRun() {
    func pathsFollowed(copies: Int) -> Int {
      let files = (0..<copies).map { SourceFile(path: "F\($0).swift", bytes: Array(Self.rowList($0).utf8)) }
      let model = UpdateModel(index: Index.build(files, jobs: 1))
      let before = model.index.derived.pathsFollowed
      let result = RowObservableTransform(options: TransformOptions()).proposals(in: model, lookups: TransformLookups(model: model))
      #expect(result.proposals.count == 3 * copies, "\(result.skipped.map(\.reason))")
      return model.index.derived.pathsFollowed - before
    }
    let small = pathsFollowed(copies: 8)
    let large = pathsFollowed(copies: 32)
    #expect(large <= 4 * small, "4× the copies follow \(Double(large) / Double(small))× the paths")
  }

  /// One model with a collection written one element at a time, a set every row asks about and a
  /// dictionary written one key at a time: the three forms of row-observable.
  private static func rowList(_ copy: Int) -> String {
    """
    import SwiftUI

    struct Item\(copy): Identifiable {
      let id: Int
      var title: String
      var progress: Double
    }

    @Observable final class Store\(copy) {
      var items: [Item\(copy)] = []
      var favorites: Set<Int> = []
      var downloaded: [Int: Double] = [:]
      func tick(_ index: Int) { items[index].progress += 0.1 }
      func like(_ id: Int) { favorites.insert(id) }
      func receive(_ id: Int, _ fraction: Double) { downloaded[id] = fraction }
    }

    struct Row\(copy): View {
      let item: Item\(copy)
      let isFavorite: Bool
      var body: some View { Text(item.title + "\\(item.progress)") }
    }

    struct Shelf\(copy): View {
      let store: Store\(copy)
      var body: some View {
        List(store.items) { item in Row\(copy)(item: item, isFavorite: store.favorites.contains(item.id)) }
      }
    }

    struct Badge\(copy): View {
      let store: Store\(copy)
      let id: Int
      var body: some View { Text("\\(store.downloaded[id] ?? 0)") }
    }

    """
  }
}
