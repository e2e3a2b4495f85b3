import NarrowKit

extension Command {
  static let config = Command(
    name: "config", usage: "config",
    summary: "Print the settings in effect, and where each comes from.",
    help: """
      OVERVIEW: Print the settings a run in PATH would use, each with where it comes from: the command
      line, a configuration file, or Narrow's default.

      USAGE: narrow config [PATH…] [--config FILE] [options]

      The configuration is the nearest .narrow.json in the directory of the paths given or above it
      (every path must share one), or --config FILE. Its keys, all optional:
        "transforms": ["pass-fields", …]        what scan runs without -t
        "large-value": {"fields": 20, "depth": 3}
        "split-observable": {"minimumProperties": 8, "views": 3}
        "exclude": ["Generated/", "*.pb.swift"]  .narrowignore globs, added to those files
        "accept": "review" | "safe"
        "effect": "possible" | "likely"
        "evidence": ["changes.log"]              relative to the configuration file, and inside its
                                                 directory once links are resolved
        "deploymentTarget": {"iOS": "17.0", "macOS": "14.0"}   instead of what Package.swift,
                                                 Xcode projects and .xcconfig files declare
        "platform": "iOS"                        read the #if branches an iOS build takes (also
                                                 macOS, tvOS, watchOS, visionOS); without it, every
                                                 branch
      An unknown key, a value of the wrong type or an unreadable file exits 2, naming the file, the
      line and column, and the key.
      """,
    options: ["--transform", "--accept", "--effect", "--fail-on", "--platform", "--evidence", "--config"] + thresholds, formats: [],
    interruptedApply: .mentions, run: Commands.config)
}

extension Commands {
  fileprivate static func config(_ arguments: Arguments) throws -> Outcome {
    Outcome(stdout: LineEscaping.joined(try Settings(arguments, paths: arguments.pathsOrCurrentDirectory).lines) + "\n")
  }
}
