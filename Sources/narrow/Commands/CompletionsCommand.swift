import NarrowKit

extension Command {
  static let completions = Command(
    name: "completions", usage: "completions SHELL",
    summary: "Print a completion script for bash, zsh or fish.",
    help: """
      OVERVIEW: Print a completion script for a shell: commands, their options, the values an option
      takes (formats, transform ids, files) and files for paths.

      USAGE: narrow completions bash|zsh|fish

        bash   eval "$(narrow completions bash)" in ~/.bashrc
        zsh    source <(narrow completions zsh) in ~/.zshrc, after compinit
        fish   narrow completions fish > ~/.config/fish/completions/narrow.fish
      """,
    options: [], formats: [],
    interruptedApply: .ignores, run: Commands.completions)
}

extension Commands {
  fileprivate static func completions(_ arguments: Arguments) throws -> Outcome {
    guard arguments.paths.count == 1 else {
      throw Arguments.UsageError(message: "completions needs one shell: \(Completions.shells.joined(separator: ", "))")
    }
    return Outcome(stdout: try Completions.script(for: arguments.paths[0]))
  }
}
