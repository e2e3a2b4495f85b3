extension PassFieldsTransform {
  private static let track = """
    struct Track {
      var title: String
      var artist: String
      var album: String
      var playCount = 0
    }

    """

  public static let examples: [TransformExample] = [
    .rewrites(
      "a row that shows two fields takes those fields",
      before: track + """
        struct TrackRow: View {
          let track: Track
          var body: some View {
            Text("\\(track.title) by \\(self.track.artist)")
          }
        }

        struct Library: View {
          let tracks: [Track]
          var body: some View {
            ForEach(tracks, id: \\.title) { item in
              TrackRow(track: item)
            }
          }
        }
        """,
      after: track + """
        struct TrackRow: View {
          let title: String
          let artist: String
          var body: some View {
            Text("\\(title) by \\(self.artist)")
          }
        }

        struct Library: View {
          let tracks: [Track]
          var body: some View {
            ForEach(tracks, id: \\.title) { item in
              TrackRow(title: item.title, artist: item.artist)
            }
          }
        }
        """),
    .rewrites(
      "a view with its own initialiser keeps its callers",
      before: track + """
        struct TrackTitle: View {
          private let track: Track
          init(track: Track) {
            self.track = track
          }
          var body: some View { Text(track.title).font(.headline) }
        }

        let preview = TrackTitle(track: Track(title: "A", artist: "B", album: "C"))
        """,
      after: track + """
        struct TrackTitle: View {
          private let title: String
          init(track: Track) {
            self.title = track.title
          }
          var body: some View { Text(title).font(.headline) }
        }

        let preview = TrackTitle(track: Track(title: "A", artist: "B", album: "C"))
        """),
    .rewrites(
      "an implicit member argument gets its type written out; a literal count is inferred",
      before: """
        struct Episode {
          var name: String
          var minutes = 0
          static let preview = Episode(name: "Pilot", minutes: 42)
        }

        struct EpisodeLabel: View {
          let episode: Episode
          let highlighted: Bool
          var body: some View {
            Text(episode.name + " \\(episode.minutes) min").bold(highlighted)
          }
        }

        #Preview {
          EpisodeLabel(episode: .preview, highlighted: true)
        }
        """,
      after: """
        struct Episode {
          var name: String
          var minutes = 0
          static let preview = Episode(name: "Pilot", minutes: 42)
        }

        struct EpisodeLabel: View {
          let name: String
          let minutes: Int
          let highlighted: Bool
          var body: some View {
            Text(name + " \\(minutes) min").bold(highlighted)
          }
        }

        #Preview {
          EpisodeLabel(name: Episode.preview.name, minutes: Episode.preview.minutes, highlighted: true)
        }
        """),
    .rewrites(
      "an argument evaluated once per field needs review; a taken name gets a prefix",
      before: track + """
        struct NowPlaying: View {
          let track: Track
          let title: String
          var body: some View {
            VStack { Text(title); Text(track.title); Text(track.album) }
          }
        }

        struct Screen: View {
          let queue: [Track]
          var body: some View { NowPlaying(track: queue[0], title: "Now Playing") }
        }
        """,
      after: track + """
        struct NowPlaying: View {
          let trackTitle: String
          let album: String
          let title: String
          var body: some View {
            VStack { Text(title); Text(trackTitle); Text(album) }
          }
        }

        struct Screen: View {
          let queue: [Track]
          var body: some View { NowPlaying(trackTitle: queue[0].title, album: queue[0].album, title: "Now Playing") }
        }
        """,
      verdict: .review),
    .rewrites(
      "a local that shadows the property is left alone",
      before: track + """
        struct Header: View {
          let track: Track
          let others: [Track]
          var body: some View {
            Text(track.title)
            ForEach(others, id: \\.title) { track in Text(track.album) }
          }
        }

        let header = Header(track: Track(title: "A", artist: "B", album: "C"), others: [])
        """,
      after: track + """
        struct Header: View {
          let title: String
          let others: [Track]
          var body: some View {
            Text(title)
            ForEach(others, id: \\.title) { track in Text(track.album) }
          }
        }

        let header = Header(title: Track(title: "A", artist: "B", album: "C").title, others: [])
        """),

    .rewrites(
      "a parent that only passed the value on is narrowed once its child is",
      before: track + """
        struct TrackCell: View {
          let track: Track
          var body: some View { HStack { TrackName(track: track); Text(track.artist) } }
        }
        struct TrackName: View {
          let track: Track
          var body: some View { Text(track.title) }
        }
        let cell = TrackCell(track: Track(title: "A", artist: "B", album: "C"))
        """,
      after: track + """
        struct TrackCell: View {
          let title: String
          let artist: String
          var body: some View { HStack { TrackName(title: title); Text(artist) } }
        }
        struct TrackName: View {
          let title: String
          var body: some View { Text(title) }
        }
        let cell = TrackCell(title: Track(title: "A", artist: "B", album: "C").title, artist: Track(title: "A", artist: "B", album: "C").artist)
        """,
      verdict: .review),
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
      reason: "reads 4 fields of Track (title, artist, album, playCount): pass the whole value"),
    .skips(
      "an observable object's properties are already tracked one by one",
      source: """
        @Observable final class Player { var title = ""; var elapsed = 0.0 }
        struct PlayerTitle: View {
          let player: Player
          var body: some View { Text(player.title) }
        }
        """,
      reason: "Player is an observable object"),
    .skips(
      "a class is not a value",
      source: """
        final class Album { var name = "" }
        struct AlbumName: View {
          let album: Album
          var body: some View { Text(album.name) }
        }
        """,
      reason: "Album is a class"),
    .skips(
      "a protocol's concrete type is unknown",
      source: """
        protocol Playable { var title: String { get } }
        struct PlayableTitle: View {
          let item: Playable
          var body: some View { Text(item.title) }
        }
        """,
      reason: "Playable is a protocol"),
    .skips(
      "a type from another module is unknown",
      source: """
        struct MapPin: View {
          let place: MKPlacemark
          var body: some View { Text(place.title) }
        }
        """,
      reason: "MKPlacemark is not declared in the scanned code"),
    .skips(
      "a value passed on whole",
      source: track + """
        struct TrackRow: View {
          let track: Track
          var body: some View { TrackMenu(track: track).accessibilityLabel(track.title) }
        }
        """,
      reason: "track is used whole at Example.swift:9:42 (`track`)"),
    .skips(
      "a value compared whole",
      source: track + """
        struct TrackRow: View {
          let track: Track
          let current: Track
          var body: some View { Text(track.title).bold(track == current) }
        }
        """,
      reason: "track is used whole"),
    .skips(
      "a value captured whole by a closure",
      source: track + """
        struct TrackRow: View {
          let track: Track
          let play: (Track) -> Void
          var body: some View { Button(track.title) { [track] in play(track) } }
        }
        """,
      reason: "track is used whole"),
    .skips(
      "a value behind a property wrapper",
      source: track + """
        struct TrackEditor: View {
          @Binding var track: Track
          var body: some View { TextField("Title", text: $track.title) }
        }
        """,
      reason: "track has the property wrapper @Binding"),
    .skips(
      "a value the view mutates",
      source: track + """
        struct TrackCounter: View {
          var track: Track
          var body: some View { Text(track.title) }
          mutating func play() { track.playCount += 1 }
        }
        """,
      reason: "track is mutated"),
    .skips(
      "a field whose type is neither written nor a literal",
      source: """
        struct Clip { var name: String; var length = Duration.seconds(3) }
        struct ClipLength: View {
          let clip: Clip
          var body: some View { Text(clip.name + "\\(clip.length)") }
        }
        """,
      reason: "the type of Clip.length is not declared and cannot be inferred"),
    .skips(
      "a method called on the value",
      source: track + """
        extension Track { func summary() -> String { title + " – " + artist } }
        struct TrackSummary: View {
          let track: Track
          var body: some View { Text(track.summary()) }
        }
        """,
      reason: "track.summary at Example.swift:10:30 (`track.summary`) is a method of Track, not a field"),
    .skips(
      "a computed property of the value",
      source: track + """
        extension Track { var headline: String { title.uppercased() } }
        struct TrackHeadline: View {
          let track: Track
          var body: some View { Text(track.headline) }
        }
        """,
      reason: "is a computed property of Track; passing it would evaluate it wherever the view is built"),
    .skips(
      "a public view without an initialiser may have callers outside the codebase",
      source: track + """
        public struct TrackTitle: View {
          let track: Track
          public var body: some View { Text(track.title) }
        }
        """,
      reason: "TrackTitle is public and has no explicit initialiser"),
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
      reason: "`TrackTitle.init` at Example.swift:13:44 may construct TrackTitle in a way Narrow cannot rewrite"),
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
      .skips("TrackTitle is constructed in Broken.swift, which has syntax errors (Broken.swift:")),
  ]
}
