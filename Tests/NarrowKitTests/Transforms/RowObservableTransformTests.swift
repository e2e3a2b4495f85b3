@testable import NarrowKit
import Testing

@Suite struct RowObservableTransformTests {
  @Test func everySkipRuleHasAnExample() {
    expectEverySkipRule([
      "is not shown as rows", "@Observable needs", "the deployment target is unknown", "keyed by the element itself",
      "are keyed differently", "is a var", "is not a stored property", "has no written type", "rows change most fields together", "cannot be written beside",
      "is written in an initialiser", "is not a stored property of", "has @", "has property observers", "Download.progress shares its declaration", "DownloadStore.downloads shares its declaration",
      "its state could not start from it", "would convert the value model wholesale", "a key path in", "compares", "uses progress itself",
      "is nested in another type", "has property observers already", "already uses the name states", "is open",
      "has its own initialiser", "already uses the name state", "is also built at", ".init is used at", "outside the rows of",
      "from a value Narrow cannot type", "not through", "in a way Narrow cannot follow", "no row view reads", "is already declared", "is an ObservableObject",
    ], hasAnExampleIn: RowObservableTransform.self)
  }

  /// The dictionaries the transforms write are not observed, so a second run has nothing to say of them.
  @Test func theStatesItWritesAreNoCandidatesThemselves() {
    for example in RowObservableTransform.examples.prefix(1) + RowDerivedStateTransform.examples.prefix(1) {
      guard case .rewrites(let after, _) = example.expectation else { continue }
      let again = scan(RowObservableTransform(options: TransformOptions()), files: after)
      #expect(again.proposals.isEmpty && !again.skipped.contains { $0.target.hasSuffix("tates") }, "\(again.skipped.map(\.reason))")
    }
  }
}
