import Foundation
import NarrowKit

// The CLI only: parse arguments, run a command, print, exit.
func printError(_ message: String) {
  ProgressLine.shared.clear()
  FileHandle.standardError.write(Data("narrow: error: \(message)\n".utf8))
}

Allocator.growInLargeSteps()
do {
  let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
  let outcome = try Commands.run(arguments)
  ProgressLine.shared.clear()
  // Only text is coloured: JSON, SARIF, annotations and graphs are for other programs.
  let text = arguments.format == .text && ["scan", "diff", "apply", "why"].contains(arguments.command ?? "")
  let out = Color(text ? arguments.color : .never, isTerminal: Color.isTerminal(STDOUT_FILENO))
  let err = Color(text ? arguments.color : .never, isTerminal: Color.isTerminal(STDERR_FILENO))
  FileHandle.standardOutput.write(Data((arguments.command == "diff" ? out.diff(outcome.stdout) : out.report(outcome.stdout)).utf8))
  FileHandle.standardError.write(Data(err.report(outcome.stderr).utf8))
  exit(outcome.status)
} catch let usage as Arguments.UsageError {
  printError(usage.message + "\nRun 'narrow --help' for usage.")
  exit(2)
} catch let failure as CustomStringConvertible {
  printError(failure.description)
  exit(2)
} catch {
  printError("\(error)")
  exit(2)
}
