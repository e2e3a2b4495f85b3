import NarrowKit

extension Command {
  static let cache = Command(
    name: "cache", usage: "cache clear",
    summary: "Remove the facts and outputs kept from earlier runs ('cache path' prints where they are).",
    help: """
      OVERVIEW: Manage the facts Narrow keeps between runs.

      USAGE: narrow cache clear|path [--cache-path DIR]

        clear                Remove every cached entry.
        path                 Print the cache directory.

      An entry holds one file's facts, found by a hash of Narrow's build, the file's path and its
      bytes: a changed file, or a rebuilt Narrow, never reads an old entry. An entry that is damaged
      is ignored and written again. Entries no run has used for 30 days are removed by the first
      run of a day. The cache also keeps what the last few scans printed, each under a hash of
      everything it depends on (every file read, the configuration, baseline and evidence files,
      the command line and directory, whether colour is on): a scan with all of them unchanged
      prints the same without indexing. Nothing in the cache is needed; clearing it only makes the
      next run parse every file.
      """,
    options: ["--cache-path"], formats: [],
    interruptedApply: .ignores, run: Commands.cache)
}

extension Commands {
  /// `narrow cache clear`: removes every cached fact. `narrow cache path`: where they are.
  fileprivate static func cache(_ arguments: Arguments) throws -> Outcome {
    guard let cache = try factCache(arguments) else {
      throw Arguments.UsageError(message: "--no-cache does not apply to 'cache'; see 'narrow cache --help'")
    }
    switch arguments.paths {
    case ["path"]: return Outcome(stdout: cache.directory + "\n")
    case ["clear"]:
      do {
        let count = try cache.clear()
        return Outcome(stdout: "removed \(count) cached file\(count == 1 ? "" : "s") from \(cache.directory)\n")
      } catch {
        throw Arguments.UsageError(message: "cannot clear the cache in \(cache.directory): \(PlainErrors.reason(error))")
      }
    default:
      throw Arguments.UsageError(message: "cache takes 'clear' or 'path'; see 'narrow cache --help'")
    }
  }
}
