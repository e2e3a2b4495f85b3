import Foundation
import Testing

@testable import NarrowKit

/// The old-style property list an Xcode project is written in, read without Foundation's parser,
/// which prints to standard error on a malformed file.
@Suite struct OldStylePropertyListTests {
  @Test func readsEveryFormAProjectWrites() {
    let text = """
      // !$*UTF8*$!
      {
        a = bare/path-1.0_$+:x; /* a comment */
        "quoted key" = "with \\"escapes\\"\\n and spaces";
        list = (one, "two", );
        empty = ();
        nested = { inner = {}; };
        data = <0fbd 7777>;
      }
      """
    let parsed = OldStylePropertyList.parse(text)
    #expect(parsed == .dictionary([
      "a": .string("bare/path-1.0_$+:x"),
      "quoted key": .string("with \"escapes\"\n and spaces"),
      "list": .array([.string("one"), .string("two")]),
      "empty": .array([]),
      "nested": .dictionary(["inner": .dictionary([:])]),
      "data": .string("<0fbd 7777>"),
    ]))
  }

  @Test func readsWhatFoundationReadsOfAProject() throws {
    let ours = try #require(OldStylePropertyList.parse(MultiTargetFixture.project))
    var format = PropertyListSerialization.PropertyListFormat.openStep
    let theirs = try PropertyListSerialization.propertyList(from: Data(MultiTargetFixture.project.utf8), format: &format)
    #expect(ours == Self.value(theirs))
  }

  private static func value(_ object: Any) -> PropertyListValue? {
    if let string = object as? String { return .string(string) }
    if let array = object as? [Any] { return .array(array.compactMap(value)) }
    if let dictionary = object as? [String: Any] { return .dictionary(dictionary.compactMapValues(value)) }
    return nil
  }

  @Test(arguments: [
    "{ a = b", "{ a = b; } trailing", "{ a b; }", "( a b )", "{ a = \"open; }", "{ a = <00; }",
    "{ a = b; }\n<<<<<<< ours\n", "",
  ])
  func malformedTextIsNothing(text: String) {
    #expect(OldStylePropertyList.parse(text) == nil)
  }

  @Test func nestingPastTheLimitIsMalformed() {
    let depth = OldStylePropertyList.maximumDepth
    let deep = { (levels: Int) in String(repeating: "(", count: levels) + String(repeating: ")", count: levels) }
    #expect(OldStylePropertyList.parse(deep(depth - 1)) != nil)
    #expect(OldStylePropertyList.parse(deep(depth + 1)) == nil)
    #expect(OldStylePropertyList.parse(deep(100_000)) == nil, "no stack is exhausted")
  }
}
