/// A proposal's effect as the simulation shows it: for each event that writes what it spares,
/// the bodies that run before the rewrite and not after.
public struct SparedEvent: Sendable, Hashable, Codable {
  /// The event (`Player.tick`), as `simulate` takes it.
  public var event: String
  var rate: Rate
  var pacing: Pacing? = nil
  /// The views whose body no longer runs for it, or runs in fewer of its rows.
  var views: [String]
  /// How many bodies the event runs, before and after, with a screenful of rows.
  var runsBefore: Int
  var runsAfter: Int
  /// Every view whose body it runs, before or after, with which of its instances run.
  var bodies: [ViewRuns] = []

  /// Views built each time it happens that the rewrite spares: each body run weighed by its
  /// cost, before less after.
  var viewsSpared = 0
  /// Views built per second that the rewrite spares, at the event's pace.
  var viewsSparedPerSecond: Double { Double(viewsSpared) * Pacing.hertz(rate, pacing) }

  /// `no longer runs MiniPlayer; runs SongRow only in the rows it changes, not every row; runs
  /// CartSummary only when what it reads changes value`.
  var sparedPhrase: String {
    let after = Dictionary(bodies.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
    let rows = views.filter { after[$0]?.runsInFewerRows == true }
    let guarded = views.filter { after[$0]?.runsInFewerRows != true && after[$0]?.after?.onlyWhenChanging == true }
    let gone = views.filter { !rows.contains($0) && !guarded.contains($0) }
    return [
      gone.isEmpty ? nil : "no longer runs " + gone.joined(separator: ", "),
      rows.isEmpty ? nil : "runs \(rows.joined(separator: ", ")) only in the rows it changes, not every row",
      guarded.isEmpty ? nil : "runs \(guarded.joined(separator: ", ")) only when what it reads changes value",
    ].compactMap { $0 }.joined(separator: "; ")
  }
}

/// One view's body runs for one event, before and after a rewrite.
struct ViewRuns: Sendable, Hashable, Codable {
  var view: String
  /// How it runs; nil when it does not.
  var before: RunShape?
  var after: RunShape?
  /// What one run of its body weighs, in views built (`BodyCost.weight`), before and after: a
  /// rewrite that moves a part out makes it lighter.
  var costBefore = 1
  var costAfter = 1

  /// Bodies run, with the model's rows on screen.
  var countBefore: Int { before?.count ?? 0 }
  var countAfter: Int { after?.count ?? 0 }

  /// Every instance of a view built in rows ran before; only the rows changed, or whose value
  /// flips, run after.
  var runsInFewerRows: Bool { before?.instances == .every && before?.inRows == true && after.map { $0.instances != .every } == true }

  /// The bodies of an event's simulation before and after, view by view, parents first, each
  /// weighed in the model it runs in.
  static func compared(_ before: Simulation, in old: UpdateModel, _ after: Simulation, in new: UpdateModel) -> [ViewRuns] {
    let ran = { (simulation: Simulation) in
      Dictionary(simulation.runs.filter { !$0.rowsOnly }.map { ($0.view, $0.shape) }, uniquingKeysWith: { first, _ in first })
    }
    let (shapesBefore, shapesAfter) = (ran(before), ran(after))
    var seen = Set<String>()
    return (before.runs + after.runs).filter { !$0.rowsOnly && seen.insert($0.view).inserted }.map { run in
      ViewRuns(view: run.view, before: shapesBefore[run.view], after: shapesAfter[run.view],
        costBefore: old.cost(of: run.view).weight, costAfter: new.cost(of: run.view).weight)
    }
  }
}

/// Which instances of a view run for an event, how many times each, and how many bodies that is.
struct RunShape: Sendable, Hashable, Codable {
  var instances: Instances
  var inRows: Bool
  var sites: SiteShare?
  var passes: Int
  var changedRows: Int
  /// It runs only when a value it reads changes: at most `count`.
  var onlyWhenChanging: Bool
  /// With `BodyRun.rowsOnScreen` rows of each list on screen.
  var count: Int
}

/// What the simulation says of an effect a transform found.
public enum Judgement: Sendable {
  case spares(Effect)
  /// Events change what it spares, yet every spared view still runs for each: why.
  case sparesNothing(String)
}

extension UpdateModel {
  /// The effect decided by simulation, one rule for every transform: each event that writes a
  /// spared change runs before and after the rewrite (the spared changes no longer reach their
  /// views). `likely` when a body stops running for an event at a `continuous` or `repeated`
  /// rate; `possible` when only `once` events, or events whose rate is not known, are spared, or
  /// no code changes the spared changes after they are built; nothing spared at all is a skip
  /// that says what runs the views anyway.
  /// `others` are the changes the other proposals of the run spare: they are written together, so
  /// a view that two caches stop depending on is spared by each.
  /// `rewritten` builds the model of the code once the proposal is applied; it is asked for only
  /// when some event writes what the proposal spares.
  public func judge(_ effect: Effect, alongWith others: SparedChanges = SparedChanges(), rewritten build: (() -> UpdateModel)? = nil) -> Judgement {
    judged(effect, alongWith: others, rewritten: build).judgement
  }

  /// A judgement, with what the rewritten code's runs read: what a kept judgement's basis covers.
  struct Judged {
    var judgement: Judgement
    /// The views that run after the rewrite, and the owners of the values whose change alone
    /// runs them (asked whether each holds a Boolean).
    var rewrittenRuns: Set<String> = []
  }

  func judged(_ effect: Effect, alongWith others: SparedChanges = SparedChanges(), rewritten build: (() -> UpdateModel)? = nil) -> Judged {
    let events = events(writingWhatIsSparedBy: effect)
    guard !events.isEmpty else { return Judged(judgement: judgementOfNoEvent(effect)) }
    let rewritten = build?()
    let views = Set(effect.spared.map(\.view))
    var spared: [SparedEvent] = []
    var firmly: Set<String> = []
    var whileUnchanged: Set<String> = []
    var rewrittenRuns: Set<String> = []
    // Values a rewrite guards where they are written, not derived from them (`if x != v { x = v }`
    // on the spared property itself): only the writes that repeat the value held are spared.
    var guardedWrites: Set<String> = []
    let sparedPairs = Set(effect.spared.map(\.change))
    var stillRun: [String: (event: String, why: [String])] = [:]
    for event in events {
      let before = simulate(event)
      var after = rewritten.map { $0.simulate(named: event.name) } ?? simulate(event, cutting: others.adding(effect.spared))
      for run in after.runs {
        rewrittenRuns.insert(run.view)
        rewrittenRuns.formUnion(run.onlyWhenChanging.compactMap { Index.ownerAndMember(ofPair: $0)?.owner })
      }
      if rewritten == nil {
        // Without the rewritten code (a manual proposal), what the rewrite adds is unknown: a
        // view it does not mean to spare is taken to run as before.
        let left = Set(after.runs.map(\.view))
        after.runs += before.runs.filter { !views.contains($0.view) && !left.contains($0.view) }
      }
      let runsAfter = Dictionary(after.runs.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
      var gone: [String] = []
      var untilItFlips: Set<String> = []
      for run in before.runs where views.contains(run.view) && run.onlyWhenChanging.isEmpty {
        // It no longer runs, or every row ran before and now only the rows the event changes do.
        guard let left = runsAfter[run.view], !ViewRuns(view: run.view, before: run.shape, after: left.shape).runsInFewerRows else {
          gone.append(run.view)
          if event.rate.isFrequent { firmly.insert(event.name) }
          continue
        }
        // After the rewrite it runs only when a value it reads changes: spared the runs in which
        // that value stays the same. A Boolean derived from busier inputs keeps its value through
        // most of them; a value guarded where the event writes it, only as often as it repeats.
        guard !left.onlyWhenChanging.isEmpty else { continue }
        gone.append(run.view)
        let guardsTheWrite = !left.onlyWhenChanging.isDisjoint(with: sparedPairs)
        if guardsTheWrite { guardedWrites.formUnion(left.onlyWhenChanging) }
        if !guardsTheWrite && left.onlyWhenChanging.allSatisfy((rewritten ?? self).holdsABoolean) {
          if event.rate.isFrequent { firmly.insert(event.name) }
          untilItFlips.insert(run.view)
        } else {
          whileUnchanged.formUnion(left.onlyWhenChanging)
        }
      }
      if !gone.isEmpty {
        let bodies = ViewRuns.compared(before, in: self, after, in: rewritten ?? self)
        let work = { (runs: ViewRuns) in runs.countBefore * runs.costBefore - (untilItFlips.contains(runs.view) ? 0 : runs.countAfter * runs.costAfter) }
        spared.append(SparedEvent(event: event.name, rate: event.rate, pacing: event.pacing, views: gone,
          runsBefore: bodies.reduce(0) { $0 + $1.countBefore },
          // At most: a body that waits on a value changing is counted as if it always did.
          runsAfter: bodies.reduce(0) { $0 + $1.countAfter },
          bodies: bodies,
          // A body that waits on a Boolean flipping is counted as spared, as its strength is.
          viewsSpared: max(0, bodies.reduce(0) { $0 + work($1) })))
      }
      for run in after.runs where views.contains(run.view) && run.onlyWhenChanging.isEmpty && !gone.contains(run.view) && stillRun[run.view] == nil {
        stillRun[run.view] = (event.name, run.why)
      }
    }
    guard !spared.isEmpty else {
      let reasons = stillRun.keys.sorted().map { view in "\(view) runs anyway for \(stillRun[view]!.event): \(stillRun[view]!.why.joined(separator: "; "))" }
      let names = events.map(\.name).sorted()
      let listed = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
      let why = reasons.isEmpty
        ? "none of the events that change what it would spare (\(listed)) runs \(views.sorted().joined(separator: ", ")): no body that reads them builds it, so nothing is spared"
        : reasons.joined(separator: "; ") + ", so narrowing it spares nothing"
      // What the app showed running outweighs what the simulation can see.
      if effect.strength == .measured {
        var kept = effect
        kept.notes.append("the simulation finds nothing spared: " + why)
        return Judged(judgement: .spares(kept), rewrittenRuns: rewrittenRuns)
      }
      return Judged(judgement: .sparesNothing(why), rewrittenRuns: rewrittenRuns)
    }
    var judged = effect
    judged.events = spared
    judged.rate = spared.map(\.rate).min() ?? .once
    judged.viewsSparedPerSecond = spared.filter(\.rate.isFrequent).reduce(0) { $0 + $1.viewsSparedPerSecond }
    if judged.strength != .measured {
      let eventful = spared.contains { $0.rate.isFrequent }
      let worthIt = judged.viewsSparedPerSecond >= Effect.likelyViewsPerSecond
      judged.strength = eventful && !firmly.isEmpty && worthIt ? .likely : .possible
      if eventful && !firmly.isEmpty && !worthIt {
        judged.notes.append("it spares \(Effect.viewsASecond(judged.viewsSparedPerSecond)), under the \(Effect.said(Effect.likelyViewsPerSecond)) likely needs")
      } else if eventful && firmly.isEmpty && !guardedWrites.isEmpty {
        judged.notes.append("it spares body runs only for the writes that assign \(guardedWrites.sorted().joined(separator: ", ")) the value it already holds, and how often that happens the code does not say")
      } else if eventful && firmly.isEmpty {
        judged.notes.append("it spares body runs only while \(whileUnchanged.sorted().joined(separator: ", ")) keeps its value, and a value that is not a Boolean, derived from inputs that change, changes with most of them")
      } else if !eventful {
        let unknown = spared.filter { $0.rate == .unknown }.map(\.event)
        // Runs spared once, on appearing or at launch, are not worth a rewrite.
        if unknown.isEmpty {
          let why = "it spares body runs only for events that happen once (\(spared.map(\.event).joined(separator: ", "))), which no rewrite is worth"
          return Judged(judgement: .sparesNothing(why), rewrittenRuns: rewrittenRuns)
        }
        judged.notes.append("it spares body runs only for events that happen once or whose rate is not known (nothing in the scanned code calls \(unknown.joined(separator: ", ")))")
      }
    }
    return Judged(judgement: .spares(judged), rewrittenRuns: rewrittenRuns)
  }

  /// The judgement of an effect no event writes: nothing changes what it spares after it is built.
  private func judgementOfNoEvent(_ effect: Effect) -> Judgement {
    // Changes written only where a value is built change nothing a view already holds.
    let writers = effect.spared.flatMap(\.writers)
    if effect.strength != .measured, !writers.isEmpty, writers.allSatisfy(\.isConstruction) {
      return .sparesNothing("the changes it would spare are written only where a value is built (an initialiser): no value a view holds changes")
    }
    // Scanned with its entry point, an app's writes are all in view: none is elsewhere.
    if effect.strength != .measured, let entry = index.entryPoint {
      return .sparesNothing("nothing in the scanned code changes what it would spare once the value is built, and the scan holds the app's entry point (@main \(entry)), so no write of it is elsewhere")
    }
    return .spares(effect)
  }
}

extension UpdateModel {
  /// Whether `pair` holds a Boolean: a guarded write of one derived from busier inputs assigns
  /// only when it flips, far less often than they change. A number or a string derived from
  /// changing inputs changes with nearly every one of them.
  func holdsABoolean(_ pair: String) -> Bool {
    let parts = index.typeAndMembers(Substring(pair))
    guard parts.count == 2, let written = index.propertyDeclaration(parts[1], in: parts[0])?.type else { return false }
    return ["Bool", "Bool?", "Swift.Bool"].contains(written.replacingOccurrences(of: " ", with: ""))
  }

  /// The bodies the event of this name runs in this model, which may be the code after a rewrite:
  /// the same code that makes the writes, found by its name. None when no such event is left.
  /// An event is named by the code that makes its writes, so only that code's writes are followed:
  /// a rewritten model is asked for a few events, and building all of them would cost the most.
  func simulate(named name: String) -> Simulation {
    guard let writers = writersByScope[name] else { return Simulation(event: Event(name: name, writers: [], changes: [], rate: .unknown), runs: []) }
    let simulation = simulate(event(named: name, writers: writers))
    var seen = Set<String>()
    return Simulation(event: simulation.event, runs: simulation.runs.filter { seen.insert($0.view).inserted })
  }
}

/// Changes that rewrites stop from reaching views, by view, as the simulation looks them up: the
/// changes every proposal of a run spares are grouped once, and each proposal's own added on top.
public struct SparedChanges: Sendable {
  private let shared: [String: [String]]
  private var own: [String: [String]] = [:]

  public init(_ changes: [SparedChange] = []) {
    shared = Self.grouped(changes)
  }

  func adding(_ changes: [SparedChange]) -> SparedChanges {
    var combined = self
    combined.own.merge(Self.grouped(changes)) { $0 + $1 }
    return combined
  }

  var isEmpty: Bool { shared.isEmpty && own.isEmpty }

  subscript(view: String) -> [String] {
    (shared[view] ?? []) + (own[view] ?? [])
  }

  private static func grouped(_ changes: [SparedChange]) -> [String: [String]] {
    Dictionary(grouping: changes, by: \.view).mapValues { $0.map(\.change) }
  }
}
