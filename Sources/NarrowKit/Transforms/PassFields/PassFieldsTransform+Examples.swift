extension PassFieldsTransform {
  /// A struct most examples share.
  static let track = """
    struct Track {
      var title: String
      var artist: String
      var album: String
      var playCount = 0
    }

    """

  static let examples: [TransformExample] = rewriteExamples + skipExamples + landingExamples + effectExamples + declarationExamples + callerSkipExamples

  /// Cases the transform rewrites.
  static let rewriteExamples: [TransformExample] = [
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
      "a type named like another type's nested one is the one its scope declares",
      before: """
        enum Library {
          struct Item {
            var title: String
            var plays: Int
          }

          struct ItemRow: View {
            let item: Item
            var body: some View { Text(item.title) }
          }
        }

        enum Shop {
          struct Item {
            var price: Int
          }
        }

        struct Shelf: View {
          let items: [Library.Item]
          var body: some View {
            ForEach(items.indices, id: \\.self) { Library.ItemRow(item: items[$0]) }
          }
        }
        """,
      after: """
        enum Library {
          struct Item {
            var title: String
            var plays: Int
          }

          struct ItemRow: View {
            let title: String
            var body: some View { Text(title) }
          }
        }

        enum Shop {
          struct Item {
            var price: Int
          }
        }

        struct Shelf: View {
          let items: [Library.Item]
          var body: some View {
            ForEach(items.indices, id: \\.self) { Library.ItemRow(title: items[$0].title) }
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
          var watched = false
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
          var watched = false
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
      "an element of a stored array is read once per field and stays safe; a taken name gets a prefix",
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
        """),
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
        """),
    .rewrites(
      "a literal argument keeps its type once it is read from",
      before: """
        struct Tag: ExpressibleByStringLiteral {
          var name: String
          var uses = 0
          init(stringLiteral value: String) { name = value }
        }
        struct TagChip: View {
          let tag: Tag
          var body: some View { Text(tag.name) }
        }
        let chip = TagChip(tag: "new")
        """,
      after: """
        struct Tag: ExpressibleByStringLiteral {
          var name: String
          var uses = 0
          init(stringLiteral value: String) { name = value }
        }
        struct TagChip: View {
          let name: String
          var body: some View { Text(name) }
        }
        let chip = TagChip(name: ("new" as Tag).name)
        """),
  ]
}
