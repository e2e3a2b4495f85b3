import SwiftSyntax

/// `// narrow:disable pass-fields`, SwiftLint's syntax with Narrow's prefix: a comment (line or
/// block) that turns transforms off for a region, the line before or after it, or its own line.
struct SuppressionFact: Sendable, Hashable {
  enum Kind: String, Sendable, Hashable {
    /// `narrow:disable`: until `narrow:enable` or the end of the file.
    case disable
    case enable
    /// `narrow:disable:next`: the line after the comment.
    case next
    /// `narrow:disable:this`: the comment's own line.
    case this
    /// `narrow:disable:previous`: the line before the comment.
    case previous
    /// Starts with the prefix but is no command Narrow knows, or names nothing: it turns nothing
    /// off, and the run says so.
    case malformed
  }

  var kind: Kind
  /// Transform ids, or `all`.
  var ids: [String]
  var location: SourceLocation
  /// The comment as written.
  var text: String

  func names(_ transform: String) -> Bool { kind != .malformed && (ids.contains(transform) || ids.contains("all")) }

  /// Why it was written: the text after ` - `, as SwiftLint and Periphery take it
  /// (`// narrow:disable:this pass-fields - the title view is cheap`).
  var justification: String? {
    SuppressionReader.split(SuppressionReader.body(of: text) ?? "").reason
  }
}

enum SuppressionReader {
  static let prefix = "narrow:"

  /// Every suppression comment in the file, in order.
  static func suppressions(in tree: SourceFileSyntax, text: ArraySlice<UInt8>, maker: SnippetMaker) -> [SuppressionFact] {
    // Most files have none: walking every token's trivia is not worth it unless the prefix is there.
    guard contains(text, prefix) else { return [] }
    var found: [SuppressionFact] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var position = token.position
      for piece in token.leadingTrivia {
        if let fact = suppression(piece, at: position, maker: maker) { found.append(fact) }
        position = position.advanced(by: piece.sourceLength.utf8Length)
      }
      position = token.endPositionBeforeTrailingTrivia
      for piece in token.trailingTrivia {
        if let fact = suppression(piece, at: position, maker: maker) { found.append(fact) }
        position = position.advanced(by: piece.sourceLength.utf8Length)
      }
    }
    return found
  }

  private static func contains(_ text: ArraySlice<UInt8>, _ word: String) -> Bool {
    let needle = Array(word.utf8)
    guard text.count >= needle.count else { return false }
    var index = text.startIndex
    while let start = text[index...].firstIndex(of: needle[0]) {
      if text[start...].starts(with: needle) { return true }
      index = text.index(after: start)
    }
    return false
  }

  static let commands: [String: SuppressionFact.Kind] = [
    "disable": .disable, "enable": .enable, "disable:next": .next, "disable:this": .this, "disable:previous": .previous,
  ]

  /// A block comment over several lines stands at its last line, so that `:next` means the line
  /// after it and `:previous` the line before that.
  private static func suppression(_ piece: TriviaPiece, at position: AbsolutePosition, maker: SnippetMaker) -> SuppressionFact? {
    switch piece {
    case .lineComment(let text): return suppression(text, at: maker.location(position))
    case .blockComment(let text), .docBlockComment(let text):
      let last = text.utf8.lastIndex(of: UInt8(ascii: "\n")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) + 1 } ?? 0
      return suppression(text, at: maker.location(position.advanced(by: last)))
    default: return nil
    }
  }

  /// `// narrow:disable:next pass-fields hoist-field` → `.next` with both ids; `/* narrow:disable all */`
  /// → `.disable` with `all`. A comment that starts with the prefix but is not a whole command is
  /// `.malformed`, so that it is reported rather than silently ignored.
  static func suppression(_ comment: String, at location: SourceLocation) -> SuppressionFact? {
    guard let words = words(of: comment) else { return nil }
    let ids = Array(words.dropFirst())
    guard let command = words.first, let kind = commands[command], !ids.isEmpty else {
      return SuppressionFact(kind: .malformed, ids: ids, location: location, text: comment)
    }
    return SuppressionFact(kind: kind, ids: ids, location: location, text: comment)
  }

  /// The words after the prefix (`["disable:next", "pass-fields"]`), or nil when the comment does
  /// not start with it.
  static func words(of comment: String) -> [String]? {
    guard let body = body(of: comment) else { return nil }
    return split(body).command.dropFirst(prefix.count).split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// The comment without its delimiters, from the prefix on; nil when it does not start with it.
  static func body(of comment: String) -> Substring? {
    let isBlock = comment.hasPrefix("/*")
    let inner = isBlock ? comment.dropFirst(2).dropLast(comment.hasSuffix("*/") ? 2 : 0) : comment.dropFirst(2)
    let body = inner.drop { $0.isWhitespace || (isBlock && $0 == "*") }
    return body.hasPrefix(prefix) ? body : nil
  }

  /// `narrow:disable:this pass-fields - the title view is cheap`: the command and its ids before
  /// the first ` - `, the reason after it (nil when there is none or it is empty).
  static func split(_ body: Substring) -> (command: Substring, reason: String?) {
    guard let dash = body.range(of: #"\s-\s"#, options: .regularExpression) else { return (body, nil) }
    let reason = body[dash.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
    return (body[..<dash.lowerBound], reason.isEmpty ? nil : reason)
  }
}
