/// A tiny deterministic generator (SplitMix64), so the same size always yields the same codebase
/// and figures from different runs or machines describe the same input.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, both ends included.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func chance(_ percent: Int) -> Bool { int(in: 0...99) < percent }

  mutating func pick<T>(_ values: [T]) -> T { values[int(in: 0...(values.count - 1))] }

  /// `count` distinct elements, in their original order.
  mutating func sample<T>(_ values: [T], count: Int) -> [T] {
    var indices = Array(values.indices)
    for i in indices.indices.reversed() where i > 0 { indices.swapAt(i, int(in: 0...i)) }
    return indices.prefix(count).sorted().map { values[$0] }
  }
}
