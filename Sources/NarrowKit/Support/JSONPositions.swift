import Foundation

/// Where things are in a JSON text, so that an error in a settings file names a line and column.
/// The text has already been read by `JSONSerialization`; this only finds places in it.
enum JSONPositions {
  struct Position: Equatable, Sendable {
    let line: Int
    let column: Int
  }

  struct Keys {
    /// Where each key is written, by its dotted path (`large-value.fields`); keys inside arrays are left out.
    var positions: [String: Position] = [:]
    /// The first key written again in the same object, with where it is written again and where
    /// first: `JSONSerialization` keeps one of the two values without a word.
    var duplicate: (path: String, again: Position, first: Position)?
  }

  static func keys(in bytes: [UInt8]) -> Keys {
    enum Frame {
      case object(path: String, expectingKey: Bool, lastKey: String?, seen: [String: Position])
      case array
    }
    var found = Keys()
    var stack: [Frame] = []
    var line = 1
    var lineStart = 0
    var index = 0
    func position(_ offset: Int) -> Position { Position(line: line, column: columns(bytes[lineStart..<offset]) + 1) }
    func childPath() -> String? {
      guard case .object(let path, _, let key?, _) = stack.last else { return nil }
      return path.isEmpty ? key : path + "." + key
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = index + 1
      case UInt8(ascii: "{"):
        let inArray = stack.contains { if case .array = $0 { return true } else { return false } }
        stack.append(.object(path: inArray ? "\u{0}" : childPath() ?? "", expectingKey: true, lastKey: nil, seen: [:]))
      case UInt8(ascii: "["): stack.append(.array)
      case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
      case UInt8(ascii: ","):
        if case .object(let path, _, _, let seen) = stack.last {
          stack[stack.count - 1] = .object(path: path, expectingKey: true, lastKey: nil, seen: seen)
        }
      case UInt8(ascii: "\""):
        let start = index
        var text: [UInt8] = []
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\") { index += 1 }
          if index < bytes.count { text.append(bytes[index]) }
          index += 1
        }
        if case .object(let path, true, _, var seen) = stack.last {
          let key = String(decoding: text, as: UTF8.self)
          let keyPath = path.isEmpty ? key : path.hasPrefix("\u{0}") ? key : path + "." + key
          if let first = seen[key], found.duplicate == nil { found.duplicate = (keyPath, position(start), first) }
          seen[key] = position(start)
          if !path.hasPrefix("\u{0}") { found.positions[keyPath] = position(start) }
          stack[stack.count - 1] = .object(path: path, expectingKey: false, lastKey: key, seen: seen)
        }
      default: break
      }
      index += 1
    }
    return found
  }

  /// The place `JSONSerialization` names in its error: "around character N" on Linux (an offset
  /// in bytes), "around line L, column C" on macOS; the end of the text when it ran out.
  static func ofError(_ error: Error, in bytes: [UInt8]) -> Position? {
    guard let said = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
    let numbers = said.split { !$0.isNumber }.compactMap { Int($0) }
    if said.contains("line"), numbers.count >= 2 { return Position(line: numbers[0], column: numbers[1]) }
    let offset = said.contains("character") ? numbers.first : said.lowercased().contains("end of") ? bytes.count : nil
    guard let offset else { return nil }
    let end = min(offset, bytes.count)
    let before = bytes[..<end]
    let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
    return Position(line: before.filter { $0 == UInt8(ascii: "\n") }.count + 1, column: columns(bytes[lineStart..<end]) + 1)
  }

  /// Characters, not bytes: continuation bytes of UTF-8 are not counted.
  private static func columns(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
  }
}
