import Testing

@testable import NarrowKit

@Suite struct IsolateReadTransformTests {
  /// One part that shows two properties, each written by a timer of its own, is one proposal
  /// whose child reads both, not two children of which the second would wrap the first.
  @Test func onePartReadingTwoBusyPropertiesIsOneProposalThatSparesBoth() throws {
    let source = IsolateReadTransform.screen("Text(\"\\(player.currentTime) \\(player.buffered)\")")
      .replacingOccurrences(of: IsolateReadTransform.player, with: IsolateReadTransform.bufferingPlayer)
    let result = scan(IsolateReadTransform(options: TransformOptions()), files: ["Example.swift": source])
    #expect(result.proposals.count == 1, "\(result.proposals.map(\.target))")
    let proposal = try #require(result.proposals.first)
    #expect(Set(proposal.effect.spared.map(\.change)) == ["Player.buffered", "Player.currentTime"])
    #expect(Set(proposal.effect.events.map(\.event)) == ["Player.start › scheduledTimer › assumeIsolated", "Player.startBuffering › scheduledTimer › assumeIsolated"],
      "\(proposal.effect.events.map(\.event))")
  }

  /// The shared part is named after the read whose event runs the view most: here the time,
  /// twice a second, over what is buffered, once a second.
  @Test func theSharedPartIsNamedAfterTheBusiestRead() throws {
    let source = IsolateReadTransform.screen("Text(\"\\(player.currentTime) \\(player.buffered)\")")
      .replacingOccurrences(of: IsolateReadTransform.player, with: IsolateReadTransform.bufferingPlayer)
      .replacingOccurrences(of: "withTimeInterval: 0.25", with: "withTimeInterval: 1")
    let result = scan(IsolateReadTransform(options: TransformOptions()), files: ["Example.swift": source])
    #expect(result.proposals.map(\.target) == ["PlayerScreen:player.currentTime"])
  }

  /// Views are planned side by side, yet two views of one simple name in different scopes still
  /// give their children different names, as when planned one after the other: the second view,
  /// whose child took the first one's name, is planned again.
  @Test func viewsPlannedSideBySideNeverGiveTwoChildrenOneName() throws {
    let view = IsolateReadTransform.screen("Text(player.currentTime.formatted())").replacingOccurrences(of: IsolateReadTransform.player, with: "")
    let result = scan(IsolateReadTransform(options: TransformOptions()), files: [
      "Player.swift": IsolateReadTransform.player,
      "Home.swift": "import SwiftUI\n\nenum Home {\n" + view + "\n}\n",
      "Away.swift": "import SwiftUI\n\nenum Away {\n" + view + "\n}\n",
    ])
    let children = result.proposals.flatMap(\.edits).compactMap { edit in
      edit.replacement.firstRange(of: "private struct ").map { edit.replacement[$0.upperBound...].prefix { $0 != ":" } }
    }
    #expect(children.sorted() == ["PlayerScreenCurrentTime", "PlayerScreenCurrentTimeView"], "\(result.proposals.map(\.summary))")
  }

  /// A view nested in another type is declared by its simple name even when another type shares
  /// it, and its key is then qualified (`Home.PlayerScreen`): its body is still read.
  @Test func aNestedViewWhoseNameAnotherTypeSharesHasItsBodyRead() throws {
    let view = IsolateReadTransform.screen("Text(player.currentTime.formatted())").replacingOccurrences(of: IsolateReadTransform.player, with: "")
    let result = scan(IsolateReadTransform(options: TransformOptions()), files: [
      "Player.swift": IsolateReadTransform.player + "\nstruct PlayerScreen {}\n",
      "Home.swift": "import SwiftUI\n\nenum Home {\n" + view + "\n}\n",
    ])
    #expect(result.proposals.map(\.target) == ["Home.PlayerScreen:player.currentTime"], "\(result.skipped.map(\.reason))")
  }
}
