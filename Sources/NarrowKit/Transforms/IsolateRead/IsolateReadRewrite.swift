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
    let unit = Indentation.unit(of: properties, inside: outer)
    var lines = [
      "\(outer)/// Reads \(pair) in a body of its own, so that its changes run this view instead of \(view.name).",
      "\(outer)private struct \(childName): View {",
    ]
    lines += inputs.map { "\(outer)\(unit)\($0.declaration)" }
    if !inputs.isEmpty { lines.append("") }
    lines += [
      "\(outer)\(unit)var body: some View {",
      "\(outer)\(unit)\(unit)" + Indentation.moving(part.code.text, from: part.indentation, to: outer + unit + unit),
      "\(outer)\(unit)}",
      "\(outer)}",
    ]
    return lines.joined(separator: "\n")
  }
}
