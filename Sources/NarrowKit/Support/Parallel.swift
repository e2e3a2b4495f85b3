import Foundation

/// Work spread over threads: parsing files, reading them, running transforms.
public enum Parallel {
  /// Each worker's stack: parsing and walking a file recurse as deep as it nests, far past the
  /// half megabyte a dispatch worker has.
  static let workerStackSize = 512 << 20

  /// Runs `work` over every element on `jobs` threads, keeping the input order. Each thread takes
  /// the next element when it is done with one, since elements can differ in cost many times over.
  public static func map<Input, Output: Sendable>(
    _ inputs: [Input], jobs: Int, _ work: @escaping @Sendable (Input) -> Output
  ) -> [Output] where Input: Sendable {
    let workers = max(1, min(jobs, inputs.count))
    // One worker on a thread that already has a worker's stack is that thread: a run with one job
    // started on such a thread spends its parsing and transforms' CPU time there, where the fuzz
    // test's hang limit reads it, and starts no thread it does not need.
    if workers == 1 && Thread.current.stackSize >= workerStackSize { return inputs.map(work) }
    let results = ResultSlots<Output>(count: inputs.count)
    let finished = DispatchGroup()
    for _ in 0..<workers {
      finished.enter()
      let thread = Thread {
        while let index = results.nextIndex() {
          results.store(work(inputs[index]), at: index)
        }
        finished.leave()
      }
      thread.stackSize = workerStackSize
      thread.start()
    }
    finished.wait()
    return results.values
  }

  /// Work started on a thread of its own; `value` waits for it. With one job the caller waits for
  /// it at once, so that a run asked for one job never has two threads at work (a model of edited
  /// code, built on each judging thread with one job, would otherwise start two more).
  final class Pending<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var result: Value?

    init(jobs: Int, _ work: @escaping @Sendable () -> Value) {
      // As in `map`: one job on a thread with a worker's stack is that thread.
      if jobs <= 1 && Thread.current.stackSize >= workerStackSize {
        result = work()
        finished.signal()
        return
      }
      let thread = Thread { [self] in
        result = work()
        finished.signal()
      }
      thread.stackSize = Parallel.workerStackSize
      thread.start()
      if jobs <= 1 {
        finished.wait()
        finished.signal()
      }
    }

    /// The result; the first call waits for it.
    lazy var value: Value = {
      finished.wait()
      return result!
    }()
  }

  public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }
}

/// Slots that worker threads take one at a time and fill.
private final class ResultSlots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private var taken = 0
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func nextIndex() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard taken < slots.count else { return nil }
    taken += 1
    return taken - 1
  }
  func store(_ value: Value, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }
  var values: [Value] { slots.map { $0! } }
}

extension Parallel {
  /// The seconds of a run that do not shrink with more threads, from its time on one job and on
  /// `jobs`, by Amdahl's law (a run takes `serial + parallel / jobs`): `(jobs·t(jobs) − t(1)) /
  /// (jobs − 1)`, between none and all of `t(1)`. Nil when `jobs` is 1: one measurement cannot
  /// tell the parts apart.
  public static func serialSeconds(atOneJob one: Double, atJobs many: Double, jobs: Int) -> Double? {
    guard jobs > 1 else { return nil }
    let serial = (Double(jobs) * many - one) / Double(jobs - 1)
    return min(max(serial, 0), one)
  }
}
