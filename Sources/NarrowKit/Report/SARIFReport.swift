import Foundation

/// The report as a SARIF 2.1.0 log, for code-scanning services: one rule per transform, one
/// result per proposal (skipped candidates are not findings). Files Narrow could not read or
/// write, and suppressions that do nothing, are notifications of the run, not results of a rule.
public enum SARIFReport: ReportFormat {
  public static let name = "sarif"
  public static let purpose = "SARIF 2.1.0 is for code-scanning services"
  public static let fileExtension: String? = "sarif"
  public static func render(_ report: Report, in context: ReportContext) -> String {
    render(report, in: context.directory, lineText: context.lineText)
  }

  /// The base that relative locations are resolved against: the directory Narrow ran in.
  static let sourceRoot = "SRCROOT"

  /// `directory` is where Narrow ran: relative paths are written relative to `SRCROOT`, which the
  /// log says is that directory. `lineText` gives a file's line (1-based), so that columns can be
  /// counted in UTF-16 code units as SARIF expects; without it, columns are left in bytes.
  public static func render(_ report: Report, in directory: String, lineText: (String, Int) -> String? = { _, _ in nil }) -> String {
    let rules: [[String: Any]] = report.transforms.compactMap { id in
      guard let transform = TransformCatalog.transform(id: id) else { return nil }
      return [
        "id": id,
        "name": ruleName(id),
        "shortDescription": ["text": transform.summary],
        "fullDescription": ["text": transform.guidance],
        "help": ["text": transform.explanation, "markdown": "`narrow explain \(id)` prints this with an example.\n\n" + transform.explanation],
      ]
    }
    let results: [[String: Any]] = report.proposals.map { entry in
      let message = ([entry.summary] + entry.checks.map { "Check: " + $0 }).joined(separator: "\n")
      return [
        "ruleId": entry.transform,
        "level": entry.verdict == .safe ? "note" : "warning",
        "message": ["text": message],
        "locations": [location(entry.location.file, line: entry.location.line, column: entry.location.column, lineText: lineText)],
        "partialFingerprints": [fingerprintName: entry.fingerprint],
        "properties": ["target": entry.target, "verdict": entry.verdict.rawValue, "status": entry.status.rawValue,
          "effect": entry.effect.strength.rawValue, "spares": entry.effect.spared.map(\.description)],
      ]
    }
    // A finding turned off in the source is still a result, marked as suppressed there with the
    // reason the comment gives, as SARIF's `suppressions` says (code scanning shows it as such).
    let suppressed: [[String: Any]] = report.skipped.compactMap { entry in
      guard let suppression = entry.suppression else { return nil }
      var marker: [String: Any] = ["kind": "inSource", "status": "accepted",
        "location": location(suppression.location.file, line: suppression.location.line, column: suppression.location.column, lineText: lineText)]
      if let justification = suppression.justification { marker["justification"] = justification }
      return [
        "ruleId": entry.transform,
        "level": "note",
        "message": ["text": "\(entry.target): \(entry.reason)"],
        "locations": [location(entry.location.file, line: entry.location.line, column: entry.location.column, lineText: lineText)],
        "suppressions": [marker],
        "properties": ["target": entry.target],
      ]
    }
    let notifications =
      report.fileErrors.map { notification("error", $0, lineText: lineText) }
      + report.fileWarnings.map { notification("warning", $0, lineText: lineText) }
    let root = directory.hasSuffix("/") ? directory : directory + "/"
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [[
        "tool": ["driver": ["name": report.tool, "version": report.version, "rules": rules]],
        "invocations": [["executionSuccessful": report.fileErrors.isEmpty, "toolExecutionNotifications": notifications]],
        "originalUriBaseIds": [sourceRoot: ["uri": uri(root)]],
        "columnKind": "utf16CodeUnits",
        "results": results + suppressed,
      ]],
    ]
    let data = try! JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return LineEscaping.json(String(decoding: data, as: UTF8.self)) + "\n"
  }

  /// The key of the one fingerprint Narrow gives, versioned as SARIF suggests.
  static let fingerprintName = "narrowFinding/v1"

  /// `pass-fields` → `PassFields`: SARIF's rule name is an identifier, not the id.
  static func ruleName(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  private static func notification(_ level: String, _ diagnostic: Report.FileDiagnostic, lineText: (String, Int) -> String?) -> [String: Any] {
    [
      "level": level,
      "message": ["text": diagnostic.message],
      "locations": [location(diagnostic.file, line: diagnostic.line ?? 1, column: diagnostic.column ?? 1, lineText: lineText)],
    ]
  }

  private static func location(_ file: String, line: Int, column: Int, lineText: (String, Int) -> String?) -> [String: Any] {
    var utf16Column = column
    if let text = lineText(file, line) {
      let prefix = Array(text.utf8).prefix(max(0, column - 1))
      utf16Column = String(decoding: prefix, as: UTF8.self).utf16.count + 1
    }
    var artifact: [String: Any] = ["uri": uri(file)]
    if !file.hasPrefix("/") { artifact["uriBaseId"] = sourceRoot }
    return [
      "physicalLocation": [
        "artifactLocation": artifact,
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
