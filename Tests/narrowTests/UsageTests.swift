import Foundation
import NarrowKit
import Testing
@testable import narrow

/// Every option a command lists in `--help` it takes, and every other one is a usage error; a
/// misspelt command, option or transform says what was probably meant.
@Suite struct UsageTests {
  /// The flags a command's `--help` lists under OPTIONS.
  static func listedOptions(_ command: String) -> Set<String> {
    let help = Help.text(for: command)
    guard let options = help.range(of: "\nOPTIONS:\n") else { return [] }
    var found = Set<String>()
    for line in help[options.upperBound...].split(separator: "\n") where line.hasPrefix("  -") {
      // `  -t, --transform ID   …` or `  --strict   …`: the long flag is the first word starting `--`.
      if let flag = line.split(separator: " ").first(where: { $0.hasPrefix("--") }) { found.insert(String(flag)) }
    }
    return found.subtracting(["--help"])
  }

  /// What a value-taking option is given in these checks; the others stand alone. A transform's
  /// setting takes a whole number, whichever transform declares it.
  static let values = [
    "--transform": "pass-fields", "--format": "json", "--report": "r.json", "--baseline": "b.json", "--write-baseline": "b.json",
    "--accept": "review", "--effect": "possible", "--verify": "true", "--view": "V", "--depth": "1", "--limit": "5",
    "--name": "T", "--only": "T", "--evidence": "e.log",
    "--config": "c.json", "--jobs": "1", "--cache-path": "c", "--color": "never", "--platform": "iOS",
    "--fail-on": "possible", "--views": "A", "--html": "r.html",
  ].merging(TransformCatalog.settings.map { ($0.flag, "3") }) { given, _ in given }

  static func check(_ command: String, _ option: String) -> String? {
    // A format the command prints, since each prints its own.
    let value = option == "--format" ? Command.named(command)?.formats.first?.name ?? values[option] : values[option]
    let arguments = [command, option] + (value.map { [$0] } ?? [])
    do {
      try Arguments(arguments).checkOptionsApply()
      return nil
    } catch let error as Arguments.UsageError {
      return error.message
    } catch {
      return "\(error)"
    }
  }

  /// A report format is its type and its line in `ReportFormats.all`: every command that prints
  /// a report takes it, lists it in its help, and writes `--report FILE` in it for its extension.
  @Test(arguments: ReportFormats.all.map { $0.name })
  func everyReportFormatIsTakenAndListedByTheReportCommands(_ name: String) throws {
    for command in ["scan", "diff", "apply"] {
      let arguments = try Arguments([command, "--format", name])
      try arguments.checkOptionsApply()
      #expect(arguments.format.name == name)
      let listed = Help.text(for: command).split(separator: "\n").first { $0.hasPrefix("  --format ") }
      #expect(listed?.split(separator: " ").last?.split(separator: "|").contains(Substring(name)) == true, "\(command)")
    }
    let format = try #require(ReportFormats.named(name))
    if let fileExtension = format.fileExtension { #expect(ReportFormats.forFile("r." + fileExtension).name == name) }
  }

  @Test(arguments: Command.all.map(\.name).sorted())
  func aCommandTakesExactlyTheOptionsItsHelpLists(_ command: String) {
    let listed = Self.listedOptions(command)
    #expect(listed == Set(Command.named(command)!.options), "\(command) --help lists \(listed.sorted())")
    for option in Command.everyOption.subtracting(["--help", "--version"]).sorted() {
      let refused = Self.check(command, option)
      if listed.contains(option) {
        #expect(refused == nil, "\(command) lists \(option) but refuses it: \(refused ?? "")")
      } else {
        #expect(refused?.contains("\(option) does not apply to '\(command)'") == true, "\(command) takes \(option) without listing it")
      }
    }
  }

  @Test(arguments: [
    (["why", "V", "--format", "sarif", "--report", "w.sarif"], "--report does not apply to 'why'"),
    (["why", "V", "--format", "sarif"], "why prints text or json, not 'sarif'"),
    (["scan", "--format", "dot"], "scan prints text, json, sarif, xcode, github or markdown, not 'dot'"),
    (["graph", "--report", "g.json"], "--report does not apply to 'graph'"),
    (["graph", "--format", "text"], "graph prints dot, mermaid or json, not 'text'"),
    (["config", "--format", "json", "--report", "x.json"], "--format does not apply to 'config'"),
    (["explain", "--format", "json", "pass-fields"], "explain prints text or markdown, not 'json'"),
    (["explain", "--format", "markdown", "pass-fields"], "explain --format markdown writes the reference of every transform and takes no id"),
    (["scan", "--debug-check"], "--debug-check does not apply to 'scan'"),
    (["hot", "--color", "always"], "--color does not apply to 'hot'"),
    (["scan", "--verbose", "--quiet"], "--verbose and --quiet cannot be given together"),
  ])
  func anOptionACommandDoesNotTakeIsAUsageError(_ arguments: [String], _ message: String) throws {
    let run = try CLI.run(arguments, in: FileManager.default.temporaryDirectory)
    #expect(run.status == 2 && run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test(arguments: [
    (["scna"], "unknown command 'scna' (did you mean 'scan'?)"),
    (["scan", "--fromat", "json"], "unknown option '--fromat' (did you mean '--format'?)"),
    (["scan", "--skiped"], "unknown option '--skiped' (did you mean '--skipped'?)"),
    (["diff", "-t", "pass-feilds"], "unknown transform 'pass-feilds' (did you mean 'pass-fields'?)"),
    (["explain", "hoist-fields"], "unknown transform 'hoist-fields' (did you mean 'hoist-field'"),
  ])
  func aMisspeltNameSaysWhatWasMeant(_ arguments: [String], _ message: String) throws {
    let sandbox = try Sandbox(files: ["A.swift": Array("struct A {}\n".utf8)], git: false)
    defer { sandbox.remove() }
    let run = try CLI.run(arguments, in: sandbox.root)
    #expect(run.status == 2 && run.stderr.contains(message), "\(run.stderr)")
  }

  @Test func aNameFarFromEveryOtherGetsNoGuess() throws {
    let run = try CLI.run(["scan", "--frobnicate"], in: FileManager.default.temporaryDirectory)
    #expect(run.status == 2 && run.stderr.contains("unknown option '--frobnicate'") && !run.stderr.contains("did you mean"), "\(run.stderr)")
  }
}
