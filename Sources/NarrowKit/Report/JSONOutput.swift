import Foundation

/// JSON as every output of Narrow's is written: indented, keys sorted, slashes left plain, and
/// each string escaped as `LineEscaping.json` escapes it, so no name can start a line of its own.
///
/// `JSONEncoder` writes it: measured against a warm scan in release (2026-12-05), encoding the
/// same report with it rather than a hand-written writer cost 1% of a yattee scan and 2% of one of
/// codeapp, whose report is 2.4 MB, well under what a codec of our own would be worth.
public enum JSONOutput {
  public static func text(of value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return LineEscaping.json(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
  }
}
