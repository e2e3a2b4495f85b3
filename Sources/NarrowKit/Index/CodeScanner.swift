/// Steps through Swift source as SwiftParser's lexer splits it: comments and the text of string
/// literals are skipped, and the code inside string interpolations is code like any other, so
/// that brackets there are counted too.
///
/// The lexer's rules it follows: `"…"`, `"""…"""` and raw strings `#"…"#` (whose interpolations
/// are `\#(`); an interpolation ends at the `)` that balances its `(`; and a newline ends a
/// single-line string, together with any interpolation of a single-line string it is inside.
struct CodeScanner {
  enum Step {
    /// A byte of code, with its offset from the start.
    case code(Int, UInt8)
    /// `\(` (or `\#(`) starts an interpolation; the offset is the backslash's.
    case interpolationOpened(Int)
    /// The interpolation ends at its `)` (`closedByParen`), or at a newline that ends its
    /// single-line string: the offset is that `)` or newline.
    case interpolationClosed(Int, closedByParen: Bool)
  }

  /// The string literal an interpolation is in.
  private struct StringKind {
    var multiline: Bool
    var hashes: Int
  }

  /// An open interpolation: the string around it, and the parentheses opened inside it.
  private struct Interpolation {
    var string: StringKind
    var parens = 0
  }

  private let bytes: ArraySlice<UInt8>
  private var index: Int
  private var interpolations: [Interpolation] = []
  /// The string whose text is being read, if any.
  private var string: StringKind?
  /// A newline that ends single-line strings closes their interpolations one step at a time.
  private var cutAt: Int?

  init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    index = bytes.startIndex
  }

  private func byte(at position: Int) -> UInt8? { position < bytes.endIndex ? bytes[position] : nil }
  private func offset(_ position: Int) -> Int { position - bytes.startIndex }
  private static func isNewline(_ byte: UInt8?) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

  mutating func next() -> Step? {
    if let newline = cutAt {
      if let open = interpolations.last, !open.string.multiline {
        interpolations.removeLast()
        return .interpolationClosed(offset(newline), closedByParen: false)
      }
      cutAt = nil
    }
    while index < bytes.endIndex {
      if string != nil {
        if let step = readStringText() { return step }
      } else if let step = readCode() {
        return step
      }
    }
    return nil
  }

  /// Reads code up to the next step; nil when a comment or a string's opening quote was passed.
  private mutating func readCode() -> Step? {
    let current = bytes[index]
    let following = byte(at: index + 1)
    if current == UInt8(ascii: "/") && following == UInt8(ascii: "/") {
      // A carriage return ends a line comment too, as the parser reads it.
      while index < bytes.endIndex && !Self.isNewline(bytes[index]) { index += 1 }
      return nil
    }
    if current == UInt8(ascii: "/") && following == UInt8(ascii: "*") {
      skipBlockComment()
      return nil
    }
    if current == UInt8(ascii: "\"") || current == UInt8(ascii: "#") && isRawStringStart(index) {
      openString()
      return nil
    }
    let at = index
    index += 1
    if var open = interpolations.last {
      if current == UInt8(ascii: "(") {
        open.parens += 1
        interpolations[interpolations.count - 1] = open
      } else if current == UInt8(ascii: ")") {
        if open.parens == 0 {
          interpolations.removeLast()
          string = open.string
          return .interpolationClosed(offset(at), closedByParen: true)
        }
        open.parens -= 1
        interpolations[interpolations.count - 1] = open
      } else if Self.isNewline(current) && !open.string.multiline {
        index = at
        cutAt = at
        return next()
      }
    }
    return .code(offset(at), current)
  }

  /// Reads a string's text up to its end or its next interpolation.
  private mutating func readStringText() -> Step? {
    guard let kind = string else { return nil }
    while index < bytes.endIndex {
      let current = bytes[index]
      if current == UInt8(ascii: "\\") && hashes(at: index + 1, count: kind.hashes) {
        let after = index + 1 + kind.hashes
        if byte(at: after) == UInt8(ascii: "(") {
          interpolations.append(Interpolation(string: kind))
          string = nil
          let at = index
          index = after + 1
          return .interpolationOpened(offset(at))
        }
        // An escape: the character after it is text, unless it is the newline ending the line.
        index = Self.isNewline(byte(at: after)) ? after : after + 1
        continue
      }
      if Self.isNewline(current) && !kind.multiline {
        // The line ends the string, and the interpolations of single-line strings around it.
        string = nil
        cutAt = index
        return next()
      }
      let quotes = kind.multiline ? 3 : 1
      if (0..<quotes).allSatisfy({ byte(at: index + $0) == UInt8(ascii: "\"") }) && hashes(at: index + quotes, count: kind.hashes) {
        index += quotes + kind.hashes
        string = nil
        return nil
      }
      index += 1
    }
    return nil
  }

  private func hashes(at position: Int, count: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: position + $0) == UInt8(ascii: "#") }
  }

  private mutating func openString() {
    var hashes = 0
    while byte(at: index) == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let multiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    string = StringKind(multiline: multiline, hashes: hashes)
  }

  private func isRawStringStart(_ position: Int) -> Bool {
    var position = position
    while byte(at: position) == UInt8(ascii: "#") { position += 1 }
    return byte(at: position) == UInt8(ascii: "\"")
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
}
