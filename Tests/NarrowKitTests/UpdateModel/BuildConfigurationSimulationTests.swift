import Testing

@testable import NarrowKit

/// The model simulates one build at a time: a platform's `#if` branches, or every branch when no
/// platform is set. Every test fails when its rule is removed.
@Suite struct BuildConfigurationSimulationTests {
  private func runs(_ event: String, in source: String, platform: DeploymentTargets.Platform? = nil) -> [String] {
    let index = Index.build(
      [SourceFile(path: "A.swift", bytes: Array(source.utf8))], configurations: BuildConfigurations(platform: platform), jobs: 1)
    let model = UpdateModel(index: index)
    guard let events = model.events(named: event) else { return ["no event \(event)"] }
    return Array(Set(events.flatMap { model.simulate($0, cutting: []).runs.map(\.view) })).sorted()
  }

  /// A class declared once per platform, each with a timer writing the same property.
  static let clockPerPlatform = """
    #if os(iOS)
    @Observable
    final class Clock {
      var elapsed = 0.0
      func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.elapsed += 1 }
      }
    }
    #else
    @Observable
    final class Clock {
      var elapsed = 0.0
      var badge = ""
      func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.elapsed += 1 }
      }
    }
    #endif

    struct ClockFace: View {
      let clock: Clock
      var body: some View { Text("\\(clock.elapsed)") }
    }
    """

  @Test func aTypeDeclaredInBothBranchesRunsTheViewsOfWhatItsTimerWrites() {
    #expect(runs("Clock.start", in: Self.clockPerPlatform) == ["ClockFace"], "every branch: one Clock")
    #expect(runs("Clock.start", in: Self.clockPerPlatform, platform: .iOS) == ["ClockFace"])
    #expect(runs("Clock.start", in: Self.clockPerPlatform, platform: .macOS) == ["ClockFace"])
  }

  static let clock = """
    @Observable
    final class Clock {
      var elapsed = 0.0
      var laps = 0
      func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.elapsed += 1 }
      }
    }

    """

  /// Reads in a branch of the body count in the builds that take it.
  @Test func aReadInsideAnIfOfABodyCountsInTheBuildsThatTakeIt() {
    let source = Self.clock + """
      struct ClockFace: View {
        let clock: Clock
        var body: some View {
          VStack {
            #if os(iOS)
            Text("\\(clock.elapsed)")
            #endif
            Text("Clock")
          }
        }
      }
      """
    #expect(runs("Clock.start", in: source) == ["ClockFace"])
    #expect(runs("Clock.start", in: source, platform: .iOS) == ["ClockFace"])
    #expect(runs("Clock.start", in: source, platform: .macOS) == [], "a macOS build never reads elapsed")
  }

  /// A write inside an `#if` of an action is an event of the builds that take it.
  @Test func aWriteInsideAnIfCountsInTheBuildsThatTakeIt() {
    let source = Self.clock + """
      struct LapButton: View {
        let clock: Clock
        var body: some View {
          Text("\\(clock.laps)")
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
              #if os(watchOS)
              clock.laps += 1
              #endif
            }
        }
      }
      """
    #expect(runs("Clock.laps", in: source) == ["LapButton"])
    #expect(runs("Clock.laps", in: source, platform: .watchOS) == ["LapButton"])
    #expect(runs("Clock.laps", in: source, platform: .iOS) == ["no event Clock.laps"], "nothing writes laps on iOS")
  }

  /// A view built only in an iOS branch is no child of its parent on macOS.
  @Test func aPlatformDropsTheViewsABranchBuildsForAnother() {
    let source = Self.clock + """
      struct Screen: View {
        let clock: Clock
        var body: some View {
          Text("\\(clock.laps)")
          #if os(iOS)
          Dial(elapsed: clock.elapsed)
          #endif
        }
      }

      struct Dial: View {
        let elapsed: Double
        var body: some View { Text("\\(elapsed)") }
      }
      """
    #expect(runs("Clock.start", in: source) == ["Dial", "Screen"])
    #expect(runs("Clock.start", in: source, platform: .macOS) == [], "macOS builds no Dial and reads no elapsed")
  }
}
