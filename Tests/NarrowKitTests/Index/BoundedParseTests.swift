import Testing

@testable import NarrowKit

/// The parse budget: what is blanked before parsing, byte for byte. Each input is one level past
/// a limit, so that the level blanked is the last one.
@Suite struct BoundedParseTests {
  private func blanked(_ text: String) -> String? {
    BoundedParse.masked(Array(text.utf8)[...]).map { String(decoding: $0, as: UTF8.self) }
  }

  private func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

  @Test func bracketsInsideAnInterpolationAreCounted() {
    let text = "let s = \"\\(" + repeated("[", 11) + "1" + repeated("]", 11) + ")\"\n"
    #expect(blanked(text) == "let s = \"\\(" + repeated("[", 10) + "0  " + repeated("]", 10) + ")\"\n")
  }

  @Test func interpolationsNestedPastTheLimitBecomeText() {
    let plain = "let s = " + repeated("\"\\(", 9) + "1" + repeated(")\"", 9) + "\n"
    #expect(blanked(plain) == "let s = " + repeated("\"\\(", 8) + "\"0   \"" + repeated(")\"", 8) + "\n")
    let raw = "let s = " + repeated("#\"\\#(", 9) + "1" + repeated(")\"#", 9) + "\n"
    #expect(blanked(raw) == "let s = " + repeated("#\"\\#(", 8) + "#\"0    \"#" + repeated(")\"#", 8) + "\n")
    let multiline = "let s = " + repeated("\"\"\"\n\\(", 9) + "1" + repeated(")\n\"\"\"", 9) + "\n"
    #expect(blanked(multiline) == "let s = " + repeated("\"\"\"\n\\(", 8) + "\"\"\"\n0   \n\"\"\"" + repeated(")\n\"\"\"", 8) + "\n")
    // In a raw string `\(` is text, and so is what follows it.
    #expect(blanked("let s = #\"\\(" + repeated("[", 40) + "\"#\n") == nil)
  }

  @Test func aLineBreakEndsASingleLineStringAndTheInterpolationsItIsIn() {
    let text = "let s = \"\\(f(\"\\(" + repeated("[", 11) + "\nlet t = [1]\n"
    #expect(blanked(text) == "let s = \"\\(f(\"\\(" + repeated("[", 10) + "0\nlet t = [1]\n")
  }

  @Test func parenthesesInsideBracketsCountWithThem() {
    let text = "let x = [" + repeated("(", 10) + "1" + repeated(")", 10) + "]\n"
    #expect(blanked(text) == "let x = [" + repeated("(", 9) + "0  " + repeated(")", 9) + "]\n")
  }

  @Test func otherParenthesesHaveALimitOfTheirOwn() {
    let deep = "let x = " + repeated("(", 33) + "1" + repeated(")", 33) + "\n"
    #expect(blanked(deep) == "let x = " + repeated("(", 32) + "0  " + repeated(")", 32) + "\n")
    // An action path of a composable app, twelve calls deep, is read whole.
    #expect(blanked("case let .home(" + repeated(".destination(.presented(", 5) + ".open(match)" + repeated("))", 5) + "):\n") == nil)
  }

  @Test func aClosingBraceEndsTheBracketsLeftOpenInItsBlock() {
    let text = "func f() { let x = " + repeated("[", 11) + "1 }\nlet y = [2]\n"
    #expect(blanked(text) == "func f() { let x = " + repeated("[", 10) + "0  }\nlet y = [2]\n")
  }

  @Test func genericArgumentsAreCountedOverLinesUntilWhatNoneHolds() {
    let overLines = "let x: " + repeated("A<", 6) + "\n" + repeated("A<", 5) + "Int" + repeated(">", 11) + "\n"
    #expect(blanked(overLines) == "let x: " + repeated("A<", 6) + "\n" + repeated("A<", 4) + "A0    " + repeated(">", 10) + "\n")
    // `->` closes no generic argument list.
    let functions = "let f: " + repeated("A<B -> ", 11) + "C" + repeated(">", 11) + "\n"
    #expect(blanked(functions) == "let f: " + repeated("A<B -> ", 10) + "A0" + repeated(" ", 7) + repeated(">", 10) + "\n")
    // A comparison's `<` is ended by the `=` of the next statement.
    #expect(blanked(repeated("let c = a<b\n", 12)) == nil)
  }
}
