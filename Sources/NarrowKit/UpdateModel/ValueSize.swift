/// What comparing a value as a view input costs: SwiftUI compares a struct that is not plain data
/// field by field, through nested structs and every element of its collections.
struct ValueSize: Sendable, Hashable, Codable {
  /// Stored fields, with a nested struct counted as its own fields (one element for a collection).
  var fields: Int
  /// How deeply collections nest: 1 for `[Track]`, 2 for `[Album]` whose `Album` holds `[Track]`.
  var collectionNesting: Int
  /// The path to the deepest collection (`albums: [Album] → tracks: [Track]`), when there is one.
  var deepestCollection: [String]

  /// Large by the guidance's measure: nested collections, or many fields.
  func isLarge(minimumFields: Int) -> Bool {
    collectionNesting >= 2 || fields >= minimumFields
  }

  var description: String {
    var text = "\(fields) field\(fields == 1 ? "" : "s") counted through nested structs and one element per collection"
    if collectionNesting >= 2 {
      text += ", collections nested \(collectionNesting) deep (\(deepestCollection.joined(separator: " → ")))"
    } else if collectionNesting == 1 {
      text += ", a collection (\(deepestCollection.joined(separator: " → ")))"
    }
    return text
  }

  static let single = ValueSize(fields: 1, collectionNesting: 0, deepestCollection: [])
}

extension UpdateModel {
  /// The size of a value of this type as written (`Library`, `[Album]`, `Library?`); nil when it is
  /// not a value the scanned code declares (classes, protocols, closures, unknown types).
  func valueSize(ofType type: String) -> ValueSize? {
    var visiting = Set<String>()
    guard var size = valueSize(of: type, visiting: &visiting) else { return nil }
    if size.deepestCollection.isEmpty && size.collectionNesting > 0 { size.deepestCollection = [type] }
    return size
  }

  private func valueSize(of written: String, visiting: inout Set<String>) -> ValueSize? {
    let type = Self.unwrappingOptional(written)
    if let element = Self.collectionElement(of: type) {
      guard let inner = valueSize(of: element, visiting: &visiting) else { return nil }
      return ValueSize(fields: inner.fields, collectionNesting: inner.collectionNesting + 1,
        deepestCollection: inner.deepestCollection)
    }
    guard let name = Index.simpleTypeName(type) else { return nil }
    if Index.valueTypesComparedWhole.contains(name) && !type.contains(".") { return .single }
    guard let declared = declaration(written: type, simpleName: name) else { return nil }
    switch declared.kind {
    case .struct: break
    case .enum: return .single
    default: return nil
    }
    // A recursive type (through an indirect enum or a collection) is counted once.
    guard visiting.insert(name).inserted else { return .single }
    defer { visiting.remove(name) }
    var size = ValueSize(fields: 0, collectionNesting: 0, deepestCollection: [])
    for field in index.storedProperties(of: declared) {
      // A field of a type the scanned code does not declare (or a reference) is one comparison.
      let inner = field.type.flatMap { valueSize(of: $0, visiting: &visiting) } ?? .single
      size.fields += inner.fields
      if inner.collectionNesting > size.collectionNesting {
        size.collectionNesting = inner.collectionNesting
        size.deepestCollection = ["\(field.name): \(field.type ?? "?")"] + inner.deepestCollection
      }
    }
    return size
  }

  /// The declaration a written type names: `AvatarView.FrameConfig` must be that nested type, not
  /// any `FrameConfig`; a module prefix (`Models.Notification`) is allowed.
  private func declaration(written type: String, simpleName: String) -> TypeFact? {
    guard type.contains(".") else { return index.declaration(named: simpleName) }
    let found = index.declarations(named: simpleName).filter { type == $0.qualifiedName || type.hasSuffix("." + $0.qualifiedName) }
    return found.count == 1 ? found[0] : nil
  }

  /// `T` for `[T]`, `Set<T>`, `Array<T>`, `ContiguousArray<T>`; the value type of a dictionary.
  static func collectionElement(of type: String) -> String? {
    if type.hasPrefix("[") && type.hasSuffix("]") {
      return dictionaryTypes(type)?.value ?? String(type.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }
    for generic in ["Array<", "Set<", "ContiguousArray<", "IdentifiedArrayOf<"] where type.hasPrefix(generic) && type.hasSuffix(">") {
      return String(type.dropFirst(generic.count).dropLast()).trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  /// `(Download.ID, Double)` for `[Download.ID: Double]`; nil for anything but a dictionary.
  static func dictionaryTypes(_ written: String) -> (key: String, value: String)? {
    let trimmed = written.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
    let inner = trimmed.dropFirst().dropLast()
    var depth = 0
    for position in inner.indices {
      switch inner[position] {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case ":" where depth == 0:
        let key = inner[..<position].trimmingCharacters(in: .whitespaces)
        let value = inner[inner.index(after: position)...].trimmingCharacters(in: .whitespaces)
        return key.isEmpty || value.isEmpty ? nil : (key, value)
      default: continue
      }
    }
    return nil
  }

  static func unwrappingOptional(_ type: String) -> String {
    var text = type.trimmingCharacters(in: .whitespaces)
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    if text.hasPrefix("Optional<") && text.hasSuffix(">") { text = String(text.dropFirst(9).dropLast()) }
    return text
  }
}
