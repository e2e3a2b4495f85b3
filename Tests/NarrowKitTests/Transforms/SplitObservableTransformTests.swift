import Foundation
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

  /// A model that sends its own announcements by hand, as one forwarding a child's changes does,
  /// only announces more: its busy part still moves. One that listens to them does not.
  @Test func sendingTheModelsAnnouncementsIsNoListening() throws {
    let forwarding = SplitObservableTransform.player(views: SplitObservableTransform.timeLabel)
      .replacingOccurrences(of: "  func start() {", with: "  func refresh() { objectWillChange.send() }\n\n  func start() {")
    #expect(forwarding.contains("objectWillChange.send()"))
    #expect(run(["Example.swift": forwarding], TransformOptions()).proposals.map(\.target) == ["Player{currentTime}"])
    let listening = forwarding.replacingOccurrences(of: "objectWillChange.send()", with: "_ = objectWillChange.sink { _ in }")
    #expect(run(["Example.swift": listening], TransformOptions()).skipped.contains { $0.reason.contains("own announcements") })
  }

  /// Key-value observing reaches only `@objc dynamic` properties, and a `@Published` one is
  /// neither: an NSObject's published part moves as any other's.
  @Test func anNSObjectsPublishedPartMoves() throws {
    let player = SplitObservableTransform.player(views: SplitObservableTransform.timeLabel)
      .replacingOccurrences(of: "final class Player: ObservableObject {", with: "final class Player: NSObject, ObservableObject {")
    #expect(run(["Example.swift": player], TransformOptions()).proposals.map(\.target) == ["Player{currentTime}"])
  }

  /// Two targets that each declare a `Player`: the index tells them apart by target, and neither
  /// is nested in another type.
  @Test func aModelNamedAfterItsTargetIsNoNestedType() throws {
    let player = SplitObservableTransform.player(views: SplitObservableTransform.timeLabel + SplitObservableTransform.miniPlayer, showsMiniPlayer: true)
    let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Two\", targets: [.target(name: \"Phone\"), .target(name: \"Watch\")])\n"
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("split-targets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in ["Package.swift": manifest, "Sources/Phone/Player.swift": player, "Sources/Watch/Player.swift": player] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    var request = RunRequest.scan(paths: ["."], transformIDs: [SplitObservableTransform.id])
    request.currentDirectory = root.path
    request.jobs = 1
    let result = try Pipeline.run(request)
    #expect(result.skipped.allSatisfy { !$0.reason.contains("nested") }, "\(result.skipped.map(\.reason))")
    #expect(result.proposals.map(\.target) == ["Phone.Player{currentTime}", "Watch.Player{currentTime}"])
    // The screen hands the player to the mini player, a view of the same target: that reads nothing.
    #expect(result.proposals.allSatisfy { !$0.summary.contains("PlayerScreen") }, "\(result.proposals.map(\.summary))")
  }

  private func run(_ files: [String: String], _ options: TransformOptions) -> RunResult {
    scan(SplitObservableTransform(options: options), files: files)
  }
}
