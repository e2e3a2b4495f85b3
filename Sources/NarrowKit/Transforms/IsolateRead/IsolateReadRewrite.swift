/// The edits of one `isolate-read` proposal: the part becomes a construction of the child view
/// in place, and the child is declared after the view, in the same file and scope.
struct IsolateReadRewrite {
  let view: TypeFact
  let part: ViewPart
  let childName: String
  let inputs: [ChildInput]
  let declarationIndentation: String
  /// Every stored property of the view, for the indentation the file uses.
  let properties: [PropertyFact]
  let pair: String

  func edits() -> [TextEdit] {
    let file = part.code.location.file
    let arguments = inputs.compactMap(\.argument).joined(separator: ", ")
    return [
      TextEdit(file: file, range: part.code.range, replacement: "\(childName)(\(arguments))"),
      TextEdit(file: file, range: ByteRange(view.end, view.end), replacement: "\n\n" + declaration()),
    ]
  }

  private func declaration() -> String {
    let outer = declarationIndentation
    let unit = indentationUnit()
    var lines = [
      "\(outer)/// Reads \(pair) in a body of its own, so that its changes run this view instead of \(view.name).",
      "\(outer)private struct \(childName): View {",
    ]
    lines += inputs.map { "\(outer)\(unit)\($0.declaration)" }
    if !inputs.isEmpty { lines.append("") }
    lines += [
      "\(outer)\(unit)var body: some View {",
      "\(outer)\(unit)\(unit)" + reindentedPart(to: outer + unit + unit),
      "\(outer)\(unit)}",
      "\(outer)}",
    ]
    return lines.joined(separator: "\n")
  }

  /// The part as written, its later lines moved from the indentation of its own line to `base`.
  private func reindentedPart(to base: String) -> String {
    let lines = part.code.text.split(separator: "\n", omittingEmptySubsequences: false)
    let moved = lines.dropFirst().map { line -> String in
      let rest = line.hasPrefix(part.indentation) ? line.dropFirst(part.indentation.count) : line.drop { $0 == " " || $0 == "\t" }
      return rest.isEmpty ? "" : base + rest
    }
    return ([String(lines[0])] + moved).joined(separator: "\n")
  }

  /// One level of indentation, as the view's own members are indented; four spaces if they say nothing.
  private func indentationUnit() -> String {
    let inner = properties.map(\.indentation).filter { $0.hasPrefix(declarationIndentation) && $0.count > declarationIndentation.count }
    return inner.min { $0.count < $1.count }.map { String($0.dropFirst(declarationIndentation.count)) } ?? "    "
  }
}
