import Testing

@testable import NarrowKit

@Suite struct WholeWordsTests {
  @Test(arguments: [
    "let store = Store()", "// uses Store.", "StoreView(store)", "MyStore()", "Store_1", "Storé", "(Store)",
    "", "Store", "x: [Store]", "é Store é", "Stores and Store2",
  ])
  func theWordSetAgreesWithTheSearch(text: String) {
    let words = WholeWords.words(in: text)
    for word in ["Store", "store", "MyStore", "Store_1", "Stores"] {
      #expect(words.contains(word[...]) == WholeWords.mentions(text, word), "\(word) in \(text)")
    }
  }

  /// ASCII text is counted over bytes, any other through Foundation: both count alike, and a word
  /// that ends where a combining mark begins is part of a longer character, so no whole word.
  @Test(arguments: [
    ("store.store = store", "store", 3), ("storestore store", "store", 1), ("a_store store_ store", "store", 1),
    ("store", "store", 1), ("", "store", 0), ("store2 (store)", "store", 1), ("stor", "store", 0),
    ("cafe\u{301} cafe", "cafe", 1), ("é store store", "store", 2), ("store\r\nstore", "store", 2),
  ])
  func countsEachWholeOccurrence(text: String, word: String, expected: Int) {
    #expect(WholeWords.count(of: word, in: text) == expected)
    #expect(WholeWords.count(of: word, in: text, upTo: 1) == min(1, expected))
  }
}
