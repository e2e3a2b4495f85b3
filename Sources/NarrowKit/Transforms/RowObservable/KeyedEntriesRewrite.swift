/// The edits of a keyed dictionary's entries: the property becomes a dictionary of entries the
/// model does not observe and a method that makes each entry once; every `name[key]` becomes
/// `name(key).value`, and `name[key, default: d]` becomes `name(key)[default: d]`.
struct KeyedEntriesRewrite {
  let owner: TypeFact
  let property: PropertyFact
  let entryType: String
  let storage: String
  let keyType: String
  let valueType: String
  /// Whether the line after the property is blank or closes the type; else the method gets a
  /// blank line after it.
  let endsClean: Bool
  let accesses: [KeyedAccessFact]
  let isObservableObject: Bool

  func edits() -> [TextEdit] {
    let file = owner.location.file
    var edits = [
      TextEdit(file: file, range: property.lines, replacement: storageDeclaration()),
      TextEdit(file: file, range: ByteRange(owner.end, owner.end), replacement: "\n\n" + entryDeclaration()),
    ]
    for access in accesses {
      let rewritten = "\(access.base.text)(\(access.key.text))" + (access.fallback.map { "[default: \($0.text)]" } ?? ".value")
      edits.append(TextEdit(file: access.whole.location.file, range: access.whole.range, replacement: rewritten))
    }
    return edits
  }

  private var access: String {
    property.modifiers.first { ["public", "package", "internal"].contains($0) }.map { $0 + " " } ?? ""
  }

  private func storageDeclaration() -> String {
    let indent = property.indentation
    let ignored = isObservableObject ? "" : "@ObservationIgnored "
    return """
      \(indent)\(ignored)private var \(storage): [\(keyType): \(entryType)] = [:]

      \(indent)/// The entry of \(property.name) for `key`, made the first time it is asked for: a view
      \(indent)/// reading one entry runs only when that entry changes.
      \(indent)\(access)func \(property.name)(_ key: \(keyType)) -> \(entryType) {
      \(indent)  if let entry = \(storage)[key] { return entry }
      \(indent)  let made = \(entryType)()
      \(indent)  \(storage)[key] = made
      \(indent)  return made
      \(indent)}

      """ + (endsClean ? "" : "\n")
  }

  private func entryDeclaration() -> String {
    var members = "  var value: \(valueType)?\n"
    if accesses.contains(where: { $0.fallback != nil }) {
      members += """

          subscript(default fallback: @autoclosure () -> \(valueType)) -> \(valueType) {
            get { value ?? fallback() }
            set { value = newValue }
          }

        """
    }
    return """
      /// One entry of \(owner.name).\(property.name): each view observes the entries it reads.
      @Observable
      \(access)final class \(entryType) {
      \(members)}
      """
  }
}
