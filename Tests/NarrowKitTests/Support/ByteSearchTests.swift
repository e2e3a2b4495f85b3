import Testing

@testable import NarrowKit

@Suite struct ByteSearchTests {
  @Test(arguments: [
    ("(Int) -> Void", "->", true), ("[Item]", "->", false), ("any View", "any ", true), ("Company", "any ", false),
    ("->", "->", true), ("-", "->", false), ("", "x", false), ("x", "", true), ("Ünïcode -> é", "-> é", true),
    ("ab-a->", "->", true), ("a-b>", "->", false),
  ])
  func findsAPieceExactlyWhereFoundationDoes(text: String, piece: String, expected: Bool) {
    #expect(text.contains(utf8: piece) == expected)
  }

  @Test(arguments: [
    ("class A: ObservableObject {}", "ObservableObject", 0), ("ObservableObject", "ObservableObject", 0),
    ("Observable ObservableObject", "ObservableObject", 3), ("OOObservableObject", "ObservableObject", 1),
    ("ObservableObjec", "ObservableObject", 0), ("", "x", 0), ("é ObservableObject é", "ObservableObject", 2),
  ])
  func findsEachOccurrenceWhereTheGenericSearchDoes(text: String, needle: String, start: Int) {
    let bytes = Array(("xy" + text).utf8)[2...]
    let from = bytes.startIndex + min(start, bytes.count)
    #expect(bytes.firstRange(of: Array(needle.utf8), from: from) == bytes[from...].firstRange(of: Array(needle.utf8)))
  }

  @Test func trimsOnlyWhenAnEndIsBlank() {
    #expect(" [Item] ".trimmingSpaces == "[Item]")
    #expect("\tInt".trimmingSpaces == "Int")
    #expect("Int\t".trimmingSpaces == "Int")
    #expect("Dictionary<String, Int>".trimmingSpaces == "Dictionary<String, Int>")
    #expect("".trimmingSpaces == "")
  }
}
