/// Skips of the struct's shape and of the field's declaration, and of code Narrow cannot rewrite.
extension HoistFieldTransform {
  /// A player that bumps its track's play count; `track` and `field` vary per example.
  static func player(track: String = "var track = Track(title: \"\")", field: String = "var playCount = 0") -> String {
    """
    struct Track {
      var title: String
      \(field)
    }

    @Observable
    final class Player {
      \(track)

      func tick() {
        track.playCount += 1
      }
    }

    """
  }

  static let moreSkipExamples: [TransformExample] = [
    .skips("a generic struct is left alone",
      source: player(track: "var track = Track(title: \"\", artwork: \"cover.jpg\")")
        .replacingOccurrences(of: "struct Track {\n  var title: String\n", with: "struct Track<Artwork> {\n  var title: String\n  var artwork: Artwork?\n")
        + views,
      rule: HoistFieldSkip.isGeneric, saying: "Track is generic"),
    .skips("a field with property observers",
      source: player(field: "var playCount = 0 {\n    didSet { print(\"played\", playCount) }\n  }") + views,
      rule: HoistFieldSkip.hasPropertyObservers, saying: "Track.playCount has property observers"),
    .skips("a field declared together with another",
      source: player(field: "var playCount = 0, skipCount = 0") + views,
      rule: HoistFieldSkip.sharesItsDeclaration, saying: "Track.playCount shares its declaration with other properties"),
    .skips("a field whose type is neither written nor inferred",
      source: player(field: "var playCount = PlayHistory.count(of: \"\")") + views,
      rule: HoistFieldSkip.typeNotInferred, saying: "the type of Track.playCount is not declared and cannot be inferred"),
    TransformExample("a field read in a file that does not parse",
      files: [
        "Player.swift": player() + views.replacingOccurrences(of: "\nstruct PlayCountLabel: View {\n  let player: Player\n  var body: some View { Text(\"\\(player.track.playCount) plays\") }\n}", with: ""),
        "PlayCountLabel.swift": """
          struct PlayCountLabel: View {
            let player: Player
            var body: some View { Text("\\(player.track.playCount) plays") }
            func share() { print("shared" }
          }

          """,
      ],
      .skips(HoistFieldSkip.accessedInCodeWithSyntaxErrors, saying: "playCount is accessed in PlayCountLabel.swift, which has syntax errors")),
    .skips("the struct's initialiser passed as a function",
      source: player() + views + "\nlet queue = [\"So What\", \"Blue in Green\"].map(Track.init(title:))\n",
      rule: HoistFieldSkip.builtInAWayNarrowCannotRewrite, saying: "may build Track in a way Narrow cannot rewrite"),
    .skips("a field without a default value in a struct the object is given",
      source: player(track: "var track: Track\n\n  init(track: Track) {\n    self.track = track\n  }", field: "var playCount: Int") + views,
      rule: HoistFieldSkip.noDefaultValue, saying: "Track.playCount has no default value and Player.track does not start with one"),
    TransformExample("a field whose type the app and its widget each declare",
      files: [
        "App/Player.swift": player(field: "var rating: Rating = .unrated\n  var playCount = 0")
          .replacingOccurrences(of: "track.playCount += 1", with: "track.rating = .liked") + views
          .replacingOccurrences(of: "player.track.playCount) plays", with: "player.track.rating)"),
        "App/Rating.swift": "enum Rating {\n  case unrated, liked\n}\n",
        "Widget/Rating.swift": "enum Rating {\n  case unrated, liked, disliked\n}\n",
      ],
      .skips(HoistFieldSkip.cannotBeDeclaredOnTheObject, saying: "Track.rating cannot be declared on Player: Rating is declared 2 times")),
    // A file whose last line holds the whole object, with no line break after it.
    .skips("an object on the last line of a file that does not end its line",
      source: player().components(separatedBy: "@Observable")[0] + views + "\n@Observable final class Player { var track = Track(title: \"\"); func tick() { track.playCount += 1 } }",
      rule: HoistFieldSkip.storageDoesNotEndItsLine, saying: "Player.track does not end its line"),
  ]
}
