import Foundation

/// How the views of a codebase update, built from the index: what each view takes as input and
/// how SwiftUI compares it, and every write of a stored property or field with what runs it.
/// Transforms ask it what a proposal would spare; it knows nothing of transforms.
public struct UpdateModel: Sendable {
  private(set) var index: Index
  public let evidence: RunEvidence
  /// Rows of a list on one screen: a run of every row is this many bodies.
  let rowsOnScreen: Int
  /// `Type.member` → the writes of it, in place or whole.
  private let writersByMember: [String: [Writer]]
  /// What each write changes: every `Type.member` it passes through (`Player.track`, `Track.playCount`).
  let pairsByWriter: [SourceLocation: Set<String>]
  /// The writes after values are built, by the code that makes them (`Writer.scope`).
  let writersByScope: [String: [Writer]]
  /// Each file's writes, as found, for a model of its edited code to keep.
  let fileWrites: [FileWrites]
  /// What the searches for those writes found of runners, for a model of edited code to keep.
  let runnerMemos: RunnerMemos
  /// What the simulation and the events look up across the whole model, each built once.
  private let simulationGraphs = Once<SimulationGraph>()
  /// The profiles of views the code this model's was edited from had: the graph of that model,
  /// when it was built, or the last run's. Those whose lookups the edit leaves alone are kept
  /// (`SimulationGraph.profile(of:in:)`).
  let earlierProfiles: EarlierProfiles?
  private let eventTables = Once<EventTable>()
  private let callTables = Once<CallTable>()
  let readsByView = Memo<String, Recorded<BodyReads>>()
  let costByView = Memo<String, BodyCost>()
  /// What each member of an observable class reads when it runs, by `Type.member`.
  let readsByObservableMember = Memo<String, Recorded<Set<String>>>()

  /// Methods whose call on a value changes it.
  static let mutatingMethods: Set<String> = [
    "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
    "sort", "reverse", "shuffle", "swapAt", "merge", "formUnion", "subtract", "formIntersection", "update",
    "updateValue", "removeValue", "popLast", "move", "replaceSubrange", "negate",
  ]

  /// `earlier`: the model of the code `index` was read again from (`Index.replacing`), to keep
  /// what the edit cannot change.
  public init(index: Index, evidence: RunEvidence = RunEvidence(), rowsOnScreen: Int = BodyRun.screenful, earlier: UpdateModel? = nil) {
    self.init(index: index, evidence: evidence, rowsOnScreen: rowsOnScreen, earlier: earlier, lastRun: nil)
  }

  /// `lastRun`: what the last run found, for an index that keeps that run's resolutions
  /// (`Index.keeping(_:)`); kept where its lookups answer as they did.
  init(index: Index, evidence: RunEvidence, rowsOnScreen: Int, earlier: UpdateModel?, lastRun: LastRun?) {
    self.index = index
    // The last run's work answers only to resolutions kept from that same run.
    let lastRun = index.earlierResolutions?.isFromLastRun == true ? lastRun : nil
    earlierProfiles = earlier?.simulationGraphs.builtValue.map(EarlierProfiles.graph) ?? lastRun.map { .run($0.profiles) }
    self.evidence = evidence
    self.rowsOnScreen = rowsOnScreen
    let (found, runners) = Self.fileWrites(in: index, earlier: earlier, lastRun: lastRun?.writes)
    fileWrites = found
    runnerMemos = runners
    // In the order a whole search finds them: chains, then writes in types' own code and through
    // elements, then `objectWillChange.send()`.
    var writers: [String: [Writer]] = [:]
    for (member, writer) in found.lazy.flatMap(\.chains.first) { writers[member, default: []].append(writer) }
    var declared: [String: [Writer]] = [:]
    for (member, writer) in found.lazy.flatMap(\.declared.first) { declared[member, default: []].append(writer) }
    for (member, writer) in found.lazy.flatMap(\.declared.second) { declared[member, default: []].append(writer) }
    writers.merge(declared) { chains, declared in chains + declared }
    for (member, writer) in found.lazy.flatMap(\.chains.second) { writers[member, default: []].append(writer) }
    // A write through `self.` is both a chain and a use of the member: count it once. Test and
    // preview code never runs in the app: its writes are read with the rest, and change nothing.
    // Either reading of the write may know that a guard skips an equal value (`items[i] = v` is
    // a chain of `items` and an element assignment of it): the write skips it.
    writersByMember = writers.mapValues { found in
      var kept: [SourceLocation: Int] = [:]
      var unique: [Writer] = []
      for writer in found where writer.runsInTheApp {
        guard let at = kept[writer.location] else {
          kept[writer.location] = unique.count
          unique.append(writer)
          continue
        }
        unique[at].skipsEqualValue = unique[at].skipsEqualValue || writer.skipsEqualValue
      }
      return unique
    }
    var pairs: [SourceLocation: Set<String>] = [:]
    var all: [SourceLocation: Writer] = [:]
    for (member, found) in writersByMember {
      for writer in found {
        pairs[writer.location, default: []].insert(member)
        // `$player.volume` is a chain and, at the same place, a use of `player`: the chain says
        // more (the member it binds, the control it goes to). Either way, the same one each run.
        if let kept = all[writer.location], (kept.code.count, kept.scope) >= (writer.code.count, writer.scope) { continue }
        all[writer.location] = writer
      }
    }
    pairsByWriter = pairs
    writersByScope = Dictionary(grouping: all.values.filter { !$0.isConstruction }.sorted { $0.location < $1.location }, by: \.scope)
  }

  /// Every file's writes, kept from `earlier` where its lookups answer as before. Those through
  /// chains and those the declarations name are found side by side, each with its own search for
  /// runners, writing down what it looks up. Each search starts with what the earlier model's
  /// found of runners and still answers as before: a file searched again would otherwise look
  /// through every call of each method name it asks about, across the codebase, once more.
  private static func fileWrites(
    in index: Index, earlier: UpdateModel?, lastRun: [String: FileWrites]?
  ) -> (writes: [FileWrites], runners: RunnerMemos) {
    let from = earlier.flatMap { earlier in index.earlierResolutions.map { (model: earlier, resolutions: $0) } }
    let kept = from.map { (FileWrites.Earlier.model($0.model.fileWrites), $0.resolutions) }
      ?? lastRun.flatMap { writes in index.earlierResolutions.map { (.run(writes), $0) } }
    // Each search sorts out what it keeps of the earlier one's on its own thread.
    let declared = Parallel.Pending(jobs: index.jobs) {
      let keptRunners = from.map { $0.model.runnerMemos.declared.keeping(where: $0.resolutions.answersAsBefore) }
      let (runners, log) = recordingSearch(in: index, kept: keptRunners)
      let writes = index.files.indices.map { position in
        FileWrites.search(\.declared, at: position, in: index, earlier: kept) { FileWrites.declaredWrites(at: position, runners: runners, log: log) }
      }
      return (writes, runners.memos)
    }
    let keptRunners = from.map { $0.model.runnerMemos.chains.keeping(where: $0.resolutions.answersAsBefore) }
    let (runners, log) = recordingSearch(in: index, kept: keptRunners)
    let chains = index.files.indices.map { position in
      FileWrites.search(\.chains, at: position, in: index, earlier: kept) { FileWrites.chainWrites(at: position, runners: runners, log: log) }
    }
    let (declaredWrites, declaredRunners) = declared.value
    let writes = zip(index.files, zip(chains, declaredWrites)).map { FileWrites(path: $0.file.path, chains: $1.0, declared: $1.1) }
    return (writes, (declared: declaredRunners, chains: runners.memos))
  }

  /// What the last run over the same files found, kept in the cache (`KeptRun`): each file's
  /// writes, by path, and each view's profile, by the view's key.
  struct LastRun: Sendable {
    var writes: [String: FileWrites]
    var profiles: [String: SimulationGraph.RecordedProfile]
  }

  /// Every view's profile worked out so far: what a run keeps for the next.
  var profilesSoFar: [String: SimulationGraph.RecordedProfile] { simulationGraphs.builtValue?.profilesSoFar ?? [:] }

  /// What each of the two searches for writes found of runners.
  typealias RunnerMemos = (declared: RunnerFinder.Memos, chains: RunnerFinder.Memos)

  /// A search for what runs writes, on an index that writes down its lookups into the log.
  private static func recordingSearch(in index: Index, kept: RunnerFinder.Memos?) -> (RunnerFinder, LookupLog) {
    let log = LookupLog()
    var recording = index
    recording.lookupLog = log
    return (RunnerFinder(index: recording, kept: kept ?? RunnerFinder.Memos()), log)
  }

  /// A lookup that transforms build from this model, built by whichever asks first and then
  /// shared: transforms of one run run side by side and several want the same one.
  var simulationGraph: SimulationGraph { simulationGraphs.value { SimulationGraph(model: self) } }

  /// The value kept in `memo` for `key`, worked out once under a log of its own, so that whoever
  /// asks under a log has what working it out looked up written down there too.
  func recorded<Value>(_ memo: Memo<String, Recorded<Value>>, _ key: String, _ work: (UpdateModel) -> Value) -> Value {
    let found = memo.value(for: key) {
      let log = LookupLog()
      return Recorded(value: work(recordingLookups(into: log)), lookedUp: log.lookedUp)
    }
    if let lookedUp = found.lookedUp { index.lookupLog?.note(lookedUp) }
    return found.value
  }

  /// This model with its index writing down every lookup into `log`.
  func recordingLookups(into log: LookupLog) -> UpdateModel {
    var recording = self
    recording.index.lookupLog = log
    return recording
  }
  var eventTable: EventTable { eventTables.value { EventTable(model: self) } }
  var callTable: CallTable { callTables.value { CallTable(index: index) } }

  /// Every write of `type.member`: assignments to it or to anything inside it, mutating calls,
  /// `inout` uses and bindings (`$model.member`).
  func writers(of member: String, in type: String) -> [Writer] {
    (writersByMember[index.key(ofType: type) + "." + member] ?? []).sorted { $0.runner.busyness > $1.runner.busyness }
  }

  /// The writes of `type.member` after its value is built: an initialiser setting it up is not a change.
  func changes(of member: String, in type: String) -> [Writer] {
    writers(of: member, in: type).filter { !$0.isConstruction }
  }

  /// The pseudo-member a hand-written `objectWillChange.send()` changes: the object as a whole.
  static let willChange = "objectWillChange"

  /// The type of the object a chain sends `objectWillChange` on: `objectWillChange.send()` and
  /// `self.objectWillChange.send()` in its own type, `store.objectWillChange.send()` on a store.
  static func objectSentWillChange(by resolved: ResolvedChain) -> String? {
    let chain = resolved.chain
    guard chain.access == .call, chain.components.last == "send" else { return nil }
    if case .name(willChange) = chain.root, chain.components.count == 1, chain.binding == .unbound, let type = chain.enclosingType {
      return type
    }
    guard chain.components.count >= 2, chain.components[chain.components.count - 2] == willChange else { return nil }
    return resolved.steps[resolved.steps.count - 2].ownerType
  }

  /// Whether every change of the object runs every view that observes it, whatever the view
  /// reads: an `ObservableObject` that has not adopted Observation (`objectWillChange` is one
  /// signal for all its `@Published` properties), or a Core Data object.
  func announcesEveryChangeToEveryObserver(_ object: TypeFact) -> Bool {
    index.observability(of: object) == .wholeObject
  }

  /// Whether step `step` holds an object the chain writes into (`store.inbox.messages = …`):
  /// writing inside a class leaves the reference that holds it as it was.
  static func holdsReference(_ chain: ResolvedChain, at step: Int, in index: Index) -> Bool {
    guard step < chain.steps.count - 1, let owner = chain.steps[step].ownerType else { return false }
    return holdsObject(chain.steps[step].name, in: owner, index: index)
  }

  /// Whether `owner.member` holds a class or an actor: a reference, not a value.
  static func holdsObject(_ member: String, in owner: String, index: Index) -> Bool {
    guard let type = index.propertyType(member, in: owner).flatMap(index.declaration(named:)) else { return false }
    return type.kind == .class || type.kind == .actor
  }

  /// Whether step `step` of the chain (or something inside it) is changed by it.
  static func writes(_ chain: ResolvedChain, through step: Int) -> Bool {
    let fact = chain.chain
    if fact.isProjection { return true }
    let last = chain.steps.count - 1
    switch fact.access {
    case .write, .inout: return true
    case .call: return step < last && mutatingMethods.contains(chain.steps[last].name)
    case .read: return false
    }
  }
}
