/// How the proposals of one run fare against the hand verdicts and the known hot paths, for each
/// set of apps apart: the labelled apps the team has read, and the first-contact apps it had not.
///
/// - precision: real among the `likely` (and `measured`) proposals that have a verdict;
/// - noise: negligible or none among them, by class;
/// - recall: known hot paths that a `likely` proposal cuts; the misses by cause;
/// - `hot` top 10: real waste among the judged events `narrow hot` lists first.
struct Score {
  var apps: [AppScore]

  struct AppScore {
    var app: String
    var set: AppList.Set
    var proposals = 0
    var likely = 0
    var real = 0
    var negligible = 0
    var none = 0
    var noise: [Labels.NoiseClass: Int] = [:]
    /// Proposals of any strength that nobody has judged.
    var unjudged: [String] = []
    var doesNotCompile = 0
    var changesBehaviour = 0
    var hotPaths = 0
    var offered = 0
    var missed: [Labels.HotPath] = []
    /// Of the first ten events `hot` lists, those a reviewer judged, and the real waste among them.
    var hotJudged = 0
    var hotWaste = 0
    var hotUnjudged: [String] = []

    var judgedLikely: Int { real + negligible + none }
  }

  static func isLikely(_ proposal: AppResult.ProposalSummary) -> Bool {
    proposal.strength == "likely" || proposal.strength == "measured"
  }

  init(results: [String: AppResult], labels: Labels, set: (String) -> AppList.Set = { _ in .labelled }) {
    let verdicts = Dictionary(labels.verdicts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let hotJudgements = Dictionary((labels.hotTop ?? []).map { ("\($0.app) \($0.event)", $0) }, uniquingKeysWith: { first, _ in first })
    apps = results.keys.sorted().map { name in
      let result = results[name]!
      var score = AppScore(app: name, set: set(name), proposals: result.proposals.count)
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
        if let noise = verdict.class.flatMap(Labels.NoiseClass.init(rawValue:)), verdict.spares != .real { score.noise[noise, default: 0] += 1 }
      }
      for hotPath in labels.hotPaths where hotPath.app == name {
        score.hotPaths += 1
        if result.proposals.contains(where: { Self.isLikely($0) && hotPath.isCut(by: $0) }) {
          score.offered += 1
        } else {
          score.missed.append(hotPath)
        }
      }
      for event in result.hotEvents ?? [] {
        guard let judgement = hotJudgements["\(name) \(event)"] else {
          score.hotUnjudged.append(event)
          continue
        }
        score.hotJudged += 1
        if judgement.waste { score.hotWaste += 1 }
      }
      return score
    }
  }

  /// The figures of one set of apps.
  func of(_ set: AppList.Set) -> SetScore { SetScore(apps: apps.filter { $0.set == set }) }

  func rendered(_ format: Table.Format) -> String {
    AppList.Set.allCases.compactMap { set -> String? in
      let score = of(set)
      guard !score.apps.isEmpty else { return nil }
      let count = "(\(score.apps.count) app\(score.apps.count == 1 ? "" : "s"))"
      let title = format == .markdown ? "### \(set.rawValue.capitalized) \(count)" : "\(set.rawValue.uppercased()) \(count)"
      return title + "\n\n" + score.rendered(format)
    }.joined(separator: "\n\n")
  }
}

/// The figures of one set of apps.
struct SetScore {
  let apps: [Score.AppScore]

  private func total(_ value: (Score.AppScore) -> Int) -> Int { apps.reduce(0) { $0 + value($1) } }

  var precision: String { percent(total(\.real), of: total(\.judgedLikely)) }
  var noise: String { percent(total { $0.negligible + $0.none }, of: total(\.judgedLikely)) }
  var recall: String { percent(total(\.offered), of: total(\.hotPaths)) }
  var hotShare: String { percent(total(\.hotWaste), of: total(\.hotJudged)) }

  func rendered(_ format: Table.Format) -> String {
    let bullet = format == .markdown ? "- " : "  "
    let unjudgedCount = total { $0.unjudged.count }
    var lines = [
      "precision: \(precision) of the judged likely proposals spare a real update",
      "noise: \(noise) spare a negligible update or none",
      "recall: \(recall) of the known hot paths get a likely proposal",
      "hot top 10: \(hotShare) of the judged events `hot` lists first are real waste (\(total { $0.hotUnjudged.count }) not judged)",
      "unjudged: \(unjudgedCount == 1 ? "1 proposal has" : "\(unjudgedCount) proposals have") no verdict",
      "judged not to compile: \(total(\.doesNotCompile)); judged to change behaviour: \(total(\.changesBehaviour))",
    ]
    lines += ["", "Noise by class:"] + Labels.NoiseClass.allCases.map { noise in
      "\(bullet)\(total { $0.noise[noise] ?? 0 }) \(noise.rawValue): \(noise.meaning)"
    }
    let missed = apps.flatMap(\.missed)
    lines += ["", "Misses by cause:"] + Labels.MissCause.allCases.map { cause in
      "\(bullet)\(missed.filter { $0.cause == cause }.count) \(cause.rawValue): \(cause.meaning)"
    } + ["\(bullet)\(missed.filter { $0.cause == nil }.count) not classified yet"]
    let table = Table(
      header: ["app", "proposals", "likely", "real", "negligible", "none", "unjudged", "hot paths", "offered", "hot top 10 waste"],
      rows: apps.map { app in
        [app.app, "\(app.proposals)", "\(app.likely)", "\(app.real)", "\(app.negligible)", "\(app.none)",
          "\(app.unjudged.count)", "\(app.hotPaths)", "\(app.offered)", "\(app.hotWaste)/\(app.hotJudged)"]
      } + [[
        "total", "\(total(\.proposals))", "\(total(\.likely))", "\(total(\.real))", "\(total(\.negligible))",
        "\(total(\.none))", "\(total { $0.unjudged.count })", "\(total(\.hotPaths))", "\(total(\.offered))",
        "\(total(\.hotWaste))/\(total(\.hotJudged))",
      ]])
    lines += ["", table.rendered(format)]
    let unjudged = apps.flatMap { app in app.unjudged.map { "\(app.app) \($0)" } }
    if !unjudged.isEmpty {
      lines += ["", "Not judged yet:"] + unjudged.map { bullet + $0 }
    }
    return lines.joined(separator: "\n")
  }
}
