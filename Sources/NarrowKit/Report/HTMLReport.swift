/// `narrow report --html FILE`: one page that needs nothing else (no script, no network, no
/// file beside it) with what `hot` lists, each event's body runs before and after the proposals,
/// every proposal with its effect and diff, and the update graph around each view a busy event
/// runs for nothing, drawn inline.
public struct HTMLReport {
  /// One busy event: what runs before the proposals are written, and after.
  public struct EventRuns: Sendable {
    var event: String
    var before: Simulation
    var after: Simulation?
    public init(event: String, before: Simulation, after: Simulation?) {
      (self.event, self.before, self.after) = (event, before, after)
    }
  }

  var report: Report
  var hot: HotPaths
  var runs: [EventRuns]
  /// Each proposal's own diff, by `transform target`.
  var diffs: [String: String]
  var graph: UpdateGraph

  public init(report: Report, hot: HotPaths, runs: [EventRuns], diffs: [String: String], graph: UpdateGraph) {
    (self.report, self.hot, self.runs, self.diffs, self.graph) = (report, hot, runs, diffs, graph)
  }

  /// The graph drawn around a view is kept to what a page shows legibly.
  static let legibleNodes = 30

  public var html: String {
    var page = [
      "<!doctype html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>Narrow report</title>", "<style>\(Self.style)</style>", "</head>", "<body>",
      "<h1>Narrow \(e(report.version)): \(report.filesScanned) file\(report.filesScanned == 1 ? "" : "s"), "
        + "\(Wording.counted(report.proposals.count, "proposal", "proposals")), \(Wording.counted(hot.paths.count, "busy event", "busy events")) running bodies for nothing</h1>",
      "<nav><a href=\"#hot\">Busy events</a> · <a href=\"#proposals\">Proposals</a> · <a href=\"#graphs\">Update graphs</a></nav>",
      "<section id=\"hot\"><h2>Busy events, most wasteful first</h2>",
    ]
    if hot.paths.isEmpty { page.append("<p>No continuous or repeated event runs a body that shows nothing of it.</p>") }
    for path in hot.paths { page += event(path) }
    page.append("</section>")
    page.append("<section id=\"proposals\"><h2>Proposals</h2>")
    if report.proposals.isEmpty { page.append("<p>No proposal.</p>") }
    for entry in report.proposals { page += proposal(entry) }
    page.append("</section>")
    page.append("<section id=\"graphs\"><h2>Update graphs of the views run for nothing</h2>")
    var drawn: Set<String> = []
    for view in hot.paths.flatMap(\.wasted).map(\.view) where drawn.insert(view).inserted {
      guard var part = graph.around(view: view, depth: 2) else { continue }
      if part.nodes.count > Self.legibleNodes, let near = graph.around(view: view, depth: 1) { part = near }
      page.append("<figure class=\"graph\" id=\"graph-\(e(view))\" data-view=\"\(e(view))\">\(GraphSVG.render(part, focus: view))<figcaption>\(e(view)) and what is within two steps of it</figcaption></figure>")
    }
    page += ["</section>", "</body>", "</html>"]
    return page.joined(separator: "\n") + "\n"
  }

  private func event(_ path: HotPath) -> [String] {
    var lines = [
      "<article class=\"event\" data-event=\"\(e(path.event))\">",
      "<h3>\(e(path.event)) <span class=\"rate\">\(e(Pacing.said(path.rate, path.pacing)))</span></h3>",
      "<p>Runs \(Wording.counted(path.runs, "body", "bodies")), \(path.wastedBodies) for nothing (≈\(Int(path.wastedViewsPerSecond.rounded())) views built a second).</p>",
    ]
    let simulated = runs.first { $0.event == path.event }
    let wasted = Dictionary(path.wasted.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
    if let simulated {
      let after = Dictionary((simulated.after?.runs ?? []).map { ($0.view, $0.bodies) }, uniquingKeysWith: +)
      lines.append("<table><thead><tr><th>view</th><th>bodies before</th><th>bodies after</th><th>why it runs</th><th>cut by</th></tr></thead><tbody>")
      for run in simulated.before.runs {
        let waste = wasted[run.view]
        let afterText = simulated.after == nil ? "–" : String(after[run.view] ?? 0)
        lines.append("<tr class=\"\(waste == nil ? "shows" : "waste")\" data-view=\"\(e(run.view))\"><td>\(e(run.view))</td><td>\(run.bodies)</td><td>\(afterText)</td>"
          + "<td>\(e((waste?.why ?? run.why).joined(separator: "; ")))</td><td>\(e(waste?.cutBy ?? ""))</td></tr>")
      }
      lines.append("</tbody></table>")
      let held = Set(path.wasted.compactMap(\.cutBy)).filter { cut in
        report.proposals.contains { "\($0.transform) \($0.target)" == cut && $0.status != .selected }
      }
      if !held.isEmpty {
        lines.append("<p class=\"held\">Bodies after count the proposals <code>diff</code> would write; \(e(held.sorted().joined(separator: ", "))) "
          + "\(held.count == 1 ? "is held (see its status below)" : "are held (see their status below)"): <code>--accept review</code> or <code>--effect possible</code> counts \(held.count == 1 ? "it" : "them").</p>")
      }
    }
    lines.append("<details><summary>Written at \(Wording.counted(path.writers.count, "place", "places"))</summary><ul>")
    lines += path.writers.map { "<li>\(e($0.description))</li>" }
    lines += ["</ul></details>", "</article>"]
    return lines
  }

  private func proposal(_ entry: Report.ProposalEntry) -> [String] {
    let key = "\(entry.transform) \(entry.target)"
    var lines = [
      "<article class=\"proposal \(e(entry.verdict.rawValue))\" data-target=\"\(e(entry.target))\" data-transform=\"\(e(entry.transform))\">",
      "<h3><span class=\"transform\">\(e(entry.transform))</span> \(e(entry.target)) <span class=\"verdict\">\(e(entry.verdict.rawValue))</span> <span class=\"effect\">\(e(entry.effect.strength.rawValue))</span></h3>",
      "<p>\(e(entry.summary))</p>",
      "<p class=\"where\">\(e(entry.location.file)):\(entry.location.line) · \(e(entry.status.rawValue))</p>",
    ]
    if !entry.effect.spared.isEmpty {
      lines.append("<ul class=\"spares\">" + entry.effect.spared.map { "<li>\(e($0.description))</li>" }.joined() + "</ul>")
    }
    if !entry.checks.isEmpty {
      lines.append("<ul class=\"checks\">" + entry.checks.map { "<li>Check: \(e($0))</li>" }.joined() + "</ul>")
    }
    if let diff = diffs[key], !diff.isEmpty {
      lines.append("<details open><summary>Diff</summary><pre class=\"diff\">" + diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        let kind = line.hasPrefix("+") && !line.hasPrefix("+++") ? "add" : line.hasPrefix("-") && !line.hasPrefix("---") ? "del" : "ctx"
        return "<span class=\"\(kind)\">\(e(String(line)))</span>"
      }.joined(separator: "\n") + "</pre></details>")
    }
    lines.append("</article>")
    return lines
  }

  private func e(_ text: String) -> String { GraphSVG.escaped(text) }

  static let style = """
    body{font:14px/1.45 -apple-system,system-ui,sans-serif;margin:24px auto;max-width:1200px;padding:0 16px;color:#222}
    h1{font-size:20px}h2{font-size:17px;border-bottom:1px solid #ddd;padding-bottom:4px;margin-top:32px}h3{font-size:15px;margin:16px 0 6px}
    .rate,.verdict,.effect{font-weight:normal;color:#555;font-size:13px}.transform{background:#eef3fb;padding:1px 6px;border-radius:4px}
    table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:4px 6px;text-align:left;vertical-align:top}
    tr.waste td:first-child{background:#ffd6d6}pre.diff{background:#f8f8f8;padding:8px;overflow:auto;font:12px/1.4 ui-monospace,monospace}
    .held{color:#8a5a00;font-size:13px}.add{color:#116622;background:#e6ffec}.del{color:#aa1111;background:#ffebe9}.where{color:#666;font-size:12px}
    figure.graph{overflow:auto;border:1px solid #eee;padding:8px;margin:12px 0}
    """
}
