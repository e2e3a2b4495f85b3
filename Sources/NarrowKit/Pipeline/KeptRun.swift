/// The last run's work across files, kept in the fact cache for the next run over the same paths:
/// each file's chains resolved (`EarlierRun`), each file's writes found (`FileWrites`) and each
/// view's profile (`SimulationGraph.ViewProfile`), with what working them out looked up. A run
/// after an edit keeps those the edit leaves alone, and every run keeps its own for the next.
///
/// One entry per paths asked for, platform and reading of the project around them: the key
/// picks the entry, and what is in it is checked file by file (`EarlierRun`), so an entry that
/// no longer fits keeps nothing rather than anything wrong.
struct KeptRun {
  let cache: FactCache
  let key: String

  init(cache: FactCache, request: RunRequest) {
    var digest = ContentDigest()
    digest.addPart("last run 1")
    digest.addPart(request.currentDirectory)
    digest.addPart(request.projectContext ? "with the project around" : "the paths alone")
    digest.addPart(request.platform?.rawValue ?? "every platform")
    request.paths.forEach { digest.addPart($0) }
    self.cache = cache
    key = digest.value
  }

  /// What the last run kept; nil when there is nothing whole to read.
  func earlier() -> Kept? { cache.entry(.lastRun, forKey: key).flatMap(Self.read) }

  /// Keeps what `model` worked out for the next run: nothing when its chains were never resolved.
  func keep(_ model: UpdateModel) {
    if let bytes = Self.written(model) { cache.store(bytes, as: .lastRun, forKey: key) }
  }

  typealias Kept = (run: EarlierRun, model: UpdateModel.LastRun)

  /// What a run keeps of `model`, as the cache holds it.
  static func written(_ model: UpdateModel) -> [UInt8]? {
    guard let run = EarlierRun(index: model.index) else { return nil }
    let writer = FactWriter()
    run.write(to: writer)
    model.fileWrites.write(to: writer)
    model.profilesSoFar.write(to: writer)
    return writer.bytes
  }

  static func read(_ bytes: [UInt8]) -> Kept? {
    let reader = FactReader(bytes: bytes, from: 0)
    guard let run = try? EarlierRun(from: reader), let writes = try? [FileWrites](from: reader),
      let profiles = try? [String: SimulationGraph.RecordedProfile](from: reader), reader.isAtEnd
    else { return nil }
    let writesByPath = Dictionary(writes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    return (run, UpdateModel.LastRun(writes: writesByPath, profiles: profiles))
  }
}
