/// A name in source text as a whole identifier, not as part of a longer one.
enum WholeWords {
  /// Whether `word` appears whole in `text`.
  static func mentions(_ text: String, _ word: String) -> Bool {
    count(of: word, in: text, upTo: 1) > 0
  }

  /// How often `word` appears whole, counting no further than `limit`.
  static func count(of word: String, in text: String, upTo limit: Int = .max) -> Int {
    var count = 0
    var searched = text[...]
    while count < limit, let found = searched.range(of: word) {
      let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
      let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
      let isPart = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
      if !isPart(before) && !isPart(after) { count += 1 }
      searched = text[found.upperBound...]
    }
    return count
  }
}
