/// A proposal's effect as the simulation shows it: for each event that writes what it spares,
/// the bodies that run before the rewrite and not after.
public struct SparedEvent: Sendable, Hashable, Codable {
  /// The event (`Player.tick`), as `simulate` takes it.
  public var event: String
  public var rate: Rate
  public var pacing: Pacing? = nil
  /// The views whose body no longer runs for it.
  public var views: [String]
  /// How many bodies the event runs, before and after.
  var runsBefore: Int
  var runsAfter: Int
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
  public func judge(_ effect: Effect, alongWith others: SparedChanges = SparedChanges()) -> Judgement {
    var events: [String: Event] = [:]
    for change in effect.spared {
      let names = self.names(ofChange: change.change)
      guard names.count >= 2 else { continue }
      for event in self.events(writing: names[1], in: names[0]) { events[event.name] = event }
    }
    guard !events.isEmpty else { return .spares(effect) }
    let views = Set(effect.spared.map(\.view))
    var spared: [SparedEvent] = []
    var stillRun: [String: (event: String, why: [String])] = [:]
    for event in events.values.sorted(by: { ($0.rate, $0.name) < ($1.rate, $1.name) }) {
      let before = simulate(event)
      let after = simulate(event, cutting: others.adding(effect.spared))
      let gone = before.runs.map(\.view).filter { views.contains($0) && !after.runs($0) }
      if !gone.isEmpty {
        spared.append(SparedEvent(event: event.name, rate: event.rate, pacing: event.pacing, views: gone,
          runsBefore: before.runs.count, runsAfter: after.runs.count))
      }
      for run in after.runs where views.contains(run.view) && stillRun[run.view] == nil {
        stillRun[run.view] = (event.name, run.why)
      }
    }
    guard !spared.isEmpty else {
      let reasons = stillRun.keys.sorted().map { view in "\(view) runs anyway for \(stillRun[view]!.event): \(stillRun[view]!.why.joined(separator: "; "))" }
      let names = events.keys.sorted()
      let listed = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
      let why = reasons.isEmpty
        ? "none of the events that change what it would spare (\(listed)) runs \(views.sorted().joined(separator: ", ")): no body that reads them builds it, so nothing is spared"
        : reasons.joined(separator: "; ") + ", so narrowing it spares nothing"
      // What the app showed running outweighs what the simulation can see.
      if effect.strength == .measured {
        var kept = effect
        kept.notes.append("the simulation finds nothing spared: " + why)
        return .spares(kept)
      }
      return .sparesNothing(why)
    }
    var judged = effect
    judged.events = spared
    judged.rate = spared.map(\.rate).min() ?? .once
    if judged.strength != .measured {
      let eventful = spared.contains { $0.rate.isFrequent }
      judged.strength = eventful ? .likely : .possible
      if !eventful {
        let unknown = spared.filter { $0.rate == .unknown }.map(\.event)
        judged.notes.append(unknown.isEmpty
          ? "it spares body runs only for events that happen once: \(spared.map(\.event).joined(separator: ", "))"
          : "it spares body runs only for events that happen once or whose rate is not known (nothing in the scanned code calls \(unknown.joined(separator: ", ")))")
      }
    }
    return .spares(judged)
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
