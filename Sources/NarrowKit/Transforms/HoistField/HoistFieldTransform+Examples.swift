extension HoistFieldTransform {
  static let views = """

    struct MiniPlayer: View {
      let player: Player
      var body: some View { Text(player.track.title) }
    }

    struct PlayCountLabel: View {
      let player: Player
      var body: some View { Text("\\(player.track.playCount) plays") }
    }
    """

  static var examples: [TransformExample] { rewriteAndSkipExamples + moreSkipExamples }

  static let rewriteAndSkipExamples: [TransformExample] = [
    .rewrites(
      "a field of a type nested in the struct is declared on the object with the struct's name",
      before: """
        struct Track {
          enum Phase { case idle, playing }
          var title: String
          var phase: Phase = .idle
        }

        @Observable
        final class Player {
          var track = Track(title: "")

          func tick() {
            track.phase = .playing
          }
        }

        struct MiniPlayer: View {
          let player: Player
          var body: some View { Text(player.track.title) }
        }

        struct PhaseLabel: View {
          let player: Player
          var body: some View { Text("\\(player.track.phase)") }
        }
        """,
      after: """
        struct Track {
          enum Phase { case idle, playing }
          var title: String
        }

        @Observable
        final class Player {
          var track = Track(title: "")
          var phase: Track.Phase = .idle

          func tick() {
            phase = .playing
          }
        }

        struct MiniPlayer: View {
          let player: Player
          var body: some View { Text(player.track.title) }
        }

        struct PhaseLabel: View {
          let player: Player
          var body: some View { Text("\\(player.phase)") }
        }
        """,
      verdict: .review),
    .rewrites(
      "a play count bumped by the player's tick moves onto the player",
      before: """
        struct Track {
          var title: String
          var artist: String
          /// Seconds listened, credited as the track plays.
          var playCount = 0
        }

        @Observable
        final class Player {
          var track = Track(title: "", artist: "")
          var elapsed = 0

          func tick() {
            elapsed += 1
            track.playCount += 1
          }
        }
        """ + views,
      after: """
        struct Track {
          var title: String
          var artist: String
        }

        @Observable
        final class Player {
          var track = Track(title: "", artist: "")
          /// Seconds listened, credited as the track plays.
          var playCount: Int = 0
          var elapsed = 0

          func tick() {
            elapsed += 1
            playCount += 1
          }
        }
        struct MiniPlayer: View {
          let player: Player
          var body: some View { Text(player.track.title) }
        }

        struct PlayCountLabel: View {
          let player: Player
          var body: some View { Text("\\(player.playCount) plays") }
        }
        """,
      verdict: .review),
    .skips(
      "a published download's progress, written from a timer: every view observing the store runs anyway",
      source: """
        struct Download {
          var name: String
          var progress: Double
        }

        final class DownloadStore: ObservableObject {
          @Published private(set) var current = Download(name: "", progress: 0)
          private var timer: Timer?

          func start(_ name: String) {
            current = Download(name: name, progress: 0)
            timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
              self.current.progress += 0.01
            }
          }
        }

        struct DownloadTitle: View {
          @ObservedObject var store: DownloadStore
          var body: some View { Text(store.current.name) }
        }

        struct DownloadBar: View {
          @ObservedObject var store: DownloadStore
          var body: some View { ProgressView(value: store.current.progress) }
        }
        """,
      rule: HoistFieldSkip.ownerIsObservableObject, saying: "DownloadStore is an ObservableObject: any @Published write runs every view observing it, so hoisting spares nothing until it adopts Observation"),

    .rewrites(
      "a slider bound to the field, and a path through another object",
      before: """
        struct Session {
          var title: String
          var volume = 0.8
        }

        @Observable final class Player {
          var session = Session(title: "")
        }

        @Observable final class AppModel {
          let player = Player()
        }

        struct VolumeSlider: View {
          @Bindable var player: Player
          var body: some View { Slider(value: $player.session.volume) }
        }

        struct SessionTitle: View {
          let model: AppModel
          var body: some View { Text(model.player.session.title) }
        }
        """,
      after: """
        struct Session {
          var title: String
        }

        @Observable final class Player {
          var session = Session(title: "")
          var volume: Double = 0.8
        }

        @Observable final class AppModel {
          let player = Player()
        }

        struct VolumeSlider: View {
          @Bindable var player: Player
          var body: some View { Slider(value: $player.volume) }
        }

        struct SessionTitle: View {
          let model: AppModel
          var body: some View { Text(model.player.session.title) }
        }
        """,
      verdict: .review),
    .skips(
      "every view that reads the struct also reads the field: moving it spares none",
      source: """
        struct Track {
          var title: String
          var playCount = 0
        }
        @Observable final class Player {
          var track = Track(title: "")
          func tick() { track.playCount += 1 }
        }
        struct TrackLine: View {
          let player: Player
          var body: some View { Text("\\(player.track.title) \\(player.track.playCount)") }
        }
        """,
      rule: HoistFieldSkip.soMovingItSparesNoneOfThem, saying: "every view that reads Player.track also reads its playCount, so moving it spares none of them"),
    .skips(
      "a field declared on one line with others is not moved",
      source: """
        struct Track { var title: String; var playCount = 0 }
        @Observable final class Player {
          var track = Track(title: "")
          func tick() { track.playCount += 1 }
        }
        """ + views,
      rule: HoistFieldSkip.sharesItsLineWithOtherCode, saying: "Track.playCount shares its line with other code"),
    .skips(
      "the names the field would take on the object are in use",
      source: """
        struct Track {
          var title: String
          var playCount = 0
        }
        @Observable final class Player {
          var track = Track(title: "")
          /// Plays of every track this session.
          var playCount = 0
          var trackPlayCount: String { "\\(track.playCount) plays" }
          func tick() {
            track.playCount += 1
            playCount += 1
          }
        }
        """ + views,
      rule: HoistFieldSkip.namesTaken, saying: "Player already uses the names playCount and trackPlayCount"),
    .skips(
      "the field is also used outside the object",
      source: """
        struct Track { var title: String; var playCount = 0 }
        @Observable final class Player {
          var track = Track(title: "")
          func tick() { track.playCount += 1 }
        }
        struct TrackDetails: View {
          let track: Track
          var body: some View { Text("\\(track.playCount)") }
        }
        """ + views,
      rule: HoistFieldSkip.alsoUsedOutside, saying: "Track.playCount is also used outside Player.track: `track.playCount` at Example.swift:8:33"),
    .skips(
      "the struct uses the field itself",
      source: """
        struct Track {
          var title: String
          var playCount = 0
          var isPopular: Bool { playCount > 100 }
        }
        @Observable final class Player {
          var track = Track(title: "")
          func tick() { track.playCount += 1 }
        }
        """ + views,
      rule: HoistFieldSkip.fieldUsedItself, saying: "Track uses playCount itself at Example.swift:4:"),
    .skips(
      "the struct is built with the field somewhere else",
      source: """
        struct Track { var title: String; var playCount: Int }
        @Observable final class Player {
          var track = Track(title: "", playCount: 0)
          func tick() { track.playCount += 1 }
        }
        let favourite = Track(title: "So What", playCount: 12)
        """ + views,
      rule: HoistFieldSkip.builtWith, saying: "Track is built with playCount: at Example.swift:6:"),
    .skips(
      "a key path to the field",
      source: """
        struct Track { var title: String; var playCount = 0 }
        @Observable final class Player {
          var track = Track(title: "")
          func tick() { track.playCount += 1 }
        }
        let byPlays = \\Track.playCount
        """ + views,
      rule: HoistFieldSkip.cannotTellTheType, saying: "`.playCount` is accessed in Example.swift where Narrow cannot tell the type"),
    .skips(
      "an unobserved property",
      source: """
        struct Track { var title: String; var playCount = 0 }
        @Observable final class Player {
          @ObservationIgnored var track = Track(title: "")
          func tick() { track.playCount += 1 }
        }
        """ + views,
      rule: HoistFieldSkip.observationIgnored, saying: "track is @ObservationIgnored"),
    .skips(
      "a replacement Narrow cannot follow",
      source: """
        struct Track { var title: String; var playCount = 0 }
        @Observable final class Player {
          var track = Track(title: "")
          func tick() { track.playCount += 1 }
          func load(_ next: inout Track) { swap(&track, &next) }
        }
        """ + views,
      rule: HoistFieldSkip.replacedAt, saying: "Player.track is replaced at Example.swift:5:"),

    .leavesToPeople(
      "a field saved with the struct",
      source: """
        struct Track: Codable { var title: String; var playCount = 0 }
        @Observable final class Player {
          var track = Track(title: "")
          func tick() { track.playCount += 1 }
        }
        """ + views,
      check: "Track is Codable: playCount is part of its stored format"),
    .ignores(
      "a SwiftData model, whose stored properties are the store's schema",
      source: """
        import SwiftData
        struct Track: Codable { var title: String; var playCount = 0 }
        @Model final class Player {
          var track = Track(title: "")
          func tick() { track.playCount += 1 }
        }
        """ + views),
    .ignores(
      "a struct from another module",
      source: """
        @Observable final class Player {
          var track = MPMediaItem()
          func tick() { track.playCount += 1 }
        }
        """ + views),
    .ignores(
      "a class instead of a struct",
      source: """
        final class Track { var title = ""; var playCount = 0 }
        @Observable final class Player {
          var track = Track()
          func tick() { track.playCount += 1 }
        }
        """ + views),
    .ignores(
      "a field that is never written",
      source: """
        struct Track { var title: String; var playCount = 0 }
        @Observable final class Player {
          var track = Track(title: "")
        }
        """ + views),
    .ignores(
      "several properties of one observable object are not a reason",
      source: """
        @Observable final class Player {
          var title = ""
          var playCount = 0
          func tick() { playCount += 1 }
        }
        struct MiniPlayer: View {
          let player: Player
          var body: some View { Text(player.title + "\\(player.playCount)") }
        }
        """),
  ]
}
