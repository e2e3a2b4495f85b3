import Testing

@testable import NarrowKit

/// Counts in the text report agree with their nouns: "1 body", never "1 bodies".
@Suite struct CountWordingTests {
  private func entry(events: Int) -> Report.ProposalEntry {
    var effect = Effect(spared: [], strength: .likely)
    effect.events = (1...events).map { SparedEvent(event: "Player.tick\($0)", rate: .continuous, views: ["Row"], runsBefore: 1, runsAfter: 0) }
    var proposal = Proposal(transform: "pass-fields", target: "Row.track", verdict: .safe,
      location: SourceLocation(file: "A.swift", line: 1, column: 1), summary: "", evidence: [], checks: [], edits: [])
    proposal.effect = effect
    return Report.ProposalEntry(proposal, status: .selected, note: nil, index: Index.build([]))
  }

  @Test func oneBodyIsABody() {
    let entry = entry(events: 1)
    #expect(TextReport.headline(of: entry.effect).hasSuffix("no longer runs Row (1 body before, 0 after)"), "\(TextReport.headline(of: entry.effect))")
    let details = TextReport.details(of: entry, TextReport.Style(detail: .verbose))
    #expect(details.contains { $0.contains("runs 1 body, 0 after") }, "\(details)")
  }

  @Test func oneMoreEventIsAnEvent() {
    let details = TextReport.details(of: entry(events: 4), TextReport.Style(detail: .verbose))
    #expect(details.contains("  simulated: and 1 more event"), "\(details)")
  }
}
