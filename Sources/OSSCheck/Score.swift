/// How the proposals of one run fare against the hand verdicts and the known hot paths.
///
/// - precision: real among the `likely` (and `measured`) proposals that have a verdict;
/// - noise: negligible or none among them;
/// - recall: known hot paths that a `likely` proposal cuts.
struct Score {
  var apps: [AppScore]

  struct AppScore {
    var app: String
    var proposals = 0
    var likely = 0
    var real = 0
    var negligible = 0
    var none = 0
    /// Proposals of any strength that nobody has judged.
    var unjudged: [String] = []
    var doesNotCompile = 0
    var changesBehaviour = 0
    var hotPaths = 0
    var offered = 0
    var missed: [Labels.HotPath] = []

    var judgedLikely: Int { real + negligible + none }
  }

  static func isLikely(_ proposal: AppResult.ProposalSummary) -> Bool {
    proposal.strength == "likely" || proposal.strength == "measured"
  }

  init(results: [String: AppResult], labels: Labels) {
    let verdicts = Dictionary(labels.verdicts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    apps = results.keys.sorted().map { name in
      let result = results[name]!
      var score = AppScore(app: name, proposals: result.proposals.count)
      for proposal in result.proposals {
        if Self.isLikely(proposal) { score.likely += 1 }
        guard let verdict = verdicts["\(name) \(proposal.key)"] else {
          score.unjudged.append(proposal.key)
          continue
        }
        if !verdict.compiles { score.doesNotCompile += 1 }
        if verdict.behaviour != "same" { score.changesBehaviour += 1 }
        guard Self.isLikely(proposal) else { continue }
        switch verdict.spares {
        case .real: score.real += 1
        case .negligible: score.negligible += 1
        case .none: score.none += 1
        }
      }
      for hotPath in labels.hotPaths where hotPath.app == name {
        score.hotPaths += 1
        if result.proposals.contains(where: { Self.isLikely($0) && hotPath.isCut(by: $0) }) {
          score.offered += 1
        } else {
          score.missed.append(hotPath)
        }
      }
      return score
    }
  }

  private func total(_ value: (AppScore) -> Int) -> Int { apps.reduce(0) { $0 + value($1) } }

  var precision: String { percent(total(\.real), of: total(\.judgedLikely)) }
  var noise: String { percent(total { $0.negligible + $0.none }, of: total(\.judgedLikely)) }
  var recall: String { percent(total(\.offered), of: total(\.hotPaths)) }

  func rendered(_ format: Table.Format) -> String {
    let unjudgedCount = total { $0.unjudged.count }
    let table = Table(
      header: ["app", "proposals", "likely", "real", "negligible", "none", "unjudged", "hot paths", "offered"],
      rows: apps.map { app in
        [app.app, "\(app.proposals)", "\(app.likely)", "\(app.real)", "\(app.negligible)", "\(app.none)",
          "\(app.unjudged.count)", "\(app.hotPaths)", "\(app.offered)"]
      } + [[
        "total", "\(total(\.proposals))", "\(total(\.likely))", "\(total(\.real))", "\(total(\.negligible))",
        "\(total(\.none))", "\(unjudgedCount)", "\(total(\.hotPaths))", "\(total(\.offered))",
      ]])
    var lines = [
      "precision: \(precision) of the judged likely proposals spare a real update",
      "noise: \(noise) spare a negligible update or none",
      "recall: \(recall) of the known hot paths get a likely proposal",
      "unjudged: \(unjudgedCount == 1 ? "1 proposal has" : "\(unjudgedCount) proposals have") no verdict",
      "judged not to compile: \(total(\.doesNotCompile)); judged to change behaviour: \(total(\.changesBehaviour))",
      "",
      table.rendered(format),
    ]
    let unjudged = apps.flatMap { app in app.unjudged.map { "\(app.app) \($0)" } }
    if !unjudged.isEmpty {
      lines += ["", "Not judged yet:"] + unjudged.map { (format == .markdown ? "- " : "  ") + $0 }
    }
    return lines.joined(separator: "\n")
  }
}
