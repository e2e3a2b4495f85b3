import SwiftSyntax

/// `// narrow:disable pass-fields`, SwiftLint's syntax with Narrow's prefix: a comment that turns
/// transforms off for a region, the next line or its own line.
public struct SuppressionFact: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// `narrow:disable`: until `narrow:enable` or the end of the file.
    case disable
    case enable
    /// `narrow:disable:next`: the line after the comment.
    case next
    /// `narrow:disable:this`: the comment's own line.
    case this
  }

  public var kind: Kind
  /// Transform ids, or `all`.
  public var ids: [String]
  public var location: SourceLocation
  /// The comment as written.
  public var text: String

  public func names(_ transform: String) -> Bool { ids.contains(transform) || ids.contains("all") }
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
        if case .lineComment(let text) = piece, let fact = suppression(text, at: maker.location(position)) { found.append(fact) }
        position = position.advanced(by: piece.sourceLength.utf8Length)
      }
      position = token.endPositionBeforeTrailingTrivia
      for piece in token.trailingTrivia {
        if case .lineComment(let text) = piece, let fact = suppression(text, at: maker.location(position)) { found.append(fact) }
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

  /// `// narrow:disable:next pass-fields hoist-field` → `.next` with both ids.
  static func suppression(_ comment: String, at location: SourceLocation) -> SuppressionFact? {
    let body = comment.dropFirst(2).drop { $0 == " " }
    guard body.hasPrefix(prefix) else { return nil }
    let words = body.dropFirst(prefix.count).split(separator: " ").map(String.init)
    guard let command = words.first else { return nil }
    let kind: SuppressionFact.Kind
    switch command {
    case "disable": kind = .disable
    case "enable": kind = .enable
    case "disable:next": kind = .next
    case "disable:this": kind = .this
    default: return nil
    }
    let ids = Array(words.dropFirst())
    return ids.isEmpty ? nil : SuppressionFact(kind: kind, ids: ids, location: location, text: comment)
  }
}
