import Foundation
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

  /// With one job, work handed to another thread is done before the caller goes on: no two
  /// threads work at once.
  @Test func pendingWorkOnOneJobIsDoneBeforeTheCallerGoesOn() {
    final class Flag: @unchecked Sendable {
      private let lock = NSLock()
      private var set = false
      func raise() { lock.lock(); set = true; lock.unlock() }
      var isRaised: Bool { lock.lock(); defer { lock.unlock() }; return set }
    }
    let flag = Flag()
    let pending = Parallel.Pending(jobs: 1) { () -> Int in
      Thread.sleep(forTimeInterval: 0.2)
      flag.raise()
      return 7
    }
    #expect(flag.isRaised)
    #expect(pending.value == 7)
  }

  /// And on a thread with a worker's stack, it is done on that thread, where a fuzz case's CPU
  /// time is read.
  @Test func pendingWorkOnOneJobOnAWorkersStackRunsOnThatThread() {
    let same = Parallel.Pending(jobs: 2) { () -> Bool in
      let caller = ThreadCPU.clockOfCurrentThread()
      return Parallel.Pending(jobs: 1) { ThreadCPU.clockOfCurrentThread() == caller }.value
    }
    #expect(same.value)
  }
}
