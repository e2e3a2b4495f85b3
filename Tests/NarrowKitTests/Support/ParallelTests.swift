import Testing

@testable import NarrowKit

@Suite struct ParallelTests {
  /// Amdahl's law read backwards: a run of 10 s on one job with 2 s that never shrink takes
  /// 2 + 8/4 = 4 s on four; what shrinks fully has no serial part, and nothing shrinks past none.
  @Test func theSerialPartIsWhatDoesNotShrinkWithJobs() throws {
    #expect(abs(try #require(Parallel.serialSeconds(atOneJob: 10, atJobs: 4, jobs: 4)) - 2) < 1e-9)
    #expect(try #require(Parallel.serialSeconds(atOneJob: 8, atJobs: 2, jobs: 4)) == 0)
    #expect(try #require(Parallel.serialSeconds(atOneJob: 3, atJobs: 3, jobs: 16)) == 3)
    #expect(try #require(Parallel.serialSeconds(atOneJob: 3, atJobs: 5, jobs: 2)) == 3, "slower on more jobs is all serial")
    #expect(Parallel.serialSeconds(atOneJob: 3, atJobs: 3, jobs: 1) == nil)
  }
}
