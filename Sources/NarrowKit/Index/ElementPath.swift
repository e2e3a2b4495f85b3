/// The owners of each member an element write passes through: in `store.items[i].stock -= 1`,
/// `Store.items` and `Item.stock`.
enum ElementPath {
  static func owners(of write: ChainFact, in index: Index) -> [(member: String, owner: String)] {
    index.derived.countPathFollowed()
    var owner: String? = write.enclosingType
    var typeText: String?
    switch (write.root, write.binding) {
    case (.selfValue, _): break
    case (.name(let name), .unbound):
      guard let enclosing = owner, index.propertyDeclaration(name, in: enclosing) != nil else { return [] }
      typeText = index.propertyTypeText(name, in: enclosing)
      var found = [(member: name, owner: enclosing)]
      found += follow(write.components, from: typeText, in: index)
      return found
    case (.name, .parameter(let type)), (.name, .local(let type)):
      owner = type.flatMap { index.elementType(named: $0, in: owner) ?? Index.simpleTypeName($0) }
    }
    guard let start = owner else { return [] }
    return follow(write.components, fromOwner: start, in: index)
  }

  private static func follow(_ components: [String], fromOwner owner: String, in index: Index) -> [(member: String, owner: String)] {
    guard let first = components.first, first != "[]" else { return [] }
    let type = index.propertyTypeText(first, in: owner)
    return [(first, owner)] + follow(Array(components.dropFirst()), from: type, in: index)
  }

  private static func follow(_ components: [String], from typeText: String?, in index: Index) -> [(member: String, owner: String)] {
    var found: [(member: String, owner: String)] = []
    var current = typeText
    for component in components {
      guard let text = current else { break }
      if component == "[]" {
        current = elementType(of: text)
        continue
      }
      guard let owner = Index.simpleTypeName(text) else { break }
      found.append((component, owner))
      current = index.propertyTypeText(component, in: owner)
    }
    return found
  }

  /// `Item` for `[Item]` and `[String: Item]`; nil for anything else.
  static func elementType(of type: String) -> String? {
    let trimmed = type.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
    let inner = trimmed.dropFirst().dropLast()
    if let colon = inner.firstIndex(of: ":") { return String(inner[inner.index(after: colon)...]).trimmingCharacters(in: .whitespaces) }
    return String(inner)
  }
}
