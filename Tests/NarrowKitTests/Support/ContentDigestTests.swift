import Testing

@testable import NarrowKit

/// The executable's digest, taken a word at a time, tells apart builds that differ in any one
/// byte: in a whole word or in the bytes after the last one, and apart from any other length.
@Suite struct ContentDigestTests {
  private func digest(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes(ContentDigest.ofWords) }

  @Test func anyOneByteChangedChangesTheDigestOfWords() {
    let bytes = (0..<37).map { UInt8(truncatingIfNeeded: $0 &* 73 &+ 11) }
    #expect(digest(bytes) == digest(bytes))
    var seen: Set<String> = [digest(bytes)]
    for position in bytes.indices {
      for flip in [UInt8(0x01), 0x80] {
        var changed = bytes
        changed[position] ^= flip
        #expect(seen.insert(digest(changed)).inserted, "byte \(position) flipped by \(flip) gives a digest already seen")
      }
    }
  }

  /// A multiply carries a change only upwards: the top bit flipped in one word and flipped back by
  /// the next would leave nothing behind, but for the rotation.
  @Test func theTopBitsOfTwoWordsInARowChangeTheDigestOfWords() {
    let bytes = [UInt8](repeating: 0x5A, count: 16)
    var flipped = bytes
    flipped[7] ^= 0x80
    flipped[15] ^= 0x80
    #expect(digest(bytes) != digest(flipped))
  }

  @Test func theLengthIsPartOfTheDigestOfWords() {
    #expect(digest([]) != digest([0]))
    #expect(digest([0, 0, 0, 0, 0, 0, 0, 0]) != digest([0, 0, 0, 0, 0, 0, 0, 0, 0]))
    #expect(digest(Array(repeating: 0, count: 16)) != digest(Array(repeating: 0, count: 8)))
  }
}
