#if os(Linux)
import Foundation
import Testing

/// Output that other tools read: diff headers, SARIF locations, diagnostics, and the command line.
@Suite struct OutputTests {
  static let view = FileSafetyTests.Fixture.view
  static let caller = FileSafetyTests.Fixture.caller

  /// A directory name holding a newline (`x\nApp.swift:1:1: error: injected`) would make an
  /// editor or a build log show an error that does not exist; a backtick would break the
  /// Markdown table. Every format escapes both, or encodes them as its own syntax requires.
  @Test func pathsWithNewlinesAndBackticksCannotInjectDiagnosticsOrBreakTables() throws {
    let injected = "x\nApp.swift:1:1: error: injected\u{1B}[2J\r"
    let ticked = "a`b|c"
    let sandbox = try Sandbox(files: ["\(injected)/Track.swift": Self.view, "\(injected)/Shelf.swift": Self.caller,
      "\(ticked)/Track.swift": Self.view, "\(ticked)/Shelf.swift": Self.caller], git: false)
    defer { sandbox.remove() }
    for format in ["text", "xcode"] {
      let run = try CLI.run(["scan", "--format", format, injected], in: sandbox.root)
      #expect(run.status == 0, "\(format): \(run.stderr)")
      let lines = run.stdout.split(separator: "\n").map(String.init)
      #expect(!lines.contains { $0.hasPrefix("App.swift:1:1: error: injected") }, "\(format):\n\(run.stdout)")
      #expect(run.stdout.contains("x\\nApp.swift:1:1\\u{3A} error: injected\\u{1B}[2J\\r/Track.swift:"), "\(format):\n\(run.stdout)")
    }
    for command in [["why", "TrackRow", injected], ["hot", injected], ["simulate", "Player.tick", injected]] {
      let run = try CLI.run(command, in: sandbox.root)
      let lines = run.stdout.split(separator: "\n").map(String.init)
      #expect(run.status == 0 && run.stdout.contains("x\\nApp.swift"), "\(command):\n\(run.stdout)\(run.stderr)")
      #expect(!lines.contains { $0.hasPrefix("App.swift:1:1: error: injected") }, "\(command):\n\(run.stdout)")
    }
    // The graph's labels name the files that write: no control character is printed raw. DOT
    // writes the label's backslash as its own escape, `\\`.
    for (format, shown) in [("dot", "x\\\\nApp.swift"), ("mermaid", "x\\nApp.swift")] {
      let run = try CLI.run(["graph", "--format", format, injected], in: sandbox.root)
      let lines = run.stdout.split(separator: "\n").map(String.init)
      #expect(run.status == 0 && run.stdout.contains(shown), "\(format):\n\(run.stdout)\(run.stderr)")
      #expect(!lines.contains { $0.hasPrefix("App.swift:1:1: error: injected") }, "\(format):\n\(run.stdout)")
      #expect(!run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(format):\n\(run.stdout)")
    }
    let github = try CLI.run(["scan", "--format", "github", injected], in: sandbox.root)
    let annotations = github.stdout.split(separator: "\n").map(String.init)
    #expect(!annotations.contains { $0.hasPrefix("App.swift") } && github.stdout.contains("%0A"), "\(github.stdout)")
    for format in ["json", "sarif"] {
      let run = try CLI.run(["scan", "--format", format, injected], in: sandbox.root)
      let parsed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
      #expect("\(parsed)".contains("injected"), "\(format)")
    }
    let markdown = try CLI.run(["scan", "--format", "markdown", ticked], in: sandbox.root)
    let rows = markdown.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| `") && $0.contains("pass-fields") }
    #expect(!rows.isEmpty, "\(markdown.stdout)")
    for row in rows {
      // Five cells: the unescaped pipes are the six borders.
      let borders = row.indices.filter { row[$0] == "|" && (row.startIndex == $0 || row[row.index(before: $0)] != "\\") }
      #expect(borders.count == 6, "\(row)")
      #expect(row.contains("`` a`b\\|c/"), "the place is a code span fenced longer than its backtick: \(row)")
    }
  }

  @Test func namesWithSpacesTabsAndQuotesSurviveGitApplyAndPatch() throws {
    let tab = "Tab\there.swift"
    let sandbox = try Sandbox(files: ["My Views/Track Row.swift": Self.view, "My Views/\(tab)": Self.caller])
    defer { sandbox.remove() }
    let diff = try CLI.run(["diff", "-t", "pass-fields", "My Views"], in: sandbox.root)
    #expect(diff.stdout.contains("--- a/My Views/Track Row.swift\t\n"), "\(diff.stdout)")
    #expect(diff.stdout.contains("--- \"a/My Views/Tab\\there.swift\"\n"), "\(diff.stdout)")
    let git = try Shell.run("git", ["apply", "--check", "-"], in: sandbox.root, input: Data(diff.stdout.utf8))
    #expect(git.status == 0, "git apply: \(git.stderr)")
    let spaced = diff.stdout.components(separatedBy: "--- \"a/").first ?? ""
    let patch = try Shell.run("patch", ["-p1", "--dry-run"], in: sandbox.root, input: Data(spaced.utf8))
    #expect(patch.status == 0, "patch: \(patch.stdout)\(patch.stderr)")
  }

  @Test func sarifEncodesURIsAndCountsColumnsInUTF16() throws {
    let sandbox = try Sandbox(files: ["My Views/Track Row.swift": Self.view, "My Views/Shelf.swift": Self.caller], git: false)
    defer { sandbox.remove() }
    let absolute = sandbox.root.appendingPathComponent("My Views").path
    let scan = try CLI.run(["scan", "-t", "pass-fields", "--format", "sarif", absolute], in: CLI.packageRoot)
    #expect(scan.stdout.contains("\"uri\" : \"file://\(absolute.replacingOccurrences(of: " ", with: "%20"))/Track%20Row.swift\""), "\(scan.stdout)")
  }

  @Test func optionsThatDoNotApplyAndRepeatedOnesAreUsageErrors() throws {
    let sandbox = try Sandbox(files: ["A.swift": Self.view], git: false)
    defer { sandbox.remove() }
    let verify = try CLI.run(["diff", "-t", "pass-fields", "--verify", "false", "."], in: sandbox.root)
    #expect(verify.status == 2 && verify.stderr.contains("--verify does not apply to 'diff'"), "\(verify.stderr)")
    let formats = try CLI.run(["scan", "--format", "json", "--format", "sarif", "."], in: sandbox.root)
    #expect(formats.status == 2 && formats.stderr.contains("--format is given more than once"), "\(formats.stderr)")
    let strict = try CLI.run(["apply", "-t", "pass-fields", "--strict", "."], in: sandbox.root)
    #expect(strict.status == 2 && strict.stderr.contains("--strict does not apply to 'apply'"), "\(strict.stderr)")
  }

  @Test func aSymbolicLinkLoopIsNamedAsOne() throws {
    let sandbox = try Sandbox(files: ["A.swift": Self.view], git: false)
    defer { sandbox.remove() }
    try FileManager.default.createSymbolicLink(atPath: sandbox.root.path + "/Loop.swift", withDestinationPath: "Loop.swift")
    let scan = try CLI.run(["scan", "Loop.swift"], in: sandbox.root)
    #expect(scan.status == 2)
    let said = scan.stdout + scan.stderr
    #expect(said.contains("Loop.swift") && said.lowercased().contains("symbolic links"), "\(said)")
  }

  /// GitHub reads `::level file=…,line=…,col=…,title=…::message`; a `,` or `:` in a property,
  /// or a line break in the message, would cut it short unless escaped.
  @Test func githubAnnotationsCarryPlaceLevelAndEscapedText() throws {
    let sandbox = try Sandbox(files: ["My, Views/Track Row.swift": Self.view, "My, Views/Shelf.swift": Self.caller], git: false)
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "-t", "pass-fields", "-t", "hoist-field", "--format", "github", "."], in: sandbox.root)
    let lines = scan.stdout.split(separator: "\n").map(String.init)
    #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("::notice ") || $0.hasPrefix("::warning ") }, "\(scan.stdout)")
    let safe = try #require(lines.first { $0.contains("pass-fields") })
    #expect(safe.hasPrefix("::notice file=My%2C Views/Track Row.swift,line="), "\(safe)")
    #expect(safe.contains(",title=narrow pass-fields%3A TrackRow.track::"), "\(safe)")
    #expect(safe.contains("%0A") && !safe.dropFirst(2).contains("::notice"), "the message is one line: \(safe)")
  }

  @Test func markdownIsOneTableRowPerProposal() throws {
    let sandbox = try Sandbox(files: ["Track Row.swift": Self.view, "Shelf.swift": Self.caller], git: false)
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "-t", "pass-fields", "--format", "markdown", "."], in: sandbox.root)
    #expect(scan.stdout.hasPrefix("### Narrow: 1 proposal in 2 files\n"), "\(scan.stdout)")
    let rows = scan.stdout.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Proposal") }
    #expect(rows.count == 1 && rows[0].contains("| safe |") && rows[0].contains("`Track Row.swift:"), "\(scan.stdout)")
    #expect(rows[0].split(separator: "|", omittingEmptySubsequences: false).count == 7, "five cells, pipes in text escaped")
  }

  /// One Latin-1 file must not fail a build phase: scan warns, in every format, with a line and a
  /// column editors can place, and scans the rest; --strict fails, and diff holds what it could affect.
  @Test func aFileThatIsNotUTF8IsAScanWarningInEveryFormat() throws {
    var files = Fixture.files
    files["App/Old.swift"] = [0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]  // "// café" in Latin-1
    let sandbox = try Sandbox(files: files, git: false)
    defer { sandbox.remove() }
    let text = try CLI.run(["scan", "App"], in: sandbox.root)
    #expect(text.status == 0 && text.stdout.contains("App/Old.swift: warning: cannot be read (not valid UTF-8"), "\(text.stdout)")
    #expect(text.stdout.contains("[pass-fields] TrackRow.track"), "the other files are scanned")
    let xcode = try CLI.run(["scan", "--format", "xcode", "App"], in: sandbox.root)
    #expect(xcode.status == 0 && xcode.stdout.contains("/App/Old.swift:1:1: warning: cannot be read"), "\(xcode.stdout)")
    let github = try CLI.run(["scan", "--format", "github", "App"], in: sandbox.root)
    #expect(github.stdout.contains("::warning file=App/Old.swift,line=1,col=1,title=narrow::cannot be read"), "\(github.stdout)")
    let sarif = try CLI.run(["scan", "--format", "sarif", "App"], in: sandbox.root)
    #expect(sarif.status == 0 && sarif.stdout.contains("\"toolExecutionNotifications\"") && sarif.stdout.contains("App/Old.swift"))
    let strict = try CLI.run(["scan", "--strict", "--format", "xcode", "App"], in: sandbox.root)
    #expect(strict.status == 1)
    let diff = try CLI.run(["diff", "-t", "pass-fields", "App"], in: sandbox.root)
    #expect(diff.status == 2 && diff.stderr.contains("App/Old.swift: error: cannot be read"), "\(diff.stderr)")
  }

  /// A suppression that does nothing is a warning at its line in every format, not only in text.
  @Test func aSuppressionThatDoesNothingIsAWarningInEveryFormat() throws {
    var files = Fixture.files
    files["App/Quiet.swift"] = Array("// narrow:disabel pass-fields\nstruct Quiet {}\n".utf8)
    let sandbox = try Sandbox(files: files, git: false)
    defer { sandbox.remove() }
    let message = "`// narrow:disabel pass-fields` turns nothing off: it has an unknown command 'disabel' (did you mean 'disable'?)"
    let text = try CLI.run(["scan", "App"], in: sandbox.root)
    #expect(text.stdout.contains("App/Quiet.swift:1:1: warning: " + message), "\(text.stdout)")
    let xcode = try CLI.run(["scan", "--format", "xcode", "App"], in: sandbox.root)
    #expect(xcode.stdout.contains("/App/Quiet.swift:1:1: warning: " + message), "\(xcode.stdout)")
    let github = try CLI.run(["scan", "--format", "github", "App"], in: sandbox.root)
    #expect(github.stdout.contains("::warning file=App/Quiet.swift,line=1,col=1,title=narrow::" + message), "\(github.stdout)")
    let sarif = try CLI.run(["scan", "--format", "sarif", "App"], in: sandbox.root)
    #expect(sarif.stdout.contains("turns nothing off") && sarif.stdout.contains("toolExecutionNotifications"), "\(sarif.stdout)")
    let json = try CLI.run(["scan", "--format", "json", "App"], in: sandbox.root)
    #expect(json.stdout.contains("\"fileWarnings\"") && json.stdout.contains("turns nothing off"))
  }
}
#endif
