import Foundation
import NarrowKit

/// ANSI colour for a terminal: diffs (added green, removed red, hunks cyan) and the words of a
/// text report that say what each line is (verdicts, skips, warnings, errors), taken from the
/// report's values as it is rendered. Never in a pipe or a file unless asked; `NO_COLOR` turns the
/// automatic choice off.
struct Color {
  enum Choice: String { case auto, always, never }

  let enabled: Bool

  init(_ choice: Choice, isTerminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
    switch choice {
    case .always: enabled = true
    case .never: enabled = false
    case .auto: enabled = isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }

  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  private static let reset = "\u{1B}[0m"
  private func paint(_ code: String, _ line: Substring) -> String { "\u{1B}[\(code)m\(line)\(Self.reset)" }

  func diff(_ text: String) -> String {
    guard enabled else { return text }
    return lines(text) { line in
      if line.hasPrefix("+++ ") || line.hasPrefix("--- ") { return paint("1", line) }
      if line.hasPrefix("@@") { return paint("36", line) }
      if line.hasPrefix("+") { return paint("32", line) }
      if line.hasPrefix("-") { return paint("31", line) }
      return String(line)
    }
  }

  /// A word of a text report that says what its line is, in the colour of what it says.
  func highlight(_ highlight: TextReport.Highlight, _ word: String) -> String {
    guard enabled else { return word }
    switch highlight {
    case .verdict(.safe): return paint("32;1", word[...])
    case .verdict(.review): return paint("33;1", word[...])
    case .verdict(.manual): return paint("35;1", word[...])
    case .skipped: return paint("2", word[...])
    case .warning: return paint("33", word[...])
    case .error: return paint("31", word[...])
    }
  }

  /// An error Narrow says of itself (`narrow: error: …`), coloured whole.
  func error(_ line: String) -> String {
    enabled ? paint("31", line[...]) : line
  }

  private func lines(_ text: String, _ transform: (Substring) -> String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(transform).joined(separator: "\n")
  }
}
