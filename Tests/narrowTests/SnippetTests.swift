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

  /// README's tour shows what the commands print on the bundled example: each `$ narrow …` block
  /// of it, run from the package root, prints every line the block shows (the block may leave
  /// lines out, never change one).
  @Test func readmesTourShowsWhatTheCommandsPrint() throws {
    let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = readme.components(separatedBy: "```console\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
    #expect(blocks.count >= 2, "README's tour has no console blocks")
    for block in blocks {
      var lines = block.split(separator: "\n").map(String.init)
      let command = lines.removeFirst()
      let arguments = try #require(command.hasPrefix("$ narrow ") ? command.dropFirst("$ narrow ".count).split(separator: " ").map(String.init) : nil)
      let run = try CLI.run(arguments, in: CLI.packageRoot)
      let printed = Set((run.stdout + run.stderr).split(separator: "\n").map(String.init))
      for line in lines {
        #expect(printed.contains(line), "`\(command)` no longer prints: \(line)")
      }
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

  /// The hook as pre-commit runs it, through a real `git commit`: only the staged files are passed,
  /// yet Narrow reads the rest of the project for their writers and callers. A commit that touches
  /// a view with a finding fails, as `scan --strict` on the project does; one that touches nothing
  /// with a finding passes, although the project has findings (and a file with syntax errors) elsewhere.
  @Test func thePreCommitHookFailsACommitWhoseStagedFilesHaveAFinding() throws {
    let entry = try narrowCommands(in: ".pre-commit-hooks.yaml", prefix: "entry: narrow ")
    #expect(entry.count == 1)
    let box = try Sandbox(files: Fixture.files)
    defer { box.remove() }
    let hook = box.root.appendingPathComponent(".git/hooks/pre-commit")
    try hookScript(running: entry[0]).write(to: hook, atomically: true, encoding: .utf8)
    #expect(chmod(hook.path, 0o755) == 0)

    try box.write("App/AlbumBadge.swift", try box.text("App/AlbumBadge.swift") + "// the badge\n")
    try Shell.git(["add", "App/AlbumBadge.swift"], in: box.root)
    let refused = try Shell.git(["commit", "-m", "touch the badge"], in: box.root)
    #expect(refused.status != 0, "the staged view has a finding: \(refused.stdout)\(refused.stderr)")
    // git shows a hook's output on its standard error.
    let said = refused.stdout + refused.stderr
    #expect(said.contains("App/AlbumBadge.swift:4:3: note: [pass-fields] AlbumBadge.track"), "\(said)")
    #expect(!said.contains("TrackRow.swift") && !said.contains("Broken.swift"), "only the staged files are reported: \(said)")

    // Without the project, the badge alone shows no writer of the track, and the commit would pass.
    let alone = try CLI.run(entry[0].filter { $0 != "--project-context" } + ["App/AlbumBadge.swift"], in: box.root)
    #expect(alone.status == 0, "\(alone.stdout)")

    try Shell.git(["reset", "-q"], in: box.root)
    try box.write("App/Notes.swift", "struct Notes {}\n")
    try Shell.git(["add", "App/Notes.swift"], in: box.root)
    let passed = try Shell.git(["commit", "-m", "add notes"], in: box.root)
    #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
    let strict = try CLI.run(["scan", "--strict", "App"], in: box.root)
    #expect(strict.status == 1, "the project itself has findings")
  }

  /// What pre-commit does for a hook of `types: [swift]`: run the entry with the staged Swift files.
  private func hookScript(running entry: [String]) -> String {
    let narrow = CLI.binary.path
    return """
      #!/bin/sh
      files=$(git diff --cached --name-only --diff-filter=ACMR -- '*.swift')
      [ -z "$files" ] && exit 0
      exec '\(narrow)' \(entry.joined(separator: " ")) $files

      """
  }

  @Test func theWorkflowsCommandsRunWithABaseline() throws {
    let commands = try narrowCommands(in: "Docs/github-actions.yml", prefix: "narrow ")
    #expect(commands.count == 4)
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
    #expect(try CLI.run(commands[3], in: fresh.root).status == 1, "a new finding fails the job")
    #expect(!commands[3].contains("--fail-on"), "the job fails on the default threshold, likely findings")
    let sarif = try box.text("narrow.sarif")
    #expect(sarif.contains("\"version\" : \"2.1.0\"") && sarif.contains("\"ruleId\" : \"pass-fields\""), "the uploaded report is SARIF")
  }

  /// The workflow installs the archive the release script makes, and checks its checksum first.
  @Test func theWorkflowInstallsTheReleaseArchive() throws {
    let workflow = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Docs/github-actions.yml"), encoding: .utf8)
    let release = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Scripts/release.sh"), encoding: .utf8)
    #expect(release.contains("narrow-VERSION-linux-ARCH.tar.gz") && workflow.contains("archive=\"narrow-$NARROW_VERSION-linux-x86_64.tar.gz\""))
    #expect(workflow.contains("sha256sum -c \"$archive.sha256\"") && workflow.contains("upload-sarif") && !workflow.contains("install.sh"))
  }

  @Test func theXcodeBuildPhasePrintsDiagnostics() throws {
    let box = try files()
    defer { box.remove() }
    let script = CLI.packageRoot.appendingPathComponent("Docs/xcode-build-phase.sh").path
    let directory = CLI.binary.deletingLastPathComponent().path
    // An empty home, so that a narrow the machine has installed in ~/.local/bin is not found.
    let home = box.root.appendingPathComponent("home").path
    let run = try Shell.run("/usr/bin/env", ["HOME=\(home)", "SRCROOT=\(box.root.path)", "PATH=\(directory):/usr/bin:/bin", "/bin/sh", script], in: box.root)
    #expect(run.status == 0 && run.stdout.contains("Row.swift:") && run.stdout.contains(": note: [pass-fields]"), "\(run.stdout)\(run.stderr)")
    let missing = try Shell.run("/usr/bin/env", ["HOME=\(home)", "PATH=/usr/bin:/bin", "/bin/sh", script], in: box.root)
    #expect(missing.stdout.contains("warning: narrow is not installed"))
  }
}
#endif
