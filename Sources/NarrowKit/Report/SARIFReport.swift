import Foundation

/// The report as a SARIF 2.1.0 log, for code-scanning services: one rule per transform, one
/// result per proposal (skipped candidates are not findings).
public enum SARIFReport {
  /// `lineText` gives a file's line (1-based), so that columns can be counted in UTF-16 code
  /// units as SARIF expects; without it, columns are left as Narrow counts them, in bytes.
  public static func render(_ report: Report, lineText: (String, Int) -> String? = { _, _ in nil }) -> String {
    let rules: [[String: Any]] = report.transforms.compactMap { id in
      guard let transform = TransformCatalog.transform(id: id) else { return nil }
      return [
        "id": id,
        "shortDescription": ["text": transform.summary],
        "fullDescription": ["text": transform.guidance],
        "help": ["text": transform.explanation],
      ]
    }
    let results: [[String: Any]] = report.proposals.map { entry in
      let message = ([entry.summary] + entry.checks.map { "Check: " + $0 }).joined(separator: "\n")
      return [
        "ruleId": entry.transform,
        "level": entry.verdict == .safe ? "note" : "warning",
        "message": ["text": message],
        "locations": [location(entry.location.file, line: entry.location.line, column: entry.location.column, lineText: lineText)],
        "properties": ["target": entry.target, "verdict": entry.verdict.rawValue, "status": entry.status.rawValue,
          "effect": entry.effect.strength.rawValue, "spares": entry.effect.spared.map(\.description)],
      ]
    }
    let errors: [[String: Any]] = report.fileErrors.map { error in
      [
        "ruleId": "file-error",
        "level": "error",
        "message": ["text": error.message],
        "locations": [location(error.file, line: error.line ?? 1, column: error.column ?? 1, lineText: lineText)],
      ]
    }
    let fileErrorRule: [String: Any] = [
      "id": "file-error",
      "shortDescription": ["text": "A file Narrow could not read, parse or write."],
    ]
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [[
        "tool": ["driver": ["name": report.tool, "version": report.version, "rules": rules + [fileErrorRule]]],
        "columnKind": "utf16CodeUnits",
        "results": results + errors,
      ]],
    ]
    let data = try! JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func location(_ file: String, line: Int, column: Int, lineText: (String, Int) -> String?) -> [String: Any] {
    var utf16Column = column
    if let text = lineText(file, line) {
      let prefix = Array(text.utf8).prefix(max(0, column - 1))
      utf16Column = String(decoding: prefix, as: UTF8.self).utf16.count + 1
    }
    return [
      "physicalLocation": [
        "artifactLocation": ["uri": uri(file)],
        "region": ["startLine": line, "startColumn": utf16Column],
      ]
    ]
  }

  /// A relative path percent-encoded as a URI reference; an absolute one as a `file://` URI.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~/")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
