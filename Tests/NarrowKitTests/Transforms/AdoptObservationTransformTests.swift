@testable import NarrowKit
import Testing

@Suite struct AdoptObservationTransformTests {
  @Test func theEffectNamesEachViewAndWhatItNoLongerRunsFor() throws {
    let result = scan(AdoptObservationTransform(options: TransformOptions()),
      files: AdoptObservationTransform.targetingObservation(["Player.swift": AdoptObservationTransform.playerApp()]))
    let proposal = try #require(result.proposals.first)
    let spared = Set(proposal.effect.spared.map { "\($0.view) \($0.change)" })
    #expect(spared == ["PlayerScreen Player.elapsed", "TitleView Player.elapsed"], "\(spared)")
    #expect(proposal.checks.contains { $0.contains("PlayerScreen now makes a Player each time") })
  }

  /// A wrapped property stays tracked by nothing only when no body may read it: a view that reads
  /// it through a shared instance, or a holder that hands the player to code Narrow cannot see
  /// into while its body runs, keeps the class as it is.
  @Test func aWrappedPropertyAnyBodyMayReadKeepsTheClass() throws {
    let player = AdoptObservationTransform.player
      .replacingOccurrences(of: "  private var timer: Timer?\n", with: "  private var timer: Timer?\n  @AppStorage(\"volume\") var volume = 0.5\n  static let shared = Player()\n")
    let run = { (extra: String) in
      scan(AdoptObservationTransform(options: TransformOptions()),
        files: AdoptObservationTransform.targetingObservation(["Player.swift": AdoptObservationTransform.playerApp(player: player) + extra]))
    }
    #expect(run("").proposals.count == 1, "no body reads the volume")
    let shared = run("\nstruct VolumeLabel: View {\n  var body: some View { Text(\"\\(Player.shared.volume)\") }\n}\n")
    #expect(shared.skipped.contains { $0.reason.contains("and VolumeLabel shows it") }, "\(shared.skipped.map(\.reason))")
    let handed = run("\nfunc describe(_ player: Player) -> String { \"\" }\n\nstruct Caption: View {\n  @ObservedObject var player: Player\n  var body: some View { Text(describe(player)) }\n}\n")
    #expect(handed.skipped.contains { $0.reason.contains("Caption hands Player on where Narrow cannot tell what reads it") }, "\(handed.skipped.map(\.reason))")
  }

  /// `Box<Int>` is a `Box`: a generic holder is no unknown one.
  @Test func aGenericHolderIsKnown() throws {
    let extra = """

      final class Box<Value>: ObservableObject {
        @Published var value: Value
        init(_ value: Value) { self.value = value }
      }

      struct BoxView: View {
        @StateObject private var box: Box<Int> = Box(1)

        var body: some View { Text("\\(box.value)") }
      }

      """
    let result = scan(AdoptObservationTransform(options: TransformOptions()),
      files: AdoptObservationTransform.targetingObservation(["Player.swift": AdoptObservationTransform.playerApp() + extra]))
    #expect(result.proposals.map(\.target).contains("Player"), "\(result.skipped.map(\.reason))")
  }

  /// Another module's shared object cannot be a class of this code.
  @Test func anExternalSharedObjectIsNoUnknownHolder() throws {
    let extra = "\nstruct LoginToggle: View {\n  @ObservedObject var login = LaunchAtLogin.observable\n\n  var body: some View { Text(\"login\") }\n}\n"
    let result = scan(AdoptObservationTransform(options: TransformOptions()),
      files: AdoptObservationTransform.targetingObservation(["Player.swift": AdoptObservationTransform.playerApp() + extra]))
    #expect(result.proposals.map(\.target) == ["Player"], "\(result.skipped.map(\.reason))")
    // Made by another module's static factory: still that module's object.
    let made = extra.replacingOccurrences(of: "LaunchAtLogin.observable", with: "DirectoryWatcher.watch(URL(fileURLWithPath: \"/\"))!")
    let watched = scan(AdoptObservationTransform(options: TransformOptions()),
      files: AdoptObservationTransform.targetingObservation(["Player.swift": AdoptObservationTransform.playerApp() + made]))
    #expect(watched.proposals.map(\.target) == ["Player"], "\(watched.skipped.map(\.reason))")
  }

  /// What an action reads runs when it is tapped, outside the body: no dependency.
  @Test func aReadInAnActionIsNoDependency() throws {
    let screens = AdoptObservationTransform.screens.replacingOccurrences(of: "Text(player.title)", with: "Button(player.title) { print(player.elapsed) }")
    let result = scan(AdoptObservationTransform(options: TransformOptions()),
      files: AdoptObservationTransform.targetingObservation(["Player.swift": AdoptObservationTransform.playerApp(screens: screens)]))
    let proposal = try #require(result.proposals.first)
    #expect(proposal.effect.spared.contains { $0.view == "TitleView" && $0.change == "Player.elapsed" })
  }

  @Test func aStateObjectWhoseInitialiserDoesWorkNamesIt() throws {
    let player = AdoptObservationTransform.player.replacingOccurrences(of: "  func tick() {", with: """
        init() {
          load()
        }

        func load() {}

        func tick() {
      """)
    let result = scan(AdoptObservationTransform(options: TransformOptions()),
      files: AdoptObservationTransform.targetingObservation(["Player.swift": AdoptObservationTransform.playerApp(player: player)]))
    let proposal = try #require(result.proposals.first)
    #expect(proposal.checks.contains { $0.contains("runs `load()` that often") }, "\(proposal.checks)")
  }

  /// `@StateObject var player = Player.shared` is the same object however often the view is made:
  /// the simulation sees the view observe it, and the proposal does not warn of a new one.
  @Test func aSharedInstanceHeldAsStateObjectIsObservedAndNotMadeAgain() throws {
    let player = AdoptObservationTransform.player.replacingOccurrences(of: "  func tick() {", with: "  static let shared = Player()\n\n  func tick() {")
    let screens = AdoptObservationTransform.screens.replacingOccurrences(
      of: "@StateObject private var player = Player()", with: "@StateObject private var player = Player.shared")
    let result = scan(AdoptObservationTransform(options: TransformOptions()),
      files: AdoptObservationTransform.targetingObservation(["Player.swift": AdoptObservationTransform.playerApp(player: player, screens: screens)]))
    let proposal = try #require(result.proposals.first, "\(result.skipped.map(\.reason))")
    #expect(proposal.effect.spared.contains { $0.view == "PlayerScreen" }, "\(proposal.effect.spared)")
    #expect(!proposal.checks.contains { $0.contains("now makes a Player") }, "\(proposal.checks)")
  }

  /// An actor's own conformance is not a use of ObservableObject as a type.
  @Test func anActorConformingToObservableObjectIsNoConstraint() throws {
    let result = scan(AdoptObservationTransform(options: TransformOptions()),
      files: AdoptObservationTransform.targetingObservation(["Player.swift": AdoptObservationTransform.playerApp()
        + "\nactor Recorder: ObservableObject {}\n"]))
    #expect(result.proposals.map(\.target) == ["Player"], "\(result.skipped.map(\.reason))")
  }
}
