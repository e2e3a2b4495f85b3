import Testing

@testable import NarrowKit

/// Each proposal judged at once holds a rewritten model of the whole code: how many run together
/// is bounded by the jobs asked and by memory.
@Suite struct JudgingJobsTests {
  static let sixteenGiB: UInt64 = 16 << 30

  @Test func asManyAsTheJobsWhenTheModelsFit() {
    #expect(Pipeline.judgingJobs(16, codeBytes: 7_000_000, memory: Self.sixteenGiB) == 16)
    #expect(Pipeline.judgingJobs(2, codeBytes: 7_000_000, memory: Self.sixteenGiB) == 2)
    #expect(Pipeline.judgingJobs(8, codeBytes: 0, memory: Self.sixteenGiB) == 8)
  }

  /// A million lines (about 35 MB of Swift) on 16 GiB: five models fit in the quarter of memory.
  @Test func fewerWhenTheModelsWouldNotFitInAQuarterOfMemory() {
    #expect(Pipeline.judgingJobs(16, codeBytes: 35_000_000, memory: Self.sixteenGiB) == 5)
  }

  @Test func alwaysAtLeastOne() {
    #expect(Pipeline.judgingJobs(8, codeBytes: 1_000_000_000, memory: 1 << 30) == 1)
  }
}
