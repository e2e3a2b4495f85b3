extension PassFieldsTransform {
  /// A row showing the title and artist of a track, with `members` after its input, built by a
  /// library as `construction` says.
  static func trackRow(input: String = "let track: Track", members: String = "", construction: String = "TrackRow(track: item)") -> String {
    track + """
      struct TrackRow: View {
        \(input)
      \(members)
        var body: some View {
          Text("\\(track.title) by \\(track.artist)")
        }
      }

      struct Library: View {
        let tracks: [Track]
        var body: some View {
          ForEach(tracks, id: \\.title) { item in
            \(construction)
          }
        }
      }

      """
  }

  /// Skips of the value's kind, and of the callers and initialisers that supply it.
  static let callerSkipExamples: [TransformExample] = [
    .skips(
      "an enum has no fields to pass",
      source: """
        enum Mood {
          case calm, lively
          var symbol: String { self == .calm ? "leaf" : "bolt" }
        }

        struct MoodBadge: View {
          let mood: Mood
          var body: some View { Image(systemName: mood.symbol) }
        }
        """,
      rule: PassFieldsSkip.isAnEnum, saying: "Mood is an enum: it has no fields to pass"),
    .skips(
      "a generic struct named through an alias",
      source: """
        struct Page<Item> {
          var items: [Item]
          var number: Int
          var hasMore: Bool
        }

        typealias TrackPage = Page<String>

        struct PageFooter: View {
          let page: TrackPage
          var body: some View { Text("Page \\(page.number)") }
        }
        """,
      rule: PassFieldsSkip.isGeneric, saying: "Page is generic"),
    .skips(
      "an input with a value of its own that callers may leave out",
      source: trackRow(input: "var track: Track = Track(title: \"Untitled\", artist: \"\", album: \"\")"),
      rule: PassFieldsSkip.hasInitialValue, saying: "track has an initial value, so callers may leave it out"),
    // Code being edited: the library does not pass the track yet.
    .skips(
      "a construction that does not pass the input",
      source: trackRow(construction: "TrackRow()"),
      rule: PassFieldsSkip.constructionLeavesItOut, saying: "does not pass track:"),
    .skips(
      "an initialiser in an extension beside the memberwise one",
      source: trackRow() + """

        extension TrackRow {
          init(title: String) {
            self.init(track: Track(title: title, artist: "", album: ""))
          }
        }

        """,
      rule: PassFieldsSkip.hasInitialiserInAnExtension, saying: "TrackRow has an initialiser in an extension"),
    .skips(
      "an initialiser that sets the input in each branch of an if",
      source: trackRow(members: """

          init(track: Track?) {
            if let track {
              self.track = track
            } else {
              self.track = Track(title: "Untitled", artist: "", album: "")
            }
          }

        """),
      rule: PassFieldsSkip.notSetExactlyOnce, saying: "does not set track exactly once with `self.track = …`"),
    .skips(
      "an initialiser that reads the input after setting it",
      source: trackRow(members: """
          let accessibilityText: String

          init(track: Track) {
            self.track = track
            accessibilityText = self.track.title
          }

        """),
      rule: PassFieldsSkip.usedInsideAnInitialiser, saying: "track is used inside an initialiser at Example.swift:"),
  ]
}
