/// FNV-1a, 64 bits: enough to tell files and declarations apart (not a security boundary), and
/// fast over the bytes of a whole codebase.
enum FNV1a {
  static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325

  static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes, seed: UInt64 = offsetBasis) -> UInt64 {
    var hash = seed
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }
}

/// 128 bits of FNV-1a in two lanes started apart, for keys under which a whole result is kept: a
/// collision there would show one codebase's findings for another.
public struct ContentDigest {
  private var lanes: [UInt64] = [FNV1a.offsetBasis, 0x8422_2325_CBF2_9CE4]

  public init() {}

  public mutating func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    for lane in lanes.indices { lanes[lane] = FNV1a.hash(bytes, seed: lanes[lane]) }
  }

  /// A part of several: written with its length, so that no two lists of parts run together into
  /// the same bytes.
  public mutating func addPart(_ text: String) {
    add("\(text.utf8.count):".utf8)
    add(text.utf8)
  }

  public var value: String { lanes.map { String($0, radix: 16) }.joined(separator: "-") }

  public static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    var digest = ContentDigest()
    digest.add(bytes)
    return digest.value
  }
}
