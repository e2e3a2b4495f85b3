#if os(Linux)
import Foundation
import Testing

/// `row-observable` proven on the harness: twenty downloads in a list that shows ten, one of which
/// reports progress at a time. Before, every report runs the list and compares the ten rows on screen; the tool's output runs
/// only the row of that download, renders the same at every step, and still updates the list
/// when a download leaves it.
@Suite struct RowObservableProofTests {
  private let proof = HarnessProof(
    transform: "row-observable", fixture: "Tests/HarnessTests/Fixtures/RowObservableDownloads",
    options: ["--accept", "review"])

  @Test func toolOutputEqualsTheExpectedFixtureAndOnlyTheReportingRowRuns() throws {
    let comparison = try proof.check()
    let list = try #require(comparison.evaluations["DownloadList"])
    // Mount, then seven progress reports, one removal, an equal write of the whole array and an
    // insertion: afterwards only the removal, the equal write and the insertion run the list. The
    // equal write runs the list on every compiler: Download is not Equatable, so the setter cannot
    // tell the value is the same.
    #expect(list.before == 11 && list.after == 4, "DownloadList: \(list.before) → \(list.after)")
    let rows = try #require(comparison.evaluations["DownloadRow"])
    #expect(rows.before == rows.after, "each report still runs exactly the row that shows it")
    let compared = try #require(comparison.comparisons["DownloadRow"])
    // Before: the 10 rows on screen, three fields each, at six reports; at the removal the 9 rows
    // left are compared (the eleventh comes on screen new), and 10 at the last report and at the
    // equal write, and the 9 rows left on screen at the insertion (the new one is built). After: 9
    // rows of four fields (the state is one reference) at the removal, 10 at the equal write,
    // which runs no row (every compiler), and 9 at the insertion.
    #expect(compared.before == 10 * 3 * 6 + 9 * 3 + 10 * 3 + 10 * 3 + 9 * 3 && compared.after == 9 * 4 + 10 * 4 + 9 * 4,
      "row fields compared: \(compared.before) → \(compared.after)")
  }

  @Test func diffAppliesAndConverges() throws {
    try proof.checkDiffAppliesAndConverges()
  }

  /// The same downloads in an `ObservableObject` below iOS 17: each row's state is an
  /// `ObservableObject` the row observes, and a report runs that row alone.
  @Test func belowIOS17EachRowObservesAStateObjectOfItsOwn() throws {
    let objects = HarnessProof(
      transform: "row-observable", fixture: "Tests/HarnessTests/Fixtures/RowObservableObjectDownloads", options: ["--accept", "review"])
    let comparison = try objects.check()
    #expect(comparison.rendersIdentical)
    let list = try #require(comparison.evaluations["DownloadList"])
    #expect(list.before == 11 && list.after == 4, "DownloadList: \(list.before) → \(list.after)")
    let rows = try #require(comparison.evaluations["DownloadRow"])
    #expect(rows.before == rows.after, "each report still runs exactly the row that shows it: \(rows.before) → \(rows.after)")
    try objects.checkDiffAppliesAndConverges()
  }

  /// An `ObservableObject` manager: every report announces the whole manager, so the screen, the
  /// pause bar and the eight rows on screen are compared at each one. With the progress in a state
  /// per download, a report runs only that download's row; the manager's published changes (the
  /// pause and the equal write of the array) still run its observers.
  @Test func anObservableObjectManagersReportsRunOnlyTheReportingRow() throws {
    let manager = HarnessProof(
      transform: "row-observable", fixture: "Tests/HarnessTests/Fixtures/RowObservableDownloadManager",
      options: ["--accept", "review"])
    let comparison = try manager.check()
    // Mount, six reports, the pause, the equal write and an insertion: ten runs of each observer
    // before; after, the mount, the pause, the equal write (`@Published` announces every set) and
    // the insertion.
    for view in ["DownloadsScreen", "PauseBar"] {
      let counts = try #require(comparison.evaluations[view])
      #expect(counts.before == 10 && counts.after == 4, "\(view): \(counts.before) → \(counts.after)")
    }
    let rows = try #require(comparison.evaluations["DownloadRow"])
    #expect(rows.before == rows.after, "each report still runs exactly the row that shows it")
    let compared = try #require(comparison.comparisons["DownloadRow"])
    // Before: the eight rows on screen, three fields each, at every step, and the seven that stay
    // on screen at the insertion. After: four fields each (the state is one reference), at the
    // pause and the equal write only, and the seven at the insertion.
    #expect(compared.before == 8 * 8 * 3 + 7 * 3 && compared.after == 2 * 8 * 4 + 7 * 4,
      "row fields compared: \(compared.before) → \(compared.after)")
    try manager.checkDiffAppliesAndConverges()
  }

  /// The dictionary form: twenty downloads, ten on screen, whose rows read their progress by id
  /// from one dictionary. Before, every report runs the ten rows; after, only the reporting row,
  /// and a report of a download off screen runs none.
  @Test func rowsReadingADictionaryByIdRunOnlyForTheirOwnKey() throws {
    let dictionary = HarnessProof(
      transform: "row-observable", fixture: "Tests/HarnessTests/Fixtures/RowObservableProgressDictionary",
      options: ["--accept", "review"])
    let comparison = try dictionary.check()
    let rows = try #require(comparison.evaluations["DownloadRow"])
    // Mount (10), then eight reports: each runs the ten rows on screen before (a subscript write
    // always notifies). After: five reports of row 7, one of row 3, none for the download off
    // screen, and the last report, of the value row 3 has, runs nothing from Swift 6.2 on.
    #if compiler(>=6.2)
    #expect(rows.before == 10 + 8 * 10 && rows.after == 10 + 5 + 1, "DownloadRow: \(rows.before) → \(rows.after)")
    #else
    #expect(rows.before == 10 + 8 * 10 && rows.after == 10 + 5 + 2, "DownloadRow: \(rows.before) → \(rows.after)")
    #endif
    #expect(comparison.evaluations["DownloadList"].map { $0.before == 1 && $0.after == 1 } == true)
    try dictionary.checkDiffAppliesAndConverges()
  }

  private let favorites = HarnessProof(
    transform: "row-observable", fixture: "Tests/HarnessTests/Fixtures/RowObservableFavorites",
    options: ["--accept", "review"])

  /// The second form: thirty rows, twelve on screen, that each ask the set of favourites about their
  /// own song. Before, every toggle runs the twelve; afterwards only the row whose heart changes.
  /// The scenario then writes the set it already holds, and last empties it.
  @Test func rowsAskingASharedSetRunOnlyWhenTheirOwnAnswerChanges() throws {
    let comparison = try favorites.check()
    let rows = try #require(comparison.evaluations["SongRow"])
    #if compiler(>=6.2)
    // The equal write runs nothing: Swift 6.2 and later skip equal writes through the setter.
    // Emptying the set runs the twelve before, and after only the row of song 7, still a favourite.
    #expect(rows.before == 12 + 4 * 12 && rows.after == 12 + 3 + 1, "SongRow: \(rows.before) → \(rows.after)")
    #else
    // Before 6.2 the setter notifies on every set: the equal write runs the twelve rows again
    // before; after, no row reads the set, and the row states it refreshes stay as they are.
    #expect(rows.before == 12 + 5 * 12 && rows.after == 12 + 3 + 1, "SongRow: \(rows.before) → \(rows.after)")
    #endif
    try favorites.checkDiffAppliesAndConverges()
  }
}
#endif
