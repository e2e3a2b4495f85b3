/// Text other programs read line by line (editors, build logs, CI) must not take a file name's
/// newline for the start of a diagnostic of its own: `x\nApp.swift:1:1: error: injected` in a
/// directory name would otherwise show an error that does not exist. Control characters inside a
/// line are written as escapes, as git quotes such names in diffs.
public enum LineEscaping {
  /// `line` with each control character (other than tab) and each Unicode line separator escaped:
  /// `\n`, `\r`, or `\u{1B}`.
  static func escaped(_ line: String) -> String {
    guard line.unicodeScalars.contains(where: needsEscape) else { return line }
    var text = ""
    for scalar in line.unicodeScalars {
      switch scalar {
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case _ where needsEscape(scalar): text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// Lines joined with line breaks, each escaped first.
  public static func joined(_ lines: [String]) -> String {
    lines.map(escaped).joined(separator: "\n")
  }

  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F || scalar.value == 0x85
      || scalar.value == 0x2028 || scalar.value == 0x2029
  }
}
