/// The facts of the code one build compiles, made in one pass before the index is built.
///
/// Facts are read from every `#if` branch (and cached that way); each file's configuration drops
/// the facts inside a branch it does not take. A type declared once in each of several branches
/// of one `#if` that are all kept (no platform set, or a condition the configuration cannot tell)
/// is still one type: the first declaration stays the declaration and the others become parts of
/// it, as extensions are, so that its members are found whichever branch declares them.
struct ConfiguredFacts: Sendable {
  let configurations: BuildConfigurations
  /// The facts as read, every branch in: what a re-index of some files starts from.
  let read: [FileFacts]
  /// The facts the configurations build.
  let files: [FileFacts]
  /// Types declared once in each branch of one `#if`, as read (whatever the configuration keeps):
  /// a rewrite of one declaration leaves the others as they were.
  let perBranchTypes: [PerBranchType]
  /// The branches a file's configuration leaves out, in file order.
  let leftOut: [LeftOutBranch]
  /// Whether any fact sits inside an `#if`.
  let hasConditionalCode: Bool

  init(read: [FileFacts], configurations: BuildConfigurations) {
    self.configurations = configurations
    self.read = read
    var files: [FileFacts] = []
    var perBranch: [PerBranchType] = []
    var leftOut: [LeftOutBranch] = []
    var hasConditionalCode = false
    var known: [BuildConfiguration: [String: BuildConfiguration.Truth]] = [:]
    for file in read {
      guard file.hasConditionalCode else {
        files.append(file)
        continue
      }
      hasConditionalCode = true
      perBranch += PerBranchType.groups(in: file)
      var kept = file
      let configuration = configurations.configuration(forFile: file.file.path)
      if configuration.platform != nil {
        var filter = BranchFilter(configuration: configuration, known: known[configuration] ?? [:])
        kept = filter.filtered(file)
        known[configuration] = filter.known
        leftOut += filter.leftOut.sorted { $0.range < $1.range }.map { LeftOutBranch(clause: $0, platform: configuration.platform!) }
      }
      kept.types = Self.joiningDeclarationsPerBranch(kept.types)
      files.append(kept)
    }
    self.files = files
    perBranchTypes = perBranch
    self.leftOut = leftOut
    self.hasConditionalCode = hasConditionalCode
  }

  /// The declarations of one type in exclusive branches, all but the first made its parts.
  private static func joiningDeclarationsPerBranch(_ types: [TypeFact]) -> [TypeFact] {
    let repeated = Dictionary(grouping: types.indices.filter { types[$0].kind != .extension }) { types[$0].qualifiedName }
      .values.filter { $0.count > 1 && Index.areExclusive($0.map { types[$0] }) }
    guard !repeated.isEmpty else { return types }
    var joined = types
    for indices in repeated {
      for index in indices.dropFirst() {
        var fields = types[index].fields
        fields.kind = .extension
        joined[index] = TypeFact(fields)
      }
    }
    return joined
  }
}

/// A type declared once in each branch of one `#if`.
struct PerBranchType: Sendable, Hashable {
  /// Qualified.
  let name: String
  let file: String
  /// The branch of each declaration, in file order.
  let branches: [IfClause]
  /// Each declaration, from its first attribute or keyword to its closing brace.
  let ranges: [ByteRange]

  static func groups(in file: FileFacts) -> [PerBranchType] {
    let declarations = Dictionary(grouping: file.types.filter { $0.kind != .extension }, by: \.qualifiedName)
      .filter { $0.value.count > 1 && Index.areExclusive($0.value) }
    guard !declarations.isEmpty else { return [] }
    let lineStarts = [0] + file.file.textBytes.indices.filter { file.file.textBytes[$0] == UInt8(ascii: "\n") }
      .map { $0 - file.file.textBytes.startIndex + 1 }
    return declarations.sorted { $0.key < $1.key }.map { name, types in
      PerBranchType(
        name: name, file: file.file.path, branches: types.compactMap(\.conditionalBranches.last),
        ranges: types.map { ByteRange(lineStarts[$0.location.line - 1] + $0.location.column - 1, $0.end) })
    }
  }
}

/// A branch of an `#if` that a build leaves out, with the platform it was left out for.
struct LeftOutBranch: Sendable, Hashable {
  let clause: IfClause
  let platform: DeploymentTargets.Platform
}

/// Drops the facts of one file that sit in a branch its configuration does not take.
private struct BranchFilter {
  let configuration: BuildConfiguration
  /// Conditions already worked out.
  var known: [String: BuildConfiguration.Truth]
  /// The outermost branches facts were dropped from.
  private(set) var leftOut: Set<IfClause> = []

  init(configuration: BuildConfiguration, known: [String: BuildConfiguration.Truth]) {
    self.configuration = configuration
    self.known = known
  }

  mutating func builds(_ clauses: [IfClause]) -> Bool {
    for clause in clauses where configuration.truth(of: clause, knowing: &known) == .no {
      leftOut.insert(clause)
      return false
    }
    return true
  }

  mutating func filtered(_ file: FileFacts) -> FileFacts {
    var kept = file
    kept.types = file.types.compactMap { filtered($0) }
    kept.constructions = file.constructions.filter { builds($0.clauses) }
    kept.opaqueConstructions = file.opaqueConstructions.filter { builds($0.clauses) }
    kept.chains = file.chains.filter { builds($0.clauses) }
    kept.onChanges = file.onChanges.filter { builds($0.clauses) }
    kept.globals = file.globals.filter { builds($0.clauses) }
    kept.elementAccesses = file.elementAccesses.filter { builds($0.clauses) }
    kept.injections = file.injections.filter { builds($0.clauses) }
    kept.methodCalls = file.methodCalls.filter { builds($0.clauses) }
    kept.keyedAccesses = file.keyedAccesses.filter { builds($0.clauses) }
    // Counts of member names stay whole: they tell a rewrite whether the uses it understands are
    // all the uses, and a branch of another build is a use it would not rewrite.
    return kept
  }

  private mutating func filtered(_ type: TypeFact) -> TypeFact? {
    guard builds(type.conditionalBranches) else { return nil }
    var fields = type.fields
    fields.properties = fields.properties.filter { builds($0.clauses) }
    fields.functions = fields.functions.filter { builds($0.clauses) }
    fields.initializers = fields.initializers.filter { builds($0.clauses) }
    fields.memberUses = fields.memberUses.filter { builds($0.clauses) }
    guard fields != type.fields else { return type }
    fields.methods = fields.functions.map(\.name)
    return TypeFact(fields)
  }
}

extension BuildConfiguration {
  /// Whether the build takes one branch: its own condition holds and none before it in the same
  /// `#if` does. Conditions already worked out are kept in `known`.
  func truth(of clause: IfClause, knowing known: inout [String: Truth]) -> Truth {
    func condition(_ text: String) -> Truth {
      if let found = known[text] { return found }
      let found = truth(ofCondition: text)
      known[text] = found
      return found
    }
    return clause.earlier.reduce(clause.condition == "#else" ? .yes : condition(clause.condition)) { taken, earlier in
      taken && !condition(earlier)
    }
  }
}

extension FileFacts {
  /// Whether any fact of the file sits inside an `#if`.
  var hasConditionalCode: Bool {
    let inTypes = types.contains { type in
      !type.conditionalBranches.isEmpty || type.properties.contains { !$0.clauses.isEmpty }
        || type.functions.contains { !$0.clauses.isEmpty } || type.initializers.contains { !$0.clauses.isEmpty }
        || type.memberUses.contains { !$0.clauses.isEmpty }
    }
    let calls = constructions.contains { !$0.clauses.isEmpty } || opaqueConstructions.contains { !$0.clauses.isEmpty }
      || onChanges.contains { !$0.clauses.isEmpty } || injections.contains { !$0.clauses.isEmpty }
      || methodCalls.contains { !$0.clauses.isEmpty }
    let accesses = chains.contains { !$0.clauses.isEmpty } || elementAccesses.contains { !$0.clauses.isEmpty }
      || keyedAccesses.contains { !$0.clauses.isEmpty } || globals.contains { !$0.clauses.isEmpty }
    return inTypes || calls || accesses
  }
}

extension Index {
  /// Which `#if` branches the index read, when the code has any (`every #if branch (no platform set)`).
  public var configurationSummary: String? { configured.hasConditionalCode ? configured.configurations.summary : nil }

  /// The branches of one `#if` that each declare `type`, when it is declared once per branch.
  func branchesDeclaring(_ type: TypeFact) -> [IfClause]? {
    configured.perBranchTypes.first { $0.name == type.qualifiedName && $0.file == type.location.file }?.branches
  }
}
