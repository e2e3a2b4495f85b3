import Foundation

/// ANSI colour for a terminal: diffs (added green, removed red, hunks cyan) and reports
/// (verdicts, skips, warnings). Never in a pipe or a file unless asked; `NO_COLOR` turns the
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

  func report(_ text: String) -> String {
    guard enabled else { return text }
    let verdicts = [(": safe: ", "32"), (": review: ", "33"), (": manual: ", "35"), (": skipped: ", "2")]
    return lines(text) { line in
      if line.hasPrefix("narrow: error:") { return paint("31", line) }
      if line.hasPrefix("warning:") || line.hasPrefix("narrow: warning") { return paint("33", line) }
      for (marker, code) in verdicts {
        if let range = line.range(of: marker) {
          let word = line[line.index(range.lowerBound, offsetBy: 2)..<line.index(range.upperBound, offsetBy: -2)]
          return String(line[..<word.startIndex]) + paint(code + ";1", word) + String(line[word.endIndex...])
        }
      }
      return String(line)
    }
  }

  private func lines(_ text: String, _ transform: (Substring) -> String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(transform).joined(separator: "\n")
  }
}
