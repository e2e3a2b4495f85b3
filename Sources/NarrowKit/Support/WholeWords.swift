/// A name in source text as a whole identifier, not as part of a longer one.
enum WholeWords {
  /// Whether `word` appears whole in `text`.
  static func mentions(_ text: String, _ word: String) -> Bool {
    count(of: word, in: text, upTo: 1) > 0
  }

  /// Every whole word of the text, as `mentions` tells them apart: asking a set beats searching
  /// the text again for each of many words.
  static func words(in text: String) -> Set<Substring> {
    var words = Set<Substring>()
    var start: String.Index?
    for index in text.indices {
      if isPart(text[index]) {
        if start == nil { start = index }
      } else if let begun = start {
        words.insert(text[begun..<index])
        start = nil
      }
    }
    if let begun = start { words.insert(text[begun...]) }
    return words
  }

  private static func isPart(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// How often `word` appears whole, counting no further than `limit`.
  static func count(of word: String, in text: String, upTo limit: Int = .max) -> Int {
    if let counted = asciiCount(of: word, in: text, upTo: limit) { return counted }
    var count = 0
    var searched = text[...]
    while count < limit, let found = searched.range(of: word) {
      let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
      let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
      if !(before.map(isPart) ?? false) && !(after.map(isPart) ?? false) { count += 1 }
      searched = text[found.upperBound...]
    }
    return count
  }

  /// `count(of:in:upTo:)` over bytes, for a word and a text all ASCII (nearly all code): there
  /// each byte is a character, so the same matches are found, left to right without overlap, as
  /// Foundation's search finds them, many times faster. Nil for any other text.
  private static func asciiCount(of word: String, in text: String, upTo limit: Int) -> Int? {
    var text = text
    let wanted = Array(word.utf8)
    guard !wanted.isEmpty, wanted.allSatisfy({ $0 < 0x80 }) else { return nil }
    return text.withUTF8 { bytes -> Int? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var count = 0
      var from = 0
      while count < limit, let found = bytes.firstRange(of: wanted, from: from) {
        if !(found.lowerBound > 0 && isPart(bytes[found.lowerBound - 1])) && !(found.upperBound < bytes.count && isPart(bytes[found.upperBound])) {
          count += 1
        }
        from = found.upperBound
      }
      return count
    }
  }

  private static func isPart(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
    default: false
    }
  }
}
