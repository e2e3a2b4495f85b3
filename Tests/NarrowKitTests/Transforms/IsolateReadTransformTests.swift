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
}
