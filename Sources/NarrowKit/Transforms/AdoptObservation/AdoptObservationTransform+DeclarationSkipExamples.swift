/// Skips of how the class and its observers are written: where the conformance is, how the
/// declarations share their lines, and what an environment observer's body looks like.
extension AdoptObservationTransform {
  /// The screens with the elapsed view's body replaced.
  static func screens(elapsedBody: String) -> String {
    screens.replacingOccurrences(of: """
        var body: some View {
          Text("\\(player.elapsed)")
        }
      """, with: elapsedBody)
  }

  static var declarationSkipExamples: [TransformExample] {
    [
      skip("a conformance declared in an extension",
        player: player.replacingOccurrences(of: "final class Player: ObservableObject {", with: "final class Player {")
          + "\nextension Player: ObservableObject {}\n",
        rule: AdoptObservationSkip.conformsInAnExtension, saying: "Player conforms to ObservableObject in an extension"),
      // Code being edited: a property wrapper applies to one variable, so this does not compile yet.
      skip("published properties declared together",
        player: player.replacingOccurrences(of: "  @Published var title = \"\"\n", with: "  @Published var title = \"\", artist = \"\"\n"),
        rule: AdoptObservationSkip.publishedSharesDeclaration, saying: "Player.title shares its declaration with other properties"),
      skip("a conformance with a comment before it",
        player: player.replacingOccurrences(of: "final class Player: ObservableObject {", with: "final class Player: /* until iOS 17 */ ObservableObject {"),
        rule: AdoptObservationSkip.conformanceNotRemovable, saying: "is written in a form Narrow cannot take out"),
      skip("a class declared on the line of other code",
        player: "enum PlayerDefaults { static let title = \"\" }; " + player,
        rule: AdoptObservationSkip.sharesFirstLine, saying: "Player shares its first line with other code"),
      // Code being edited: an environment object's type must be written for it to compile.
      skip("an environment object without a written type",
        screens: screens.replacingOccurrences(of: "  @EnvironmentObject var player: Player\n", with: "  @EnvironmentObject var player = Player()\n"),
        rule: AdoptObservationSkip.observerHasNoWrittenType, saying: "ElapsedView.player has no written type"),
      skip("an environment object bound in a body declared in an extension",
        screens: screens(elapsedBody: "") + """

          extension ElapsedView {
            var body: some View {
              TextField("Title", text: $player.title)
            }
          }

          """,
        rule: AdoptObservationSkip.bodyNotFound, saying: "ElapsedView binds $player but its body cannot be found"),
      skip("an environment object bound in a body written on one line",
        screens: screens(elapsedBody: "  var body: some View { TextField(\"Title\", text: $player.title) }"),
        rule: AdoptObservationSkip.bodyOnDeclarationLine, saying: "ElapsedView's body starts on the line of `var body`"),
    ]
  }
}
