/// A change that happens often, with the bodies it runs that show nothing of it: where a
/// performance review starts.
public struct HotPath: Sendable, Codable {
  /// A body the event runs although it displays nothing of the change, or shows it in a part
  /// that a proposal moves into a view of its own.
  public struct WastedRun: Sendable, Codable {
    public var view: String
    /// It shows the change, in a part the proposal moves out.
    public var displaysChange: Bool
    /// Why it runs (`input track differs: Track.playCount changed (passed …)`).
    public var why: [String]
    /// The proposal whose rewrite stops this run (`pass-fields TrackTitle.track`).
    public var cutBy: String?
    /// When no proposal cuts it: the transforms that came closest and what stopped each, or why
    /// none applies.
    public var notCut: [String]
    /// Built only inside presented content (`sheet`): it runs only while that is shown.
    public var presentedBy: String? = nil
    /// Bodies it runs for each event: every row on screen, or the changed ones (`BodyRun.count`).
    public var bodies = 1
    /// What one run of its body weighs, in views built (`BodyCost`).
    public var cost = 1
  }

  /// The event, as `simulate` takes it (`Player.tick`).
  public var event: String
  public var rate: Rate
  public var pacing: Pacing?
  public var writers: [Writer]
  /// How many bodies the event runs in all, with a screenful of rows.
  public var runs: Int
  public var wasted: [WastedRun]

  /// Bodies run for nothing each time it happens, rows counted.
  public var wastedBodies: Int { wasted.reduce(0) { $0 + $1.bodies } }

  /// Views built for nothing each time it happens: each wasted body weighed by its cost.
  var wastedViews: Int { wasted.reduce(0) { $0 + $1.bodies * $1.cost } }

  /// Views built per second for nothing, at the event's pace (the least its rate word allows
  /// when no source gives one).
  public var wastedViewsPerSecond: Double { Double(wastedViews) * Pacing.hertz(rate, pacing) }
}

/// What `hot` found: the events that waste body runs, and how many others it looked at.
public struct HotPaths: Sendable, Codable {
  public var paths: [HotPath]
  /// Busy (`continuous` or `repeated`) events whose every body run shows the change.
  public var eventsWastingNothing: Int
  /// Events at an `unknown` rate, not listed: `simulate` follows any of them.
  public var eventsOfUnknownRate: Int
  /// Events that waste body runs, left out after the first `limit`.
  public var eventsBeyondTheLimit = 0
}

extension UpdateModel {
  /// The `continuous` and `repeated` events, those that build the most views a second for nothing
  /// first, with each body they run that displays nothing of the change, and what cuts it. `view`
  /// keeps only the runs of that view; `limit`, when above 0, the first that many events.
  public func hotPaths(proposals: [Proposal], skipped: [SkippedCandidate], view: String? = nil, limit: Int = 0) -> HotPaths {
    let busy = events().filter { $0.rate == .continuous || $0.rate == .repeated }
    var paths: [HotPath] = []
    var wastingNothing = 0
    for event in busy {
      let simulation = simulate(event)
      // A body that shows the change in one part and that a proposal stops running wastes the rest.
      let wasted = simulation.runs.compactMap { run -> HotPath.WastedRun? in
        guard view == nil || run.view == view else { return nil }
        let cut = Self.proposal(cutting: run.view, for: event.name, among: proposals)
        guard !run.displaysChange || cut != nil else { return nil }
        var wasted = HotPath.WastedRun(view: run.view, displaysChange: run.displaysChange, why: run.why, cutBy: cut, notCut: [],
          presentedBy: run.presentedBy, bodies: run.bodies, cost: cost(of: run.view).weight)
        if cut == nil { wasted.notCut = closestSkips(for: wasted, of: event, among: skipped) }
        return wasted
      }
      guard !wasted.isEmpty else {
        if view == nil || simulation.runs(view!) { wastingNothing += 1 }
        continue
      }
      let runs = simulation.runs.reduce(0) { $0 + $1.bodies }
      paths.append(HotPath(event: event.name, rate: event.rate, pacing: event.pacing, writers: event.writers, runs: runs, wasted: wasted))
    }
    // The most work for nothing first: views built per second, each row and each costly call
    // counted.
    paths.sort { (-$0.wastedViewsPerSecond, $0.rate, $0.event) < (-$1.wastedViewsPerSecond, $1.rate, $1.event) }
    let beyond = limit > 0 ? max(0, paths.count - limit) : 0
    return HotPaths(paths: Array(paths.prefix(paths.count - beyond)), eventsWastingNothing: wastingNothing,
      eventsOfUnknownRate: events().filter { $0.rate == .unknown }.count, eventsBeyondTheLimit: beyond)
  }

  /// The proposal whose simulated effect stops `view` from running for `event`. A `possible`
  /// one after which the view runs whenever a value it reads changes (a number, not a Boolean)
  /// is not taken to cut it: that value may change on every run.
  static func proposal(cutting view: String, for event: String, among proposals: [Proposal]) -> String? {
    proposals.first { proposal in
      proposal.effect.events.contains { spared in
        guard spared.event == event, spared.views.contains(view) else { return false }
        let waitsOnAValue = spared.bodies.first { $0.view == view }?.after?.onlyWhenChanging == true
        return !waitsOnAValue || proposal.effect.strength != .possible
      }
    }.map { "\($0.transform) \($0.target)" }
  }

  /// The skipped candidates nearest to a wasted run: those aimed at the view itself, then those
  /// aimed at a type whose change reaches it. When there are none, why no transform applies.
  private func closestSkips(for run: HotPath.WastedRun, of event: Event, among skipped: [SkippedCandidate]) -> [String] {
    let owners = Set(event.changes.map { String($0.prefix { $0 != "." }) })
    let aimedAt = { (candidate: SkippedCandidate) in String(candidate.target.prefix { $0 != "." && $0 != ":" }) }
    let atView = skipped.filter { aimedAt($0) == run.view }
    let atChanged = skipped.filter { owners.contains(aimedAt($0)) }
    let closest = (atView.isEmpty ? atChanged : atView).prefix(3)
    if !closest.isEmpty { return closest.map { "\($0.transform) \($0.target): \($0.reason)" } }
    return [Self.noTransform(for: run)]
  }

  /// Why no transform cuts a run, from what makes it run.
  static func noTransform(for run: HotPath.WastedRun) -> String {
    let causes = run.why.joined(separator: "; ")
    if causes.contains("made anew each time") {
      return "no transform removes a closure the parent makes in its body; making \(run.view) Equatable over the inputs it shows would"
    }
    if causes.contains("keyed by \\.self") {
      return "no transform rekeys rows; keying them by a stable id (Identifiable) would"
    }
    if causes.contains("an ObservableObject whose every @Published change runs it") {
      return "no transform is offered for it: every @Published change runs every observer until the class adopts Observation"
    }
    return "no transform is offered for it"
  }
}
