/// FNV-1a, 64 bits: enough to tell files and declarations apart (not a security boundary), and
/// fast over the bytes of a whole codebase.
enum FNV1a {
  static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
  static let prime: UInt64 = 0x0000_0100_0000_01B3

  static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes, seed: UInt64 = offsetBasis) -> UInt64 {
    var hash = seed
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= prime
    }
    return hash
  }
}

/// 128 bits of FNV-1a in two lanes started apart, for keys under which a whole result is kept: a
/// collision there would show one codebase's findings for another.
public struct ContentDigest {
  private var first = FNV1a.offsetBasis
  private var second = Self.secondLaneBasis
  /// Where the second lane starts: apart from the first, so that the two never run alike.
  private static let secondLaneBasis: UInt64 = 0x8422_2325_CBF2_9CE4

  public init() {}

  /// Both lanes in one pass: each lane's multiply waits for its previous one, so two lanes side by
  /// side cost about what one does (the executable, hashed on every run, is megabytes).
  mutating func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    var (first, second) = (self.first, self.second)
    for byte in bytes {
      first = (first ^ UInt64(byte)) &* FNV1a.prime
      second = (second ^ UInt64(byte)) &* FNV1a.prime
    }
    (self.first, self.second) = (first, second)
  }

  /// A part of several: written with its length, so that no two lists of parts run together into
  /// the same bytes.
  public mutating func addPart(_ text: String) {
    add("\(text.utf8.count):".utf8)
    add(text.utf8)
  }

  public var value: String { String(first, radix: 16) + "-" + String(second, radix: 16) }

  public static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    var digest = ContentDigest()
    digest.add(bytes)
    return digest.value
  }

  /// A digest of many megabytes, taken eight bytes at a time: a multiply per word rather than per
  /// byte, for the executable, which every run hashes before it can read its cache. Each lane is
  /// rotated after its multiply, so that a word's high bits reach the low ones of later steps:
  /// without it, flipping the top bit of two words in a row would give the same digest.
  /// Not the value `of(_:)` gives for the same bytes.
  static func ofWords(_ buffer: UnsafeRawBufferPointer) -> String {
    var first = FNV1a.offsetBasis
    var second = secondLaneBasis
    func mix(_ word: UInt64) {
      first = (first ^ word) &* FNV1a.prime
      first = first << 29 | first >> 35
      second = (second ^ word) &* 0x9E37_79B9_7F4A_7C15
      second = second << 31 | second >> 33
    }
    let words = buffer.count / 8
    for position in 0..<words { mix(buffer.loadUnaligned(fromByteOffset: position * 8, as: UInt64.self)) }
    for offset in words * 8..<buffer.count { mix(UInt64(buffer[offset])) }
    return String(first, radix: 16) + "-" + String(second, radix: 16)
  }
}
