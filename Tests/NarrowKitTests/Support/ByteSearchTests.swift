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

  @Test func trimsOnlyWhenAnEndIsBlank() {
    #expect(" [Item] ".trimmingSpaces == "[Item]")
    #expect("\tInt".trimmingSpaces == "Int")
    #expect("Int\t".trimmingSpaces == "Int")
    #expect("Dictionary<String, Int>".trimmingSpaces == "Dictionary<String, Int>")
    #expect("".trimmingSpaces == "")
  }
}
