extension PassFieldsTransform {
  /// Cases the transform leaves alone, one per rule, each with the reason the report gives.
  static let skipExamples: [TransformExample] = [
    .skips(
      "four fields: the whole value is the better input",
      source: track + """
        struct TrackDetail: View {
          let track: Track
          var body: some View {
            Text(track.title); Text(track.artist); Text(track.album); Text("\\(track.playCount)")
          }
        }
        """,
      rule: PassFieldsSkip.readsTooManyFields, saying: "reads 4 fields of Track (title, artist, album, playCount): pass the whole value"),
    .skips(
      "an observable object's properties are already tracked one by one",
      source: """
        @Observable final class Player { var title = ""; var elapsed = 0.0 }
        struct PlayerTitle: View {
          let player: Player
          var body: some View { Text(player.title) }
        }
        """,
      rule: PassFieldsSkip.isObservable, saying: "Player is @Observable"),
    .skips(
      "an ObservableObject passed by reference runs its observers whatever they read",
      source: """
        final class Player: ObservableObject { @Published var title = ""; @Published var elapsed = 0.0 }
        struct PlayerTitle: View {
          let player: Player
          var body: some View { Text(player.title) }
        }
        """,
      rule: PassFieldsSkip.isAnObservableObject, saying: "Player is an ObservableObject, passed by reference"),
    .skips(
      "an actor is not a value SwiftUI compares",
      source: """
        actor Downloader { var progress = 0.0 }
        struct DownloadLabel: View {
          let downloader: Downloader
          var body: some View { Text("downloading") }
        }
        """,
      rule: PassFieldsSkip.isAnActor, saying: "Downloader is an actor"),
    .skips(
      "a class is not a value",
      source: """
        final class Album { var name = "" }
        struct AlbumName: View {
          let album: Album
          var body: some View { Text(album.name) }
        }
        """,
      rule: PassFieldsSkip.isAClass, saying: "Album is a class"),
    .skips(
      "a protocol's concrete type is unknown",
      source: """
        protocol Playable { var title: String { get } }
        struct PlayableTitle: View {
          let item: Playable
          var body: some View { Text(item.title) }
        }
        """,
      rule: PassFieldsSkip.isAProtocol, saying: "Playable is a protocol"),
    .skips(
      "a type declared once per #if branch",
      source: """
        #if os(iOS)
        struct Track {
          var title: String
          var artist: String
        }
        #else
        struct Track {
          var title: String
          var year: Int
        }
        #endif

        struct TrackRow: View {
          let track: Track
          var body: some View { Text(track.title) }
        }
        """,
      rule: PassFieldsSkip.declaredInEachBranchOfAnIf, saying: "Track is declared once in each branch of an #if (os(iOS), #else)"),
    .skips(
      "a type alias names the type it stands for",
      source: """
        @Observable
        final class LibraryModel {
          var title = ""
          var count = 0
        }

        typealias Model = LibraryModel

        struct Header: View {
          let model: Model
          var body: some View { Text(model.title) }
        }
        """,
      rule: PassFieldsSkip.isObservable, saying: "LibraryModel is @Observable"),
    .skips(
      "a type from another module is unknown",
      source: """
        struct MapPin: View {
          let place: MKPlacemark
          var body: some View { Text(place.title) }
        }
        """,
      rule: PassFieldsSkip.notDeclaredInTheScannedCode, saying: "MKPlacemark is not declared in the scanned code"),
    .skips(
      "a value passed on whole",
      source: track + """
        struct TrackRow: View {
          let track: Track
          var body: some View { TrackMenu(track: track).accessibilityLabel(track.title) }
        }
        """,
      rule: PassFieldsSkip.usedWhole, saying: "track is used whole at Example.swift:9:42 (`track`)"),
    .skips(
      "a value compared whole",
      source: track + """
        struct TrackRow: View {
          let track: Track
          let current: Track
          var body: some View { Text(track.title).bold(track == current) }
        }
        """,
      rule: PassFieldsSkip.usedWhole, saying: "track is used whole"),
    .skips(
      "a value captured whole by a closure",
      source: track + """
        struct TrackRow: View {
          let track: Track
          let play: (Track) -> Void
          var body: some View { Button(track.title) { [track] in play(track) } }
        }
        """,
      rule: PassFieldsSkip.usedWhole, saying: "track is used whole"),
    .skips(
      "a value behind a property wrapper",
      source: track + """
        struct TrackEditor: View {
          @Binding var track: Track
          var body: some View { TextField("Title", text: $track.title) }
        }
        """,
      rule: PassFieldsSkip.hasPropertyWrapper, saying: "track has the property wrapper @Binding"),
    .skips(
      "a value the view mutates",
      source: track + """
        struct TrackCounter: View {
          var track: Track
          var body: some View { Text(track.title) }
          mutating func play() { track.playCount += 1 }
        }
        """,
      rule: PassFieldsSkip.mutated, saying: "track is mutated"),
    .skips(
      "a field whose type is neither written nor a literal",
      source: """
        struct Clip { var name: String; var length = Duration.seconds(3) }
        struct ClipLength: View {
          let clip: Clip
          var body: some View { Text(clip.name + "\\(clip.length)") }
        }
        """,
      rule: PassFieldsSkip.typeNotInferred, saying: "the type of Clip.length is not declared and cannot be inferred"),
    .skips(
      "a method called on the value",
      source: track + """
        extension Track { func summary() -> String { title + " – " + artist } }
        struct TrackSummary: View {
          let track: Track
          var body: some View { Text(track.summary()) }
        }
        """,
      rule: PassFieldsSkip.isAMethodOf, saying: "track.summary at Example.swift:10:30 (`track.summary`) is a method of Track, not a field"),
    .skips(
      "a computed property of the value",
      source: track + """
        extension Track { var headline: String { title.uppercased() } }
        struct TrackHeadline: View {
          let track: Track
          var body: some View { Text(track.headline) }
        }
        """,
      rule: PassFieldsSkip.isAComputedProperty, saying: "is a computed property of Track; passing it would evaluate it wherever the view is built"),
    .skips(
      "a public view without an initialiser may have callers outside the codebase",
      source: track + """
        public struct TrackTitle: View {
          let track: Track
          public var body: some View { Text(track.title) }
        }
        """,
      rule: PassFieldsSkip.isPublic, saying: "TrackTitle is public and has no explicit initialiser"),
    .skips(
      "an initialiser used as a function value",
      source: track + """
        struct TrackTitle: View {
          let track: Track
          var body: some View { Text(track.title) }
        }
        struct TrackList: View {
          let tracks: [Track]
          var body: some View { ForEach(tracks.map(TrackTitle.init), id: \\.title) { $0 } }
        }
        """,
      rule: PassFieldsSkip.cannotRewrite, saying: "`TrackTitle.init` at Example.swift:13:44 may construct TrackTitle in a way Narrow cannot rewrite"),
    .ignores(
      "a generic parameter, optionals, collections and standard types are not candidates",
      source: """
        struct Card<Item: Identifiable, Content: View>: View {
          let item: Item
          let content: Content
          let subtitle: String?
          let tags: [String]
          let date: Date
          var body: some View { VStack { content; Text("\\(item.id)"); Text(subtitle.description); Text(tags.first!) } }
        }
        """),
    TransformExample(
      "a construction site in a file with syntax errors",
      files: [
        "Track.swift": track + """
          struct TrackTitle: View {
            let track: Track
            var body: some View { Text(track.title) }
          }
          """,
        "Broken.swift": """
          struct Screen: View {
            let track: Track
            var body: some View { TrackTitle(track: track) Text(
          }
          """,
      ],
      .skips(PassFieldsSkip.constructedInCodeWithSyntaxErrors, saying: "TrackTitle is constructed in Broken.swift, which has syntax errors (Broken.swift:")),
    // Found by the fuzz test: the parser repairs `artist:=String` to a missing type, whose text is empty.
    TransformExample(
      "a field whose type the parser had to repair",
      files: [
        "Track.swift": """
          struct Track: Identifiable, Hashable {
            let id: Int
            var title: String
            var artist:=String
            var playCount: Int
          }
          """,
        "TrackTitle.swift": """
          import SwiftUI

          struct TrackTitle: View {
            let track: Track
            var body: some View { VStack { Text(track.title); Text(track.artist) } }
          }
          struct Screen: View {
            @State var track: Track
            var body: some View { TrackTitle(track: track).onAppear { track.playCount += 1 } }
          }
          """,
      ],
      .skips(PassFieldsSkip.typeNotInferred, saying: "the type of Track.artist is not declared and cannot be inferred")),
    // An app and its widget each declare a Track; the scanned code holds both.
    TransformExample(
      "a type declared twice, outside an #if",
      files: [
        "App/Track.swift": track,
        "Widget/Track.swift": """
          struct Track {
            var title: String
            var duration: Double
          }
          """,
        "App/TrackTitle.swift": """
          import SwiftUI

          struct TrackTitle: View {
            let track: Track
            var body: some View { Text(track.title) }
          }
          """,
      ],
      .skips(PassFieldsSkip.declaredSeveralTimes, saying: "Track is declared 2 times; Narrow cannot tell which")),
    .skips(
      "a value with property observers",
      source: track + """
        struct NowPlaying: View {
          var track: Track {
            didSet { print("now playing \\(track.title)") }
          }
          var body: some View { Text(track.title) }
        }
        """,
      rule: PassFieldsSkip.hasPropertyObservers, saying: "track has property observers"),
    .skips(
      "a value declared together with another",
      source: track + """
        struct UpNext: View {
          let current, next: Track
          var body: some View { Text(current.title); Text(next.title) }
        }
        """,
      rule: PassFieldsSkip.sharesItsDeclarationWithOtherProperties),
    .skips(
      "a view declared once per platform: its callers cannot be told apart",
      source: track + """
        #if os(watchOS)
        struct TrackTitle: View {
          let track: Track
          var body: some View { Text(track.title).font(.footnote) }
        }
        #else
        struct TrackTitle: View {
          let track: Track
          var body: some View { Text(track.title) }
        }
        #endif
        """,
      rule: PassFieldsSkip.narrowCannotTellTheirCallersApart, saying: "TrackTitle is declared more than once; Narrow cannot tell their callers apart"),
    .skips(
      "a value the view holds but never reads",
      source: track + """
        struct NowPlayingBadge: View {
          let track: Track
          var body: some View { Image(systemName: "waveform") }
        }
        """,
      rule: PassFieldsSkip.neverRead, saying: "track is never read"),
    .skips(
      "a member declared outside the scanned code",
      source: track + """
        struct TrackCaption: View {
          let track: Track
          var body: some View { Text(track.localizedTitle) }
        }
        """,
      rule: PassFieldsSkip.isNotAPropertyOf, saying: "is not a property of Track declared in the scanned code"),
    // Code being edited: `$track` names the binding of an @Binding just removed. Whether the
    // binding writes the value is unknown, so the value stays whole.
    .skips(
      "a binding to a value whose wrapper was removed",
      source: track + """
        struct TrackEditor: View {
          var track: Track
          var body: some View { TextField("Title", text: $track.title) }
        }
        """,
      rule: PassFieldsSkip.boundWithProjection, saying: "track is bound with $track"),
    // Code being edited: `_track` names the storage of an @State just removed.
    .skips(
      "the storage of a value whose wrapper was removed",
      source: track + """
        struct TrackTitle: View {
          let track: Track
          var body: some View { Text(_track.wrappedValue.title) }
        }
        """,
      rule: PassFieldsSkip.usedThroughWrapperStorage, saying: "track is used through _track"),
    .skips(
      "a field whose type means another type inside the view",
      source: """
        enum Format { case mp3, flac }
        struct Track {
          var title: String
          var format: Format
          var playCount = 0
        }
        struct TrackBadge: View {
          /// How wide the badge draws, not the format of the file.
          enum Format { case compact, wide }
          let track: Track
          var body: some View { Text(track.title + " \\(track.format)") }
        }
        """,
      rule: PassFieldsSkip.cannotBeWrittenIn, saying: "the type of Track.format cannot be written in TrackBadge: Format would mean TrackBadge.Format"),
    .skips(
      "the names the fields would take are in use",
      source: track + """
        struct TrackHeader: View {
          /// The screen's own title, above the track's.
          let title: String
          let track: Track
          var trackTitle: String { track.title.uppercased() }
          var body: some View { VStack { Text(title); Text(trackTitle) } }
        }
        """,
      rule: PassFieldsSkip.namesTaken, saying: "TrackHeader already uses the names title and trackTitle"),
  ]
}
