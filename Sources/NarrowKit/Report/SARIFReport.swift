import Foundation

/// The report as a SARIF 2.1.0 log, for code-scanning services: one rule per transform, one
/// result per proposal (skipped candidates are not findings).
public enum SARIFReport {
  public static func render(_ report: Report) -> String {
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
        "locations": [[
          "physicalLocation": [
            "artifactLocation": ["uri": entry.location.file],
            "region": ["startLine": entry.location.line, "startColumn": entry.location.column],
          ]
        ]],
        "properties": ["target": entry.target, "verdict": entry.verdict.rawValue, "status": entry.status.rawValue],
      ]
    }
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [[
        "tool": ["driver": ["name": report.tool, "version": report.version, "rules": rules]],
        "results": results,
      ]],
    ]
    let data = try! JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
