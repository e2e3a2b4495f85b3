/// The name each declared type goes by in the index, the update model and every report.
///
/// Swift tells types apart by where they are declared: `MangaView.ViewModel` and
/// `ReaderView.ViewModel` are two types, and so are two top-level `PlayerManager`s in a phone and
/// a watch module. A type whose simple name no other declaration shares keeps it
/// (`PlayerState`); one that shares it goes by its full path (`MangaView.ViewModel`), and, when two
/// modules declare the same path, by its module too (`WatchApp.PlayerManager`). Declarations in
/// different branches of one `#if` are one type built two ways, so they share a name.
struct TypeKeys: Sendable {
  /// The declarations with each qualified name, by module (nil: unknown), with their key.
  private let keysByQualifiedName: [String: [(module: String?, key: String)]]
  /// Each simple name whose declarations go by more than one key.
  let sharedSimpleNames: Set<String>
  /// The qualified names declared with each shared simple name.
  private let pathsBySharedName: [String: Set<String>]

  init(declarations: [(type: TypeFact, module: String?)]) {
    var byQualified: [String: [(module: String?, key: String)]] = [:]
    var shared: Set<String> = []
    // By the simple name of the path, not `name`: a fact already keyed keeps its path.
    for (simpleName, group) in Dictionary(grouping: declarations, by: { Index.simpleName($0.type.qualifiedName) }) {
      let types = group.map(\.type)
      let needsPath = types.count > 1 && !Index.areExclusive(types)
      if needsPath { shared.insert(simpleName) }
      let pathCounts = Dictionary(grouping: group, by: { $0.type.qualifiedName })
      for (type, module) in group {
        var key = simpleName
        if needsPath {
          let samePath = pathCounts[type.qualifiedName] ?? []
          if samePath.count == 1 || Index.areExclusive(samePath.map(\.type)) {
            key = type.qualifiedName
          } else if let module, samePath.filter({ $0.module == module }).count == 1 {
            key = module + "." + type.qualifiedName
          }
        }
        byQualified[type.qualifiedName, default: []].append((module, key))
      }
    }
    keysByQualifiedName = byQualified
    sharedSimpleNames = shared
    pathsBySharedName = Dictionary(grouping: byQualified.keys.filter { shared.contains(Index.simpleName($0)) }, by: Index.simpleName)
      .mapValues(Set.init)
  }

  /// The key of the type a name written inside `scope` (a qualified path) means, for a simple
  /// name several types share: Swift looks in the enclosing types first, innermost out, then at
  /// the top level (`ViewModel` inside `MangaView` is `MangaView.ViewModel`). Nil when the name is
  /// not shared (its key is itself) or when the code does not say which.
  func key(written name: String, scope: String?, module: String?) -> String? {
    guard let paths = pathsBySharedName[name] else { return nil }
    return Index.lookupPaths(of: name, inScope: scope).first(where: paths.contains).flatMap { key(ofScope: $0, module: module) }
  }

  /// The key of the type that code written inside `qualified` (as its scope or an extension
  /// names it) belongs to, in a file of `module`. A path that names no declaration, such as
  /// `Library.Track` where `Library` is a module, is tried without its leading names.
  func key(ofScope qualified: String, module: String?) -> String? {
    var path = Substring(qualified)
    while true {
      if let found = keysByQualifiedName[String(path)] {
        if found.count == 1 { return found[0].key }
        let inModule = found.filter { $0.module == module }
        if inModule.count == 1 { return inModule[0].key }
        // Several, in exclusive `#if` branches or in modules the file's is not: the shared key if any.
        let keys = Set(found.map(\.key))
        return keys.count == 1 ? keys.first : nil
      }
      guard let dot = path.firstIndex(of: ".") else { return nil }
      path = path[path.index(after: dot)...]
    }
  }
}

extension TypeKeys {
  /// The facts of one file with every type and every enclosing scope under its key. Applying it
  /// twice changes nothing, so an index rebuilt from keyed facts (after an edit) stays the same.
  /// With them, the simple names of the keys it looked up: the same facts are keyed the same
  /// while no declaration of those names comes or goes.
  func keyed(_ file: FileFacts, module: String?) -> (facts: FileFacts, lookedUp: Set<String>) {
    var memo: [String: String] = [:]
    var writtenTypes: Set<String> = []
    func keyOfScope(_ scope: String) -> String {
      if let known = memo[scope] { return known }
      // What no declaration explains (an extension of a type of another module) keeps its simple name.
      let found = key(ofScope: scope, module: module) ?? Index.simpleName(scope)
      memo[scope] = found
      return found
    }
    // Only the facts whose scope takes another name are copied: in most files none is, and the
    // index then shares each list with the facts as read instead of holding a second copy.
    func rekeyed<Fact>(_ facts: [Fact], _ rekey: (Fact) -> Fact?) -> [Fact] {
      guard let first = facts.firstIndex(where: { rekey($0) != nil }) else { return facts }
      var changed = facts
      for position in first..<changed.count {
        if let fact = rekey(changed[position]) { changed[position] = fact }
      }
      return changed
    }
    func scoped<Fact>(_ scope: WritableKeyPath<Fact, String?>) -> (Fact) -> Fact? {
      { fact in
        guard let written = fact[keyPath: scope], case let key = keyOfScope(written), key != written else { return nil }
        var keyed = fact
        keyed[keyPath: scope] = key
        return keyed
      }
    }
    var keyed = file
    keyed.types = rekeyed(file.types) { type in
      let name = keyOfScope(type.qualifiedName)
      guard name != type.name else { return nil }
      var fields = type.fields
      fields.name = name
      return TypeFact(fields)
    }
    keyed.constructions = rekeyed(file.constructions) { construction in
      var fact = construction
      writtenTypes.insert(Index.simpleName(fact.typeName))
      if let written = key(written: fact.typeName, scope: fact.enclosingType, module: module) { fact.typeName = written }
      fact.enclosingType = fact.enclosingType.map(keyOfScope)
      return fact.typeName == construction.typeName && fact.enclosingType == construction.enclosingType ? nil : fact
    }
    keyed.chains = rekeyed(file.chains, scoped(\.enclosingType))
    keyed.elementAccesses = rekeyed(file.elementAccesses, scoped(\.enclosingType))
    keyed.onChanges = rekeyed(file.onChanges, scoped(\.enclosingType))
    keyed.memberBuilds = rekeyed(file.memberBuilds) { fact in
      let key = keyOfScope(fact.enclosingType)
      guard key != fact.enclosingType else { return nil }
      var keyed = fact
      keyed.enclosingType = key
      return keyed
    }
    keyed.injections = rekeyed(file.injections, scoped(\.enclosingType))
    keyed.methodCalls = rekeyed(file.methodCalls, scoped(\.enclosingType))
    keyed.keyedAccesses = rekeyed(file.keyedAccesses, scoped(\.enclosingType))
    return (keyed, writtenTypes.union(memo.keys.map(Index.simpleName)))
  }
}

extension Index {
  /// `["Library.Screen.ViewModel", "Library.ViewModel", "ViewModel"]` for `ViewModel` written inside
  /// `Library.Screen`: where Swift looks a type name up, the innermost enclosing type first, the
  /// top level last.
  static func lookupPaths(of name: String, inScope scope: String?) -> [String] {
    var outer = scope.map { $0.split(separator: ".").map(String.init) } ?? []
    var paths: [String] = []
    while !outer.isEmpty {
      paths.append((outer + [name]).joined(separator: "."))
      outer.removeLast()
    }
    return paths + [name]
  }

  /// The key of the type a type written inside the type `scope` (a key), in `file`, means:
  /// `MangaView.ViewModel` for `ViewModel?` written in `MangaView`'s extension. A simple name
  /// no two types share is its own key; nil when the text names no one type.
  func typeKey(written: String, seenFrom scope: String?, file: String?) -> String? {
    guard let simple = Self.simpleTypeName(written) else { return nil }
    lookupLog?.note(simple)
    if let scope { lookupLog?.note(scope) }
    // A generic parameter of the scope hides any type of its name: it is its constraint.
    if let scope, let generic = typesByKey[scope]?.first, let position = generic.genericParameters.firstIndex(of: simple),
      Self.writtenPath(written) == simple
    {
      let constraint = generic.genericConstraints[position]
      return constraint.isEmpty || constraint == simple ? nil : typeKey(written: constraint, seenFrom: scope, file: file)
    }
    guard typeKeys.sharedSimpleNames.contains(simple) else { return simple }
    let module = file.flatMap(modules.module(of:))
    if let path = Self.writtenPath(written), path.contains(".") {
      return typeKeys.key(ofScope: path, module: module)
    }
    let scopePath = scope.flatMap { typesByKey[$0]?.first?.qualifiedName } ?? scope
    return typeKeys.key(written: simple, scope: scopePath, module: module)
  }

  /// A path of a type and members split where the type's name ends: `["MangaView.ViewModel",
  /// "downloadProgress"]`, `["Player", "state", "currentTime"]`. A leading path no type goes by
  /// is taken as one name followed by members.
  func typeAndMembers(_ path: Substring) -> [String] {
    let names = path.split(separator: ".").map(String.init)
    for end in stride(from: names.count - 1, to: 1, by: -1) where typesByKey[names[..<end].joined(separator: ".")] != nil {
      return [names[..<end].joined(separator: ".")] + names[end...]
    }
    return names
  }

  func typeAndMembers(_ path: String) -> [String] { typeAndMembers(path[...]) }

  /// The key of the type a name means (itself when no one type goes by it).
  func key(ofType name: String) -> String { declaration(named: name)?.name ?? name }

  /// `("MangaView.ViewModel", "progress")` for the pair `MangaView.ViewModel.progress`: a pair is
  /// a type's key and one member, and only the key may hold dots.
  static func ownerAndMember(ofPair pair: String) -> (owner: String, member: String)? {
    guard let dot = pair.lastIndex(of: ".") else { return nil }
    return (String(pair[..<dot]), String(pair[pair.index(after: dot)...]))
  }
}
