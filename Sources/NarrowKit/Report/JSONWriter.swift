/// JSON written straight into bytes, in the layout `JSONEncoder` gives with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`.
///
/// A scan of a large codebase reports tens of megabytes; `JSONEncoder`'s generic path spent half a
/// second of a cached re-scan on them. Writers name their keys in sorted order, which debug builds
/// check, and a test compares the result with `JSONEncoder`'s byte for byte.
struct JSONWriter {
  private(set) var bytes: [UInt8] = []
  private var indent = 0
  /// Per open container: whether it has a member yet, and its last key.
  private var containers: [(hasMembers: Bool, lastKey: String)] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  static func text<Value: JSONWritable>(of value: Value, capacity: Int = 0) -> String {
    var writer = JSONWriter(capacity: capacity)
    value.write(to: &writer)
    writer.bytes.append(UInt8(ascii: "\n"))
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  mutating func object(_ members: (inout JSONWriter) -> Void) {
    open(UInt8(ascii: "{"))
    members(&self)
    close(UInt8(ascii: "}"))
  }

  mutating func array<Elements: Sequence>(_ elements: Elements) where Elements.Element: JSONWritable {
    open(UInt8(ascii: "["))
    for element in elements {
      startMember()
      element.write(to: &self)
    }
    close(UInt8(ascii: "]"))
  }

  /// A member of the object being written; keys come in ascending order.
  mutating func field<Value: JSONWritable>(_ key: String, _ value: Value) {
    assert(containers.last.map { !$0.hasMembers || $0.lastKey < key } ?? false, "\(key) is out of order")
    startMember()
    containers[containers.count - 1].lastKey = key
    string(key)
    bytes.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
    value.write(to: &self)
  }

  /// Left out when nil, as synthesized `Encodable` conformances do.
  mutating func field<Value: JSONWritable>(_ key: String, _ value: Value?) {
    if let value { field(key, value) }
  }

  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var start = 0
      for (offset, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        bytes.append(contentsOf: utf8[start..<offset])
        appendEscaped(byte)
        start = offset + 1
      }
      bytes.append(contentsOf: utf8[start...])
    }
    bytes.append(UInt8(ascii: "\""))
  }

  mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  private mutating func appendEscaped(_ byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    default:
      let hex = Self.hexDigits
      bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    containers.append((false, ""))
    indent += 2
  }

  private mutating func close(_ bracket: UInt8) {
    indent -= 2
    // An empty container keeps an empty line inside, as JSONEncoder writes it.
    if containers.removeLast().hasMembers == false { bytes.append(UInt8(ascii: "\n")) }
    newLine()
    bytes.append(bracket)
  }

  private mutating func startMember() {
    if containers[containers.count - 1].hasMembers { bytes.append(UInt8(ascii: ",")) }
    containers[containers.count - 1].hasMembers = true
    newLine()
  }

  private mutating func newLine() {
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
  }
}

/// A value `JSONWriter` can write.
protocol JSONWritable {
  func write(to json: inout JSONWriter)
}

extension String: JSONWritable {
  func write(to json: inout JSONWriter) { json.string(self) }
}

extension Int: JSONWritable {
  func write(to json: inout JSONWriter) { json.raw(String(self)) }
}

/// As `JSONEncoder` writes a finite number: its shortest form, without `.0` when whole.
extension Double: JSONWritable {
  func write(to json: inout JSONWriter) {
    let text = description
    json.raw(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
  }
}

extension Bool: JSONWritable {
  func write(to json: inout JSONWriter) { json.raw(self ? "true" : "false") }
}

extension Array: JSONWritable where Element: JSONWritable {
  func write(to json: inout JSONWriter) { json.array(self) }
}

extension JSONWritable where Self: RawRepresentable, RawValue == String {
  func write(to json: inout JSONWriter) { json.string(rawValue) }
}
