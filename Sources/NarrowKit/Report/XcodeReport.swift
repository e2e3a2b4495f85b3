/// The report as compiler-style diagnostics that Xcode and other editors show inline:
/// `file:line:column: warning: …` for proposals a person must look at, `note:` for safe ones, then
/// the files' errors and warnings.
/// Paths are absolute: Xcode jumps to a line only for a path it can open wherever it runs from.
public enum XcodeReport {
  public static func render(_ report: Report, in directory: String) -> String {
    let absolute = Workspace.absolutePaths(in: directory)
    var lines = report.proposals.map { entry in
      let level = entry.verdict == .safe ? "note" : "warning"
      let detail = entry.checks.isEmpty ? "" : " (check: " + entry.checks.joined(separator: "; ") + ")"
      return "\(absolute(entry.location.file)):\(entry.location.line):\(entry.location.column): \(level): "
        + "[\(entry.transform)] \(entry.target): \(entry.summary)\(detail)"
    }
    // Editors place a diagnostic only when it has a line and a column.
    let diagnostic = { (level: String, diagnostic: Report.FileDiagnostic) in
      "\(absolute(diagnostic.file)):\(diagnostic.line ?? 1):\(diagnostic.column ?? 1): \(level): \(diagnostic.message)"
    }
    lines += report.fileErrors.map { diagnostic("error", $0) } + report.fileWarnings.map { diagnostic("warning", $0) }
    return lines.isEmpty ? "" : LineEscaping.joined(lines) + "\n"
  }
}
