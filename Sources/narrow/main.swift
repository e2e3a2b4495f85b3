import Foundation
import NarrowKit

// The CLI only: parse arguments, run a command, print, exit.

/// Each line is escaped, since a message may name a file of the repository: a name's line break
/// stays inside its line, and only Narrow's own lines are lines.
func printError(_ lines: [String], color: Color.Choice = .auto) {
  ProgressLine.shared.clear()
  let line = Color(color, isTerminal: Color.isTerminal(STDERR_FILENO)).error("narrow: error: \(LineEscaping.joined(lines))")
  StandardStreams.write(line + "\n", to: STDERR_FILENO)
}

Allocator.growInLargeSteps()
StandardStreams.ignoreBrokenPipes()
// The build's stamp is a digest of this executable's megabytes; a scan needs it only once it has
// listed and read every file, so it is worked out meanwhile.
DispatchQueue.global().async { _ = FactCache.currentStamp }
do {
  let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
  let outcome = try Commands.run(arguments)
  ProgressLine.shared.clear()
  // The text report colours its own words as it is rendered; here only the diff is coloured.
  // JSON, SARIF, annotations and graphs are for other programs.
  let out = Color(arguments.format == .text ? arguments.color : .never, isTerminal: Color.isTerminal(STDOUT_FILENO))
  // Output that cannot be written is an error (exit 2), said on standard error while it works;
  // what `apply` wrote stays written.
  let written = arguments.command == "apply" ? " (the changes are written)" : ""
  if let reason = StandardStreams.write(arguments.command == "diff" ? out.diff(outcome.stdout) : outcome.stdout, to: STDOUT_FILENO) {
    printError(["cannot write to standard output: \(reason)\(written)"], color: arguments.color)
    exit(2)
  }
  if StandardStreams.write(outcome.stderr, to: STDERR_FILENO) != nil { exit(2) }
  exit(outcome.status)
} catch let usage as Arguments.UsageError {
  printError([usage.message, "Run 'narrow --help' for usage."])
  exit(2)
} catch let failure as CommandFailure {
  printError(failure.lines)
  exit(2)
} catch let failure as CustomStringConvertible {
  printError([failure.description])
  exit(2)
} catch {
  printError([PlainErrors.reason(error)])
  exit(2)
}
