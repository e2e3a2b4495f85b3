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
