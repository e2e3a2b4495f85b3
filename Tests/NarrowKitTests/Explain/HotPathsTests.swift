import Testing

@testable import NarrowKit

/// `hot`: the busy events and the body runs they waste, each with what cuts it or what stopped
/// the transform that came closest. Every test fails when its rule is removed.
@Suite struct HotPathsTests {
  private func hot(_ source: String, view: String? = nil) -> HotPaths {
    var request = RunRequest.scan(paths: [], transformIDs: TransformCatalog.ids)
    request.jobs = 1
    let result = Pipeline.run(TransformCatalog.all.map { $0.init(options: TransformOptions()) },
      on: sourceFiles(["A.swift": source]), request: request, scope: ScanScope())
    return result.model.hotPaths(proposals: result.proposals, skipped: result.skipped, view: view)
  }

  static let player = """
    struct Track: Equatable { var title: String; var plays: Int }

    @Observable
    final class Player {
      var track = Track(title: "", plays: 0)
      var elapsed = 0.0
      func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
          self.track.plays += 1
        }
      }
      func skip() { track.title = "next" }
    }

    struct Screen: View {
      let player: Player
      var body: some View {
        VStack {
          Text("\\(player.elapsed) s, played \\(player.track.plays) times")
          Title(track: player.track)
          Badge(track: player.track, onTap: { player.skip() })
          Button("Later") { player.elapsed += 1 }
        }
      }
    }

    struct Title: View {
      let track: Track
      var body: some View { Text(track.title) }
    }

    struct Badge: View {
      let track: Track
      let onTap: () -> Void
      var body: some View { Button(track.title, action: onTap) }
    }
    """

  @Test func aBusyEventListsTheRunsThatShowNothingWithWhatCutsThem() throws {
    let found = hot(Self.player)
    let timer = try #require(found.paths.first, "\(found)")
    #expect(timer.event == "Player.start › scheduledTimer" && timer.rate == .continuous)
    #expect(timer.writers.map(\.code) == ["self.track.plays"])
    let title = try #require(timer.wasted.first { $0.view == "Title" }, "\(timer.wasted)")
    #expect(title.why.contains { $0.hasPrefix("input track differs: Track.plays changed") }, "\(title.why)")
    #expect(title.cutBy == "pass-fields Title.track")
    #expect(!timer.wasted.contains { $0.view == "Screen" }, "Screen shows the play count: its run is not wasted")
  }

  @Test func aRunNoProposalCutsSaysWhatStoppedTheClosestTransform() throws {
    let timer = try #require(hot(Self.player).paths.first)
    let badge = try #require(timer.wasted.first { $0.view == "Badge" }, "\(timer.wasted)")
    #expect(badge.cutBy == nil)
    #expect(badge.why.contains { $0.contains("input onTap is a closure") }, "\(badge.why)")
    #expect(badge.notCut.contains { $0.hasPrefix("pass-fields Badge.track:") && $0.contains("closure") }, "\(badge.notCut)")
  }

  @Test func onlyContinuousAndRepeatedEventsThatWasteARunAreListed() {
    let found = hot(Self.player)
    #expect(found.paths.map(\.event) == ["Player.start › scheduledTimer", "Screen.body › VStack › Button"], "\(found.paths.map(\.event))")
    #expect(found.paths.last?.wasted.map(\.view) == ["Badge"], "the Later action runs Badge only through its closure")
    #expect(found.eventsOfUnknownRate == 1, "skip is a method no caller says more of")
    let withoutBadge = hot(Self.player.replacingOccurrences(of: "Badge(track: player.track, onTap: { player.skip() })", with: ""))
    #expect(withoutBadge.paths.map(\.event) == ["Player.start › scheduledTimer"])
    #expect(withoutBadge.eventsWastingNothing == 1, "the Later action runs only Screen, which shows elapsed")
  }

  @Test func busierEventsComeFirst() {
    let source = Self.player.replacingOccurrences(of: "Button(\"Later\") { player.elapsed += 1 }",
      with: "Button(\"Play\") { player.track.plays += 1 }")
    let found = hot(source)
    #expect(found.paths.map(\.rate) == [.continuous, .repeated], "\(found.paths.map(\.event))")
  }

  @Test func theMostViewsBuiltForNothingComeFirst() {
    // Twice a second a cheap label runs for nothing; once a second a view that makes a
    // formatter does: the second wastes more work, though fewer runs.
    let source = """
      final class FastClock: ObservableObject {
        @Published var tick = 0
        @Published var label = ""
        func start() { Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in self.tick += 1 } }
      }

      final class SlowClock: ObservableObject {
        @Published var tick = 0
        @Published var label = ""
        func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick += 1 } }
      }

      struct Cheap: View {
        @ObservedObject var clock: FastClock
        var body: some View { Text(clock.label) }
      }

      struct Dear: View {
        @ObservedObject var clock: SlowClock
        var body: some View { Text(DateFormatter().string(from: .now) + clock.label) }
      }
      """
    let found = hot(source)
    #expect(found.paths.map(\.event) == ["SlowClock.start › scheduledTimer", "FastClock.start › scheduledTimer"])
    #expect(found.paths.map(\.wastedViewsPerSecond) == [Double(2 + BodyCost.costlyCallWeight), 2])
  }

  @Test func aViewKeepsOnlyItsOwnRuns() {
    let found = hot(Self.player, view: "Title")
    #expect(found.paths.flatMap(\.wasted).map(\.view) == ["Title"])
  }

  @Test func noTransformSaysWhatWouldCutTheRunInstead() {
    let closure = HotPath.WastedRun(view: "Row", displaysChange: false, why: ["input onTap is a closure, made anew each time List's body runs (A.swift:3:4)"], cutBy: nil, notCut: [])
    #expect(UpdateModel.noTransform(for: closure).contains("Equatable"))
    let keyed = HotPath.WastedRun(view: "Row", displaysChange: false, why: ["its rows are keyed by \\.self: a changed element is a new row (A.swift:3:4)"], cutBy: nil, notCut: [])
    #expect(UpdateModel.noTransform(for: keyed).contains("stable id"))
  }
}
