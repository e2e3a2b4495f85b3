/// Type aliases of the scanned code, each resolved to the declarations it stands for, the way
/// Swift resolves the type it names: from the scope the alias is declared in, innermost first.
///
/// An alias is a declaration of the scanned code like any other (The Swift Programming Language,
/// "Declarations", Type Alias Declaration): a name written with it means the type it names, and
/// the alias itself is declared where it is written, in that file and module.

/// `typealias Model = LibraryModel`, at file scope or inside a type or extension.
struct TypeAliasFact: Sendable, Hashable {
  var name: String
  /// The type it names, as written (`LibraryModel`, `Store.State.Server`, `Box<T>`, `Self.Item`).
  var target: String
  /// The qualified name of the type or extension it is declared in (`Screen`); nil at file scope.
  var scope: String?
  /// `T` in `typealias Boxed<T> = Box<T>`.
  var genericParameters: [String]
  var modifiers: [String]
  var location: SourceLocation

  /// Where it is named from: `Screen.Model` for `typealias Model` inside `Screen`.
  var path: String { scope.map { $0 + "." + name } ?? name }

  var isPrivate: Bool { modifiers.contains { $0 == "private" || $0 == "fileprivate" } }
}

extension TypeAliasFact: FactRecord {
  func write(to w: FactWriter) {
    name.write(to: w); target.write(to: w); scope.write(to: w); genericParameters.write(to: w)
    modifiers.write(to: w); location.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(name: r.read(), target: r.read(), scope: r.read(), genericParameters: r.read(),
      modifiers: r.read(), location: r.read())
  }
}

/// Every alias of the scanned code, with the declarations it stands for.
struct TypeAliasTable: Sendable {
  /// By where each alias is named from (`Library.Item`, `Entry`); several where `#if` branches
  /// or modules declare one name twice.
  private let byPath: [String: [TypeAliasFact]]
  /// The last name of every alias path: a name no alias ends with means no alias, wherever it is
  /// written, and most names asked are of no alias.
  private let aliasNames: Set<String>
  /// The declarations each alias path stands for; empty for a type from outside the scanned code.
  private let resolved: [String: [TypeFact]]
  /// Declarations (not extensions) by qualified name, to tell an alias from a type declared in a scope.
  private let declared: [String: [TypeFact]]
  /// `extension ServerState { … }` where `ServerState` stands for one declaration: the extension,
  /// named as that declaration, since it extends that type.
  let extensionsThroughAliases: [TypeFact]

  init(files: [FileFacts], typesByQualifiedName: [String: [TypeFact]], modules: ModuleMap) {
    let aliases = Dictionary(grouping: files.flatMap(\.typeAliases), by: \.path)
    let declared = typesByQualifiedName.compactMapValues { found -> [TypeFact]? in
      let declarations = found.filter { $0.kind != .extension }
      return declarations.isEmpty ? nil : declarations
    }
    let resolver = Resolver(aliases: aliases, declared: declared, modules: modules)
    byPath = aliases
    aliasNames = Set(aliases.keys.map(Index.simpleName))
    let resolved = aliases.mapValues { resolver.declarations(standingFor: $0, depth: 0) }
    self.resolved = resolved
    self.declared = declared
    extensionsThroughAliases = resolved.flatMap { path, declarations -> [TypeFact] in
      guard declarations.count == 1, declared[path] == nil else { return [] }
      return (typesByQualifiedName[path] ?? []).filter { $0.kind == .extension }.map { part in
        var fields = part.fields
        fields.name = declarations[0].name
        fields.qualifiedName = declarations[0].qualifiedName
        return TypeFact(fields)
      }
    }
  }

  /// The declarations each alias name stands for, over every scope that declares one: a name
  /// looked up without its scope means any of them.
  func declarationsByName() -> [String: [TypeFact]] {
    var found: [String: [TypeFact]] = [:]
    for (path, declarations) in resolved where !declarations.isEmpty {
      let name = Index.simpleName(path)
      found[name] = Resolver.union(found[name] ?? [], declarations)
    }
    return found
  }

  /// The declarations `name` stands for where code inside the type `scope` (qualified) writes it,
  /// when what Swift finds first, looking from the innermost enclosing type out, is an alias; nil
  /// when it finds a declared type first, or nothing.
  func declarations(named name: String, seenFrom scope: String?) -> [TypeFact]? {
    aliasPath(named: name, seenFrom: scope).map { resolved[$0] ?? [] }
  }

  /// The aliases `name` means there, as `declarations(named:seenFrom:)` finds them.
  func aliases(named name: String, seenFrom scope: String?) -> [TypeAliasFact] {
    aliasPath(named: name, seenFrom: scope).flatMap { byPath[$0] } ?? []
  }

  /// Whether some alias is named `name` (its last component) in some scope.
  func mayBeAnAlias(_ name: String) -> Bool { aliasNames.contains(Index.simpleName(name)) }

  private func aliasPath(named name: String, seenFrom scope: String?) -> String? {
    guard mayBeAnAlias(name) else { return nil }
    for path in Index.lookupPaths(of: name, inScope: scope) {
      if declared[path] != nil { return nil }
      if byPath[path] != nil { return path }
    }
    return nil
  }

  /// The aliases declared at file scope with this name.
  func topLevelAliases(named name: String) -> [TypeAliasFact] {
    byPath[name] ?? []
  }

  /// `Store.State.Server` for `Store.State.Server?`, `Box` for `Box<Int>`, `Counter` for `any
  /// Counter`; nil for collections, closures, tuples and a generic instance with members after it.
  static func namePath(_ written: String) -> String? {
    var text = Substring(written)
    while let last = text.last, last == "?" || last == "!" || last == " " { text = text.dropLast() }
    // An existential or opaque type names its protocol, as `simpleTypeName` reads it.
    for keyword in ["any ", "some "] where text.hasPrefix(keyword) { text = text.dropFirst(keyword.count) }
    if let open = text.firstIndex(of: "<") {
      guard text.last == ">" else { return nil }
      text = text[..<open]
    }
    let path = String(text).trimmingSpaces
    return Index.simpleTypeName(path) == nil ? nil : path
  }

  /// Follows aliases to declarations, as Swift looks the names up.
  private struct Resolver {
    let aliases: [String: [TypeAliasFact]]
    let declared: [String: [TypeFact]]
    let modules: ModuleMap

    /// Enough for any chain of aliases written by hand; a cycle (which does not compile) stops there.
    private static let depthLimit = 8

    func declarations(standingFor aliases: [TypeAliasFact], depth: Int) -> [TypeFact] {
      aliases.reduce([]) { found, alias in Self.union(found, declarations(of: alias.target, in: alias.scope, depth: depth)) }
    }

    /// The declarations a type written inside `scope` names: `Self.Item` is the scope's `Item`; a
    /// generic type's instance (`Box<Int>`) is of the generic type, as the index reads a
    /// property's type; a first name that no enclosing scope declares may be a module's name.
    private func declarations(of written: String, in scope: String?, depth: Int) -> [TypeFact] {
      guard depth < Self.depthLimit, var path = TypeAliasTable.namePath(written) else { return [] }
      if path == "Self" || path.hasPrefix("Self.") {
        guard let scope else { return [] }
        path = scope + path.dropFirst(4)
      }
      for candidate in Index.lookupPaths(of: path, inScope: scope) {
        if let found = declared[candidate] { return found }
        if let found = aliases[candidate] { return declarations(standingFor: found, depth: depth + 1) }
      }
      // `MyKit.Track`: a module's name, then a type declared at file scope in that module.
      guard let dot = path.firstIndex(of: ".") else { return [] }
      let module = String(path[..<dot])
      let rest = String(path[path.index(after: dot)...])
      return (declared[rest] ?? []).filter { modules.module(of: $0.location.file) == module }
    }

    static func union(_ first: [TypeFact], _ second: [TypeFact]) -> [TypeFact] {
      first + second.filter { added in !first.contains { $0.location == added.location && $0.qualifiedName == added.qualifiedName } }
    }
  }
}

extension Index {
  /// Declarations by simple name, with each alias name standing for what it names, where no type
  /// of its own name is declared (`typealias Model = LibraryModel`).
  static func resolvingAliases(_ byName: [String: [TypeFact]], table: TypeAliasTable) -> [String: [TypeFact]] {
    var resolved = byName
    for (alias, declarations) in table.declarationsByName() where byName[alias] == nil {
      resolved[alias] = declarations
    }
    return resolved
  }
}

extension Index {
  /// The alias at file scope that `name` means in `scope`'s file: the one its module declares,
  /// else the one another module declares. The `#if` branches of one file (`typealias
  /// PlatformImage = UIImage`, `= NSImage`) declare one name in one place, written the same.
  func topLevelAlias(_ name: String, in scope: CodeScope) -> TypeMeaning? {
    let aliases = typeAliases.topLevelAliases(named: name)
    guard !aliases.isEmpty else { return nil }
    let module = modules.module(of: scope.file)
    let visible = aliases.filter { modules.module(of: $0.location.file) == module }
    let candidates = visible.isEmpty ? aliases : visible
    return Set(candidates.map(\.location.file)).count == 1 ? .topLevelAlias(candidates[0]) : .ambiguous(count: aliases.count)
  }

  /// The type an alias that `name` means inside `scope` names, as written (`CLLocationCoordinate2D`
  /// for `Coordinates`); nil when `name` is no alias there, or aliases there name different types.
  func aliasTarget(_ name: String, seenFrom scope: String?) -> String? {
    let targets = Set(typeAliases.aliases(named: name, seenFrom: scope).map(\.target))
    return targets.count == 1 ? targets.first : nil
  }

  /// The name of the declaration a type written inside the type `holder` stands for, when it
  /// names an alias that stands for one declaration: `Song` for `Model` inside `SongRow`, which
  /// declares `typealias Model = Song`. Nil when it names no alias there.
  func aliasedTypeName(_ written: String, writtenIn holder: String) -> String? {
    guard let simple = Self.simpleTypeName(written), typeAliases.mayBeAnAlias(simple), let path = TypeAliasTable.namePath(written) else { return nil }
    let holderPath = declaration(named: holder)?.qualifiedName ?? holder
    var qualifier = path.lastIndex(of: ".").map { String(path[..<$0]) }
    if qualifier == "Self" { qualifier = holderPath }
    guard let found = typeAliases.declarations(named: simple, seenFrom: qualifier ?? holderPath), found.count == 1 else { return nil }
    return found[0].name
  }
}
