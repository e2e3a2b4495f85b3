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

  /// A busy part is at most half of what the model publishes: an object that publishes only the
  /// busy value is the part already, so the applied split proposes nothing more.
  @Test func anObjectThatIsOnlyItsBusyPartIsNoCandidate() throws {
    let ticker = """
      import Foundation
      import SwiftUI

      final class Ticker: ObservableObject {
        @Published var seconds = 0
        func start() {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.seconds += 1 }
        }
      }

      struct Clock: View {
        @StateObject private var ticker = Ticker()
        var body: some View {
          VStack {
            Text("Clock")
            Seconds().environmentObject(ticker)
          }
        }
      }

      struct Seconds: View {
        @EnvironmentObject var ticker: Ticker
        var body: some View { Text("\\(ticker.seconds)") }
      }
      """
    let result = run(["Example.swift": ticker], TransformOptions())
    #expect(result.proposals.isEmpty && result.skipped.isEmpty, "\(result.proposals.map(\.target)) \(result.skipped.map(\.reason))")
  }

  private func run(_ files: [String: String], _ options: TransformOptions) -> RunResult {
    scan(SplitObservableTransform(options: options), files: files)
  }
}
