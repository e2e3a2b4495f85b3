import Foundation
import Testing

@testable import NarrowKit

/// The fuzz test's hang limit reads the CPU time of the case's own thread.
@Suite struct FuzzCheckTests {
  /// Work that uses the CPU for `seconds` of its thread's time.
  private static func spin(_ seconds: Double) {
    let clock = ThreadCPU.clockOfCurrentThread()
    let start = ThreadCPU.seconds(clock) ?? 0
    var sum = 0
    while (ThreadCPU.seconds(clock) ?? .infinity) - start < seconds { sum &+= 1 }
    precondition(sum != 0)
  }

  @Test func aCaseHangsByTheCPUTimeItTakesNotByTheClock() {
    let burning = FuzzCheck.check([], cpuLimit: 0.2) { files in
      Self.spin(1)
      return FuzzTests.run(files)
    }
    #expect(burning == "took more than 0.2 s of CPU time")
    let waiting = FuzzCheck.check([], cpuLimit: 0.2) { files in
      Thread.sleep(forTimeInterval: 1)
      return FuzzTests.run(files)
    }
    #expect(waiting == nil, "a case that waits on the clock uses no CPU time")
  }

  /// So that a run with one job parses on the thread whose CPU time the fuzz test reads.
  @Test func oneJobOnAWorkersStackRunsOnThatThread() {
    let threads = Parallel.Pending(jobs: 2) { () -> [Bool] in
      let caller = ThreadCPU.clockOfCurrentThread()
      return Parallel.map([1, 2], jobs: 1) { _ in ThreadCPU.clockOfCurrentThread() == caller }
    }
    #expect(threads.value == [true, true])
  }
}
