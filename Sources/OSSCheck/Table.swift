/// A table printed as aligned text for a terminal or as markdown for a pull request.
struct Table {
  var header: [String]
  var rows: [[String]]

  enum Format: String {
    case text, markdown
  }

  func rendered(_ format: Format) -> String {
    switch format {
    case .markdown:
      let lines = [header, header.map { _ in "---" }] + rows
      return lines.map { "| " + $0.map(escaped).joined(separator: " | ") + " |" }.joined(separator: "\n")
    case .text:
      let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
      return ([header] + rows).map { cells in
        zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
          .joined(separator: "  ").trimmingTrailingSpaces()
      }.joined(separator: "\n")
    }
  }

  private func escaped(_ cell: String) -> String { cell.replacingOccurrences(of: "|", with: "\\|") }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = Substring(self)
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}

func percent(_ part: Int, of whole: Int) -> String {
  whole == 0 ? "–" : "\(Int((Double(part) / Double(whole) * 100).rounded()))% (\(part)/\(whole))"
}
