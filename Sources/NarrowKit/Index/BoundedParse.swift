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
  /// nil when nothing is that deep.
  static func masked(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
    var output: [UInt8]?
    var scanner = CodeScanner(bytes)
    var depth = 0
    var maskStart: Int?
    while let (offset, byte) = scanner.nextCodeByte() {
      if byte == UInt8(ascii: "[") {
        depth += 1
        if depth == bracketDepthLimit + 1 && maskStart == nil { maskStart = offset }
      } else if byte == UInt8(ascii: "]") {
        if depth == bracketDepthLimit + 1, let start = maskStart {
          if output == nil { output = Array(bytes) }
          output![start] = UInt8(ascii: "0")
          for position in (start + 1)...offset where output![position] != UInt8(ascii: "\n") {
            output![position] = UInt8(ascii: " ")
          }
          maskStart = nil
        }
        depth = max(0, depth - 1)
      }
    }
    return output
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
        while index < bytes.endIndex && bytes[index] != UInt8(ascii: "\n") { index += 1 }
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
