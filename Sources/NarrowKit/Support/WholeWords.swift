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
}
