/// What an index's lookups ask for, written down while one file's chains resolve, one view's
/// profile is worked out or one file's writes are found: the simple names of the types, parts,
/// aliases, globals and attributes looked up, the types whose constructions were asked for, and
/// the member names whose chains were. One log belongs to one piece of work, on one thread.
///
/// A memo hit would hand back a value without its lookups. Work done under a log either reads no
/// memo (`Index.equality(of:)`), or keeps with each value what it looked up and writes that down
/// again on a hit (`RunnerFinder`'s callers, `UpdateModel.recorded(_:_:_:)`): `Recorded`.
final class LookupLog: @unchecked Sendable {
  /// What each piece of work under way looked up, innermost last; the first is the log's own.
  private var frames: [LookedUp] = [LookedUp()]

  func note(_ key: String) { frames[frames.count - 1].names.insert(Index.simpleName(key)) }

  /// The constructions of a type, by its key, were asked for: a construction anywhere can change
  /// the answer, not only a declaration of its name.
  func noteConstructions(of key: String) {
    frames[frames.count - 1].constructed.insert(key)
    note(key)
  }

  /// The chains that read a member of this name were asked for, as they resolve: a chain resolved
  /// again anywhere can change the answer.
  func noteChains(reading member: String) { frames[frames.count - 1].members.insert(member) }

  /// What the chains of a file read were resolved by: they answer as before only while those do.
  func note(_ resolution: FileResolution) { frames[frames.count - 1].names.formUnion(resolution.lookedUp) }

  /// What another piece of work looked up, taken as this one's too.
  func note(_ lookedUp: LookedUp) { frames[frames.count - 1].formUnion(lookedUp) }

  /// `work`'s value with what it looked up; written down in the work around it as well.
  func recording<Value>(_ work: () -> Value) -> (value: Value, lookedUp: LookedUp) {
    frames.append(LookedUp())
    let value = work()
    let lookedUp = frames.removeLast()
    note(lookedUp)
    return (value, lookedUp)
  }

  var names: Set<String> { frames[0].names }
  var lookedUp: LookedUp { frames[0] }
}

/// A value worked out once and kept, with what working it out looked up: nil when it was worked
/// out with no log.
struct Recorded<Value> {
  var value: Value
  var lookedUp: LookedUp?
}

extension Recorded: Sendable where Value: Sendable {}

/// Everything one piece of work looked up, as `LookupLog` wrote it down.
struct LookedUp: Sendable, Hashable {
  var names: Set<String> = []
  var constructed: Set<String> = []
  var members: Set<String> = []

  mutating func formUnion(_ other: LookedUp) {
    names.formUnion(other.names)
    constructed.formUnion(other.constructed)
    members.formUnion(other.members)
  }
}
