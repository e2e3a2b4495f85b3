import Foundation

/// One Swift file as it was read: the exact bytes, and the text Narrow parses and edits.
///
/// Edits are byte ranges of `text`, which is the file without its byte-order mark. Writing puts the
/// mark back, so a file keeps every byte that an edit did not touch.
public struct SourceFile: Sendable, Hashable {
  enum LineEnding: String, Sendable, Hashable {
    case lf = "\n"
    case crlf = "\r\n"
    /// Classic Mac OS: such a file is read, never edited (see `Pipeline`).
    case cr = "\r"
  }

  /// The path as it is shown to people and in diffs (relative to the current directory when inside it).
  let path: String
  /// The original bytes, BOM included; `apply` compares the file on disk with these before writing.
  let originalBytes: [UInt8]
  let hasByteOrderMark: Bool
  /// The dominant line ending; new lines that an edit introduces use it.
  let lineEnding: LineEnding

  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  init(path: String, bytes: [UInt8]) {
    self.path = path
    self.originalBytes = bytes
    self.hasByteOrderMark = bytes.starts(with: Self.byteOrderMark)
    let body = hasByteOrderMark ? Array(bytes.dropFirst(3)) : bytes
    self.lineEnding = Self.dominantLineEnding(in: body)
  }

  /// The bytes that are parsed and edited: the file without its BOM.
  public var textBytes: ArraySlice<UInt8> {
    hasByteOrderMark ? originalBytes.dropFirst(3) : originalBytes[...]
  }

  var text: String { String(decoding: textBytes, as: UTF8.self) }

  /// The file's bytes for a new text: the BOM, if the original had one, then the text.
  func bytes(forText newText: String) -> [UInt8] {
    (hasByteOrderMark ? Self.byteOrderMark : []) + Array(newText.utf8)
  }

  /// Test code is built and run with the tests, not in the app: a file in a folder named
  /// `…Tests`, or named `…Tests.swift`.
  static func isTestCode(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    return components.dropLast().contains { $0.hasSuffix("Tests") } || components.last?.hasSuffix("Tests.swift") == true
  }

  /// Rewrites the `\n` line breaks of text Narrow generates into this file's line ending.
  func withFileLineEndings(_ generated: String) -> String {
    guard lineEnding != .lf else { return generated }
    return generated.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\n", with: lineEnding.rawValue)
  }

  private static func dominantLineEnding(in bytes: [UInt8]) -> LineEnding {
    var crlf = 0
    var lf = 0
    var cr = 0
    for index in bytes.indices {
      switch bytes[index] {
      case UInt8(ascii: "\n"): if index > 0 && bytes[index - 1] == UInt8(ascii: "\r") { crlf += 1 } else { lf += 1 }
      case UInt8(ascii: "\r"): if index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n") { cr += 1 }
      default: continue
      }
    }
    if cr > lf && cr > crlf { return .cr }
    return crlf > lf ? .crlf : .lf
  }
}
