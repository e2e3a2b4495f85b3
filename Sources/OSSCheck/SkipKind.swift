/// A skip reason with the names of one case taken out, so that skips can be counted by the rule that
/// made them: "Backyard is a class: its fields can change behind copies" and "Account is a class: …"
/// are one kind, `pass-fields: … is a class`.
enum SkipKind {
  static func of(transform: String, reason: String) -> String {
    "\(transform): \(generalised(headline(reason)))"
  }

  /// The rule is stated before the first colon or parenthesis; what follows explains the case.
  private static func headline(_ reason: String) -> Substring {
    var text = Substring(reason)
    for separator in [": ", " (", "; "] {
      if let range = text.range(of: separator) { text = text[..<range.lowerBound] }
    }
    return text
  }

  /// Words that name something in the scanned code (types, members, paths, numbers, code in
  /// backticks) become `…`; a run of them becomes one.
  private static func generalised(_ text: Substring) -> String {
    var words: [String] = []
    var inCode = false
    for word in text.split(separator: " ") {
      let opensCode = word.hasPrefix("`")
      let closesCode = word.dropFirst(opensCode ? 1 : 0).contains("`")
      let named = inCode || opensCode || isName(word)
      if opensCode && !closesCode { inCode = true } else if inCode && word.contains("`") { inCode = false }
      if named {
        if words.last != "…" { words.append("…") }
      } else {
        words.append(String(word))
      }
    }
    return words.joined(separator: " ")
  }

  private static func isName(_ word: Substring) -> Bool {
    if word.hasPrefix("@") { return false }  // a property wrapper is part of the rule
    return word.contains { $0.isUppercase || $0.isNumber || ".:/_?()[]<>".contains($0) }
  }
}
