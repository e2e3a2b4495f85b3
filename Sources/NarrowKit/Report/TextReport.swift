/// The report for people, in the `file:line:column: kind: message` form editors and CI annotate.
public enum TextReport {
  public static func render(_ report: Report, showSkipped: Bool) -> String {
    var lines: [String] = []
    for entry in report.proposals {
      let where_ = "\(entry.location.file):\(entry.location.line):\(entry.location.column)"
      lines.append("\(where_): \(entry.verdict.rawValue): [\(entry.transform)] \(entry.target): \(entry.summary)")
      if let note = entry.note { lines.append("  \(entry.status.rawValue): \(note)") }
      lines.append("  effect: \(entry.effect.strength.rawValue)" + entry.effect.notes.map { "; " + $0 }.joined())
      for event in entry.effect.events.prefix(3) {
        lines.append("  simulated: \(event.event) (\(event.rate.rawValue)) runs \(event.runsBefore) bodies, \(event.runsAfter) after; no longer runs \(event.views.joined(separator: ", "))")
      }
      if entry.effect.events.count > 3 { lines.append("  simulated: and \(entry.effect.events.count - 3) more events") }
      let written = entry.effect.spared.filter { !$0.writers.isEmpty }
      let unwritten = entry.effect.spared.filter(\.writers.isEmpty)
      lines += written.map { "  spares: " + $0.description }
      if !unwritten.isEmpty {
        var seen = Set<String>()
        let changes = unwritten.map(\.change).filter { seen.insert($0).inserted }
        let views = Set(unwritten.map(\.view)).sorted().joined(separator: ", ")
        lines.append("  spares: \(views) no longer runs when \(changes.joined(separator: ", ")) change\(changes.count == 1 ? "s" : ""), for which no writer is found in the scanned code")
      }
      lines += entry.evidence.map { "  evidence: " + $0 }
      lines += entry.checks.map { "  check: " + $0 }
    }
    for view in report.evidenceViews {
      lines.append("evidence: \(view.runs)")
      lines += view.dependsOn.map { "  depends on: " + $0 }
      if view.proposals.isEmpty {
        lines += view.skipped.isEmpty
          ? ["  no proposal: no transform has a candidate in \(view.view)"] : view.skipped.map { "  no proposal: " + $0 }
      } else {
        lines += view.proposals.map { "  proposal: " + $0 }
      }
    }
    if showSkipped {
      for entry in report.skipped {
        let where_ = "\(entry.location.file):\(entry.location.line):\(entry.location.column)"
        lines.append("\(where_): skipped: [\(entry.transform)] \(entry.target): \(entry.reason)")
      }
    }
    for error in report.fileErrors {
      let position = error.line.map { ":\($0):\(error.column ?? 1)" } ?? ""
      lines.append("\(error.file)\(position): error: \(error.message)")
    }
    lines += report.warnings.map { "warning: " + $0 }
    lines.append(summary(report))
    return LineEscaping.joined(lines) + "\n"
  }

  static func summary(_ report: Report) -> String {
    func count(_ status: Report.ProposalEntry.Status) -> Int {
      report.proposals.filter { $0.status == status }.count
    }
    var parts = ["\(report.filesScanned) file\(report.filesScanned == 1 ? "" : "s") scanned"]
    parts.append("\(report.proposals.count) proposal\(report.proposals.count == 1 ? "" : "s")")
    if count(.applied) > 0 || report.command == "apply" {
      parts.append("\(count(.applied)) applied in \(report.filesChanged.count) file\(report.filesChanged.count == 1 ? "" : "s")")
    }
    if count(.held) > 0 { parts.append("\(count(.held)) held") }
    if count(.conflict) > 0 { parts.append("\(count(.conflict)) in conflict") }
    if count(.failed) > 0 { parts.append("\(count(.failed)) failed") }
    parts.append("\(report.skipped.count) skipped")
    if !report.fileErrors.isEmpty { parts.append("\(report.fileErrors.count) file error\(report.fileErrors.count == 1 ? "" : "s")") }
    return parts.joined(separator: ", ")
  }
}
