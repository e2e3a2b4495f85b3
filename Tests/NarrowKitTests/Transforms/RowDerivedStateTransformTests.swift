@testable import NarrowKit
import Testing

@Suite struct RowDerivedStateTransformTests {
  @Test func everySkipRuleHasAnExample() {
    expectEverySkipRule([
      "derive nothing per row", "is an ObservableObject", "in different ways", "gives every row the same value",
      "is neither the element nor a literal", "also reads", "is throws", "calls", "uses Date", "which is not a stored property",
      "another object", "has observers or a wrapper already", "has observers already, or shares", "is not known to be Equatable",
      "is a var", "derive nothing per row from FeedScreen.offset", "keeps state of its own", "uses Layout.height",
      "FeedModel.height has observers or a wrapper already", "FeedModel.posts has observers already, or shares", "is already declared", "already uses the name", "has its own initialiser", "is also built at",
      "for the argument to fill",
    ], hasAnExampleIn: RowDerivedStateTransform.self)
  }

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
