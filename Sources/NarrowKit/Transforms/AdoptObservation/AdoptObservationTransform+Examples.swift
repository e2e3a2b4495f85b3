extension AdoptObservationTransform {
  static var examples: [TransformExample] { rewriteExamples + skipExamples + attributeExamples + declarationSkipExamples }

  static let package = "let package = Package(name: \"Player\", platforms: [.iOS(.v17), .macOS(.v14)])\n"

  /// An example's files with a package that targets iOS 17, where @Observable exists.
  static func targetingObservation(_ files: [String: String]) -> [String: String] {
    files.merging(["Package.swift": package]) { first, _ in first }
  }

  static let player = """
    final class Player: ObservableObject {
      @Published var title = ""
      @Published var elapsed = 0.0
      private var timer: Timer?

      func tick() {
        elapsed += 1
      }
    }

    """

  static let screens = """
    struct PlayerScreen: View {
      @StateObject private var player = Player()

      var body: some View {
        VStack {
          TitleView(player: player)
          ElapsedView()
        }
        .environmentObject(player)
      }
    }

    struct TitleView: View {
      @ObservedObject var player: Player

      var body: some View {
        Text(player.title)
      }
    }

    struct ElapsedView: View {
      @EnvironmentObject var player: Player

      var body: some View {
        Text("\\(player.elapsed)")
      }
    }

    """

  static func playerApp(player: String = player, screens: String = screens) -> String {
    "import SwiftUI\nimport Combine\n\n" + player + "\n" + screens
  }

  static let rewrittenPlayerApp = """
          import SwiftUI

          @Observable
          final class Player {
            var title = ""
            var elapsed = 0.0
            @ObservationIgnored private var timer: Timer?

            func tick() {
              elapsed += 1
            }
          }

          struct PlayerScreen: View {
            @State private var player = Player()

            var body: some View {
              VStack {
                TitleView(player: player)
                ElapsedView()
              }
              .environment(player)
            }
          }

          struct TitleView: View {
            var player: Player

            var body: some View {
              Text(player.title)
            }
          }

          struct ElapsedView: View {
            @Environment(Player.self) var player: Player

            var body: some View {
              Text("\\(player.elapsed)")
            }
          }

          """

  static var rewriteExamples: [TransformExample] {
    [
      TransformExample("an ObservableObject and the views observing it move to Observation",
        files: targetingObservation(["Player.swift": playerApp()]),
        .rewrites(["Player.swift": rewrittenPlayerApp], verdict: .review)),
      TransformExample("a view that sets up its @StateObject in init sets up its @State the same way",
        files: targetingObservation(["Player.swift": playerApp(screens: screens.replacingOccurrences(
          of: "  @StateObject private var player = Player()\n",
          with: "  @StateObject private var player: Player\n\n  init() {\n    _player = StateObject(wrappedValue: Player())\n  }\n"))]),
        .rewrites(["Player.swift": rewrittenPlayerApp.replacingOccurrences(
          of: "  @State private var player = Player()\n",
          with: "  @State private var player: Player\n\n  init() {\n    _player = State(initialValue: Player())\n  }\n")], verdict: .review)),
      TransformExample("an NSObject subclass moves too when nothing of it is exposed to key-value observing",
        files: targetingObservation(["Player.swift": playerApp(player: player.replacingOccurrences(
          of: "final class Player: ObservableObject {\n", with: "final class Player: NSObject, ObservableObject {\n"))]),
        .rewrites(["Player.swift": rewrittenPlayerApp.replacingOccurrences(
          of: "final class Player {\n", with: "final class Player: NSObject {\n")], verdict: .review)),
      TransformExample("views that bind a property get a @Bindable: as the property, or as a copy in body",
        files: targetingObservation(["Settings.swift": """
          import SwiftUI

          final class Settings: ObservableObject, Identifiable {
            @Published var name = ""
            @Published var isOn = false
            @Published private(set) var saves = 0
            lazy var formatter = NumberFormatter()

            func save() {
              saves += 1
            }
          }

          struct NameField: View {
            @ObservedObject var settings: Settings

            var body: some View {
              TextField("Name", text: $settings.name)
            }
          }

          struct Toggles: View {
            @EnvironmentObject var settings: Settings

            var body: some View {
              Toggle("On", isOn: $settings.isOn)
            }
          }

          """]),
        .rewrites(["Settings.swift": """
          import SwiftUI

          @Observable
          final class Settings: Identifiable {
            var name = ""
            var isOn = false
            private(set) var saves = 0
            @ObservationIgnored lazy var formatter = NumberFormatter()

            func save() {
              saves += 1
            }
          }

          struct NameField: View {
            @Bindable var settings: Settings

            var body: some View {
              TextField("Name", text: $settings.name)
            }
          }

          struct Toggles: View {
            @Environment(Settings.self) var settings: Settings

            var body: some View {
              @Bindable var settings = settings
              Toggle("On", isOn: $settings.isOn)
            }
          }

          """], verdict: .review)),
      TransformExample("an App holds the object like a view: its @StateObject becomes @State",
        files: targetingObservation(["PlayerApp.swift": "import SwiftUI\n\n" + player + """

          @main
          struct PlayerApp: App {
            @StateObject private var player = Player()

            var body: some Scene {
              WindowGroup {
                ElapsedView()
                  .environmentObject(player)
              }
            }
          }

          struct ElapsedView: View {
            @EnvironmentObject var player: Player

            var body: some View {
              Text("\\(player.elapsed)")
            }
          }

          """]),
        .rewrites(["PlayerApp.swift": """
          import SwiftUI

          @Observable
          final class Player {
            var title = ""
            var elapsed = 0.0
            @ObservationIgnored private var timer: Timer?

            func tick() {
              elapsed += 1
            }
          }

          @main
          struct PlayerApp: App {
            @State private var player = Player()

            var body: some Scene {
              WindowGroup {
                ElapsedView()
                  .environment(player)
              }
            }
          }

          struct ElapsedView: View {
            @Environment(Player.self) var player: Player

            var body: some View {
              Text("\\(player.elapsed)")
            }
          }

          """], verdict: .review)),
      TransformExample("a model file without SwiftUI trades Combine for Observation; views elsewhere follow",
        files: targetingObservation([
          "Counter.swift": """
            import Foundation
            import Combine

            final class Counter: ObservableObject {
              @Published var count = 0
              @Published var label = "Taps"

              func increment() {
                count += 1
              }
            }

            """,
          "CounterViews.swift": """
            import SwiftUI

            struct LabelView: View {
              @ObservedObject var counter: Counter

              var body: some View {
                Text(counter.label)
              }
            }

            """,
        ]),
        .rewrites([
          "Counter.swift": """
            import Foundation
            import Observation

            @Observable
            final class Counter {
              var count = 0
              var label = "Taps"

              func increment() {
                count += 1
              }
            }

            """,
          "CounterViews.swift": """
            import SwiftUI

            struct LabelView: View {
              var counter: Counter

              var body: some View {
                Text(counter.label)
              }
            }

            """,
        ], verdict: .review)),
    ]
  }
}
