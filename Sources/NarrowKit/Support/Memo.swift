import Foundation

/// Values worked out once per key and shared between threads. The work runs without the lock,
/// since it may itself ask this memo (or another) for a value; two threads may then both do it,
/// and either result is kept, as each is the same.
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  func value(for key: Key, _ work: () -> Value) -> Value {
    lock.lock()
    if let known = values[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let found = work()
    lock.lock()
    values[key] = found
    lock.unlock()
    return found
  }
}
