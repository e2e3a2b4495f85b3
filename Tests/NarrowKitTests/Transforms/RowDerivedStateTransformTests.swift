@testable import NarrowKit
import Testing

@Suite struct RowDerivedStateTransformTests {
  /// Writes of the scroll value, reads in closures that run later and other calls on the model
  /// are no dependency of the view that builds the rows: the proposal stands.
  @Test func whatIsNoDependencyDoesNotCountAsAnotherRead() {
    let source = RowDerivedStateTransform.feed(
      model: RowDerivedStateTransform.model.replacingOccurrences(of: "  func isVisible", with: "  func title() -> String { \"Feed\" }\n\n  func isVisible"),
      screen: RowDerivedStateTransform.screen.replacingOccurrences(of: "  var body: some View {\n    ScrollView {", with: """
          func reset() {
            feed.scrollOffset = 0
          }

          var body: some View {
            Text(feed.title())
            Button("Where") { print(feed.scrollOffset, feed.isVisible(feed.posts[0])) }
            ScrollView {
        """))
    let result = scan(RowDerivedStateTransform(options: TransformOptions()), files: ["Example.swift": source])
    #expect(result.proposals.map(\.target) == ["FeedModel.scrollOffset"], "\(result.skipped.map(\.reason))")
  }
}
