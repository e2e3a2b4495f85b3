#if os(Linux)
import Foundation
import Testing

/// A repository chooses its own file names, and CI prints Narrow's output into logs that other
/// programs read: GitHub Actions takes a line starting with `::` (after spaces) and any `##[` for a
/// workflow command, a terminal acts on ESC and CSI, Xcode takes `path:line:col: error:` for a
/// diagnostic, and bidirectional overrides make a line read other than it is. No name may do any
/// of that through any output of any command.
@Suite struct HostileNameTests {
  static let names = [
    "::error file=a,line=1::X",
    "esc\u{1B}[2Jbel\u{07}",
    "csi\u{9B}31m",
    "rlo\u{202E}lmth.exe\u{2066}",
    "a.swift:1:1: error: X",
    "##[add-mask]X",
  ]

  static let quiet = Array("// narrow:disabel pass-fields\nstruct Quiet {}\n".utf8)

  @Test(arguments: names)
  func noNameReachesALineAsACommandAControlCharacterOrADiagnostic(_ name: String) throws {
    let sandbox = try Sandbox(files: [
      "\(name)/Track.swift": FileSafetyTests.Fixture.view, "\(name)/Shelf.swift": FileSafetyTests.Fixture.caller,
      "\(name)/Quiet.swift": Self.quiet,
    ], git: false)
    defer { sandbox.remove() }
    var runs: [(label: String, arguments: [String])] = ["text", "json", "sarif", "xcode", "github", "markdown"].map {
      ("scan \($0)", ["scan", "--format", $0, name])
    }
    runs += [
      ("scan verbose", ["scan", "--verbose", name]),
      ("scan report", ["scan", "--report", "report.sarif", name]),
      ("diff", ["diff", "-t", "pass-fields", name]),
      ("diff github", ["diff", "-t", "pass-fields", "--format", "github", name]),
      ("why", ["why", "TrackRow", name]), ("why json", ["why", "--format", "json", "TrackRow", name]),
      ("hot", ["hot", name]), ("hot json", ["hot", "--format", "json", name]), ("hot markdown", ["hot", "--format", "markdown", name]),
      ("simulate", ["simulate", "Player.tick", name]), ("simulate json", ["simulate", "--format", "json", "Player.tick", name]),
      ("graph", ["graph", name]), ("graph mermaid", ["graph", "--format", "mermaid", name]), ("graph json", ["graph", "--format", "json", name]),
      // Errors name the path too; the refused apply (outside git) comes before the one that writes.
      ("missing", ["scan", name + "/Gone.swift"]), ("refused", ["apply", "-t", "pass-fields", name]),
      ("apply", ["apply", "-t", "pass-fields", "--allow-dirty", name]),
    ]
    for (label, arguments) in runs {
      let run = try CLI.run(arguments, in: sandbox.root)
      #expect(run.status == (["missing", "refused"].contains(label) ? 2 : 0), "\(label): \(run.stderr)")
      // scan prints its report on standard output; diff prints the diff there, the report on standard error.
      Self.check(run.stdout, "\(label) stdout", githubCommands: label == "scan github", diff: label.hasPrefix("diff"))
      Self.check(run.stderr, "\(label) stderr", githubCommands: label == "diff github", diff: false)
      if label == "scan report" { Self.check(try sandbox.text("report.sarif"), "report file", githubCommands: false, diff: false) }
      if label.hasSuffix("json") || label == "scan sarif" {
        let parsed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        #expect(label != "scan json" || "\(parsed)".contains("Track.swift"), "\(label)")
      }
    }
    // JSON keeps the name exactly, only written with escapes.
    let json = try CLI.run(["scan", "--format", "json", name], in: sandbox.root)
    let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let files = (report?["proposals"] as? [[String: Any]] ?? []).compactMap { ($0["location"] as? [String: Any])?["file"] as? String }
    #expect(files.contains("\(name)/Track.swift"), "\(files)")
  }

  /// Every line of `output`: no raw control or bidirectional character; the lines of `--format
  /// github` are each one annotation whose properties hold no separator; any other line starts no
  /// command, holds no `##[` (nor `##vso[`) and carries no diagnostic of a name's making.
  static func check(_ output: String, _ label: String, githubCommands: Bool, diff: Bool) {
    // A diff header ends a name holding a space with a tab, as git does; the name's own tabs are quoted.
    let raw = output.unicodeScalars.filter { scalar in
      (scalar.value < 0x20 && scalar != "\n" && !(diff && scalar == "\t")) || (0x7F...0x9F).contains(scalar.value)
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
    #expect(raw.isEmpty, "\(label): raw \(raw.map { String($0.value, radix: 16) }):\n\(output)")
    let annotation = #/::(notice|warning|error) file=[^,:]*,line=\d+,col=\d+,title=[^,:]*::.*/#
    for line in output.split(separator: "\n").map(String.init) {
      // GitHub takes an annotation's line as a command and reads nothing else of it.
      if githubCommands {
        #expect((try? annotation.wholeMatch(in: line)) != nil, "\(label): not one annotation: \(line)")
        continue
      }
      #expect(!line.contains("1:1: error: X"), "\(label): a name carries a diagnostic: \(line)")
      #expect(!line.drop { $0.isWhitespace }.hasPrefix("::"), "\(label): GitHub reads a command of a name's making: \(line)")
      #expect(line.firstMatch(of: #/##[a-z]*\[/#) == nil, "\(label): a `##[` anywhere in a line is a command: \(line)")
    }
  }
}
#endif
