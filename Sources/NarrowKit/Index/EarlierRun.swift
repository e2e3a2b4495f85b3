/// What a run resolved across files, kept in the cache for the next run over the same paths.
///
/// After parsing, resolving every chain of the codebase is the index's largest piece of work,
/// and a run after an edit would do all of it again for the sake of one file. So a run keeps,
/// for each file, its chains resolved with the simple names their resolution looked up, and what
/// the file declared, constructed and read by member name. The next run tells from those which
/// lookups the files changed since (added and gone included) may answer differently, as a model
/// of edited code does within a run, and keeps the resolutions of the rest
/// (`EarlierResolutions`).
///
/// A file counts as the same when its bytes, its targets and the platform it is read for are.
/// The rest of what resolving rests on (the deployment targets, the modules read whole, the
/// folders named, the platform asked for) is the run's `settings`: under other settings, nothing
/// is kept.
struct EarlierRun: Sendable {
  struct File: Sendable {
    var digest: String
    var declarations: FileDeclarations
    /// The keys of the types the file constructs.
    var constructed: Set<String>
    /// The names of the members its chains read.
    var members: Set<String>
    var chains: [KeptChain]
    /// What resolving its chains looked up (`FileResolution.lookedUp`).
    var lookedUp: Set<String>
    /// The parts of the bodies of its views that a transform asked for, by line and simple name
    /// (`BodyPlace`): a function of the file's text alone.
    var bodyParts: [String: ViewBodyParts]
  }

  /// A chain as it resolved, without the chain itself: the file's facts hold that.
  struct KeptChain: Sendable {
    var steps: [ChainStep]
    var startsWithImplicitSelf: Bool
    var resultSteps: [ChainStep]
  }

  let settings: String
  /// Each alias name, with what it stood for (`Index.aliasesByName`).
  let aliases: [String: Set<String>]
  let files: [String: File]

  /// What `index` resolved, to keep: nil when its chains were never resolved.
  init?(index: Index) {
    guard let accesses = index.derived.builtMemberAccesses else { return nil }
    settings = Self.settings(of: index)
    aliases = index.aliasesByName
    var files: [String: File] = [:]
    var partsByFile: [String: [String: ViewBodyParts]] = [:]
    for (place, parts) in index.derived.bodyPartsRead { if let parts { partsByFile[place.file, default: [:]][Self.key(place)] = parts } }
    for (position, file) in index.files.enumerated() {
      guard let resolution = accesses.resolution(ofFile: file.file.path, at: position) else { continue }
      files[file.file.path] = File(
        digest: Self.digest(of: file, in: index), declarations: FileDeclarations(index.configured.read[position]),
        constructed: Set(file.constructions.map(\.typeName)), members: Set(file.chains.flatMap(\.components)),
        chains: resolution.chains.map { KeptChain(steps: $0.steps, startsWithImplicitSelf: $0.startsWithImplicitSelf, resultSteps: $0.resultSteps) },
        lookedUp: resolution.lookedUp, bodyParts: partsByFile[file.file.path] ?? [:])
    }
    self.files = files
  }

  init(settings: String, aliases: [String: Set<String>], files: [String: File]) {
    (self.settings, self.aliases, self.files) = (settings, aliases, files)
  }

  /// What `index`, the code as it is now, can keep of these resolutions: nil when it was read
  /// under other settings.
  func resolutions(after index: Index) -> EarlierResolutions? {
    guard settings == Self.settings(of: index) else { return nil }
    let digests = Parallel.map(Array(index.files.indices), jobs: index.jobs) { Self.digest(of: index.files[$0], in: index) }
    var replaced = Set(files.keys).subtracting(index.files.map(\.file.path))
    var versions = replaced.compactMap { files[$0]?.declarations }
    var constructed = Set(replaced.compactMap { files[$0]?.constructed }.joined())
    for (position, file) in index.files.enumerated() where files[file.file.path]?.digest != digests[position] {
      replaced.insert(file.file.path)
      versions.append(FileDeclarations(index.configured.read[position]))
      versions += files[file.file.path].map { [$0.declarations] } ?? []
      constructed.formUnion(file.constructions.map(\.typeName))
      constructed.formUnion(files[file.file.path]?.constructed ?? [])
    }
    let declared = FileDeclarations.changedNames(versions, in: index)
    return EarlierResolutions(
      source: .run(self), replacedPaths: replaced,
      changedNames: EarlierResolutions.followingAliases(declared, in: [aliases, index.aliasesByName]),
      changedConstructions: constructed, after: index, membersBefore: members(ofFile:))
  }

  /// The file's chains as they resolved, on the file's facts as this run keyed them; nil when
  /// the run kept none for it, or not one for each of its chains.
  func resolution(of file: FileFacts) -> FileResolution? {
    guard let kept = files[file.file.path], kept.chains.count == file.chains.count else { return nil }
    let chains = zip(file.chains, kept.chains).map {
      ResolvedChain(chain: $0, steps: $1.steps, startsWithImplicitSelf: $1.startsWithImplicitSelf, resultSteps: $1.resultSteps)
    }
    return FileResolution(chains: chains, lookedUp: kept.lookedUp)
  }

  func lookedUp(ofFile path: String) -> Set<String>? { files[path]?.lookedUp }

  func bodyParts(at place: BodyPlace) -> ViewBodyParts? { files[place.file]?.bodyParts[Self.key(place)] }

  private static func key(_ place: BodyPlace) -> String { "\(place.line) \(place.name)" }

  func members(ofFile path: String) -> Set<String> { files[path]?.members ?? [] }

  /// The file's bytes, its targets and the platform it is read for.
  static func digest(of file: FileFacts, in index: Index) -> String {
    let path = file.file.path
    var digest = ContentDigest()
    digest.addPart(file.file.originalBytes.withUnsafeBytes(ContentDigest.ofWords))
    digest.addPart(index.modules.summary(ofFile: path))
    digest.addPart(index.configured.configurations.platformByFile[path]?.rawValue ?? "-")
    return digest.value
  }

  /// What every file's resolution rests on besides the files.
  static func settings(of index: Index) -> String {
    var digest = ContentDigest()
    digest.addPart("earlier run 1")
    index.deploymentTargets.summaries.forEach { digest.addPart($0) }
    index.modules.sharedSummary.forEach { digest.addPart($0) }
    digest.addPart(index.configured.configurations.platform?.rawValue ?? "every platform")
    return digest.value
  }
}

extension Index {
  /// This index keeping what the last run resolved of the files its edits since leave alone;
  /// to be asked before any chain is resolved.
  func keeping(_ run: EarlierRun) -> Index {
    var index = self
    index.earlierResolutions = run.resolutions(after: self)
    return index
  }
}

extension EarlierRun: FactRecord {
  func write(to w: FactWriter) { settings.write(to: w); aliases.write(to: w); files.write(to: w) }
  init(from r: FactReader) throws { try self.init(settings: r.read(), aliases: r.read(), files: r.read()) }
}

extension EarlierRun.File: FactRecord {
  func write(to w: FactWriter) {
    digest.write(to: w); declarations.write(to: w); constructed.write(to: w); members.write(to: w); chains.write(to: w)
    lookedUp.write(to: w); bodyParts.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      digest: r.read(), declarations: r.read(), constructed: r.read(), members: r.read(), chains: r.read(), lookedUp: r.read(),
      bodyParts: r.read())
  }
}

extension EarlierRun.KeptChain: FactRecord {
  func write(to w: FactWriter) { steps.write(to: w); startsWithImplicitSelf.write(to: w); resultSteps.write(to: w) }
  init(from r: FactReader) throws { try self.init(steps: r.read(), startsWithImplicitSelf: r.read(), resultSteps: r.read()) }
}

extension ChainStep: FactRecord {
  func write(to w: FactWriter) { name.write(to: w); ownerType.write(to: w); end.write(to: w) }
  init(from r: FactReader) throws { try self.init(name: r.read(), ownerType: r.read(), end: r.read()) }
}

extension FileDeclarations: FactRecord {
  func write(to w: FactWriter) { names.write(to: w); extended.write(to: w) }
  init(from r: FactReader) throws { try self.init(names: r.read(), extended: r.read()) }
}

extension ViewBodyParts: FactRecord {
  func write(to w: FactWriter) { parts.write(to: w); body.write(to: w); bodyLocals.write(to: w); declarationIndentation.write(to: w) }
  init(from r: FactReader) throws { try self.init(parts: r.read(), body: r.read(), bodyLocals: r.read(), declarationIndentation: r.read()) }
}

extension ViewPart: FactRecord {
  func write(to w: FactWriter) {
    code.write(to: w); indentation.write(to: w); isWholeBody.write(to: w); freeNames.write(to: w); projectedNames.write(to: w)
    writtenNames.write(to: w); usesSelf.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      code: r.read(), indentation: r.read(), isWholeBody: r.read(), freeNames: r.read(), projectedNames: r.read(), writtenNames: r.read(),
      usesSelf: r.read())
  }
}
