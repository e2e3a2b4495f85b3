/// The report as compiler-style diagnostics that Xcode and other editors show inline:
/// `file:line:column: warning: …` for proposals a person must look at, `note:` for safe ones, then
/// the files' errors and warnings.
/// Paths are absolute: Xcode jumps to a line only for a path it can open wherever it runs from.
///
/// The path and the message are escaped apart from the place and level between them, which are
/// Narrow's own: a name's `: error:` is written `\u{3A} error:`, so that the first diagnostic
/// pattern of a line, and the only one, is Narrow's.
public enum XcodeReport: ReportFormat {
  public static let name = "xcode"
  public static let purpose = "xcode prints warnings and notes with absolute paths, which Xcode shows inline when a build phase runs narrow"
  public static func render(_ report: Report, in context: ReportContext) -> String { render(report, in: context.directory) }

  public static func render(_ report: Report, in directory: String) -> String {
    let absolute = Workspace.absolutePaths(in: directory)
    let written = { (file: String, line: Int, column: Int, level: String, message: String) in
      "\(LineEscaping.escaped(absolute(file))):\(line):\(column): \(level): \(LineEscaping.escaped(message))"
    }
    var lines = report.proposals.map { entry in
      let detail = entry.checks.isEmpty ? "" : " (check: " + entry.checks.joined(separator: "; ") + ")"
      return written(entry.location.file, entry.location.line, entry.location.column, entry.verdict == .safe ? "note" : "warning",
        "[\(entry.transform)] \(entry.target): \(entry.summary)\(detail)")
    }
    // Editors place a diagnostic only when it has a line and a column.
    let diagnostic = { (level: String, diagnostic: Report.FileDiagnostic) in
      written(diagnostic.file, diagnostic.line ?? 1, diagnostic.column ?? 1, level, diagnostic.message)
    }
    lines += report.fileErrors.map { diagnostic("error", $0) } + report.fileWarnings.map { diagnostic("warning", $0) }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}
