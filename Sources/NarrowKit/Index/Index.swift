import Foundation

/// Module-wide facts about the scanned code, without syntax trees.
///
/// Where something cannot be known without a type checker (a type from another module, a property
/// with no annotation), the index has no fact for it, and transforms treat that as a reason to skip.
public struct Index: Sendable {
  let files: [FileFacts]
  /// Every type declaration and extension, in file order.
  let allTypes: [TypeFact]
  let opaqueConstructions: [OpaqueConstructionFact]
  let modules: ModuleMap
  /// What the code must run on, as its packages and projects declare.
  let deploymentTargets: DeploymentTargets
  /// The facts of the build configuration each file is read in, and what it left out or joined.
  let configured: ConfiguredFacts
  /// Each type's declaration and extensions, by the name it goes by (see `TypeKeys`).
  let typesByKey: [String: [TypeFact]]
  /// Declarations by simple name, type aliases included: how code that names a type finds it.
  private let declarationsBySimpleName: [String: [TypeFact]]
  /// The names types go by; a simple name several types share names none of them alone.
  let typeKeys: TypeKeys
  /// Declarations and extensions by qualified name (`OrderScreen.Stage`).
  let typesByQualifiedName: [String: [TypeFact]]
  let globalsByName: [String: [PropertyFact]]
  /// Every type alias, with the declarations it stands for.
  let typeAliases: TypeAliasTable
  /// The property wrappers, global actors, result builders and macros the scanned code declares.
  let declaredAttributes: DeclaredAttributes
  /// Every module some file of each module imports (files of unknown module under nil).
  let importsByModule: [String?: Set<String>]
  private let constructionsByType: [String: [ConstructionFact]]
  private let opaqueConstructionsByType: [String: [OpaqueConstructionFact]]
  private let fileByPath: [String: Int]
  // Lookups transforms make per candidate; built once so that a candidate costs no scan of the codebase.
  // Chains are kept once, in their files; the lookups hold their positions.
  let chainsByEnclosingType: [String: [ChainPosition]]
  let chainsByMember: [String: [ChainPosition]]
  /// For each file, the simple names its facts' keys were looked up by (see `TypeKeys.keyed`).
  let keyingNames: [Set<String>]
  private let buildsByEnclosingType: [String: [MemberBuildFact]]
  private let typesByFunction: [String: [TypeFact]]
  private let typesByProperty: [String: [TypeFact]]
  private let subclassesByName: [String: [TypeFact]]
  /// Whether any type is `@Observable` outside an availability check (an import alone builds for
  /// older systems): asked for every candidate.
  private let usesObservation: Bool
  let derived = DerivedFacts()
  /// How many threads the facts derived from the index later (every chain resolved) may take.
  let jobs: Int
  /// What an index this one was read from (with some files read again), or the last run,
  /// resolved, to keep; set as the index is made (`keeping(_:)`).
  var earlierResolutions: EarlierResolutions?
  /// Where lookups write the names they ask for, while one file's chains resolve.
  var lookupLog: LookupLog?

  /// Every chain resolved to the types it reads, built on first use and shared by the transforms.
  public var memberAccesses: MemberAccesses { derived.memberAccesses { MemberAccesses(index: self) } }

  public init(
    files read: [FileFacts], modules: ModuleMap = ModuleMap(), deploymentTargets: DeploymentTargets = .unknown,
    configurations: BuildConfigurations = BuildConfigurations(), jobs: Int = Parallel.defaultJobs
  ) {
    self.init(files: read, modules: modules, deploymentTargets: deploymentTargets, configurations: configurations, jobs: jobs, earlier: nil)
  }

  init(
    files read: [FileFacts], modules: ModuleMap, deploymentTargets: DeploymentTargets, configurations: BuildConfigurations, jobs: Int,
    earlier: EarlierIndex?
  ) {
    self.jobs = jobs
    configured = ConfiguredFacts(read: read, configurations: configurations)
    let keys = TypeKeys(declarations: configured.files.flatMap { file in
      file.types.filter { $0.kind != .extension }.map { ($0, modules.module(of: file.file.path)) }
    })
    var redone: Set<Int> = []
    let keyed = configured.files.enumerated().map { position, file in
      if let kept = earlier?.keyed(at: position, path: file.file.path) { return kept }
      redone.insert(position)
      return keys.keyed(file, module: modules.module(of: file.file.path))
    }
    let files = keyed.map(\.facts)
    keyingNames = keyed.map(\.lookedUp)
    // Each group of lookups needs only the files: chains and code are grouped meanwhile. After an
    // edit, the earlier grouping is patched where few files were done again.
    let patched = earlier.flatMap { redone.count * 4 < files.count ? $0.index : nil }
    let chainLookups = Parallel.Pending(jobs: jobs) { [redone] in
      patched.map { Self.chainLookups(files, patching: $0, redone: redone) } ?? Self.chainLookups(files)
    }
    let codeLookups = Parallel.Pending(jobs: jobs) { CodeLookups(files) }
    self.files = files
    self.modules = modules
    self.deploymentTargets = deploymentTargets.inferring(from: files)
    allTypes = files.flatMap(\.types)
    typesByQualifiedName = Dictionary(grouping: allTypes, by: \.qualifiedName)
    typeAliases = TypeAliasTable(files: files, typesByQualifiedName: typesByQualifiedName, modules: modules)
    // An extension written through an alias is a part of the type the alias stands for.
    typesByKey = Dictionary(grouping: allTypes + typeAliases.extensionsThroughAliases, by: \.name)
    declarationsBySimpleName = Self.resolvingAliases(
      Dictionary(grouping: allTypes.filter { $0.kind != .extension }) { Self.simpleName($0.qualifiedName) }, table: typeAliases)
    typeKeys = keys
    declaredAttributes = DeclaredAttributes(types: allTypes, macros: files.flatMap(\.macros))
    importsByModule = files.reduce(into: [:]) { found, file in
      found[modules.module(of: file.file.path), default: []].formUnion(file.imports.map(\.module))
    }
    fileByPath = Dictionary(files.enumerated().map { ($1.file.path, $0) }, uniquingKeysWith: { a, _ in a })
    var byFunction: [String: [TypeFact]] = [:]
    var byProperty: [String: [TypeFact]] = [:]
    for type in allTypes {
      for name in Set(type.functions.map(\.name)) { byFunction[name, default: []].append(type) }
      for name in Set(type.properties.map(\.name)) { byProperty[name, default: []].append(type) }
    }
    typesByFunction = byFunction
    typesByProperty = byProperty
    subclassesByName = Dictionary(grouping: allTypes.filter { $0.kind == .class && !$0.inheritedTypes.isEmpty }) {
      $0.inheritedTypes[0]
    }
    usesObservation = files.contains { $0.versionedAPIUses.contains { $0.api == .observableMacro } }
    (chainsByEnclosingType, chainsByMember) = chainLookups.value
    let code = codeLookups.value
    opaqueConstructions = code.opaqueConstructions
    globalsByName = code.globalsByName
    constructionsByType = code.constructionsByType
    opaqueConstructionsByType = code.opaqueConstructionsByType
    buildsByEnclosingType = code.buildsByEnclosingType
    earlierResolutions = earlier?.resolutions(after: self)
  }

  private struct CodeLookups: Sendable {
    let opaqueConstructions: [OpaqueConstructionFact]
    let globalsByName: [String: [PropertyFact]]
    let constructionsByType: [String: [ConstructionFact]]
    let opaqueConstructionsByType: [String: [OpaqueConstructionFact]]
    let buildsByEnclosingType: [String: [MemberBuildFact]]

    init(_ files: [FileFacts]) {
      opaqueConstructions = files.flatMap(\.opaqueConstructions)
      opaqueConstructionsByType = opaqueConstructions.reduce(into: [:]) { found, opaque in
        if let type = opaque.typeName { found[type, default: []].append(opaque) }
      }
      globalsByName = Dictionary(grouping: files.flatMap(\.globals), by: \.name)
      constructionsByType = Dictionary(grouping: files.flatMap(\.constructions), by: \.typeName)
      buildsByEnclosingType = Dictionary(grouping: files.flatMap(\.memberBuilds), by: \.enclosingType)
    }
  }

  /// Chains written inside a type (its declaration and extensions), by the type's key.
  func chains(in typeName: String) -> [ChainFact] { (chainsByEnclosingType[typeName] ?? []).map(chain) }

  /// Chains that read a member with this name at any step.
  func chains(reading member: String) -> [ChainFact] { (chainsByMember[member] ?? []).map(chain) }

  private func chain(at position: ChainPosition) -> ChainFact { files[Int(position.file)].chains[Int(position.chain)] }

  /// What the members of a type construct, by the type's key.
  func memberBuilds(in typeName: String) -> [MemberBuildFact] { buildsByEnclosingType[typeName] ?? [] }

  /// Types and extensions that declare a function with this name.
  func types(declaringFunction name: String) -> [TypeFact] { typesByFunction[name] ?? [] }

  /// Types and extensions that declare a property with this name.
  func types(declaringProperty name: String) -> [TypeFact] { typesByProperty[name] ?? [] }

  /// Classes whose first inherited type is `name`.
  func subclasses(of name: String) -> [TypeFact] { subclassesByName[name] ?? [] }

  /// Reads and indexes files on `jobs` threads.
  static func build(
    _ sources: [SourceFile], modules: ModuleMap = ModuleMap(), deploymentTargets: DeploymentTargets = .unknown,
    configurations: BuildConfigurations = BuildConfigurations(), jobs: Int = Parallel.defaultJobs, cache: FactCache? = nil
  ) -> Index {
    Index(
      files: FileParser.facts(for: sources, jobs: jobs, cache: cache).facts, modules: modules, deploymentTargets: deploymentTargets,
      configurations: configurations, jobs: jobs)
  }

  /// This index with some files replaced by new facts for the same paths, as read (every branch);
  /// its derived facts on `jobs` threads, or as many as this one's.
  func replacing(_ newFiles: [FileFacts], jobs: Int? = nil) -> Index {
    let replaced = Dictionary(newFiles.map { ($0.file.path, $0) }, uniquingKeysWith: { first, _ in first })
    return Index(
      files: configured.read.map { replaced[$0.file.path] ?? $0 }, modules: modules, deploymentTargets: deploymentTargets,
      configurations: configured.configurations, jobs: jobs ?? self.jobs, earlier: EarlierIndex(index: self, replacingWith: newFiles))
  }

  /// The declarations (not extensions) a type name means: a type's key (`PlayerState`,
  /// `MangaView.ViewModel`), a path as code writes it, or a simple name. A simple name that
  /// several types share means each of them: only the scope it is written in tells which
  /// (`declarations(named:seenFrom:)`).
  func declarations(named name: String) -> [TypeFact] {
    lookupLog?.note(name)
    if let keyed = typesByKey[name]?.filter({ $0.kind != .extension }), !keyed.isEmpty, !typeKeys.sharedSimpleNames.contains(name) {
      return keyed
    }
    guard name.contains(".") else { return declarationsBySimpleName[name] ?? [] }
    let found = (declarationsBySimpleName[Self.simpleName(name)] ?? []).filter {
      $0.qualifiedName == name || name.hasSuffix("." + $0.qualifiedName) || $0.qualifiedName.hasSuffix("." + name) || $0.name == name
    }
    return found
  }

  /// The declarations `name` means where code inside the type `scope` (qualified) writes it.
  /// Swift looks a name up in the enclosing types first, innermost out, then at file scope:
  /// `ViewModel` in `Library.Screen` is `Library.ViewModel` when `Library` declares one. Of
  /// several left, those of the module the code is in (when `file` tells it).
  func declarations(named name: String, seenFrom scope: String?, file: String? = nil) -> [TypeFact] {
    if let aliased = typeAliases.declarations(named: name, seenFrom: scope) { return aliased }
    let found = declarations(named: name)
    guard found.count > 1 else { return found }
    for path in Self.lookupPaths(of: name, inScope: scope).dropLast() {
      let nested = found.filter { $0.qualifiedName == path }
      if !nested.isEmpty { return nested }
    }
    let topLevel = found.filter { $0.qualifiedName == name }
    let candidates = topLevel.isEmpty ? found : topLevel
    guard candidates.count > 1, let file, let module = modules.module(of: file) else { return candidates }
    let inModule = candidates.filter { modules.module(of: $0.location.file) == module }
    return inModule.isEmpty ? candidates : inModule
  }

  /// Whether every two of these declarations sit in different branches of one `#if`, so that a
  /// build has at most one of them.
  static func areExclusive(_ declarations: [TypeFact]) -> Bool {
    declarations.count > 1 && declarations.indices.allSatisfy { i in
      declarations.indices.allSatisfy { j in
        i == j || IfClause.areExclusive(declarations[i].conditionalBranches, declarations[j].conditionalBranches)
      }
    }
  }

  /// The single declaration with this name; nil when there is none or more than one.
  func declaration(named name: String) -> TypeFact? {
    let found = declarations(named: name)
    return found.count == 1 ? found[0] : nil
  }

  /// The declaration and every extension of a type. Another declaration of the same name (in
  /// another module, another type, or another `#if` branch) is another type: reading its members
  /// as this one's was wrong, and made a codebase whose names repeat cost the square of its size.
  func parts(of type: TypeFact) -> [TypeFact] {
    (typesByKey[type.name] ?? []).filter { part in
      part.kind == .extension || type.kind == .extension || (part.location == type.location && part.qualifiedName == type.qualifiedName)
    }
  }

  /// Every name a new member of the type could collide with, or be shadowed by, inside it:
  /// its members, nested types, locals and the names its code refers to without a base.
  func namesInUse(by type: TypeFact) -> Set<String> {
    parts(of: type).reduce(into: Set<String>()) { names, part in
      names.formUnion(part.properties.map(\.name))
      names.formUnion(part.methods)
      names.formUnion(part.nestedTypes)
      names.formUnion(part.localNames)
      names.formUnion(part.referencedNames)
    }
  }

  /// The name of the app's entry point (`@main struct CartApp: App`, a widget bundle) when the
  /// scanned code holds one: then every write the app makes is in the scan.
  var entryPoint: String? {
    allTypes.first { $0.attributes.contains("main") }?.name
  }

  func conformances(of type: TypeFact) -> Set<String> {
    Set(parts(of: type).flatMap(\.inheritedTypes).map { $0.hasPrefix("SwiftUI.") ? String($0.dropFirst(8)) : $0 })
  }

  /// Whether `type` conforms to `name`: itself, through a protocol it adopts that refines `name`,
  /// or through its superclass, as far as the index declares them.
  func conforms(_ type: TypeFact, to name: String) -> Bool {
    if name == "AnyObject" { return type.kind == .class || type.kind == .actor }
    var seen: Set<String> = [type.name]
    var pending = Array(conformances(of: type))
    while let next = pending.popLast() {
      if next == name { return true }
      guard seen.insert(next).inserted else { continue }
      for declared in declarations(named: next) { pending += conformances(of: declared) }
    }
    return false
  }

  /// A stored property of a struct that holds an object or value of some type.
  struct Holder: Sendable {
    let holder: TypeFact
    let property: PropertyFact
    let holderIsView: Bool
  }

  /// Every stored property of every struct that holds `typeName`, found once for all types: a
  /// search of every struct per model grew with models times views.
  func holders(of typeName: String) -> [Holder] {
    derived.holders {
      var found: [String: [Holder]] = [:]
      for type in allTypes where type.kind == .struct {
        let isView = isView(type)
        for property in type.properties where !property.isStatic && property.storage != .computed {
          guard let held = heldTypeName(of: property, in: type) else { continue }
          found[held, default: []].append(Holder(holder: type, property: property, holderIsView: isView))
        }
      }
      return found
    }[typeName] ?? []
  }

  /// The type of what a property holds: as the index resolves it by name, else as the property
  /// writes it (a nested `Preview` whose simple name is declared twice), else a shared instance
  /// (`= Store.shared`).
  func heldTypeName(of property: PropertyFact, in holder: TypeFact) -> String? {
    propertyType(property.name, in: holder.name) ?? property.type.flatMap(Index.baseTypeName) ?? sharedInstanceType(of: property)
  }

  func isView(_ type: TypeFact) -> Bool {
    let conforms = conformances(of: type)
    return conforms.contains("View") || conforms.contains("ViewModifier")
  }

  func isObservable(_ type: TypeFact) -> Bool { observability(of: type) != nil }


  /// Whether a new `@Observable` class may be written in this file: the code already uses
  /// Observation, or everything the file is built for has it. The reason when not.
  func observationProblem(inFile path: String) -> String? {
    if usesObservation { return nil }
    switch deploymentTargets.observationSupport(forFile: path) {
    case .available: return nil
    case .tooOld(let reason): return reason
    case .unknown:
      return "the deployment target is unknown (no Package.swift platforms, Xcode project or .xcconfig setting found) and nothing the code uses outside an availability check (Observation, SwiftData, onChange(of:initial:_:)) needs what @Observable needs: iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1"
    }
  }

  func constructions(of typeName: String) -> [ConstructionFact] {
    lookupLog?.noteConstructions(of: typeName)
    return constructionsByType[typeName] ?? []
  }

  /// Where `typeName.init` is a function value (`items.map(Row.init)`) whose callers Narrow cannot see.
  func opaqueConstructions(of typeName: String) -> [OpaqueConstructionFact] {
    opaqueConstructionsByType[typeName] ?? []
  }

  func file(at path: String) -> FileFacts? { fileByPath[path].map { files[$0] } }

  /// A digest of the text of the file at `path` as indexed, or "unread" when it is not indexed:
  /// what a kept judgement compares a file by.
  func textDigest(ofFile path: String) -> String { file(at: path).map { ContentDigest.of($0.file.textBytes) } ?? "unread" }

  var filesWithErrors: [FileFacts] { files.filter { $0.parseError != nil } }
}

/// Facts derived from the whole index, computed once, by whichever transform asks first.
final class DerivedFacts: @unchecked Sendable {
  private let accesses = Once<MemberAccesses>()
  private let equalities = Memo<String, EqualityComparison>()
  private let holders = Memo<Bool, [String: [Index.Holder]]>()
  private let viewBodyParts = Memo<BodyPlace, ViewBodyParts?>()
  private let countLock = NSLock()
  private var followed = 0

  /// How many paths were followed through the types they pass (`store.items[i].progress`). A
  /// lookup made per candidate instead of once per run shows as a count that grows with the
  /// square of the code, which a test can see without a clock.
  var pathsFollowed: Int {
    countLock.lock()
    defer { countLock.unlock() }
    return followed
  }

  func countPathFollowed() {
    countLock.lock()
    followed += 1
    countLock.unlock()
  }

  /// Worked out without a lock held, since memberAccesses may hold its own while it asks for one.
  func equality(of type: String, _ work: () -> EqualityComparison) -> EqualityComparison {
    equalities.value(for: type, work)
  }

  func holders(_ build: () -> [String: [Index.Holder]]) -> [String: [Index.Holder]] {
    holders.value(for: true, build)
  }

  func bodyParts(at place: BodyPlace, _ read: () -> ViewBodyParts?) -> ViewBodyParts? {
    viewBodyParts.value(for: place, read)
  }

  /// The parts of every body read so far, by where it is.
  var bodyPartsRead: [BodyPlace: ViewBodyParts?] { viewBodyParts.everything }

  func memberAccesses(_ build: () -> MemberAccesses) -> MemberAccesses {
    accesses.value(build)
  }

  /// The chains resolved, if some transform has asked for them.
  var builtMemberAccesses: MemberAccesses? { accesses.builtValue }
}
