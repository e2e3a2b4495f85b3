import SwiftParser
import SwiftSyntax

/// Parsing that stays linear and bounded on any input.
///
/// - SwiftParser's lookahead at `[` tries an array type at every level, so its time doubles with
///   each level of nested brackets (`[[[…1…]]]` took 24 s at 22 levels). Brackets nested deeper
///   than `bracketDepthLimit` are blanked before parsing: such code is data (tables, fixtures),
///   holds nothing a transform reads, and the bytes around it keep their offsets.
/// - A tree nested deeper than `treeDepthLimit` is not walked: that file is a file error.
/// - First-error messages are read off the tree, not from the diagnostics library, which traps
///   on some invalid input ("A Fix-It must have at least one change").
enum BoundedParse {
  static let bracketDepthLimit = 10
  static let treeDepthLimit = 2_000

  static func tree(_ bytes: ArraySlice<UInt8>) -> SourceFileSyntax {
    let source = masked(bytes) ?? Array(bytes)
    return source.withUnsafeBufferPointer { Parser.parse(source: $0) }
  }

  /// The text with the contents of over-deep brackets replaced by `0` and spaces (newlines kept);
  /// nil when nothing is that deep. Square brackets count, and so do generic angle brackets
  /// (`A<B<C>>`: a `<` right after a name), whose depth starts again at each line, `;`, `{`, `}`
  /// and `=`, since generic arguments hold none of them and a lone `<` is a comparison.
  static func masked(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
    var output: [UInt8]?
    func blank(_ range: Range<Int>) {
      guard !range.isEmpty else { return }
      if output == nil { output = Array(bytes) }
      output![range.lowerBound] = UInt8(ascii: "0")
      for position in range.dropFirst() where output![position] != UInt8(ascii: "\n") { output![position] = UInt8(ascii: " ") }
    }
    var scanner = CodeScanner(bytes)
    var squares = 0
    var squareMask: Int?
    var angles = 0
    var angleMask: Int?
    var previous: UInt8 = 0
    while let (offset, byte) = scanner.nextCodeByte() {
      switch byte {
      case UInt8(ascii: "["):
        squares += 1
        if squares == bracketDepthLimit + 1 && squareMask == nil { squareMask = offset }
      case UInt8(ascii: "]"):
        if squares == bracketDepthLimit + 1, let start = squareMask {
          blank(start..<(offset + 1))
          squareMask = nil
        }
        squares = max(0, squares - 1)
      case UInt8(ascii: "<") where isNameByte(previous):
        angles += 1
        if angles == bracketDepthLimit + 1 && angleMask == nil { angleMask = offset }
      case UInt8(ascii: ">") where angles > 0:
        if angles == bracketDepthLimit + 1, let start = angleMask {
          blank(start..<(offset + 1))
          angleMask = nil
        }
        angles -= 1
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="):
        if let start = angleMask { blank(start..<offset) }
        angleMask = nil
        angles = 0
      default:
        break
      }
      previous = byte
    }
    // Brackets still open at the end (a truncated file) are blanked to the end, or the lookahead
    // would meet them all the same.
    if let start = squareMask { blank(start..<bytes.count) }
    if let start = angleMask { blank(start..<bytes.count) }
    return output
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  /// How deep the tree nests, walked without recursion.
  static func depth(of tree: SourceFileSyntax) -> Int {
    var deepest = 0
    var stack: [(Syntax, Int)] = [(Syntax(tree), 1)]
    while let (node, level) = stack.popLast() {
      deepest = max(deepest, level)
      if level > treeDepthLimit { return level }
      for child in node.children(viewMode: .sourceAccurate) { stack.append((child, level + 1)) }
    }
    return deepest
  }

  /// The first missing or unexpected piece of syntax, with a message, walked without recursion.
  static func firstError(in tree: SourceFileSyntax) -> (position: AbsolutePosition, message: String)? {
    problems(in: tree, stopAtFirst: true).first
  }

  static func errorCount(in tree: SourceFileSyntax) -> Int {
    tree.hasError ? problems(in: tree, stopAtFirst: false).count : 0
  }

  private static func problems(in tree: SourceFileSyntax, stopAtFirst: Bool) -> [(position: AbsolutePosition, message: String)] {
    var found: [(position: AbsolutePosition, message: String)] = []
    var stack = [Syntax(tree)]
    while let node = stack.popLast() {
      guard node.hasError else { continue }
      if let unexpected = node.as(UnexpectedNodesSyntax.self) {
        let text = unexpected.trimmedDescription
        found.append((unexpected.positionAfterSkippingLeadingTrivia, "unexpected code '\(text.prefix(40))\(text.count > 40 ? "…" : "")'"))
      } else if let token = node.as(TokenSyntax.self), token.presence == .missing {
        let expected = token.text.isEmpty ? "\(token.tokenKind)" : "'\(token.text)'"
        found.append((token.position, "expected \(expected)"))
      } else if let token = node.as(TokenSyntax.self), let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
        // A lexer error: an invalid character or a malformed literal inside the token.
        found.append((token.positionAfterSkippingLeadingTrivia, "the lexer rejects '\(token.text.prefix(40))' (\(diagnostic.kind))"))
      }
      if stopAtFirst && !found.isEmpty { return found }
      stack.append(contentsOf: node.children(viewMode: .all).reversed())
    }
    return found.sorted { $0.position < $1.position }
  }
}

/// Steps through Swift source byte by byte, skipping comments and string literals, so that
/// brackets in them are not counted.
struct CodeScanner {
  private let bytes: ArraySlice<UInt8>
  private var index: Int

  init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    index = bytes.startIndex
  }

  private func byte(at offset: Int) -> UInt8? { offset < bytes.endIndex ? bytes[offset] : nil }

  /// The next byte outside comments and strings, with its offset from the start.
  mutating func nextCodeByte() -> (Int, UInt8)? {
    while index < bytes.endIndex {
      let current = bytes[index]
      let next = byte(at: index + 1)
      if current == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
        // A carriage return ends a line comment too, as the parser reads it.
        while index < bytes.endIndex && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") { index += 1 }
      } else if current == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
        skipBlockComment()
      } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "#") && isRawStringStart(index) {
        skipString()
      } else {
        index += 1
        return (index - 1 - bytes.startIndex, current)
      }
    }
    return nil
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while index < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  private func isRawStringStart(_ offset: Int) -> Bool {
    var position = offset
    while byte(at: position) == UInt8(ascii: "#") { position += 1 }
    return byte(at: position) == UInt8(ascii: "\"")
  }

  /// `"…"`, `"""…"""` and raw strings `#"…"#`; escapes are skipped with what they escape.
  private mutating func skipString() {
    var hashes = 0
    while byte(at: index) == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let multiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    while index < bytes.endIndex {
      let current = bytes[index]
      if current == UInt8(ascii: "\\") && hashes == 0 {
        index += 2
        continue
      }
      if !multiline && current == UInt8(ascii: "\n") { return }
      let closes = multiline
        ? current == UInt8(ascii: "\"") && byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
        : current == UInt8(ascii: "\"")
      if closes {
        var end = index + (multiline ? 3 : 1)
        var closingHashes = 0
        while closingHashes < hashes && byte(at: end) == UInt8(ascii: "#") {
          closingHashes += 1
          end += 1
        }
        if closingHashes == hashes {
          index = end
          return
        }
      }
      index += 1
    }
  }
}
