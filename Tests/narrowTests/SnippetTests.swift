#if os(Linux)
import Foundation
import Testing

/// The snippets Narrow ships for other tools run the commands they say, and those commands work.
@Suite struct SnippetTests {
  private func files() throws -> Sandbox {
    try Sandbox(files: ["Sources/Row.swift": FileSafetyTests.Fixture.view, "Sources/Shelf.swift": FileSafetyTests.Fixture.caller], git: false)
  }

  /// Lines of a snippet that run narrow, with the binary under test in its place.
  private func narrowCommands(in path: String, prefix: String) throws -> [[String]] {
    let text = try String(contentsOf: CLI.packageRoot.appendingPathComponent(path), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix(prefix) else { return nil }
      let command = trimmed.dropFirst(prefix.count).split(separator: ">>").first!
      return command.split(separator: " ").map { String($0).replacingOccurrences(of: "\"", with: "") }
    }
  }

  @Test func thePreCommitHookRunsOnTheFilesItIsGiven() throws {
    let entry = try narrowCommands(in: ".pre-commit-hooks.yaml", prefix: "entry: narrow ")
    #expect(entry.count == 1)
    let box = try files()
    defer { box.remove() }
    let run = try CLI.run(entry[0] + ["Sources/Row.swift", "Sources/Shelf.swift"], in: box.root)
    #expect(run.status == 1 && run.stdout.contains("Sources/Row.swift:") && run.stdout.contains(": note: [pass-fields]"), "\(run.stdout)\(run.stderr)")
  }

  @Test func theWorkflowsCommandsRunWithABaseline() throws {
    let commands = try narrowCommands(in: "Docs/github-actions.yml", prefix: "narrow ")
    #expect(commands.count == 3)
    let box = try files()
    defer { box.remove() }
    let baseline = try CLI.run(["scan", "--write-baseline", "narrow-baseline.json", "."], in: box.root)
    #expect(baseline.status == 0)
    for command in commands {
      let run = try CLI.run(command, in: box.root)
      #expect(run.status == 0, "\(command.joined(separator: " ")): \(run.stderr)")
    }
    let fresh = try files()
    defer { fresh.remove() }
    try "{\"version\": 1, \"entries\": []}".write(to: fresh.root.appendingPathComponent("narrow-baseline.json"), atomically: true, encoding: .utf8)
    let annotations = try CLI.run(commands[0], in: fresh.root)
    #expect(annotations.stdout.contains("::notice file=Sources/Row.swift"), "\(annotations.stdout)")
    #expect(try CLI.run(commands[2], in: fresh.root).status == 1, "a new finding fails the job")
  }

  @Test func theXcodeBuildPhasePrintsDiagnostics() throws {
    let box = try files()
    defer { box.remove() }
    let script = CLI.packageRoot.appendingPathComponent("Docs/xcode-build-phase.sh").path
    let directory = CLI.binary.deletingLastPathComponent().path
    let run = try Shell.run("/usr/bin/env", ["SRCROOT=\(box.root.path)", "PATH=\(directory):/usr/bin:/bin", "/bin/sh", script], in: box.root)
    #expect(run.status == 0 && run.stdout.contains("Row.swift:") && run.stdout.contains(": note: [pass-fields]"), "\(run.stdout)\(run.stderr)")
    let missing = try Shell.run("/usr/bin/env", ["PATH=/usr/bin:/bin", "/bin/sh", script], in: box.root)
    #expect(missing.stdout.contains("warning: narrow is not installed"))
  }
}
#endif
