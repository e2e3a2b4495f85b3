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

  /// Every value worked out so far.
  var everything: [Key: Value] {
    lock.lock()
    defer { lock.unlock() }
    return values
  }

  /// The value for `key` if it has been worked out, without working it out.
  func known(for key: Key) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return values[key]
  }
}

/// One value built the first time it is asked for and kept. It is built under the lock, so that a
/// lookup that costs as much as a pass over the index is built once however many threads ask; a
/// build may ask other cells, never its own.
final class Once<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var built: Value?

  func value(_ build: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let value = build()
    built = value
    return value
  }

  /// The value if it has been built, without building it.
  var builtValue: Value? {
    lock.lock()
    defer { lock.unlock() }
    return built
  }
}
