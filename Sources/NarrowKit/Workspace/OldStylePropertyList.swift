/// A value of an old-style (OpenStep) property list, the format of an Xcode `project.pbxproj`.
enum PropertyListValue: Equatable, Sendable {
  case string(String)
  case array([PropertyListValue])
  case dictionary([String: PropertyListValue])

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var array: [PropertyListValue] {
    if case .array(let values) = self { return values }
    return []
  }

  var dictionary: [String: PropertyListValue] {
    if case .dictionary(let values) = self { return values }
    return [:]
  }

  subscript(key: String) -> PropertyListValue? { dictionary[key] }
}

/// Reads an old-style property list: `{ key = value; }`, `( a, b, )`, quoted and bare strings,
/// `<hex data>`, and `/* */` and `//` comments.
///
/// Foundation's `PropertyListSerialization` reads this format too, but on malformed input (a
/// merge conflict left in the project file) it prints to standard error, which a command-line
/// tool whose report goes there cannot silence; this reader only answers nil. Nesting deeper
/// than `maximumDepth` is malformed too, so hostile input cannot exhaust the stack.
struct OldStylePropertyList {
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var position = 0

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The value the text holds, or nil when it is not one well-formed property list.
  static func parse(_ text: String) -> PropertyListValue? {
    var reader = OldStylePropertyList(Array(text.utf8))
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipTrivia()
    return reader.position == reader.bytes.count ? value : nil
  }

  private mutating func value(depth: Int) -> PropertyListValue? {
    guard depth < Self.maximumDepth else { return nil }
    skipTrivia()
    guard position < bytes.count else { return nil }
    switch bytes[position] {
    case UInt8(ascii: "{"): return dictionary(depth: depth)
    case UInt8(ascii: "("): return array(depth: depth)
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return quotedString().map(PropertyListValue.string)
    case UInt8(ascii: "<"): return data().map(PropertyListValue.string)
    default: return bareString().map(PropertyListValue.string)
    }
  }

  private mutating func dictionary(depth: Int) -> PropertyListValue? {
    position += 1
    var entries: [String: PropertyListValue] = [:]
    while true {
      skipTrivia()
      guard position < bytes.count else { return nil }
      if bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .dictionary(entries)
      }
      guard case .string(let key)? = value(depth: depth + 1), consume("="), let entry = value(depth: depth + 1), consume(";")
      else { return nil }
      entries[key] = entry
    }
  }

  private mutating func array(depth: Int) -> PropertyListValue? {
    position += 1
    var elements: [PropertyListValue] = []
    while true {
      skipTrivia()
      guard position < bytes.count else { return nil }
      if bytes[position] == UInt8(ascii: ")") {
        position += 1
        return .array(elements)
      }
      guard let element = value(depth: depth + 1) else { return nil }
      elements.append(element)
      skipTrivia()
      // The comma after the last element is optional.
      if !consume(","), position < bytes.count, bytes[position] != UInt8(ascii: ")") { return nil }
    }
  }

  /// `"…"` with `\"`, `\\`, `\n`, `\t` and the like; an escape this reader does not know keeps
  /// the character after the backslash.
  private mutating func quotedString() -> String? {
    let quote = bytes[position]
    position += 1
    var found: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      if byte == quote { return String(decoding: found, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        found.append(byte)
        continue
      }
      guard position < bytes.count else { return nil }
      let escaped = bytes[position]
      position += 1
      switch escaped {
      case UInt8(ascii: "n"): found.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "t"): found.append(UInt8(ascii: "\t"))
      case UInt8(ascii: "r"): found.append(UInt8(ascii: "\r"))
      default: found.append(escaped)
      }
    }
    return nil
  }

  /// `<0fbd7777 …>`: kept as its text, since nothing read from a project is data.
  private mutating func data() -> String? {
    let start = position
    while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
    guard position < bytes.count else { return nil }
    position += 1
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// Letters, digits and `_$+/:.-`, as an unquoted string may hold.
  private mutating func bareString() -> String? {
    let start = position
    while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
    return position == start ? nil : String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      return true
    default: return false
    }
  }

  private mutating func consume(_ character: Unicode.Scalar) -> Bool {
    skipTrivia()
    guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
    position += 1
    return true
  }

  /// Whitespace and comments.
  private mutating func skipTrivia() {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
        position += 1
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
        position += 2
        while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
          position += 1
        }
        position = min(position + 2, bytes.count)
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
      } else {
        return
      }
    }
  }
}
