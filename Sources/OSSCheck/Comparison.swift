import Foundation

/// What changed between two runs of oss-check over the same apps: proposals gained and lost,
/// verdicts and strengths that moved, and the cost.
struct Comparison {
  var apps: [AppChange]

  struct AppChange {
    var app: String
    var gained: [AppResult.ProposalSummary] = []
    var lost: [AppResult.ProposalSummary] = []
    /// `transform target: old → new`, for verdicts and strengths.
    var changed: [String] = []
    var timeRatio: Double?
    var memoryRatio: Double?
    /// Set when one side has no result for this app.
    var missing: String?

    var isQuiet: Bool { gained.isEmpty && lost.isEmpty && changed.isEmpty && missing == nil }
  }

  init(old: [String: AppResult], new: [String: AppResult]) {
    apps = Set(old.keys).union(new.keys).sorted().map { name in
      guard let before = old[name] else { return AppChange(app: name, missing: "only in the new run") }
      guard let after = new[name] else { return AppChange(app: name, missing: "only in the old run") }
      return Self.change(app: name, before, after)
    }
  }

  private static func change(app: String, _ before: AppResult, _ after: AppResult) -> AppChange {
    var change = AppChange(app: app)
    let old = keyed(before.proposals)
    let new = keyed(after.proposals)
    change.gained = new.filter { old[$0.key] == nil }.sorted { $0.key < $1.key }.map(\.value)
    change.lost = old.filter { new[$0.key] == nil }.sorted { $0.key < $1.key }.map(\.value)
    for (key, was) in old.sorted(by: { $0.key < $1.key }) {
      guard let now = new[key] else { continue }
      if was.verdict != now.verdict { change.changed.append("\(key): verdict \(was.verdict) → \(now.verdict)") }
      if was.strength != now.strength { change.changed.append("\(key): effect \(was.strength) → \(now.strength)") }
    }
    if before.wallSeconds > 0 { change.timeRatio = after.wallSeconds / before.wallSeconds }
    if before.peakMemoryMiB > 0 { change.memoryRatio = after.peakMemoryMiB / before.peakMemoryMiB }
    return change
  }

  /// Proposals by transform and target; a target proposed twice is told apart by its order.
  private static func keyed(_ proposals: [AppResult.ProposalSummary]) -> [String: AppResult.ProposalSummary] {
    var keyed: [String: AppResult.ProposalSummary] = [:]
    for proposal in proposals {
      var key = proposal.key
      var copy = 2
      while keyed[key] != nil {
        key = "\(proposal.key) #\(copy)"
        copy += 1
      }
      keyed[key] = proposal
    }
    return keyed
  }

  func rendered(_ format: Table.Format) -> String {
    let ratio = { (value: Double?) in value.map { String(format: "%.2fx", $0) } ?? "–" }
    let table = Table(
      header: ["app", "gained", "lost", "changed", "time new/old", "memory new/old"],
      rows: apps.map { app in
        [app.app, "\(app.gained.count)", "\(app.lost.count)", app.missing ?? "\(app.changed.count)",
          ratio(app.timeRatio), ratio(app.memoryRatio)]
      })
    var lines = [table.rendered(format)]
    let bullet = format == .markdown ? "- " : "  "
    for app in apps where !app.isQuiet && app.missing == nil {
      lines.append("")
      lines.append(format == .markdown ? "### \(app.app)" : "\(app.app):")
      lines += app.gained.map { "\(bullet)+ \($0.key) [\($0.verdict), \($0.strength), \($0.rate)] at \($0.location)" }
      lines += app.lost.map { "\(bullet)- \($0.key) [\($0.verdict), \($0.strength), \($0.rate)] at \($0.location)" }
      lines += app.changed.map { "\(bullet)~ \($0)" }
    }
    if apps.allSatisfy(\.isQuiet) { lines.append("\nNo proposal was gained, lost or changed.") }
    return lines.joined(separator: "\n")
  }
}
