/// The report as GitHub Actions workflow commands: one annotation per proposal on its line of the
/// pull request (`notice` for safe ones, `warning` for the rest), one `error` per file Narrow
/// could not read or write, and one `warning` per file problem it went past.
public enum GitHubReport: ReportFormat {
  public static let name = "github"
  public static let purpose = "github prints GitHub Actions annotations (notice for safe proposals, warning for the rest)"
  public static func render(_ report: Report, in context: ReportContext) -> String { render(report) }

  public static func render(_ report: Report) -> String {
    var lines = report.proposals.map { entry in
      let level = entry.verdict == .safe ? "notice" : "warning"
      var message = "\(entry.summary) (\(entry.verdict.rawValue); effect \(entry.effect.strength.rawValue))"
      message += entry.effect.spared.prefix(3).map { "\n" + $0.description }.joined()
      message += entry.checks.map { "\ncheck: " + $0 }.joined()
      return command(level, file: entry.location.file, line: entry.location.line, column: entry.location.column,
        title: "narrow \(entry.transform): \(entry.target)", message: message)
    }
    lines += report.fileErrors.map { error in
      command("error", file: error.file, line: error.line ?? 1, column: error.column ?? 1, title: "narrow", message: error.message)
    }
    lines += report.fileWarnings.map { warning in
      command("warning", file: warning.file, line: warning.line ?? 1, column: warning.column ?? 1, title: "narrow", message: warning.message)
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  private static func command(_ level: String, file: String, line: Int, column: Int, title: String, message: String) -> String {
    "::\(level) file=\(property(file)),line=\(line),col=\(column),title=\(property(title))::\(data(message))"
  }

  /// GitHub's escaping of a command's message: `%`, carriage returns and line breaks; any other
  /// control or bidirectional character is written as text (`\u{1B}`), since GitHub passes it on raw.
  static func data(_ text: String) -> String {
    LineEscaping.commandValue(text).replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value also escapes `:` and `,`, which separate properties.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
