#if os(Linux)
import Foundation
import Testing
@testable import narrow

/// `narrow completions SHELL` completes commands, options and their values in each shell, where
/// that shell is installed (bash always is here).
@Suite struct CompletionsTests {
  private func script(_ shell: String) throws -> String {
    let run = try CLI.run(["completions", shell], in: CLI.packageRoot)
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout
  }

  /// What bash offers for the words typed so far, the last one being completed.
  private func bash(_ typed: [String]) throws -> [String] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-completion-\(UUID().uuidString).bash")
    try script("bash").write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let words = typed.map { "'\($0)'" }.joined(separator: " ")
    let probe = "source '\(file.path)'; COMP_WORDS=(\(words)); COMP_CWORD=\(typed.count - 1); _narrow; printf '%s\\n' \"${COMPREPLY[@]}\""
    let run = try Shell.run("/bin/bash", ["-c", probe], in: FileManager.default.temporaryDirectory)
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout.split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesCommandsOptionsAndTheirValues() throws {
    #expect(try bash(["narrow", "sc"]) == ["scan"])
    #expect(try bash(["narrow", "scan", "--fail"]) == ["--fail-on"])
    #expect(try bash(["narrow", "scan", "--fail-on", ""]) == ["likely", "possible", "any"])
    #expect(try bash(["narrow", "diff", "-t", "row-"]) == ["row-observable", "row-derived-state"])
    #expect(try bash(["narrow", "graph", "--format", ""]) == ["dot", "mermaid", "json"])
    #expect(try bash(["narrow", "comp"]) == ["completions"])
  }

  @Test(.enabled(if: Shell.find("fish") != nil, "fish is not installed: its completions are not run"))
  func fishCompletesTheSame() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-completion-\(UUID().uuidString).fish")
    try script("fish").write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try Shell.run(Shell.find("fish")!, ["-c", "source '\(file.path)'; complete -C 'narrow scan --fail-on '; complete -C 'narrow diff -t row-o'"],
      in: FileManager.default.temporaryDirectory)
    #expect(run.stdout.split(separator: "\n") == ["any", "likely", "possible", "row-observable"], "\(run.stdout)\(run.stderr)")
  }

  @Test(.enabled(if: Shell.find("zsh") != nil, "zsh is not installed: its script is not checked"))
  func zshReadsItsScript() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-completion-\(UUID().uuidString).zsh")
    try script("zsh").write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try Shell.run(Shell.find("zsh")!, ["-n", file.path], in: FileManager.default.temporaryDirectory)
    #expect(run.status == 0, "\(run.stderr)")
  }

  /// Every command and option reaches every shell, since the scripts are made from their declarations.
  @Test(arguments: ["bash", "zsh", "fish"])
  func everyCommandAndOptionIsOffered(_ shell: String) throws {
    let text = try script(shell)
    for spec in Command.all {
      let command = spec.name
      #expect(text.contains(command), "\(shell) misses \(command)")
      for option in spec.options {
        let spelled = shell == "fish" ? "-l \(option.dropFirst(2))" : option
        #expect(text.contains(spelled), "\(shell) misses \(command) \(option)")
      }
    }
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let run = try CLI.run(["completions", "tcsh"], in: CLI.packageRoot)
    #expect(run.status == 2 && run.stderr.contains("completions takes bash, zsh, fish, not 'tcsh'"), "\(run.stderr)")
  }
}
#endif
