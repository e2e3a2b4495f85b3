/// The report as compiler-style diagnostics that Xcode and other editors show inline:
/// `file:line:column: warning: …` for proposals a person must look at, `note:` for safe ones.
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
    lines += report.fileErrors.map { error in
      // Editors place a diagnostic only when it has a line and a column.
      let position = ":\(error.line ?? 1):\(error.column ?? 1)"
      return "\(absolute(error.file))\(position): error: \(error.message)"
    }
    return lines.isEmpty ? "" : LineEscaping.joined(lines) + "\n"
  }
}
