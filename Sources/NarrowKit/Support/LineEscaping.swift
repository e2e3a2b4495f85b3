/// What Narrow prints is read line by line by other programs, and a repository chooses its own
/// file names. Without escaping, a name would make them act:
/// - a newline in `x\nApp.swift:1:1: error: injected` starts a diagnostic of its own in an editor
///   or a build log;
/// - GitHub Actions runs a line that starts with `::` (after spaces) as a workflow command
///   (`::error`, `::add-mask::`, `::stop-commands::`), and a `##[command]` anywhere in a line, as
///   Azure Pipelines does `##vso[` and TeamCity `##teamcity[`;
/// - Xcode and CI problem matchers read `path:line:col: error:` anywhere in a line as a
///   diagnostic at that path, so a name holding `: error:` would place one of its own;
/// - a terminal acts on ESC and CSI (U+009B), and the bidirectional overrides and isolates
///   (U+202A–U+202E, U+2066–U+2069) make a line read other than it is.
///
/// So every output escapes: each control character (C0 but for the line breaks a format keeps,
/// DEL, C1), the Unicode line and paragraph separators, the bidirectional controls; a `#` right
/// after a `#`; a `:` that starts a line (after spaces) and is followed by another; and a `:`
/// followed by spaces and `error:`, `warning:`, `note:`, `remark:` or `fatal error:`. Each format
/// writes these in its own notation (text `\u{1B}`, JSON `\u001b`, octal in a quoted diff
/// header), so that a reader that decodes the format gets the name back exactly. GitHub's own
/// annotations escape the characters only: GitHub takes their whole line as one command. A line
/// of the text report that starts with a place starts with `./` or `/`, never with a name.
public enum LineEscaping {
  /// `line` with each escape written as text: `\n`, `\r`, `\t`, or `\u{1B}`, `\u{3A}`.
  static func escaped(_ line: String) -> String {
    escaped(line, keeping: [], notation: textNotation)
  }

  /// Lines joined with line breaks, each escaped first.
  public static func joined(_ lines: [String]) -> String {
    lines.map(escaped).joined(separator: "\n")
  }

  /// JSON text as an encoder wrote it, with the same escapes as `\uXXXX`: valid only inside a
  /// string, which is where JSON holds anything but ASCII punctuation, digits and literals. Its
  /// own line breaks stay.
  public static func json(_ text: String) -> String {
    escaped(text, keeping: [UInt8(ascii: "\n")]) { scalar in
      let hex = String(scalar.value, radix: 16)
      return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
  }

  /// A value inside a GitHub workflow command: the characters only, since the command already
  /// fills its line; carriage returns and line breaks stay for GitHub's own `%0D` and `%0A`.
  static func commandValue(_ text: String) -> String {
    escaped(text, keeping: [UInt8(ascii: "\r"), UInt8(ascii: "\n")], sequences: false, notation: textNotation)
  }

  /// A path that starts a line of a report, as `./App/Row.swift`: a line then always starts with
  /// Narrow's own `.` or `/`, never with what a name makes of it (`::error`, `error: `).
  static func pathStartingALine(_ path: String) -> String {
    path.hasPrefix("/") || path.hasPrefix("./") || path.hasPrefix("../") ? path : "./" + path
  }

  /// Whether a character is written escaped wherever it is.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// `\n`, `\r`, `\t`, or the scalar's hexadecimal value, as Swift writes it in a string literal.
  static func textNotation(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }

  /// `text` with each scalar that must not go out raw written in `notation`; `kept` are the
  /// ASCII line breaks the format writes as they are, and `sequences` says whether the line
  /// rules (`##`, a leading `::`, `: error:`) apply besides the characters.
  static func escaped(
    _ text: String, keeping kept: [UInt8], sequences: Bool = true, notation: (Unicode.Scalar) -> String
  ) -> String {
    var text = text
    return text.withUTF8 { bytes -> String? in
      let found = escapes(in: bytes, keeping: kept, sequences: sequences)
      guard !found.isEmpty else { return nil }
      var result = ""
      result.reserveCapacity(bytes.count + found.count * 8)
      var copied = 0
      for range in found {
        result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied..<range.lowerBound]), as: UTF8.self)
        result += notation(scalar(in: bytes, range))
        copied = range.upperBound
      }
      result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied...]), as: UTF8.self)
      return result
    } ?? text
  }

  /// The byte ranges of the scalars of `bytes` (valid UTF-8) that must be escaped, in order.
  static func escapes(in bytes: UnsafeBufferPointer<UInt8>, keeping kept: [UInt8], sequences: Bool) -> [Range<Int>] {
    var found: [Range<Int>] = []
    // Only raw white space since the last kept line break (GitHub trims it before `::`).
    var atLineStart = true
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let start = index
      index += 1
      switch byte {
      // Letters, digits, most punctuation and spaces: by far the most bytes of a report.
      case UInt8(ascii: ";")..<0x7F, 0x21..<UInt8(ascii: "#"), UInt8(ascii: "$")..<UInt8(ascii: ":"):
        atLineStart = false
      case UInt8(ascii: " "):
        break
      case _ where kept.contains(byte):
        if byte == UInt8(ascii: "\n") { atLineStart = true }
      case UInt8(ascii: "#"):
        if sequences, start > 0, bytes[start - 1] == byte, found.last?.upperBound != start {
          found.append(start..<index)
        }
        atLineStart = false
      case UInt8(ascii: ":"):
        if sequences, (atLineStart && index < bytes.count && bytes[index] == byte) || startsDiagnostic(bytes, at: index) {
          found.append(start..<index)
        }
        atLineStart = false
      default:
        // A control character, or a scalar outside ASCII.
        index = min(start + scalarLength(byte), bytes.count)
        let scalar = scalar(in: bytes, start..<index)
        if needsEscape(scalar) {
          found.append(start..<index)
          atLineStart = false
        } else if !isWhitespace(scalar) {
          atLineStart = false
        }
      }
    }
    return found
  }

  /// The levels compilers, Xcode and problem matchers read after `path:line:col: `.
  private static let levels = ["error", "warning", "note", "remark", "fatal error"].map { Array($0.utf8) }

  /// Whether white space, a level and `:` start at `start`, as after the `:` of `path:1:1: error:`.
  private static func startsDiagnostic(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var index = start
    while index < bytes.count {
      let range = index..<min(index + scalarLength(bytes[index]), bytes.count)
      let scalar = scalar(in: bytes, range)
      guard isWhitespace(scalar), !needsEscape(scalar) else { break }
      index = range.upperBound
    }
    guard index > start else { return false }
    return levels.contains { level in
      let end = index + level.count
      guard end < bytes.count, bytes[end] == UInt8(ascii: ":") else { return false }
      // ASCII letters compared without case: `Error:` and `ERROR:` are read too.
      return zip(bytes[index..<end], level).allSatisfy { $0 | 0x20 == $1 | 0x20 }
    }
  }

  /// A space, or Unicode white space (a no-break space), which GitHub trims and matchers skip too.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar == " " : scalar.properties.isWhitespace
  }

  private static func scalarLength(_ lead: UInt8) -> Int {
    lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }

  private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Unicode.Scalar {
    guard range.count > 1 else { return Unicode.Scalar(bytes[range.lowerBound]) }
    var value = UInt32(bytes[range.lowerBound] & (0x7F >> UInt8(range.count)))
    for offset in range.dropFirst() { value = value << 6 | UInt32(bytes[offset] & 0x3F) }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}
