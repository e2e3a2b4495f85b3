import Foundation
import Testing

@testable import NarrowKit

/// Each thing a reader of lines acts on, in each notation, and that a format's reader gets the
/// text back exactly.
@Suite struct LineEscapingTests {
  static let controls: [Unicode.Scalar] = (Array(0..<0x20) + Array(0x7F...0x9F) + Array(0x2028...0x202E) + Array(0x2066...0x2069))
    .compactMap(Unicode.Scalar.init)

  @Test func everyControlAndBidirectionalCharacterIsWrittenAsText() {
    for scalar in Self.controls {
      let escaped = LineEscaping.escaped("a\(scalar)b")
      #expect(!escaped.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16))")
      #expect(escaped.hasPrefix("a\\") && escaped.hasSuffix("b"), "\(escaped)")
    }
    #expect(LineEscaping.escaped("x\u{1B}[2J\u{9B}31m\u{202E}\t") == "x\\u{1B}[2J\\u{9B}31m\\u{202E}\\t")
    #expect(LineEscaping.escaped("plain: é, 😀, a::b, #1, a: b") == "plain: é, 😀, a::b, #1, a: b")
  }

  @Test(arguments: [
    ("##[error]X", "#\\u{23}[error]X"),
    ("###", "#\\u{23}#"),
    ("a ##vso[task.setvariable]", "a #\\u{23}vso[task.setvariable]"),
    ("::error file=a,line=1::X", "\\u{3A}:error file=a,line=1::X"),
    ("  ::add-mask::X", "  \\u{3A}:add-mask::X"),
    ("\u{A0}::stop-commands::X", "\u{A0}\\u{3A}:stop-commands::X"),
    ("a.swift:1:1: error: X", "a.swift:1:1\\u{3A} error: X"),
    ("a.swift:1:  Warning: X", "a.swift:1\\u{3A}  Warning: X"),
    ("x: note: y: remark: z", "x\\u{3A} note: y\\u{3A} remark: z"),
    ("x: fatal error: y", "x\\u{3A} fatal error: y"),
    ("x: errors: y", "x: errors: y"),
    ("x:error: y", "x:error: y"),
  ])
  func whatAReaderActsOnIsBroken(_ text: String, _ expected: String) {
    #expect(LineEscaping.escaped(text) == expected)
    #expect(LineEscaping.escaped(expected) == expected, "escaping twice changes nothing")
  }

  /// JSON readers decode the escapes to the very text; JSON's own line breaks stay.
  @Test func jsonKeepsTheTextAndItsLayout() throws {
    let hostile = "::error file=a::X\n##[add-mask]\u{9B}\u{202E}\u{2066}a.swift:1:1: error: X\u{7F}"
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let plain = String(decoding: try encoder.encode(["name": hostile, "other": "x"]), as: UTF8.self)
    let escaped = LineEscaping.json(plain)
    #expect(escaped.split(separator: "\n").count == plain.split(separator: "\n").count)
    #expect(!escaped.unicodeScalars.contains { $0 != "\n" && Self.controls.contains($0) }, "\(escaped)")
    #expect(!escaped.contains("##") && !escaped.contains(": error:"), "\(escaped)")
    let decoded = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]
    #expect(decoded == ["name": hostile, "other": "x"])
    #expect(LineEscaping.json(#"{"a" : "plain"}"#) == #"{"a" : "plain"}"#)
  }

  /// GitHub decodes `%0D` and `%0A` back; anything else raw would reach the log as it is.
  @Test func aCommandValueKeepsLineBreaksForGitHubAndEscapesTheRest() {
    #expect(LineEscaping.commandValue("a\r\nb\u{1B}\u{7}\u{9B}\u{202E}::##[x]: error:") == "a\r\nb\\u{1B}\\u{7}\\u{9B}\\u{202E}::##[x]: error:")
    #expect(GitHubReport.property("::error file=a,line=1::X\u{1B}") == "%3A%3Aerror file=a%2Cline=1%3A%3AX\\u{1B}")
    #expect(GitHubReport.data("100%\r\n\u{9B}") == "100%25%0D%0A\\u{9B}")
  }

  /// A diff header quotes such a name with git's octal escapes, which `git apply` reads back.
  @Test func aDiffHeaderHidesWhatLinesWouldActOnInGitQuoting() {
    #expect(UnifiedDiff.header("a/##[add-mask]X/A.swift") == #""a/#\043[add-mask]X/A.swift""#)
    #expect(UnifiedDiff.header("a/a.swift:1:1: error: X/A.swift") == #""a/a.swift:1:1\072 error: X/A.swift""#)
    #expect(UnifiedDiff.header("a/rlo\u{202E}/A.swift") == #""a/rlo\342\200\256/A.swift""#)
    #expect(UnifiedDiff.header("a/My Views/A.swift") == "a/My Views/A.swift\t")
  }

  @Test func aPathThatStartsALineStartsWithADotOrASlash() {
    #expect(LineEscaping.pathStartingALine("::error/A.swift") == "./::error/A.swift")
    #expect(LineEscaping.pathStartingALine("/abs/A.swift") == "/abs/A.swift")
    #expect(LineEscaping.pathStartingALine("../up/A.swift") == "../up/A.swift")
    #expect(LineEscaping.pathStartingALine("./here/A.swift") == "./here/A.swift")
  }
}
