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
}
