import NarrowKit

/// `narrow explain ID`: the transform's own description and its first before/after example.
enum Explanation {
  static func render(_ type: any Transform.Type) -> String {
    var text = """
      \(type.id) — \(type.summary)
      Highest verdict: \(type.highestVerdict.rawValue)

      WHY
      \(wrap(type.guidance))

      WHEN IT IS WORTH IT
      \(wrap(type.explanation))

      """
    let skips = type.examples.compactMap { example -> String? in
      switch example.expectation {
      case .skips, .ignores: return "  - " + example.name
      case .rewrites, .leavesToPeople: return nil
      }
    }
    let reported = type.examples.compactMap { example -> String? in
      if case .leavesToPeople(let check) = example.expectation { return "  - \(example.name)\n      (\(check) …)" }
      return nil
    }
    if !reported.isEmpty { text += "\nREPORTED FOR A PERSON TO DO (Narrow does not edit these)\n" + reported.joined(separator: "\n") + "\n" }
    if !skips.isEmpty { text += "\nLEFT ALONE (each with its reason in the report)\n" + skips.joined(separator: "\n") + "\n" }
    if let example = type.examples.first, let shown = example.shownRewrite {
      text += "\nEXAMPLE: \(example.name)\n\nBefore:\n\(indent(shown.before))\n\nAfter:\n\(indent(shown.after))\n"
    }
    return text
  }

  private static func indent(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
  }

  private static func wrap(_ paragraph: String, width: Int = 96) -> String {
    var lines: [String] = []
    var line = ""
    for word in paragraph.split(separator: " ") {
      if !line.isEmpty && line.count + word.count + 1 > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
