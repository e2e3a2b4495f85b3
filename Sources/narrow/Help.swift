/// `--help` texts: the overview, made from the commands, and each command's own with its options.
enum Help {
  static var overview: String {
    let commands = Command.all.map { command in
      "  " + command.usage.padding(toLength: max(11, command.usage.count), withPad: " ", startingAt: 0) + "  " + command.summary
    }
    return """
      OVERVIEW: Narrow refactors SwiftUI code so that views update less.

      USAGE: narrow <command> [options] [PATH…]

      COMMANDS:
      \(commands.joined(separator: "\n"))

      Run 'narrow <command> --help' for a command's options. 'narrow --version' prints the version.
      Exit codes: 0 success, 1 work found (with --exit-code or --strict), 2 usage error, unreadable
      input, or output that cannot be written.
      """
  }

  static func text(for name: String?) -> String {
    guard let command = Command.named(name) else { return overview }
    return command.help + "\n\nOPTIONS:\n" + (command.options.map { option($0, of: command) } + [Self.help]).joined(separator: "\n")
  }
}
