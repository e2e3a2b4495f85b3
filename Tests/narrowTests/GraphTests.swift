import Foundation
import Testing

/// `narrow graph` on the example apps, checked against golden files. When the graph changes on
/// purpose, write them anew with `NARROW_UPDATE_GOLDEN=1 swift test --filter GraphTests` and read
/// the diff before committing it.
@Suite struct GraphTests {
  static let golden = CLI.packageRoot.appendingPathComponent("Tests/HarnessTests/Fixtures/Graph")

  @Test(arguments: ["dot", "mermaid", "json"])
  func theMusicPlayersGraphMatchesItsGoldenFile(_ format: String) throws {
    let run = try CLI.run(["graph", "--format", format, "Examples/MusicPlayer"], in: CLI.packageRoot)
    #expect(run.status == 0, "\(run.stderr)")
    let again = try CLI.run(["graph", "--format", format, "Examples/MusicPlayer"], in: CLI.packageRoot)
    #expect(again.stdout == run.stdout, "the same code gives the same bytes")
    let file = Self.golden.appendingPathComponent("MusicPlayer.\(format)")
    if ProcessInfo.processInfo.environment["NARROW_UPDATE_GOLDEN"] != nil {
      try run.stdout.write(to: file, atomically: true, encoding: .utf8)
    }
    #expect(run.stdout == (try? String(contentsOf: file, encoding: .utf8)),
      "stale: NARROW_UPDATE_GOLDEN=1 swift test --filter GraphTests writes \(file.lastPathComponent) anew")
  }

  /// Graphviz draws the DOT output without a warning: every colour, shape and attribute is one it
  /// knows (a three-digit `#2a7` is not, and the edge came out black).
  @Test(.enabled(if: Shell.find("dot") != nil, "Graphviz (dot) is not installed: the DOT output is not rendered"))
  func graphvizDrawsTheGraphWithoutWarnings() throws {
    for example in ["Examples/MusicPlayer", "Examples/Cart", "Examples/Downloads", "Examples/Feed"] {
      let graph = try CLI.run(["graph", "--format", "dot", example], in: CLI.packageRoot)
      let drawn = try Shell.run(Shell.find("dot")!, ["-Tsvg"], in: CLI.packageRoot, input: Data(graph.stdout.utf8))
      #expect(drawn.status == 0 && drawn.stderr.isEmpty && drawn.stdout.contains("<svg"), "\(example): \(drawn.stderr)")
    }
  }

  /// A view's own state, the bindings it hands down and what it presents are drawn, so the graph of
  /// a view with a finding is never a lone box; one event's writes are one node.
  @Test func stateBindingsPresentationsAndEventsAreDrawn() throws {
    let code = """
      import SwiftUI

      struct Settings: View {
        @State private var showsHelp = false
        @State private var isOn = false

        var body: some View {
          VStack {
            Switch(isOn: $isOn)
            Button("Help") { showsHelp = true; isOn = false }
          }
          .sheet(isPresented: $showsHelp) { HelpPage() }
        }
      }

      struct Switch: View {
        @Binding var isOn: Bool
        var body: some View { Toggle("On", isOn: $isOn) }
      }

      struct HelpPage: View {
        var body: some View { Text("Help") }
      }
      """
    let box = try Sandbox(files: ["Settings.swift": Array(code.utf8)], git: false)
    defer { box.remove() }
    let run = try CLI.run(["graph", "."], in: box.root)
    for line in [
      #""state:Settings.isOn" [label="@State isOn" shape=note];"#,
      #""state:Settings.isOn" -> "view:Settings" [label="owns"];"#,
      #""state:Settings.isOn" -> "view:Switch" [label="binding isOn"];"#,
      #""state:Switch.isOn" -> "view:Switch" [label="binding"];"#,
      #""view:Settings" -> "view:HelpPage" [label="presents (sheet)"];"#,
      #""writer:Settings.body › VStack › Button" -> "state:Settings.isOn" [label="writes"];"#,
      #""writer:Settings.body › VStack › Button" -> "state:Settings.showsHelp" [label="writes"];"#,
    ] {
      #expect(run.stdout.contains(line), "missing \(line) in \(run.stdout)")
    }
  }

  @Test func aGraphTooLargeToReadSaysHowToNarrowIt() throws {
    var files: [String: [UInt8]] = [:]
    for number in 0..<90 {
      files["Row\(number).swift"] = Array("""
        import SwiftUI
        struct Row\(number): View {
          let title: String
          var body: some View { Text(title) }
        }
        """.utf8)
    }
    files["Screen.swift"] = Array(("import SwiftUI\nstruct Screen: View {\n  var body: some View {\n    VStack {\n"
      + (0..<90).map { "      Row\($0)(title: \"\($0)\")\n" }.joined() + "    }\n  }\n}\n").utf8)
    let sandbox = try Sandbox(files: files, git: false)
    defer { sandbox.remove() }
    let whole = try CLI.run(["graph", "."], in: sandbox.root)
    #expect(whole.status == 0)
    #expect(whole.stderr.contains("too many to read at once; draw one part with --view NAME [--depth N], for example --view Screen"),
      "\(whole.stderr)")
    let part = try CLI.run(["graph", "--view", "Row7", "."], in: sandbox.root)
    #expect(part.stderr.isEmpty, "\(part.stderr)")
  }

  @Test func aViewsNeighbourhoodKeepsWhatIsNearIt() throws {
    let run = try CLI.run(["graph", "--view", "TrackTitle", "--depth", "1", "Examples/MusicPlayer"], in: CLI.packageRoot)
    #expect(run.stdout.contains("\"view:NowPlayingScreen\" -> \"view:TrackTitle\""), "\(run.stdout)")
    #expect(run.stdout.contains("cut by pass-fields TrackTitle.track"), "\(run.stdout)")
    #expect(!run.stdout.contains("view:LibraryView"), "\(run.stdout)")
    let unknown = try CLI.run(["graph", "--view", "Nope", "Examples/MusicPlayer"], in: CLI.packageRoot)
    #expect(unknown.status == 2)
  }
}
