extension AdoptObservationTransform {
  /// The player app with one part replaced, targeting iOS 17.
  static func skip(_ name: String, player: String = player, screens: String = screens, extra: String = "", rule: any SkipRule, saying phrase: String? = nil,
    sourceLine: Int = #line) -> TransformExample
  {
    TransformExample(name, files: targetingObservation(["Player.swift": playerApp(player: player, screens: screens) + extra]),
      .skips(rule, saying: phrase), sourceLine: sourceLine)
  }

  static func player(adding member: String) -> String {
    player.replacingOccurrences(of: "  func tick() {", with: member + "\n\n  func tick() {")
  }

  /// Places that take an `ObservableObject` that is also `Recording`, which the player is not.
  private static let otherObjectsConstraints = """

    protocol Recording {}

    protocol Recorder: ObservableObject {}

    func record<Object: Recording & ObservableObject>(_ object: Object) {}

    func store<Object>(_ object: Object) where Object: ObservableObject, Object: Recording {}

    func show(_ recorder: some Recorder) {}

    """

  /// Places that take an object that is `Playing`, which only the player is.
  /// A view generic over what the player is, holding it as `handle` says.
  private static func genericControls(_ name: String, handle: String) -> String {
    """

    protocol Playing {}

    struct Controls<Model: Playing & \(name)>: View {
      \(handle)

      var body: some View {
        Text("Controls")
      }
    }

    """
  }

  private static func onlyPlayerConstraints(_ name: String) -> String {
    """

    protocol Playing {}

    func follow<Object: Playing & \(name)>(_ object: Object) {}

    func pause<Object>(_ object: Object) where Object: \(name), Object: Playing {}

    func show(_ player: some Playing & \(name)) {}

    struct Controls<Model: Playing & \(name)>: View {
      let model: Model

      var body: some View {
        Text("Controls")
      }
    }

    """
  }

  static var skipExamples: [TransformExample] {
    [
      skip("a publisher of the class used inside it",
        player: player(adding: "  func watch() { _ = $elapsed.sink { print($0) } }"),
        rule: AdoptObservationSkip.usesPublisher, saying: "Player uses the publisher of elapsed"),
      skip("a publisher used by a view",
        screens: screens.replacingOccurrences(of: "Text(player.title)", with: "Text(player.title).onReceive(player.$elapsed) { print($0) }"),
        rule: AdoptObservationSkip.usesPublisherOrObjectWillChange, saying: "uses the publisher $elapsed of Player"),
      skip("a publisher reached through a shared instance",
        screens: screens.replacingOccurrences(of: "Text(player.title)", with: "Text(player.title).onReceive(Shared.player.$elapsed) { print($0) }"),
        extra: "\nenum Shared {\n  static let player = Player()\n}\n",
        rule: AdoptObservationSkip.usesPublisherOrObjectWillChange, saying: "`Shared.player.$elapsed` at Player.swift:"),
      skip("a publisher reached where no chain covers it",
        screens: screens.replacingOccurrences(of: "Text(player.title)", with: "Text(player.title).onReceive((player as Player).$elapsed) { print($0) }"),
        rule: AdoptObservationSkip.usedInAWayNarrowCannotFollow, saying: "accesses .$elapsed in a way Narrow cannot follow"),
      skip("objectWillChange sent by hand",
        player: player(adding: "  func reset() { objectWillChange.send() }"),
        rule: AdoptObservationSkip.usesObjectWillChange, saying: "Player uses objectWillChange"),
      skip("a child object's announcements passed on by hand",
        player: player(adding: "  let queue = Queue()\n  private var forwarding: AnyCancellable?\n\n  func follow() {\n    forwarding = queue.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }\n  }"),
        extra: "\nfinal class Queue: ObservableObject {\n  @Published var titles: [String] = []\n}\n",
        rule: AdoptObservationSkip.forwardsChildAnnouncements, saying: "Player passes on the announcements of its child queue by hand"),
      skip("objectWillChange used by a view",
        screens: screens.replacingOccurrences(of: "Text(player.title)", with: "Text(player.title).onReceive(player.objectWillChange) { _ in }"),
        rule: AdoptObservationSkip.usesPublisherOrObjectWillChange, saying: "uses objectWillChange of Player"),
      skip("a subclass",
        extra: "\nfinal class PodcastPlayer: Player {}\n",
        rule: AdoptObservationSkip.isSubclassed, saying: "Player is subclassed by PodcastPlayer"),
      skip("a superclass",
        player: player.replacingOccurrences(of: "final class Player: ObservableObject", with: "class Player: Engine, ObservableObject"),
        extra: "\nclass Engine {}\n",
        rule: AdoptObservationSkip.inheritsAnotherClass, saying: "Player inherits Engine"),
      skip("an NSObject subclass with a property key-value observing can reach",
        player: player.replacingOccurrences(of: "final class Player: ObservableObject", with: "final class Player: NSObject, ObservableObject")
          .replacingOccurrences(of: "  private var timer: Timer?", with: "  @objc dynamic var volume = 0.5"),
        rule: AdoptObservationSkip.inheritsNSObject, saying: "Player inherits NSObject and exposes volume to Objective-C (dynamic)"),
      skip("an NSObject subclass exposing every member to Objective-C",
        player: player.replacingOccurrences(of: "final class Player: ObservableObject", with: "@objcMembers final class Player: NSObject, ObservableObject"),
        rule: AdoptObservationSkip.inheritsNSObject, saying: "exposes its members to Objective-C (@objcMembers)"),
      skip("a class exposed to Objective-C",
        player: player.replacingOccurrences(of: "final class Player: ObservableObject", with: "@objc final class Player: ObservableObject"),
        rule: AdoptObservationSkip.exposedToObjectiveC, saying: "Player is exposed to Objective-C (@objc)"),
      skip("a class declared once per platform",
        player: "#if os(iOS)\n" + player + "\n#else\n" + player + "\n#endif\n",
        rule: AdoptObservationSkip.declaredInEachBranchOfAnIf, saying: "Player is declared once in each branch of an #if (os(iOS), #else); Narrow migrates a class declared once"),
      skip("an open class",
        player: player.replacingOccurrences(of: "final class Player", with: "open class Player"),
        rule: AdoptObservationSkip.isOpen, saying: "Player is open"),
      skip("another property wrapper in the class, which a view shows",
        player: player(adding: "  @AppStorage(\"volume\") var volume = 0.5"),
        screens: screens.replacingOccurrences(of: "Text(\"\\(player.elapsed)\")", with: "Text(\"\\(player.elapsed) \\(player.volume)\")"),
        rule: AdoptObservationSkip.untrackableWrapper, saying: "Player.volume has @AppStorage, a property wrapper @Observable cannot track, and ElapsedView shows it"),
      skip("Codable",
        player: player.replacingOccurrences(of: "ObservableObject {", with: "ObservableObject, Codable {"),
        rule: AdoptObservationSkip.isCodable, saying: "Player is Codable"),
      skip("ObservableObject named as a constraint elsewhere",
        extra: "\nfunc observe<Object: ObservableObject>(_ object: Object) {}\n",
        rule: AdoptObservationSkip.usedOtherThanAsConformance, saying: "other than as a class's conformance (a generic constraint"),
      skip("ObservableObject asked for with a protocol another class adopts too",
        player: player.replacingOccurrences(of: "ObservableObject {", with: "ObservableObject, Playing {"),
        extra: "\nprotocol Playing {}\n\nfinal class Radio: ObservableObject, Playing {}\n\nfunc observe<Object: Playing & ObservableObject>(_ object: Object) {}\n",
        rule: AdoptObservationSkip.theyWouldHaveToMigrateTogether, saying: "and so does Radio: they would have to migrate together"),
      skip("ObservableObject asked for with a protocol the scanned code does not declare",
        player: player.replacingOccurrences(of: "ObservableObject {", with: "ObservableObject, Identifiable {"),
        extra: "\nfunc observe<Object: Identifiable & ObservableObject>(_ object: Object) {}\n",
        rule: AdoptObservationSkip.declaredInScannedCode, saying: "none of Identifiable is declared in the scanned code"),
      // In a file of its own: a file that names the class, reading objectWillChange of a value of
      // a type Narrow cannot tell, is a skip of its own (the value may be the class).
      TransformExample("a constrained function that uses the object's publisher",
        files: targetingObservation([
          "Player.swift": playerApp(player: player.replacingOccurrences(of: "ObservableObject {", with: "ObservableObject, Playing {"), screens: screens),
          "Observing.swift": "import Combine\n\nprotocol Playing {}\n\nfunc observe<Object: Playing & ObservableObject>(_ object: Object) {\n  _ = object.objectWillChange\n}\n",
        ]),
        .skips(AdoptObservationSkip.usesPublisherOfObjectWillChange, saying: "uses a publisher (objectWillChange or $…)")),
      TransformExample("a generic view observing the constrained parameter holds it without the wrapper",
        files: targetingObservation(["Player.swift": playerApp().replacingOccurrences(of: "ObservableObject {", with: "ObservableObject, Playing {")
          + Self.genericControls("ObservableObject", handle: "@ObservedObject var model: Model")]),
        .rewrites(["Player.swift": rewrittenPlayerApp.replacingOccurrences(of: "final class Player {", with: "final class Player: Playing {")
          + Self.genericControls("Observable", handle: "var model: Model")], verdict: .review)),
      skip("a generic view finding the constrained parameter in the environment",
        player: player.replacingOccurrences(of: "ObservableObject {", with: "ObservableObject, Playing {"),
        extra: genericControls("ObservableObject", handle: "@EnvironmentObject var model: Model"),
        rule: AdoptObservationSkip.conformanceForATypeParameter, saying: "Controls.model holds Model with @EnvironmentObject, which Narrow does not rewrite for a type parameter"),
      skip("a generic view setting up the wrapper of the constrained parameter itself",
        player: player.replacingOccurrences(of: "ObservableObject {", with: "ObservableObject, Playing {"),
        extra: genericControls("ObservableObject", handle: "@ObservedObject var model: Model\n\n  init(model: Model) {\n    _model = ObservedObject(wrappedValue: model)\n  }"),
        rule: AdoptObservationSkip.conformanceForATypeParameter, saying: "Controls.model holds Model with @ObservedObject, and uses _model at Player.swift:48:5"),
      skip("a protocol refining ObservableObject that the class adopts",
        player: player.replacingOccurrences(of: "ObservableObject {", with: "ObservableObject, Playing {"),
        extra: "\nprotocol Playing: ObservableObject {}\n",
        rule: AdoptObservationSkip.wouldNoLongerFit, saying: "a protocol that refines ObservableObject would no longer fit Player"),
      skip("a refining protocol adopted through another protocol",
        player: player.replacingOccurrences(of: "ObservableObject {", with: "ObservableObject, Streaming {"),
        extra: "\nprotocol Playing: ObservableObject {}\n\nprotocol Streaming: Playing {}\n",
        rule: AdoptObservationSkip.wouldNoLongerFit, saying: "ObservableObject is asked for with Playing at Player.swift:42:19, which Player conforms to: a protocol that refines"),
      TransformExample("places that take only this class are rewritten with it",
        files: targetingObservation(["Player.swift": playerApp().replacingOccurrences(of: "ObservableObject {", with: "ObservableObject, Playing {")
          + Self.onlyPlayerConstraints("ObservableObject")]),
        .rewrites(["Player.swift": rewrittenPlayerApp.replacingOccurrences(of: "final class Player {", with: "final class Player: Playing {")
          + Self.onlyPlayerConstraints("Observable")], verdict: .review)),
      // Combine stays: the constraints still name ObservableObject.
      TransformExample("ObservableObject asked for with protocols the class does not adopt",
        files: targetingObservation(["Player.swift": playerApp() + Self.otherObjectsConstraints]),
        .rewrites(["Player.swift": rewrittenPlayerApp.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\nimport Combine\n")
          + Self.otherObjectsConstraints], verdict: .review)),
      // The comment still names ObservableObject, so `import Combine` stays: Narrow removes it only
      // when no name of Combine's is left.
      TransformExample("a comment naming ObservableObject is no constraint",
        files: targetingObservation(["Player.swift": playerApp().replacingOccurrences(of: "final class Player", with: "// Not an ObservableObject for long.\nfinal class Player")]),
        .rewrites(["Player.swift": rewrittenPlayerApp
          .replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\nimport Combine\n")
          .replacingOccurrences(of: "@Observable\nfinal class Player", with: "// Not an ObservableObject for long.\n@Observable\nfinal class Player")], verdict: .review)),
      TransformExample("the file's header comment stays when its first import, Combine, goes",
        files: targetingObservation(["Player.swift": "// Player.swift\n// What plays, and for how long.\n\n"
          + playerApp().replacingOccurrences(of: "import SwiftUI\nimport Combine\n", with: "import Combine\nimport SwiftUI\n")]),
        .rewrites(["Player.swift": "// Player.swift\n// What plays, and for how long.\n\n" + rewrittenPlayerApp], verdict: .review)),
      TransformExample("an injection on an implicit self is rewritten too",
        files: targetingObservation(["Player.swift": playerApp().replacingOccurrences(of: "    .environmentObject(player)\n", with: "    .injecting(player)\n")
          + "\nextension View {\n  func injecting(_ player: Player) -> some View {\n    environmentObject(player)\n  }\n}\n"]),
        .rewrites(["Player.swift": rewrittenPlayerApp.replacingOccurrences(of: "    .environment(player)\n", with: "    .injecting(player)\n")
          + "\nextension View {\n  func injecting(_ player: Player) -> some View {\n    environment(player)\n  }\n}\n"], verdict: .review)),
      skip("an injection whose type cannot be told",
        screens: screens.replacingOccurrences(of: ".environmentObject(player)", with: ".environmentObject(makePlayer())"),
        extra: "\nfunc makePlayer() -> Player { Player() }\n",
        rule: AdoptObservationSkip.unknownEnvironmentObject, saying: "cannot tell what `.environmentObject(makePlayer())`"),
      skip("a view that uses the wrapper itself other than to set it up",
        screens: screens.replacingOccurrences(of: """
            @StateObject private var player = Player()
          """, with: """
            @StateObject private var player: Player

            init() {
              _player = StateObject(wrappedValue: Player())
              print(_player)
            }
          """),
        rule: AdoptObservationSkip.setsUpWrapperStorage, saying: "PlayerScreen sets up _player itself"),
      // @State keeps an ObservableObject alive without observing it; once it is @Observable, the
      // view would start running for what it reads, which is a change Narrow leaves to people.
      skip("a view that holds the object with a wrapper other than an observing one",
        screens: screens + """

          struct MiniPlayer: View {
            @State private var player = Player()

            var body: some View {
              Text(player.title)
            }
          }

          """,
        rule: AdoptObservationSkip.heldWithAnotherWrapper, saying: "MiniPlayer.player holds Player with @State, which Narrow does not rewrite"),
      skip("a wrapper whose object's type cannot be told",
        screens: screens.replacingOccurrences(of: "@StateObject private var player = Player()", with: "@StateObject private var player = Player.make()"),
        extra: "\nextension Player {\n  static func make() -> Player { Player() }\n}\n",
        rule: AdoptObservationSkip.unknownHolder, saying: "cannot tell what PlayerScreen.player (@StateObject)"),
      skip("a binding of an environment object outside body",
        screens: screens.replacingOccurrences(of: """
              Text("\\(player.elapsed)")
            }
          """, with: """
              Text("\\(player.elapsed)")
            }

            var titleField: some View {
              TextField("Title", text: $player.title)
            }
          """),
        rule: AdoptObservationSkip.observedOutsideBody, saying: "outside body, where the @Bindable copy Narrow writes does not reach"),
      skip("every observer reads every property that changes",
        screens: screens.replacingOccurrences(of: "Text(player.title)", with: "Text(player.title + \"\\(player.elapsed)\")")
          .replacingOccurrences(of: "TitleView(player: player)\n      ElapsedView()", with: "TitleView(player: player)\n      ElapsedView()\n      Text(\"\\(player.elapsed)\")"),
        rule: AdoptObservationSkip.readsEveryPublishedPropertyThatChanges, saying: "every view observing Player reads every published property that changes (elapsed)"),
      TransformExample("nothing observes it through a wrapper",
        files: targetingObservation(["Player.swift": "import SwiftUI\n\n" + player + """

          struct TitleView: View {
            let player: Player

            var body: some View {
              Text(player.title)
            }
          }

          """]),
        .skips(AdoptObservationSkip.noViewObserves, saying: "no view observes Player through @StateObject, @ObservedObject or @EnvironmentObject")),
      TransformExample("the package targets iOS 16",
        files: ["Player.swift": playerApp(), "Package.swift": "let package = Package(name: \"Player\", platforms: [.iOS(.v16)])\n"],
        .skips(AdoptObservationSkip.observationUnavailable)),
      TransformExample("the deployment target is unknown",
        files: ["Player.swift": playerApp()],
        .skips(AdoptObservationSkip.observationUnavailable)),
    ]
  }
}
