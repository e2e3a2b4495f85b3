import Testing

@testable import NarrowKit

/// `scan` ranks proposals by what they spare: strength, then the busiest rate, then the body runs
/// they cut for busy events, as `hot` counts them.
@Suite struct ReportRankingTests {
  private func entry(_ target: String, views: [String], rate: Rate) -> Report.ProposalEntry {
    var effect = Effect(spared: [], strength: .likely)
    effect.events = [SparedEvent(event: "Player.tick", rate: rate, views: views, runsBefore: views.count + 1, runsAfter: 1)]
    effect.rate = rate
    var proposal = Proposal(transform: "pass-fields", target: target, verdict: .safe,
      location: SourceLocation(file: "A.swift", line: 1, column: 1), summary: "", evidence: [], checks: [], edits: [])
    proposal.effect = effect
    return Report.ProposalEntry(proposal, status: .selected, note: nil, index: Index.build([]))
  }

  @Test func moreBusyRunsCutComeFirstAtTheSameRate() {
    let ranked = Report.ranked([
      entry("One.track", views: ["One"], rate: .continuous),
      entry("Tap.track", views: ["A", "B", "C"], rate: .repeated),
      entry("Two.track", views: ["A", "B"], rate: .continuous),
    ])
    #expect(ranked.map(\.target) == ["Two.track", "One.track", "Tap.track"])
  }
}
