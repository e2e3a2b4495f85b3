/// Replace `range` of a file's original text with `replacement`.
struct TextEdit: Sendable, Hashable {
  var file: String
  var range: ByteRange
  var replacement: String

  init(file: String, range: ByteRange, replacement: String) {
    self.file = file
    self.range = range
    self.replacement = replacement
  }

  /// Applies edits (of one file, not overlapping) to its text. New line breaks in replacements
  /// take the file's own line ending.
  static func apply(_ edits: [TextEdit], to file: SourceFile) -> String {
    let original = Array(file.textBytes)
    var result: [UInt8] = []
    result.reserveCapacity(original.count)
    var cursor = 0
    for edit in edits.sorted(by: { $0.range < $1.range }) {
      result += original[cursor..<edit.range.start]
      result += Array(file.withFileLineEndings(edit.replacement).utf8)
      cursor = edit.range.end
    }
    result += original[cursor...]
    return String(decoding: result, as: UTF8.self)
  }
}

extension [TextEdit] {
  /// `Row.swift` bytes 120–160, when two of these edits of one file overlap (as `ByteRange`
  /// says: the same bytes, or two insertions at one place, whose order would be a guess); nil
  /// when none do.
  var firstOverlap: String? {
    for (file, edits) in Dictionary(grouping: self, by: \.file).sorted(by: { $0.key < $1.key }) {
      let sorted = edits.sorted { $0.range < $1.range }
      for (first, second) in zip(sorted, sorted.dropFirst()) where first.range.overlaps(second.range) {
        return "\(file) bytes \(second.range.start)–\(Swift.max(first.range.end, second.range.start))"
      }
    }
    return nil
  }
}
