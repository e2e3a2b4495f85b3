/// How code a transform moves or writes is laid out to match the file around it.
enum Indentation {
  /// `text` with its first line as it is and its later lines moved from `lineIndentation`, the
  /// indentation of the line it starts on, to `base`.
  static func moving(_ text: String, from lineIndentation: String, to base: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let moved = lines.dropFirst().map { line -> String in
      let rest = line.hasPrefix(lineIndentation) ? line.dropFirst(lineIndentation.count) : line.drop { $0 == " " || $0 == "\t" }
      return rest.isEmpty ? "" : base + rest
    }
    return ([String(lines[0])] + moved).joined(separator: "\n")
  }

  /// One level of indentation, as a type's own members are indented inside `outer`; four spaces
  /// if they say nothing.
  static func unit(of properties: [PropertyFact], inside outer: String) -> String {
    let inner = properties.map(\.indentation).filter { $0.hasPrefix(outer) && $0.count > outer.count }
    return inner.min { $0.count < $1.count }.map { String($0.dropFirst(outer.count)) } ?? "    "
  }
}
