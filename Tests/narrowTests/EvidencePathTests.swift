#if os(Linux)
import Foundation
import Testing

/// A repository's `.narrow.json` is written by whoever wrote the repository: its evidence logs
/// must lie inside the project, or a CI run would read the runner's own files. What a log holds
/// besides body runs is never printed, so a secret read by mistake never reaches a report.
@Suite struct EvidencePathTests {
  static let view = FileSafetyTests.Fixture.view
  static let caller = FileSafetyTests.Fixture.caller
  static let secret = "AWS_SECRET_ACCESS_KEY=hunter2"

  /// `Project/` with its configuration naming `evidence`, beside a secret outside it.
  private func sandbox(evidence: String) throws -> Sandbox {
    let sandbox = try Sandbox(files: [
      "Project/.narrow.json": Array(#"{"evidence": [\#(evidence)]}"#.utf8), "Project/App/Track.swift": Self.view,
      "Project/App/Shelf.swift": Self.caller, "Project/Logs/run.log": Array("TrackRow: @self changed.\n".utf8),
      "secret.log": Array("\(Self.secret)\n".utf8),
    ], git: false)
    try FileManager.default.createSymbolicLink(atPath: sandbox.root.path + "/Project/Logs/out.log", withDestinationPath: "../../secret.log")
    try FileManager.default.createSymbolicLink(atPath: sandbox.root.path + "/Project/Logs/in.log", withDestinationPath: "run.log")
    try FileManager.default.createSymbolicLink(atPath: sandbox.root.path + "/Linked", withDestinationPath: "Project")
    return sandbox
  }

  @Test(arguments: [#""../secret.log""#, #""Logs/out.log""#, #""Logs/../../secret.log""#, "ABSOLUTE"])
  func aConfiguredLogOutsideTheProjectIsAConfigurationErrorAndIsNotRead(_ given: String) throws {
    let sandbox = try self.sandbox(evidence: given)
    defer { sandbox.remove() }
    if given == "ABSOLUTE" { try sandbox.write("Project/.narrow.json", #"{"evidence": ["\#(sandbox.root.path)/secret.log"]}"#) }
    for command in [["scan", "App"], ["diff", "-t", "pass-fields", "App"], ["config", "App"]] {
      let run = try CLI.run(command, in: sandbox.root.appendingPathComponent("Project"))
      #expect(run.status == 2, "\(command): \(run.stdout)\(run.stderr)")
      #expect(run.stderr.contains(".narrow.json:1:2: evidence: "), "\(command): \(run.stderr)")
      #expect(run.stderr.contains("outside the directory of .narrow.json"), "\(command): \(run.stderr)")
      #expect(!(run.stdout + run.stderr).contains("hunter2") && !run.stderr.contains("cannot be read"), "\(command): \(run.stderr)")
    }
  }

  /// Symbolic links are resolved on both sides: a link inside that stays inside is read, and so is
  /// the project reached through a link.
  @Test func aConfiguredLogInsideTheProjectIsReadThroughLinks() throws {
    let sandbox = try sandbox(evidence: #""Logs/in.log""#)
    defer { sandbox.remove() }
    for directory in ["Project", "Linked"] {
      let run = try CLI.run(["scan", "-t", "pass-fields", "--verbose", "App"], in: sandbox.root.appendingPathComponent(directory))
      #expect(run.status == 0 && run.stdout.contains("effect: measured"), "\(directory): \(run.stdout)\(run.stderr)")
    }
  }

  @Test func aLogOnTheCommandLineIsTakenAsGiven() throws {
    let sandbox = try sandbox(evidence: #""Logs/run.log""#)
    defer { sandbox.remove() }
    let run = try CLI.run(["scan", "--evidence", "../secret.log", "App"], in: sandbox.root.appendingPathComponent("Project"))
    #expect(run.status == 0 && run.stdout.contains("warning: ../secret.log:1: 1 line is not body-run output"), "\(run.stdout)\(run.stderr)")
  }

  /// The line is named by its number; its text is never printed, in any format, by any command.
  @Test func aLineThatIsNotBodyRunOutputIsNamedByItsNumberOnly() throws {
    let sandbox = try sandbox(evidence: #""Logs/run.log""#)
    defer { sandbox.remove() }
    try sandbox.write("Project/Logs/run.log", "TrackRow: @self changed.\n\(Self.secret)\nTrackRow: @self changed.\n")
    let project = sandbox.root.appendingPathComponent("Project")
    for format in ["text", "json", "sarif", "xcode", "github", "markdown"] {
      for command in ["scan", "diff", "apply"] {
        let extra = command == "scan" ? [] : ["-t", "pass-fields"] + (command == "apply" ? ["--allow-dirty"] : [])
        let run = try CLI.run([command, "--format", format] + extra + ["App"], in: project)
        #expect(run.status == 0, "\(command) \(format): \(run.stderr)")
        #expect(!(run.stdout + run.stderr).contains("hunter2"), "\(command) \(format):\n\(run.stdout)\(run.stderr)")
        if format == "text" {
          let said = command == "scan" ? run.stdout : run.stderr
          #expect(said.contains("/Logs/run.log:2: 1 line is not body-run output"), "\(command):\n\(said)")
        }
      }
    }
  }
}
#endif
