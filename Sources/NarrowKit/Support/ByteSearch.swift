import Foundation

/// Plain-text checks over a string's UTF-8 bytes, for the type names and snippets the update
/// model reads per view input: Foundation's `contains` and `trimmingCharacters` were a visible part
/// of a cached re-scan there.
extension Array where Element == UInt8 {
  /// The text of the line that holds `offset`, from its start up to `offset`: a line's
  /// indentation when the offset is where its code starts.
  func lineText(before offset: Int) -> String {
    let start = self[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    return String(decoding: self[start..<offset], as: UTF8.self)
  }
}

extension String {
  /// Whether `piece` occurs in the string, byte for byte.
  func contains(utf8 piece: String) -> Bool {
    var text = self
    var piece = piece
    return text.withUTF8 { haystack in
      piece.withUTF8 { needle in
        guard let first = needle.first else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
          if (1..<needle.count).allSatisfy({ haystack[start + $0] == needle[$0] }) { return true }
        }
        return false
      }
    }
  }

  /// Without leading and trailing spaces and tabs; the string itself when it has none, which is
  /// nearly always.
  var trimmingSpaces: String {
    let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    guard let first = utf8.first, let last = utf8.last, isSpace(first) || isSpace(last) else { return self }
    return trimmingCharacters(in: .whitespaces)
  }
}

extension ArraySlice<UInt8> {
  /// The range of the first occurrence of `needle` at or after `start`, byte for byte. `memchr`
  /// finds each candidate first byte: the generic `firstRange(of:)` went through every byte
  /// slowly enough to cost a visible share of a scan.
  func firstRange(of needle: [UInt8], from start: Int) -> Range<Int>? {
    guard needle.count <= endIndex - start else { return needle.isEmpty ? start..<start : nil }
    return withUnsafeBufferPointer { buffer in
      buffer.firstRange(of: needle, from: start - startIndex).map { (startIndex + $0.lowerBound)..<(startIndex + $0.upperBound) }
    }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The range of the first occurrence of `needle` at or after offset `start`, byte for byte, as
  /// `ArraySlice.firstRange(of:from:)` finds it, over bytes already in hand (a string's own).
  func firstRange(of needle: [UInt8], from start: Int) -> Range<Int>? {
    guard let first = needle.first, needle.count <= count - start else { return needle.isEmpty ? start..<start : nil }
    guard let base = baseAddress else { return nil }
    var offset = start
    let last = count - needle.count
    while offset <= last {
      guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
      let found = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
      if needle.indices.allSatisfy({ self[found + $0] == needle[$0] }) { return found..<(found + needle.count) }
      offset = found + 1
    }
    return nil
  }
}
