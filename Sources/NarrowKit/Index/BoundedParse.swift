import SwiftParser
import SwiftSyntax

/// Parsing that stays linear and bounded on any input.
///
/// SwiftParser's lookahead and recovery read ahead again at every level of some nestings, so its
/// time grows with their depth: it doubles with each level of `[` (an array type is tried at
/// each; `[[[…1…]]]` took 24 s at 22 levels), and grows with a power of the depth for generic
/// arguments left open in an interpolation (a 12 KB fuzz case took 380 s), for interpolations
/// nested in interpolations (`"\(a"\(a…` at 750 levels, 3 KB, was killed at 60 s holding 24 GB)
/// and for parentheses after a stray name. SwiftParser offers no budget for this:
/// `maximumNestingLevel` bounds the recursion of the parse it keeps, not its lookahead. So the
/// code nested past these limits is blanked before parsing (see `NestingMask` for how each is
/// counted, code inside interpolations included):
/// - `[`, generic `<` and the `(` inside them, together, past `bracketDepthLimit`;
/// - other `(` past `parenDepthLimit`;
/// - interpolations past `interpolationDepthLimit`, which become text.
/// Real code stays well inside them (the deepest seen in three open-source apps: seven brackets,
/// eleven parentheses, two interpolations). Code past them is data (tables, fixtures) or damage,
/// holds nothing a transform reads, and the bytes around it keep their offsets.
///
/// A tree nested deeper than `treeDepthLimit` is not walked: that file is a file error.
/// First-error messages are read off the tree, not from the diagnostics library, which traps on
/// some invalid input ("A Fix-It must have at least one change"). A file larger than
/// `Workspace.defaultMaximumFileBytes` (or as set) is not read at all.
enum BoundedParse {
  static let bracketDepthLimit = 10
  static let parenDepthLimit = 32
  static let interpolationDepthLimit = 8
  static let treeDepthLimit = 2_000

  static func tree(_ bytes: ArraySlice<UInt8>) -> SourceFileSyntax {
    let source = masked(bytes) ?? Array(bytes)
    return source.withUnsafeBufferPointer { Parser.parse(source: $0) }
  }

  /// The text with the code nested past the limits replaced by `0` and spaces (line breaks
  /// kept); nil when nothing is that deep.
  static func masked(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
    let ranges = NestingMask.ranges(
      in: bytes, bracketLimit: bracketDepthLimit, parenLimit: parenDepthLimit, interpolationLimit: interpolationDepthLimit)
    guard !ranges.isEmpty else { return nil }
    var output = Array(bytes)
    for range in ranges where !range.isEmpty {
      output[range.lowerBound] = UInt8(ascii: "0")
      for position in range.dropFirst() where output[position] != UInt8(ascii: "\n") && output[position] != UInt8(ascii: "\r") {
        output[position] = UInt8(ascii: " ")
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
