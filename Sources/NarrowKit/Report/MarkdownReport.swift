/// The report as a Markdown summary for a pull-request comment: one table row per proposal with
/// its place, verdict and effect, then the counts of what was skipped and could not be read.
public enum MarkdownReport {
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
          "`\(entry.location.file):\(entry.location.line)`",
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
    if !report.fileErrors.isEmpty {
      text += report.fileErrors.map { "- `\($0.file)`: \(cell($0.message))\n" }.joined()
    }
    return text
  }

  /// A table cell on one line, with its pipes escaped.
  public static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\r\n", with: " ")
      .replacingOccurrences(of: "\n", with: " ")
  }
}
