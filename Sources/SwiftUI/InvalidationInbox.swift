import Synchronization

/// Where invalidations arrive from outside the renderer: observation callbacks (which Swift 6
/// requires to be `@Sendable`, and which fire while a property is about to change) and `@State`
/// writes. The renderer drains it once the mutation is complete.
final class InvalidationInbox: Sendable {
  struct Entry: Sendable {
    let nodeID: Int
    /// The tracked evaluation that registered the observation; nil for state writes, which
    /// always invalidate their owner.
    let generation: Int?
  }

  private let entries = Mutex<[Entry]>([])

  func post(_ entry: Entry) {
    entries.withLock { $0.append(entry) }
  }

  func drain() -> [Entry] {
    entries.withLock { pending in
      defer { pending.removeAll() }
      return pending
    }
  }
}
