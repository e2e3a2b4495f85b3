import NarrowKit

/// What each command takes: its options and its report formats. Parsing rejects anything else,
/// and `--help` lists exactly these, so an option is never listed that the command then ignores.
struct CommandSpec {
  let options: [String]
  /// The first is the default; empty when the command prints one fixed form.
  let formats: [Arguments.Format]

  /// Options of every command that reads the codebase.
  private static let reading = ["--only", "--platform", "--evidence", "--config", "--jobs", "--cache-path", "--no-cache"]
  /// The transforms' declared settings, and the name of a class a transform creates.
  static let thresholds = TransformCatalog.settings.map(\.flag) + ["--name"]
  private static let reports = Arguments.Format.reports
  private static let reportOptions = ["--format", "--report", "--verbose", "--quiet", "--color"]

  static let all: [String: CommandSpec] = [
    "scan": CommandSpec(
      options: ["--transform", "--strict", "--fail-on", "--allow-empty", "--skipped", "--baseline", "--write-baseline", "--project-context"] + reportOptions + thresholds + reading,
      formats: reports),
    "diff": CommandSpec(
      options: ["--transform", "--accept", "--effect", "--exit-code", "--debug-check", "--project-context"] + reportOptions + thresholds + reading,
      formats: reports),
    "apply": CommandSpec(
      options: ["--transform", "--accept", "--effect", "--allow-dirty", "--verify", "--debug-check", "--project-context"] + reportOptions + thresholds + reading,
      formats: reports),
    "hot": CommandSpec(options: ["--transform", "--view", "--limit", "--format"] + thresholds + reading, formats: [.text, .json, .markdown]),
    "why": CommandSpec(options: ["--transform", "--format"] + thresholds + reading, formats: [.text, .json]),
    "simulate": CommandSpec(
      options: ["--transform", "--accept", "--effect", "--format"] + thresholds + reading, formats: [.text, .json]),
    "graph": CommandSpec(options: ["--transform", "--view", "--depth", "--format"] + thresholds + reading, formats: [.dot, .mermaid, .json]),
    "config": CommandSpec(options: ["--transform", "--accept", "--effect", "--fail-on", "--platform", "--evidence", "--config"] + thresholds, formats: []),
    "cache": CommandSpec(options: ["--cache-path"], formats: []),
    "recover": CommandSpec(options: [], formats: []),
    "explain": CommandSpec(options: ["--format"], formats: [.text, .markdown]),
    "transforms": CommandSpec(options: [], formats: []),
    "completions": CommandSpec(options: [], formats: []),
    "report": CommandSpec(options: ["--html", "--transform", "--accept", "--effect", "--limit"] + thresholds + reading, formats: []),
    "instrument": CommandSpec(
      options: ["--views", "--hot", "--limit", "--remove", "--diff", "--allow-dirty", "--verify"] + thresholds + reading, formats: []),
    "help": CommandSpec(options: [], formats: []),
  ]

  /// Every option any command takes, and those of the command line itself.
  static let everyOption = Set(all.values.flatMap(\.options)).union(["--help", "--version"])
}
