import Foundation

@testable import NarrowKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One fuzz case, checked on a thread of its own so that a case that hangs is reported and the
/// suite goes on.
enum FuzzCheck {
  /// A case over this much CPU time hangs. Cases take well under a second of it; CPU time, unlike
  /// the time on the clock, does not grow when other work on a shared machine takes the cores.
  static let hangCPUSeconds = 20.0
  /// A case that waits without using the CPU (a deadlock) never reaches the CPU limit: past this
  /// much time on the clock it is reported anyway, so that the suite never blocks forever. It is
  /// wide enough that no case merely slowed by a busy machine reaches it.
  static let stuckWallSeconds = 600.0

  /// What went wrong with `files`, run through `run` (which must do its work on the calling
  /// thread for its CPU time to be seen: one job); nil when nothing did.
  static func check(
    _ files: [[UInt8]], cpuLimit: Double = hangCPUSeconds, run: @escaping @Sendable ([[UInt8]]) -> RunResult
  ) -> String? {
    let outcome = Outcome()
    let thread = Thread {
      outcome.setClock(ThreadCPU.clockOfCurrentThread())
      outcome.finish(problem(files, run: run))
    }
    thread.stackSize = Parallel.workerStackSize
    thread.start()
    let started = Date()
    while !outcome.isFinished(waitingUpTo: 0.2) {
      if let used = outcome.cpuSeconds(), used > cpuLimit {
        return "took more than \(cpuLimit) s of CPU time"
      }
      if Date().timeIntervalSince(started) > stuckWallSeconds {
        return "did not finish in \(Int(stuckWallSeconds)) s, waiting without using the CPU"
      }
    }
    return outcome.problem
  }

  /// The files of a case that failed, as `seed-<seed>-F<n>.swift` in `directory`, for
  /// `Scripts/fuzz/run.sh` to print as regression inputs.
  static func keep(_ files: [[UInt8]], seed: UInt64, in directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (number, bytes) in files.enumerated() {
      try Data(bytes).write(to: URL(fileURLWithPath: directory).appendingPathComponent("seed-\(seed)-F\(number).swift"))
    }
  }

  private static func problem(_ files: [[UInt8]], run: ([[UInt8]]) -> RunResult) -> String? {
    let result = run(files)
    for change in result.changes where FileParser.errorCount(in: change.newText) > FileParser.errorCount(in: change.file.text) {
      return "\(change.file.path) gains syntax errors"
    }
    guard !result.changes.isEmpty else { return nil }
    var after = files
    for change in result.changes {
      after[Int(change.file.path.dropFirst().dropLast(6))!] = change.file.bytes(forText: change.newText)
    }
    let again = run(after)
    return again.selected.isEmpty ? nil : "a second run proposes \(again.selected.map(\.target))"
  }

  /// What the case's thread hands to the thread waiting on it.
  private final class Outcome: @unchecked Sendable {
    private let lock = NSCondition()
    private var finished = false
    private var found: String?
    private var threadClock: ThreadCPU.Clock?

    var problem: String? { lock.withLock { found } }

    /// The case's CPU time so far; read under the lock, so that its thread has not ended.
    func cpuSeconds() -> Double? { lock.withLock { threadClock.flatMap(ThreadCPU.seconds) } }

    func setClock(_ clock: ThreadCPU.Clock) { lock.withLock { threadClock = clock } }

    func finish(_ problem: String?) {
      lock.withLock {
        found = problem
        finished = true
        // The clock names a thread about to end, whose clock may then name another.
        threadClock = nil
        lock.broadcast()
      }
    }

    func isFinished(waitingUpTo seconds: Double) -> Bool {
      lock.withLock {
        if !finished { _ = lock.wait(until: Date().addingTimeInterval(seconds)) }
        return finished
      }
    }
  }
}

/// The CPU time of a thread, read from another thread while it runs.
enum ThreadCPU {
  #if canImport(Glibc)
  typealias Clock = clockid_t

  static func clockOfCurrentThread() -> Clock {
    var clock = clockid_t()
    pthread_getcpuclockid(pthread_self(), &clock)
    return clock
  }

  static func seconds(_ clock: Clock) -> Double? {
    var time = timespec()
    guard clock_gettime(clock, &time) == 0 else { return nil }
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
  #elseif canImport(Darwin)
  typealias Clock = thread_act_t

  static func clockOfCurrentThread() -> Clock { pthread_mach_thread_np(pthread_self()) }

  static func seconds(_ thread: Clock) -> Double? {
    var info = thread_basic_info()
    var count = mach_msg_type_number_t(MemoryLayout<thread_basic_info>.size / MemoryLayout<integer_t>.size)
    let result = withUnsafeMutablePointer(to: &info) {
      $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) { thread_info(thread, thread_flavor_t(THREAD_BASIC_INFO), $0, &count) }
    }
    guard result == KERN_SUCCESS else { return nil }
    let used = [info.user_time, info.system_time]
    return used.reduce(0) { $0 + Double($1.seconds) + Double($1.microseconds) / 1e6 }
  }
  #endif
}
