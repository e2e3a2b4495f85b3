#if os(Linux)
import Foundation
import Testing

/// `row-observable` proven on the harness: twenty downloads, one of which reports progress at a
/// time. Before, every report runs the list and compares all twenty rows; the tool's output runs
/// only the row of that download, renders the same at every step, and still updates the list
/// when a download leaves it.
@Suite struct RowObservableProofTests {
  private let proof = HarnessProof(
    transform: "row-observable", fixture: "Tests/HarnessTests/Fixtures/RowObservableDownloads",
    options: ["--accept", "review"])

  @Test func toolOutputEqualsTheExpectedFixtureAndOnlyTheReportingRowRuns() throws {
    let comparison = try proof.check()
    let list = try #require(comparison.evaluations["DownloadList"])
    // Mount, then seven progress reports and one removal: afterwards only the removal runs the list.
    #expect(list.before == 9 && list.after == 2, "DownloadList: \(list.before) → \(list.after)")
    let rows = try #require(comparison.evaluations["DownloadRow"])
    #expect(rows.before == rows.after, "each report still runs exactly the row that shows it")
    let compared = try #require(comparison.comparisons["DownloadRow"])
    // Before: 20 rows of three fields at six reports, then 19 at the removal and at the last report.
    // After: 19 rows of four fields (the state is one reference) at the removal alone.
    #expect(compared.before == 474 && compared.after == 76, "row fields compared: \(compared.before) → \(compared.after)")
  }

  @Test func diffAppliesAndConverges() throws {
    try proof.checkDiffAppliesAndConverges()
  }

  private let favorites = HarnessProof(
    transform: "row-observable", fixture: "Tests/HarnessTests/Fixtures/RowObservableFavorites",
    options: ["--accept", "review"])

  /// The second form: thirty rows that each ask the set of favourites about their own song. Before,
  /// every toggle runs all thirty; afterwards only the row whose heart changes.
  @Test func rowsAskingASharedSetRunOnlyWhenTheirOwnAnswerChanges() throws {
    let comparison = try favorites.check()
    let rows = try #require(comparison.evaluations["SongRow"])
    #expect(rows.before == 30 + 3 * 30 && rows.after == 30 + 3, "SongRow: \(rows.before) → \(rows.after)")
    try favorites.checkDiffAppliesAndConverges()
  }
}
#endif
