/// The report as a Markdown summary for a pull-request comment: one table row per proposal with
/// its place, verdict and effect, then the counts of what was skipped and could not be read.
public enum MarkdownReport: ReportFormat {
  public static let name = "markdown"
  public static let purpose = "markdown a summary for a pull request"
  public static func render(_ report: Report, in context: ReportContext) -> String { render(report) }

  public static func render(_ report: Report) -> String {
    let count = report.proposals.count
    var text = "### Narrow: \(count) proposal\(count == 1 ? "" : "s") in \(report.filesScanned) file\(report.filesScanned == 1 ? "" : "s")\n\n"
    if count > 0 {
      text += "| Proposal | Where | Verdict | Effect | Spares |\n|---|---|---|---|---|\n"
      for entry in report.proposals {
        let spares = entry.effect.spared.prefix(2).map(\.description).joined(separator: "; ")
          + (entry.effect.spared.count > 2 ? "; and \(entry.effect.spared.count - 2) more" : "")
        let cells = [
          "`\(entry.transform)` \(entry.target): \(entry.summary)",
          code("\(entry.location.file):\(entry.location.line)"),
          entry.verdict.rawValue,
          entry.effect.strength.rawValue,
          spares,
        ]
        text += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
      }
      text += "\n"
    }
    if !report.skipped.isEmpty {
      text += "\(report.skipped.count) candidate\(report.skipped.count == 1 ? "" : "s") skipped, each with its reason in `narrow scan`.\n"
    }
    let place = { (diagnostic: Report.FileDiagnostic) in diagnostic.file + (diagnostic.line.map { ":\($0)" } ?? "") }
    text += report.fileErrors.map { "- error: \(cell(code(place($0)))): \(cell($0.message))\n" }.joined()
    text += report.fileWarnings.map { "- warning: \(cell(code(place($0)))): \(cell($0.message))\n" }.joined()
    return text
  }

  /// A table cell on one line, with its pipes and control characters escaped.
  public static func cell(_ text: String) -> String {
    LineEscaping.escaped(text.replacingOccurrences(of: "|", with: "\\|"))
  }

  /// A code span that holds any text: its fence is one backtick longer than the longest run of
  /// backticks inside (`` a`b ``), as CommonMark allows.
  public static func code(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    guard longest > 0 else { return "`\(text)`" }
    let fence = String(repeating: "`", count: longest + 1)
    return "\(fence) \(text) \(fence)"
  }
}
