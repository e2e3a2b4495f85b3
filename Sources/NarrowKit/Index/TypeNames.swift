/// Resolving type names where code is written, and writing them so that they mean the same
/// declaration where the code lands: a transform that copies `let stage: Stage` out of
/// `OrderScreen` writes `OrderScreen.Stage`, and adds `import GeoKit` for a `GeoPoint`.

/// A place code is written in or copied to: inside a type (its qualified name), or at file scope.
struct CodeScope: Sendable, Hashable {
  var file: String
  /// `OrderScreen.Receipt`; nil at file scope.
  var typePath: String?

  init(file: String, typePath: String?) {
    self.file = file
    self.typePath = typePath
  }

  /// Inside the type, or in the scope that encloses it (where a sibling declaration goes).
  static func inside(_ type: TypeFact) -> CodeScope {
    CodeScope(file: type.location.file, typePath: type.qualifiedName)
  }

  static func beside(_ type: TypeFact) -> CodeScope {
    CodeScope(file: type.location.file, typePath: Self.parent(of: type.qualifiedName))
  }

  static func parent(of path: String) -> String? {
    guard let dot = path.lastIndex(of: ".") else { return nil }
    return String(path[..<dot])
  }
}

/// Type text rewritten for another scope, with the imports its destination file must gain.
struct RelocatedType: Sendable, Hashable {
  var text: String
  /// Modules to import in the destination file, and why.
  var imports: [String: String]
}

struct RelocationProblem: Error, Sendable {
  let reason: String
}

extension Index {
  /// `type`, written in `source`, as it must be written in `destination` to name the same types.
  func relocate(type: String, from source: CodeScope, to destination: CodeScope) -> Result<RelocatedType, RelocationProblem> {
    relocate(type, from: source, to: destination, isExpression: false)
  }

  /// An expression (an initial value such as `Stage.idle`), with the type names in it relocated;
  /// names of values and of types declared outside the scanned code are left as they are.
  func relocate(expression: String, from source: CodeScope, to destination: CodeScope) -> Result<RelocatedType, RelocationProblem> {
    relocate(expression, from: source, to: destination, isExpression: true)
  }

  private func relocate(_ text: String, from source: CodeScope, to destination: CodeScope, isExpression: Bool) -> Result<RelocatedType, RelocationProblem> {
    var output = ""
    var imports: [String: String] = [:]
    for token in TypeTextToken.split(text) {
      guard case .name(let name) = token,
        !isExpression || (name.first?.isUppercase == true && lookUp(name, in: source) != .external)
      else {
        output += token.text
        continue
      }
      switch relocate(name: name, from: source, to: destination) {
      case .failure(let problem): return .failure(problem)
      case .success(let found):
        output += found.text
        imports.merge(found.imports) { first, _ in first }
      }
    }
    return .success(RelocatedType(text: output, imports: imports))
  }

  private func relocate(name: String, from source: CodeScope, to destination: CodeScope) -> Result<RelocatedType, RelocationProblem> {
    let meaning = lookUp(name, in: source)
    let there = lookUp(name, in: destination)
    let fail = { (reason: String) in Result<RelocatedType, RelocationProblem>.failure(RelocationProblem(reason: reason)) }
    switch meaning {
    case .genericParameter(let owner):
      if there == meaning { return .success(RelocatedType(text: name, imports: [:])) }
      return fail("\(name) is a generic parameter of \(owner)")
    case .ambiguous(let count):
      return fail("\(name) is declared \(count) times; Narrow cannot tell which is meant")
    case .selfType(let path):
      if there == meaning { return .success(RelocatedType(text: name, imports: [:])) }
      guard let path, let owner = declaration(qualified: path), owner.genericParameters.isEmpty, owner.kind != .protocol else {
        return fail("Self in \(source.typePath ?? "file scope") cannot be written out where the code lands")
      }
      return qualified(path, declaredIn: owner.location.file, from: source, to: destination)
    case .nested(let path, let isPrivate, let file):
      if isPrivate { return fail(lowerAccess(path)) }
      if there == meaning { return .success(RelocatedType(text: name, imports: [:])) }
      return qualified(path, declaredIn: file, from: source, to: destination)
    case .topLevel(let type):
      if type.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) { return fail(lowerAccess(name)) }
      guard there == meaning else {
        return fail("\(name) would mean \(there.description) where the code lands")
      }
      return importing(name, declaredIn: type.location.file, from: source, to: destination)
    case .topLevelAlias(let alias):
      if alias.isPrivate { return fail(lowerAccess(name)) }
      guard there == meaning else { return fail("\(name) would mean \(there.description) where the code lands") }
      return importing(name, declaredIn: alias.location.file, from: source, to: destination)
    case .external:
      guard there == meaning else {
        return fail("\(name) would mean \(there.description) where the code lands")
      }
      return importing(name, declaredIn: nil, from: source, to: destination)
    }
  }

  private func lowerAccess(_ path: String) -> String {
    "\(path) is private or fileprivate: a declaration of that type where the code lands would need a lower access level, which Narrow does not change"
  }

  /// The qualified path written out, once its first component means the same where it lands.
  private func qualified(_ path: String, declaredIn file: String, from source: CodeScope, to destination: CodeScope) -> Result<RelocatedType, RelocationProblem> {
    let first = String(path.prefix { $0 != "." })
    guard case .topLevel(let outer) = lookUp(first, in: destination), outer.qualifiedName == first else {
      return .failure(RelocationProblem(reason: "\(first) names something else where the code lands, so \(path) cannot be written there"))
    }
    return importing(path, declaredIn: file, from: source, to: destination)
  }

  /// The name, with the import its declaring module needs in the destination file.
  private func importing(_ text: String, declaredIn file: String?, from source: CodeScope, to destination: CodeScope) -> Result<RelocatedType, RelocationProblem> {
    let simple = String(text.prefix { $0 != "." })
    if Self.standardLibraryTypes.contains(simple) || file == destination.file {
      return .success(RelocatedType(text: text, imports: [:]))
    }
    let destinationModule = modules.module(of: destination.file)
    let imported = Set((self.file(at: destination.file)?.imports ?? []).map(\.module))
    if let file, let module = modules.module(of: file) {
      guard module != destinationModule, !imported.contains(module) else { return .success(RelocatedType(text: text, imports: [:])) }
      return .success(RelocatedType(text: text, imports: [module: "\(simple) is declared in the module \(module)"]))
    }
    if file != nil { return .success(RelocatedType(text: text, imports: [:])) }
    let implied = imported.reduce(into: imported) { $0.formUnion(Self.reexports[$1] ?? []) }
    if let framework = Self.frameworkOf(simple), implied.contains(framework) {
      return .success(RelocatedType(text: text, imports: [:]))
    }
    // Declared outside the scanned code, so in one of the modules the file it was written in
    // imports, other than the frameworks Narrow knows the types of. The destination sees it if it
    // imports them all; otherwise it gets the missing ones, when its own module is known to use
    // them (another of its files imports them). Anything else would be a guess.
    let candidates = (self.file(at: source.file)?.imports ?? []).map(\.module)
      .filter { Self.reexports[$0] == nil && $0 != "Foundation" && $0 != modules.module(of: source.file) }
    let missing = candidates.filter { !implied.contains($0) && $0 != destinationModule }
    if missing.isEmpty { return .success(RelocatedType(text: text, imports: [:])) }
    let available = importsByModule[destinationModule] ?? []
    guard missing.allSatisfy(available.contains) else {
      let which = missing.count == 1 ? missing[0] : "which of " + missing.joined(separator: ", ")
      return .failure(RelocationProblem(reason: "\(simple) is not declared in the scanned code, and Narrow cannot tell that \(which) declares it and is available to \(destination.file)"))
    }
    let why = "\(simple) is not declared in the scanned code; \(source.file) sees it through its imports"
    return .success(RelocatedType(text: text, imports: Dictionary(missing.map { ($0, why) }, uniquingKeysWith: { a, _ in a })))
  }

  /// What a type name means in a scope, without a type checker: the generic parameters and nested
  /// types of each enclosing type, innermost first, then the types at file scope.
  func lookUp(_ name: String, in scope: CodeScope) -> TypeMeaning {
    if name == "Self" { return .selfType(scope.typePath) }
    var path = scope.typePath
    while let current = path {
      let parts = typesByQualifiedName[current] ?? []
      if let generic = parts.first(where: { $0.genericParameters.contains(name) }) {
        return .genericParameter(owner: generic.qualifiedName)
      }
      if let part = parts.first(where: { $0.nestedTypes.contains(name) }) {
        let isPrivate = parts.contains { $0.privateNestedTypes.contains(name) }
        let file = declaration(qualified: current + "." + name)?.location.file ?? part.location.file
        return .nested(path: current + "." + name, isPrivate: isPrivate, file: file)
      }
      path = CodeScope.parent(of: current)
    }
    let topLevel = declarations(named: name).filter { $0.qualifiedName == name }
    switch topLevel.count {
    case 0: return topLevelAlias(name, in: scope) ?? .external
    case 1: return .topLevel(topLevel[0])
    default:
      let sourceModule = modules.module(of: scope.file)
      let visible = topLevel.filter { modules.module(of: $0.location.file) == sourceModule }
      return visible.count == 1 ? .topLevel(visible[0]) : .ambiguous(count: topLevel.count)
    }
  }

  /// The declaration (not an extension) with this qualified name.
  func declaration(qualified path: String) -> TypeFact? {
    let found = (typesByQualifiedName[path] ?? []).filter { $0.kind != .extension }
    return found.count == 1 ? found[0] : nil
  }

  static let standardLibraryTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "Bool", "String", "Substring", "Character", "Array", "Dictionary", "Set", "Optional", "Result", "Never",
    "Void", "Any", "AnyObject", "Error", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable",
    "Decodable", "Encodable", "Sendable", "Range", "ClosedRange", "Sequence", "Collection", "AnyHashable",
  ]
  static let foundationTypes: Set<String> = [
    "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval", "IndexSet", "Locale", "TimeZone", "Calendar",
    "DateComponents", "Measurement", "CGFloat", "CGSize", "CGPoint", "CGRect", "NSObject", "AttributedString",
    "NSAttributedString", "NSRange", "NSRegularExpression", "Notification", "NotificationCenter", "UserDefaults",
    "Bundle", "FileManager", "DateFormatter", "NumberFormatter", "JSONDecoder", "JSONEncoder", "DispatchQueue",
    "IndexPath", "CharacterSet", "URLRequest", "URLSession", "Duration", "Progress",
  ]
  /// SwiftUI's value types Narrow knows, with the views of the vocabulary and the wrappers that
  /// are types of their own.
  static let swiftUITypes: Set<String> = Set([
    "Color", "Font", "LocalizedStringKey", "AnyView", "Angle", "Edge", "Alignment",
    "EdgeInsets", "UnitPoint", "Gradient", "LinearGradient", "Animation", "ColorScheme",
    "HorizontalAlignment", "VerticalAlignment", "ContentSizeCategory", "DynamicTypeSize", "Visibility",
    FrameworkWrapper.binding.rawValue, FrameworkWrapper.namespace.rawValue,
  ]).union(ViewAPIs.typeNames)

  /// Whether the standard library, Foundation or SwiftUI declares a type of this name.
  static func isFrameworkType(_ name: String) -> Bool {
    standardLibraryTypes.contains(name) || foundationTypes.contains(name) || swiftUITypes.contains(name)
  }

  /// The framework a well-known type comes from, when Narrow knows it.
  static func frameworkOf(_ name: String) -> String? {
    if foundationTypes.contains(name) { return "Foundation" }
    if swiftUITypes.contains(name) { return "SwiftUI" }
    if name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true { return "UIKit" }
    if name.hasPrefix("NS") && name.dropFirst(2).first?.isUppercase == true { return "AppKit" }
    return nil
  }

  /// Modules whose import makes others visible too.
  static let reexports: [String: Set<String>] = [
    "SwiftUI": ["Foundation", "UIKit", "AppKit", "Observation", "CoreGraphics"],
    "UIKit": ["Foundation", "CoreGraphics"],
    "AppKit": ["Foundation", "CoreGraphics"],
    "Combine": [],
    "Observation": [],
    "CoreGraphics": [],
  ]
}

/// What a type name refers to in a scope.
enum TypeMeaning: Equatable {
  case genericParameter(owner: String)
  case nested(path: String, isPrivate: Bool, file: String)
  case topLevel(TypeFact)
  /// `typealias Seconds = Double` at file scope: declared in the scanned code, whatever it names.
  case topLevelAlias(TypeAliasFact)
  case selfType(String?)
  /// Not declared in the scanned code: the standard library or an imported module.
  case external
  case ambiguous(count: Int)

  var description: String {
    switch self {
    case .genericParameter(let owner): return "a generic parameter of \(owner)"
    case .nested(let path, _, _): return path
    case .topLevel(let type): return type.qualifiedName
    case .topLevelAlias(let alias): return alias.name
    case .selfType(let path): return "Self (\(path ?? "none"))"
    case .external: return "a type from outside the scanned code"
    case .ambiguous: return "one of several declarations"
    }
  }
}

/// A type as written, split into the names that may need resolving and everything else.
enum TypeTextToken {
  case name(String)
  case other(String)

  var text: String {
    switch self {
    case .name(let text), .other(let text): return text
    }
  }

  private static let keywords: Set<String> = ["some", "any", "inout", "throws", "rethrows", "async", "consuming", "borrowing", "sending", "Type", "Protocol"]

  /// A name is an identifier that is not a member (`.Inner`), an attribute (`@escaping`), a
  /// label (`name:`) or a keyword; `Outer.Inner` resolves through `Outer`.
  static func split(_ type: String) -> [TypeTextToken] {
    var tokens: [TypeTextToken] = []
    let characters = Array(type)
    var index = 0
    var pending = ""
    func previousSignificant() -> Character? { pending.last(where: { $0 != " " }) ?? tokens.last?.text.last(where: { $0 != " " }) }
    while index < characters.count {
      let character = characters[index]
      guard character.isLetter || character == "_" else {
        pending.append(character)
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
      let word = String(characters[index..<end])
      var next = end
      while next < characters.count, characters[next] == " " { next += 1 }
      let isLabel = next < characters.count && characters[next] == ":"
      let previous = previousSignificant()
      let isName = previous != "." && previous != "@" && !isLabel && !keywords.contains(word)
      if isName {
        if !pending.isEmpty { tokens.append(.other(pending)) }
        pending = ""
        tokens.append(.name(word))
      } else {
        pending += word
      }
      index = end
    }
    if !pending.isEmpty { tokens.append(.other(pending)) }
    return tokens
  }
}
