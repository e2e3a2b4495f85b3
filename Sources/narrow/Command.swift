import NarrowKit

/// One command of the command line, in a file of its own under `Commands/`: its name and line in
/// the overview, its help, the options and formats it takes, and what it does. Parsing rejects any
/// other option or format, and `--help` lists exactly these, so an option is never listed that
/// the command then ignores.
struct Command: Sendable {
  let name: String
  /// How the overview writes it, with what it takes (`why VIEW`).
  let usage: String
  /// What it does, in the overview's line.
  let summary: String
  /// What `narrow <command> --help` says before the options.
  let help: String
  let options: [String]
  /// The first is the default; empty when the command prints one fixed form.
  let formats: [Arguments.Format]
  let interruptedApply: InterruptedApply
  let run: @Sendable (Arguments) throws -> Outcome

  /// What a command does about an apply that was interrupted in the directory (its journal is
  /// there) or that is running (it holds the directory's lock).
  enum InterruptedApply: Sendable {
    /// Nothing: the command does not read the codebase.
    case ignores
    /// Says it is there, and runs.
    case mentions
    /// Refuses to start over it, or beside another apply.
    case refuses
    /// Completes or undoes it, alone in the directory.
    case recovers
  }

  /// Every command, in the order of the overview.
  static let all: [Command] = [
    .hot, .scan, .diff, .apply, .why, .simulate, .graph, .config, .cache, .recover, .explain, .transforms, .report,
    .instrument, .completions,
  ]

  static func named(_ name: String?) -> Command? { all.first { $0.name == name } }

  /// What `narrow help COMMAND` and `narrow COMMAND --help` take, besides the commands.
  static let help = "help"

  /// Every option any command takes, and those of the command line itself.
  static let everyOption = Set(all.flatMap(\.options)).union(["--help", "--version"])

  /// Options of every command that reads the codebase.
  static let reading = ["--only", "--platform", "--evidence", "--config", "--jobs", "--cache-path", "--no-cache"]
  /// The transforms' declared settings, and the name of a class a transform creates.
  static let thresholds = TransformCatalog.settings.map(\.flag) + ["--name"]
  /// Options of every command that prints a report.
  static let reportOptions = ["--format", "--report", "--verbose", "--quiet", "--color"]
}
