/// A compact binary form of facts, for the fact cache.
///
/// Each fact writes its fields in order and reads them back in the same order. A warm run reads
/// the facts of every file, so reading must cost little more than walking the bytes: `Codable`
/// through a decoder of our own spent most of a warm run looking up generic metadata for its
/// containers, and JSON would add parsing text and a copy of each file's path in every location.
/// Strings are written once per payload and then referred to by number, so the copies a file's
/// facts hold of one string (its path, a type's name) share one storage after reading.
///
/// Measured in release on 2026-12-05 against `Codable` with the fact types' synthesized
/// conformances: reading every file's facts back with `JSONDecoder` would add 12% (yattee) to 18%
/// (codeapp) of a warm scan's CPU, and with a binary `PropertyListDecoder` 29% to 43%; this codec
/// takes 0.3% to 0.5%, at a sixth of JSON's bytes.
///
/// Nothing here says which type wrote a payload: the cache never reads an entry written by
/// another build of Narrow, and checks each entry's checksum before reading it.
protocol FactRecord {
  func write(to writer: FactWriter)
  init(from reader: FactReader) throws
}

struct FactCodingFailure: Error, CustomStringConvertible {
  var description: String
}

final class FactWriter {
  private(set) var bytes: [UInt8] = []
  private var stringNumbers: [String: Int] = [:]

  func writeInt(_ value: Int) {
    var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  func writeByte(_ byte: UInt8) { bytes.append(byte) }

  func writeBytes(_ run: [UInt8]) {
    writeInt(run.count)
    bytes.append(contentsOf: run)
  }

  func writeString(_ string: String) {
    if let number = stringNumbers[string] {
      writeInt(number + 1)
      return
    }
    stringNumbers[string] = stringNumbers.count
    writeInt(0)
    writeInt(string.utf8.count)
    bytes.append(contentsOf: string.utf8)
  }
}

final class FactReader {
  private let bytes: [UInt8]
  // One reader decodes one entry on one thread, one field after another: the run-time checks of
  // exclusive access were a tenth of reading a warm cache.
  @exclusivity(unchecked) private var position: Int
  @exclusivity(unchecked) private var strings: [String] = []

  init(bytes: [UInt8], from start: Int) {
    self.bytes = bytes
    position = start
  }

  var isAtEnd: Bool { position == bytes.count }

  func read<Record: FactRecord>() throws -> Record { try Record(from: self) }

  func readByte() throws -> UInt8 {
    guard position < bytes.count else { throw FactCodingFailure(description: "the payload ends early") }
    defer { position += 1 }
    return bytes[position]
  }

  func readInt() throws -> Int {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try readByte()
      guard shift < 64 else { throw FactCodingFailure(description: "an integer runs on") }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
  }

  /// A count of elements that follow, each at least a byte long.
  func readCount() throws -> Int {
    let count = try readInt()
    guard count >= 0, count <= bytes.count - position else { throw FactCodingFailure(description: "a list claims \(count) elements") }
    return count
  }

  func readBytes() throws -> [UInt8] {
    let length = try readCount()
    defer { position += length }
    return Array(bytes[position..<position + length])
  }

  func readString() throws -> String {
    let number = try readInt()
    if number > 0 {
      guard number <= strings.count else { throw FactCodingFailure(description: "string \(number) was never written") }
      return strings[number - 1]
    }
    let length = try readCount()
    let string = String(decoding: bytes[position..<position + length], as: UTF8.self)
    position += length
    strings.append(string)
    return string
  }

  func failure(_ what: String) -> FactCodingFailure { FactCodingFailure(description: "\(what) at byte \(position)") }
}

extension String: FactRecord {
  func write(to writer: FactWriter) { writer.writeString(self) }
  init(from reader: FactReader) throws { self = try reader.readString() }
}

extension Int: FactRecord {
  func write(to writer: FactWriter) { writer.writeInt(self) }
  init(from reader: FactReader) throws { self = try reader.readInt() }
}

extension Double: FactRecord {
  func write(to writer: FactWriter) { writer.writeInt(Int(bitPattern: UInt(bitPattern.littleEndian))) }
  init(from reader: FactReader) throws { self = Double(bitPattern: UInt64(littleEndian: UInt64(UInt(bitPattern: try reader.readInt())))) }
}

extension Bool: FactRecord {
  func write(to writer: FactWriter) { writer.writeByte(self ? 1 : 0) }
  init(from reader: FactReader) throws {
    switch try reader.readByte() {
    case 0: self = false
    case 1: self = true
    default: throw reader.failure("not a Boolean")
    }
  }
}

extension Optional: FactRecord where Wrapped: FactRecord {
  func write(to writer: FactWriter) {
    if let self {
      writer.writeByte(1)
      self.write(to: writer)
    } else {
      writer.writeByte(0)
    }
  }
  init(from reader: FactReader) throws {
    self = try Bool(from: reader) ? .some(try Wrapped(from: reader)) : nil
  }
}

extension Array: FactRecord where Element: FactRecord {
  func write(to writer: FactWriter) {
    writer.writeInt(count)
    for element in self { element.write(to: writer) }
  }
  init(from reader: FactReader) throws {
    let count = try reader.readCount()
    self = []
    reserveCapacity(count)
    for _ in 0..<count { append(try Element(from: reader)) }
  }
}

extension Set: FactRecord where Element: FactRecord & Comparable {
  // Sorted, so that the same facts make the same bytes.
  func write(to writer: FactWriter) { sorted().write(to: writer) }
  init(from reader: FactReader) throws { self = Set(try [Element](from: reader)) }
}

extension Dictionary: FactRecord where Key: FactRecord & Comparable, Value: FactRecord {
  func write(to writer: FactWriter) {
    writer.writeInt(count)
    for (key, value) in sorted(by: { $0.key < $1.key }) {
      key.write(to: writer)
      value.write(to: writer)
    }
  }
  init(from reader: FactReader) throws {
    let count = try reader.readCount()
    self = Dictionary(minimumCapacity: count)
    for _ in 0..<count {
      let key = try Key(from: reader)
      self[key] = try Value(from: reader)
    }
  }
}

/// An enum without associated values, written as its raw value.
protocol RawFactRecord: FactRecord, RawRepresentable where RawValue: FactRecord {}

extension RawFactRecord {
  func write(to writer: FactWriter) { rawValue.write(to: writer) }
  init(from reader: FactReader) throws {
    guard let value = Self(rawValue: try RawValue(from: reader)) else { throw reader.failure("not a \(Self.self)") }
    self = value
  }
}
