@testable import NarrowKit
import Testing

@Suite struct SplitObservableTransformTests {
  @Test func thePortionAndTheNameAreTheUsersToChoose() throws {
    let source = SplitObservableTransform.store() + SplitObservableTransform.badges()
    let named = run(["Example.swift": source], TransformOptions(newTypeName: "InboxBadge"))
    let proposal = try #require(named.proposals.first)
    #expect(proposal.target == "Store{unread,isSyncing}")
    #expect(proposal.edits.contains { $0.replacement.contains("final class InboxBadge: ObservableObject") })
    let fewer = run(["Example.swift": source], TransformOptions(settings: TransformSettingValues(["split-observable.minimumProperties": 12])))
    #expect(fewer.proposals.isEmpty && fewer.skipped.isEmpty, "a model below --split-min is not a candidate")
    let more = run(["Example.swift": source], TransformOptions(settings: TransformSettingValues(["split-observable.views": 4])))
    #expect(more.skipped.contains { $0.reason.contains("fewer than 4") })
  }

  private func run(_ files: [String: String], _ options: TransformOptions) -> RunResult {
    scan(SplitObservableTransform(options: options), files: files)
  }
}
