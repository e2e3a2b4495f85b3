/// The report as compiler-style diagnostics that Xcode and other editors show inline:
/// `file:line:column: warning: …` for proposals a person must look at, `note:` for safe ones.
public enum XcodeReport {
  public static func render(_ report: Report) -> String {
    var lines = report.proposals.map { entry in
      let level = entry.verdict == .safe ? "note" : "warning"
      let detail = entry.checks.isEmpty ? "" : " (check: " + entry.checks.joined(separator: "; ") + ")"
      return "\(entry.location.file):\(entry.location.line):\(entry.location.column): \(level): "
        + "[\(entry.transform)] \(entry.target): \(entry.summary)\(detail)"
    }
    lines += report.fileErrors.map { error in
      // Editors place a diagnostic only when it has a line and a column.
      let position = ":\(error.line ?? 1):\(error.column ?? 1)"
      return "\(error.file)\(position): error: \(error.message)"
    }
    return lines.isEmpty ? "" : LineEscaping.joined(lines) + "\n"
  }
}
