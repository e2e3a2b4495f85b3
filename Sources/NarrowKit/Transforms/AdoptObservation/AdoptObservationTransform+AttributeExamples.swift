extension AdoptObservationTransform {
  /// A global actor the scanned code declares, for the examples.
  private static let declarations = """

    @globalActor
    actor SyncActor {
      static let shared = SyncActor()
    }

    """

  /// A property wrapper the scanned code declares.
  private static let attribute = "\n@propertyWrapper\nstruct Attribute {\n  var wrappedValue: Double\n}\n"

  private static func player(with members: String) -> String {
    player.replacingOccurrences(of: "  private var timer: Timer?\n", with: "  private var timer: Timer?\n" + members)
  }

  /// Attributes on the class's properties: only a property wrapper keeps it from moving;
  /// availability, a global actor and the like stay written as they were.
  static var attributeExamples: [TransformExample] {
    [
      TransformExample("a deprecated published property, and one isolated to a global actor the scanned code declares, keep their attributes",
        files: targetingObservation(["Player.swift": playerApp(player: player(with: """
            @available(*, deprecated, message: "Read title") @Published var name = ""
            @SyncActor var lastSync: Date?

          """)) + declarations]),
        .rewrites(["Player.swift": rewrittenPlayerApp.replacingOccurrences(of: "  @ObservationIgnored private var timer: Timer?\n", with: """
            @ObservationIgnored private var timer: Timer?
            @available(*, deprecated, message: "Read title") var name = ""
            @ObservationIgnored @SyncActor var lastSync: Date?

          """) + declarations], verdict: .review)),
      // The scanned declaration decides, over a framework's attribute of the same name.
      TransformExample("a property wrapper the scanned code declares, named like a SwiftData macro, that a view shows",
        files: targetingObservation(["Player.swift": playerApp(player: player(with: "  @MainActor @Attribute var volume = 0.5\n"),
          screens: screens.replacingOccurrences(of: "Text(player.title)", with: "Text(\"\\(player.title) \\(player.volume)\")"))
          + attribute]),
        .skips(AdoptObservationSkip.untrackableWrapper, saying: "Player.volume has @Attribute, a property wrapper @Observable cannot track, and TitleView shows it")),
      TransformExample("a property wrapper no view shows is not tracked",
        files: targetingObservation(["Player.swift": playerApp(player: player(with: "  @MainActor @Attribute var volume = 0.5\n")) + attribute]),
        .rewrites(["Player.swift": rewrittenPlayerApp.replacingOccurrences(of: "  @ObservationIgnored private var timer: Timer?\n", with: """
            @ObservationIgnored private var timer: Timer?
            @ObservationIgnored @MainActor @Attribute var volume = 0.5

          """) + attribute], verdict: .review)),
      TransformExample("a dependency-injection attribute declared outside the scanned code, which only actions use, is not tracked",
        files: targetingObservation(["Player.swift": playerApp(player: player(with: "  @Injected var session: Session\n"))]),
        .rewrites(["Player.swift": rewrittenPlayerApp.replacingOccurrences(of: "  @ObservationIgnored private var timer: Timer?\n", with: """
            @ObservationIgnored private var timer: Timer?
            @ObservationIgnored @Injected var session: Session

          """)], verdict: .review)),
    ]
  }
}
