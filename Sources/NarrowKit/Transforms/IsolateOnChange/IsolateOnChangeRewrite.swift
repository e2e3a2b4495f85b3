/// The edits of one `isolate-onchange` proposal: the `.onChange` call becomes `.modifier(…)` in
/// place, and the modifier is declared after the view, in the same file and scope.
struct IsolateOnChangeRewrite {
  let view: TypeFact
  let onChange: OnChangeFact
  let modifierName: String
  let members: [CarriedMember]
  /// Every stored property of the view, for the indentation the file uses.
  let properties: [PropertyFact]

  func edits() -> [TextEdit] {
    let file = onChange.call.location.file
    let arguments = members.compactMap(\.argument).joined(separator: ", ")
    var edits = [TextEdit(file: file, range: onChange.call.range,
      replacement: ".modifier(\(modifierName)(\(arguments)))")]
    if let end = onChange.enclosingDeclarationEnd {
      edits.append(TextEdit(file: file, range: ByteRange(end, end), replacement: "\n\n" + declaration()))
    }
    return edits + members.compactMap(departureEdit)
  }

  /// The view's own declaration of a member the modifier took over.
  private func departureEdit(_ member: CarriedMember) -> TextEdit? {
    guard let property = properties.first(where: { $0.name == member.name }) else { return nil }
    let declaration = property.declaration
    switch member.departure {
    case .stays:
      return nil
    case .removed:
      return TextEdit(file: declaration.location.file, range: property.lines, replacement: "")
    case .unobserved:
      let plain = declaration.text.replacingOccurrences(of: #"@ObservedObject\s+"#, with: "", options: .regularExpression)
      return TextEdit(file: declaration.location.file, range: declaration.range, replacement: plain)
    }
  }

  private func declaration() -> String {
    let outer = onChange.enclosingDeclarationIndentation
    let unit = Indentation.unit(of: properties, inside: outer)
    var lines = ["\(outer)private struct \(modifierName): ViewModifier {"]
    lines += members.map { "\(outer)\(unit)\($0.declaration)" }
    lines += [
      "",
      "\(outer)\(unit)func body(content: Content) -> some View {",
      "\(outer)\(unit)\(unit)content" + Indentation.moving(onChange.call.text, from: onChange.lineIndentation, to: outer + unit + unit),
      "\(outer)\(unit)}",
      "\(outer)}",
    ]
    return lines.joined(separator: "\n")
  }
}

extension IsolateOnChangePlanner {
  /// `SelectedItemIDChangeModifier` for `cart.selectedItemID`, `TrackIDChangeModifier` for
  /// `player.track.id`; prefixed with the view's name when that is taken.
  func chooseModifierName(_ dependencies: [ValueDependency]) -> Result<String, Reason> {
    let path = onChange.value.text.filter { $0 != "?" && $0 != "!" }
    let components = path.split(separator: ".").map(String.init).filter { $0 != "self" }
    let isPath = !components.isEmpty && components.allSatisfy { component in
      !component.isEmpty && component.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
    }
    // Not a plain path: the dependency the value ends on names it best (`content` for `chat.message(id)?.content`).
    let words = isPath ? components.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 } : [name(of: dependencies[dependencies.count - 1])]
    let last = words[words.count - 1]
    let base = last.lowercased() == "id" && words.count >= 2 ? capitalized(words[words.count - 2]) + "ID" : capitalized(last)
    let candidates = [base + "ChangeModifier", view.simpleName + base + "ChangeModifier"]
    guard let free = candidates.first(where: { index.declarations(named: $0).isEmpty && !takenModifierNames.contains($0) })
    else {
      return .failure(Reason(IsolateOnChangeSkip.namesTaken, "the names \(candidates.joined(separator: " and ")) are taken"))
    }
    return .success(free)
  }

  private func name(of dependency: ValueDependency) -> String {
    switch dependency {
    case .property(_, let name), .state(let name), .reached(_, let name, _): name
    }
  }

  private func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
