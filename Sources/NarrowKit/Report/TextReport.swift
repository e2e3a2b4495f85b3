/// The report for people, in the `file:line:column: kind: message` form editors and CI annotate.
///
/// By default a proposal is one headline with its effect on the line below, and the skipped
/// candidates are one count: a codebase with six proposals and six hundred skips reads as six
/// findings, as a linter's report does.
public enum TextReport: ReportFormat {
  public static let name = "text"
  public static let purpose = "text is for people"
  public static func render(_ report: Report, in context: ReportContext) -> String { render(report, style: context.textStyle) }

  public struct Style: Sendable {
    public enum Detail: Sendable {
      /// Headlines with their effect, and skips counted on one line.
      case compact
      /// Every detail of each proposal, and every skip.
      case verbose
      /// Headlines and errors only.
      case quiet
    }

    var detail: Detail
    /// Every skip on its own line, with the compact proposals.
    var listSkipped: Bool
    /// What lists the skips, said on the line that counts them (the CLI's command for it).
    var skippedHint: String?
    /// How a word that tells what a line is (a verdict, `skipped`, `warning`, `error`) is shown:
    /// as it is by default; the CLI colours it on a terminal.
    var highlight: @Sendable (Highlight, String) -> String
    /// How a hint is said: in words by default; the CLI spells its own option.
    var spell: @Sendable (Hint) -> String

    public init(
      detail: Detail = .compact, listSkipped: Bool = false, skippedHint: String? = nil,
      highlight: @escaping @Sendable (Highlight, String) -> String = { $1 },
      spell: @escaping @Sendable (Hint) -> String = { $0.description }
    ) {
      self.detail = detail
      self.listSkipped = listSkipped
      self.skippedHint = skippedHint
      self.highlight = highlight
      self.spell = spell
    }
  }

  /// What a highlighted word says about its line.
  public enum Highlight: Sendable {
    case verdict(Verdict)
    case skipped
    case warning
    case error
  }

  /// Longer lines are cut in the compact report, and wrapped in the verbose one.
  static let width = 160

  public static func render(_ report: Report, style: Style = Style()) -> String {
    // Each line is escaped as it is added, so that no name can start a line, a command or a
    // diagnostic of its own; a highlighted word is Narrow's own and is added after escaping. A
    // line that starts with a place starts with `./` or `/`, never with a name.
    var lines: [String] = []
    func add(_ plain: [String]) { lines += plain.map(LineEscaping.escaped) }
    func add(_ before: String, _ highlight: Highlight, _ word: String, _ after: String) {
      lines.append((before.isEmpty ? "" : LineEscaping.escaped(before) + ": ") + style.highlight(highlight, word) + ": " + LineEscaping.escaped(after))
    }
    for entry in report.proposals {
      let where_ = "\(LineEscaping.pathStartingALine(entry.location.file)):\(entry.location.line):\(entry.location.column)"
      add(where_, .verdict(entry.verdict), entry.verdict.rawValue, "[\(entry.transform)] \(entry.target): \(entry.summary)")
      switch style.detail {
      case .quiet: continue
      case .compact:
        if let note = entry.note { add([cut("  \(entry.status.rawValue): \(note)" + hints(entry.hints, style))]) }
        add([cut("  effect: " + headline(of: entry.effect))])
      case .verbose: add(details(of: entry, style).flatMap { wrap($0) })
      }
    }
    if style.detail != .quiet {
      for view in report.evidenceViews {
        var said = ["evidence: \(view.runs)"] + view.dependsOn.map { "  depends on: " + $0 }
        if view.proposals.isEmpty {
          said += view.skipped.isEmpty
            ? ["  no proposal: no transform has a candidate in \(view.view)"] : view.skipped.map { "  no proposal: " + $0 }
        } else {
          said += view.proposals.map { "  proposal: " + $0 }
        }
        add(style.detail == .verbose ? said.flatMap { wrap($0) } : said.map(cut))
      }
    }
    if style.detail == .verbose || style.listSkipped {
      for entry in report.skipped {
        let where_ = "\(LineEscaping.pathStartingALine(entry.location.file)):\(entry.location.line):\(entry.location.column)"
        add(where_, .skipped, "skipped", "[\(entry.transform)] \(entry.target): \(entry.reason)")
      }
    } else if style.detail == .compact, let counted = skippedCount(report.skipped, hint: style.skippedHint) {
      add([counted])
    }
    // What the Observation transforms went by: a declaration, or what the code implies without one.
    if style.detail == .verbose { add(report.deploymentTargets.flatMap { wrap("deployment target: " + $0) }) }
    for error in report.fileErrors { add(place(of: error), .error, "error", error.message) }
    if style.detail != .quiet {
      for warning in report.fileWarnings { add(place(of: warning), .warning, "warning", warning.message) }
      for warning in report.warnings { add("", .warning, "warning", warning) }
      if let configuration = report.configuration { add(["configuration: " + configuration]) }
      add([summary(report)])
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  /// The effect in one line: the busiest event it spares runs of, or what it spares, or why it is weak.
  static func headline(of effect: Effect) -> String {
    let strength = effect.strength.rawValue
    if let event = effect.events.first {
      let more = effect.events.count > 1 ? "; and \(effect.events.count - 1) more event\(effect.events.count == 2 ? "" : "s")" : ""
      // A busy event spared, yet `possible`: the last note says why.
      let why = effect.strength == .possible && event.rate.isFrequent ? effect.notes.last.map { "; " + $0 } ?? "" : ""
      return "\(strength): \(event.event) (\(Pacing.short(event.rate, event.pacing))) \(event.sparedPhrase) "
        + "(\(Wording.counted(event.runsBefore, "body", "bodies")) before, \(event.runsAfter) after)\(more)\(why)"
    }
    if let spared = effect.spared.first(where: { !$0.writers.isEmpty }) ?? effect.spared.first {
      let note = effect.strength == .possible ? effect.notes.last.map { "; " + $0 } ?? "" : ""
      return "\(strength): \(spared.view) no longer runs when \(spared.change) changes\(note)"
    }
    return strength + (effect.notes.first.map { ": " + $0 } ?? "")
  }

  /// Every line `--verbose` prints under a proposal's headline.
  static func details(of entry: Report.ProposalEntry, _ style: Style) -> [String] {
    var lines: [String] = []
    if let note = entry.note { lines.append("  \(entry.status.rawValue): \(note)" + hints(entry.hints, style)) }
    lines.append("  effect: \(entry.effect.strength.rawValue)" + entry.effect.notes.map { "; " + $0 }.joined())
    for event in entry.effect.events.prefix(3) {
      lines.append("  simulated: \(event.event) (\(Pacing.said(event.rate, event.pacing))) runs \(Wording.counted(event.runsBefore, "body", "bodies")), \(event.runsAfter) after; \(event.sparedPhrase)")
    }
    if entry.effect.events.count > 3 { lines.append("  simulated: and \(Wording.counted(entry.effect.events.count - 3, "more event", "more events"))") }
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
    return lines
  }

  /// `: pass --accept review to write it (or --only T)`: the first hint, and the others as alternatives.
  static func hints(_ hints: [Hint], _ style: Style) -> String {
    guard let first = hints.first else { return "" }
    let others = hints.dropFirst().map(style.spell)
    return ": pass \(style.spell(first)) to write it" + (others.isEmpty ? "" : " (or \(others.joined(separator: ", or ")))")
  }

  /// `skipped 47 candidates: 20 pass-fields, 12 cache-computed, …; HINT`, busiest transform first.
  static func skippedCount(_ skipped: [Report.SkippedEntry], hint: String?) -> String? {
    guard !skipped.isEmpty else { return nil }
    var byTransform: [String: Int] = [:]
    for entry in skipped { byTransform[entry.transform, default: 0] += 1 }
    let parts = byTransform.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
    return "skipped \(skipped.count) candidate\(skipped.count == 1 ? "" : "s"): \(parts.joined(separator: ", "))"
      + (hint.map { "; " + $0 } ?? "")
  }

  /// The line as it fits: cut at a word before `width`, marked with an ellipsis.
  static func cut(_ line: String) -> String {
    guard line.count > width else { return line }
    let kept = line.prefix(width - 1)
    let end = kept.lastIndex(of: " ").map { kept[..<$0] } ?? kept
    return end + "…"
  }

  /// The line in pieces of at most `width` characters, broken between words; the pieces after the
  /// first are indented one step more than the line.
  static func wrap(_ line: String) -> [String] {
    guard line.count > width else { return [line] }
    let lead = String(line.prefix { $0 == " " })
    let indent = lead + "    "
    var pieces: [String] = []
    var current = ""
    for word in line.split(separator: " ") {
      if current.isEmpty {
        current = (pieces.isEmpty ? lead : indent) + word
      } else if current.count + 1 + word.count > width {
        pieces.append(current)
        current = indent + word
      } else {
        current += " " + word
      }
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }

  /// `file:line:column`, or the file alone when the problem is the whole file.
  private static func place(of diagnostic: Report.FileDiagnostic) -> String {
    LineEscaping.pathStartingALine(diagnostic.file) + (diagnostic.line.map { ":\($0):\(diagnostic.column ?? 1)" } ?? "")
  }

  static func summary(_ report: Report) -> String {
    func count(_ status: Report.ProposalEntry.Status) -> Int {
      report.proposals.filter { $0.status == status }.count
    }
    var parts = ["\(report.filesScanned) file\(report.filesScanned == 1 ? "" : "s") scanned"]
    parts.append("\(report.proposals.count) proposal\(report.proposals.count == 1 ? "" : "s")")
    if count(.applied) > 0 || report.command == .apply {
      parts.append("\(count(.applied)) applied in \(report.filesChanged.count) file\(report.filesChanged.count == 1 ? "" : "s")")
    }
    if count(.held) > 0 { parts.append("\(count(.held)) held") }
    if count(.conflict) > 0 { parts.append("\(count(.conflict)) in conflict") }
    if count(.failed) > 0 { parts.append("\(count(.failed)) failed") }
    parts.append("\(report.skipped.count) skipped")
    if !report.fileErrors.isEmpty { parts.append("\(report.fileErrors.count) file error\(report.fileErrors.count == 1 ? "" : "s")") }
    if !report.fileWarnings.isEmpty { parts.append("\(report.fileWarnings.count) warning\(report.fileWarnings.count == 1 ? "" : "s")") }
    return parts.joined(separator: ", ")
  }
}
