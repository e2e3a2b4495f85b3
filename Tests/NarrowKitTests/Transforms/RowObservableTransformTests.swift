@testable import NarrowKit
import Testing

@Suite struct RowObservableTransformTests {
  /// The dictionaries the transforms write are not observed, so a second run has nothing to say of them.
  @Test func theStatesItWritesAreNoCandidatesThemselves() {
    for example in RowObservableTransform.examples.prefix(1) + RowDerivedStateTransform.examples.prefix(1) {
      guard case .rewrites(let after, _) = example.expectation else { continue }
      let again = scan(RowObservableTransform(options: TransformOptions()), files: after)
      #expect(again.proposals.isEmpty && !again.skipped.contains { $0.target.hasSuffix("tates") }, "\(again.skipped.map(\.reason))")
    }
  }
}
