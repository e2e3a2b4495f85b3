import Foundation

/// How `==` compares a type: the fact a refresh guard (`if new != old`) and a change of a view's
/// inputs both depend on. A hand-written `==` that compares only an `id` calls a renamed element
/// equal, and a guard built on it would keep the old name on screen.
enum EqualityComparison: Sendable, Hashable {
  /// `==` compares every stored field: standard value types, and synthesized conformances of
  /// types whose fields compare every field in turn, or a hand-written `==` that reads them all.
  case everyField
  /// A hand-written `==` (at `location`) that leaves these stored fields of `type` out.
  case ignores(type: String, fields: [String], location: SourceLocation)
  /// Not known to be `Equatable`, or not known how it compares.
  case unknown(String)
}

extension Index {
  static let equatableProtocols: Set<String> = ["Equatable", "Hashable", "Comparable"]
  /// Standard value types whose `==` compares their whole value.
  static let valueTypesComparedWhole: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "CGFloat", "Bool", "String", "Substring", "Character", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval",
    "Array", "Dictionary", "Set", "Optional", "CGSize", "CGPoint", "CGRect", "Color", "Locale", "IndexSet",
  ]

  /// Standard value types made only of plain data, with no reference inside: SwiftUI compares
  /// such a value bit by bit, whatever its `==` says (SwiftUI's team on view inputs, WWDC23
  /// "Demystify SwiftUI performance"; the subset's `InputComparison` follows it).
  static let plainDataTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "CGFloat", "Bool", "Date", "UUID", "TimeInterval", "CGSize", "CGPoint", "CGRect", "Decimal",
  ]

  /// Whether a struct of the scanned code holds only plain data, field by field (`Int?` too):
  /// its hand-written `==` never decides whether a view that takes it runs.
  func isPlainData(_ name: String) -> Bool {
    var visited = Set<String>()
    return isPlainData(name, visited: &visited)
  }

  private func isPlainData(_ name: String, visited: inout Set<String>) -> Bool {
    if Self.plainDataTypes.contains(name) { return true }
    guard visited.insert(name).inserted, let declared = declaration(named: name), declared.kind == .struct else { return false }
    let stored = storedProperties(of: declared)
    return !stored.isEmpty && stored.allSatisfy { field in
      guard field.attributes.isEmpty, let written = field.type?.trimmingCharacters(in: CharacterSet(charactersIn: " ?")),
        let simple = Self.simpleTypeName(written), simple == written
      else { return false }
      return isPlainData(simple, visited: &visited)
    }
  }

  /// How a view given a value of the named type compares it: with the type's `==`, unless the
  /// type is plain data, compared bit by bit, so that a hand-written `==` is never asked.
  func equalityAsViewsCompare(_ name: String) -> EqualityComparison {
    isPlainData(name) ? .everyField : equality(of: name)
  }

  /// How `==` compares a type as written (`[CartItem]`, `Track?`, `[String: Int]`). Worked out
  /// once per type: every view input of that type asks again.
  func equality(of type: String) -> EqualityComparison {
    let work = {
      var visited = Set<String>()
      return equality(of: type, visited: &visited)
    }
    // Under a log, a memo hit would skip the lookups the value was worked out with.
    return lookupLog == nil ? derived.equality(of: type, work) : work()
  }

  private func equality(of type: String, visited: inout Set<String>) -> EqualityComparison {
    if type.contains(utf8: "->") || type.contains(utf8: "any ") || type.contains(utf8: "some ") {
      return .unknown("\(type) is not Equatable")
    }
    for name in Self.typeNames(in: type) {
      let result = equality(ofNamed: name, visited: &visited)
      if result != .everyField { return result }
    }
    return .everyField
  }

  private func equality(ofNamed name: String, visited: inout Set<String>) -> EqualityComparison {
    if Self.valueTypesComparedWhole.contains(name) || !visited.insert(name).inserted { return .everyField }
    guard let declared = declaration(named: name) else { return .unknown("\(name) is not declared in the scanned code") }
    guard !conformances(of: declared).isDisjoint(with: Self.equatableProtocols) else {
      return .unknown("\(name) is not declared Equatable")
    }
    let parts = parts(of: declared)
    let stored = storedProperties(of: declared)
    if let handWritten = parts.lazy.compactMap(\.equality).first {
      // An enum's cases carry values no stored property names: what its == compares of them
      // (`lhs.id == rhs.id` over every case) cannot be read off the members it reads.
      if declared.kind == .enum {
        return .unknown("the == of \(name) at \(handWritten.location) is written by hand for an enum, and Narrow cannot tell which associated values it compares")
      }
      guard let compared = handWritten.comparedMembers else {
        return .unknown("the == of \(name) at \(handWritten.location) uses its operands whole, so Narrow cannot tell what it compares")
      }
      let ignored = stored.map(\.name).filter { !compared.contains($0) }
      return ignored.isEmpty ? .everyField : .ignores(type: name, fields: ignored, location: handWritten.location)
    }
    switch declared.kind {
    case .enum: return .everyField
    case .struct:
      for field in stored {
        guard let fieldType = field.type else { return .unknown("the type of \(name).\(field.name) is not written") }
        let result = equality(of: fieldType, visited: &visited)
        if result != .everyField { return result }
      }
      return .everyField
    default:
      return .unknown("\(name) is a \(declared.kind.rawValue) without a == Narrow can read")
    }
  }

  /// `[CartItem]` → `CartItem`; `Dictionary<String, Int>?` → `Dictionary`, `String`, `Int`.
  static func typeNames(in type: String) -> [String] {
    // Over UTF-8, since every view input's type is read this way.
    return type.utf8.split(whereSeparator: { !isNameByte($0) }).compactMap { piece in
      piece.split(separator: UInt8(ascii: ".")).last.map { String(decoding: $0, as: UTF8.self) }
    }
  }
}
