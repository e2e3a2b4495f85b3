/// What a proposal spares: the body runs it removes, each as a view, a change and who makes it.

/// One place that changes a stored property or a field.
public struct Writer: Sendable, Hashable, Codable {
  public var location: SourceLocation
  /// The code as written (`track.playCount += 1`).
  var code: String
  public var runner: Runner
  /// How often the write happens, from what runs it.
  var rate: Rate
  /// Where the runner was found when it is not at the write itself (`tick()` called from a timer).
  public var via: String?
  /// How often, in hertz where the source says, and the evidence; nil when only the kind of
  /// code that runs it is known.
  var pacing: Pacing?
  /// The code that makes the write, as one event: the member it is in (`Player.tick`) and the
  /// closures around it (`Player.start › scheduledTimer`). Writes with the same scope happen together.
  var scope: String
  /// The `#if` clauses around the write: a body that reads the value only in another clause of
  /// the same `#if` is never built with it.
  var clauses: [IfClause] = []
  /// The write assigns only a value that differs from the one held (`if fresh != total { total =
  /// fresh }`): a view that reads what it writes runs only when the value changes.
  var skipsEqualValue = false

  private enum CodingKeys: String, CodingKey { case location, code, runner, rate, via, pacing, scope }

  /// This writer as its encoding holds it: without the fields `CodingKeys` leaves out.
  var asEncoded: Writer {
    var encoded = self
    encoded.clauses = []
    encoded.skipsEqualValue = false
    return encoded
  }

  init(location: SourceLocation, code: String, runner: Runner, via: String?, scope: String = "") {
    self.location = location
    self.code = code
    self.runner = runner
    self.rate = runner.rate
    self.via = via
    self.scope = scope.isEmpty ? "\(location.file):\(location.line)" : scope
  }

  /// An initialiser builds a value: it changes none that a view already holds.
  var isConstruction: Bool { runner == .initializer }

  /// Test and preview code runs in the tests and the canvas, never in the app: no app event.
  var runsInTheApp: Bool { runner != .test && runner != .preview && runner != .debugOnly }

  public var description: String {
    "\(location) by \(runner.phrase)" + (via.map { " (\($0))" } ?? "") + (pacing.map { ", " + ($0.hertz.map { "≈\(Pacing.number($0)) Hz" } ?? $0.evidence) } ?? "")
  }
}

/// A change a proposal stops from running a view's body.
public struct SparedChange: Sendable, Hashable, Codable {
  var view: String
  /// `Product.stock`.
  var change: String
  var writers: [Writer]

  var description: String {
    let written = writers.isEmpty
      ? "no writer found in the scanned code"
      : "written " + writers.prefix(3).map(\.description).joined(separator: "; ")
        + (writers.count > 3 ? "; and \(writers.count - 3) more" : "")
    return "\(view) no longer runs when \(change) changes: \(written)"
  }
}

public struct Effect: Sendable, Hashable, Codable {
  public enum Strength: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Run-time evidence names the view.
    case measured
    /// A writer of a spared change exists in the scanned code, apart from writes of what is kept.
    case likely
    /// The spared changes come only with whole-value replacements, or no writer is found.
    case possible

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  var spared: [SparedChange]
  var strength: Strength
  /// The busiest rate among the writes of the spared changes that change an existing value;
  /// `once` when there are none.
  var rate: Rate
  /// What the evidence showed (`TrackRow ran 412 times: @self 398`), or what lowered the strength.
  var notes: [String]
  /// The events the simulation shows it sparing body runs of, busiest first; empty when no code
  /// in the scanned paths changes what it spares after it is built.
  public var events: [SparedEvent] = []

  init(spared: [SparedChange], strength: Strength, notes: [String] = []) {
    self.spared = spared
    self.strength = strength
    self.rate = Self.busiestRate(of: spared)
    self.notes = notes
  }

  /// The effect of changes with these writers, decided here for every transform: `likely` when a
  /// write that changes an existing value happens repeatedly or continuously; `possible` when the
  /// only writes build a value (an initialiser), happen once (on appearing) or at a rate not
  /// known, or when nothing writes the spared changes. Writes in test or preview code are left
  /// out: they never happen in the app.
  init(spared: [SparedChange], notes: [String] = []) {
    var notes = notes
    var inApp = spared
    for index in inApp.indices { inApp[index].writers.removeAll { !$0.runsInTheApp } }
    if spared.contains(where: { !$0.writers.isEmpty }) && !inApp.contains(where: { !$0.writers.isEmpty }) {
      notes.append("the spared changes are written only in tests or previews, which never run in the app")
    }
    let eventful = Self.busiestRate(of: inApp).isFrequent
    if !eventful && inApp.contains(where: { !$0.writers.isEmpty }) {
      let writers = inApp.flatMap(\.writers)
      notes.append(writers.allSatisfy(\.isConstruction)
        ? "the spared changes are only written where a value is built (an initialiser): no value a view holds changes"
        : writers.contains { !$0.isConstruction && $0.rate == .unknown }
          ? "nothing in the scanned code shows how often the spared changes are written: the rate is unknown"
          : "the spared changes are written only once: on appearing")
    }
    self.init(spared: inApp, strength: eventful ? .likely : .possible, notes: notes)
  }

  static func busiestRate(of spared: [SparedChange]) -> Rate {
    spared.flatMap(\.writers).filter { !$0.isConstruction }.map(\.rate).min() ?? .once
  }

  static let none = Effect(spared: [], strength: .possible)

  /// Views built per second that it spares, over its continuous and repeated events: each body
  /// run it spares weighed by its cost, at the event's pace.
  /// Set by the simulation, with `events`.
  var viewsSparedPerSecond = 0.0

  /// Views built per second a proposal must spare to be `likely`, set on the labelled real apps
  /// (Docs/Results.md).
  static let likelyViewsPerSecond = 2.0

  /// `12`, `0.4`: a rate of views as a reader takes it in.
  static func said(_ perSecond: Double) -> String { Pacing.number(perSecond) }

  /// `≈144 views built a second`, `≈1 view built a second`.
  public static func viewsASecond(_ perSecond: Double) -> String {
    let number = said(perSecond)
    return "≈\(number) view\(number == "1" ? "" : "s") built a second"
  }

  /// The body runs it stops for continuous and repeated events, one per view and event: the
  /// wasted runs `hot` lists that this proposal cuts.
  var wastedRunsCut: Int {
    events.filter { $0.rate == .continuous || $0.rate == .repeated }.reduce(0) { $0 + $1.views.count }
  }

  /// The busiest runner of any spared change; `scan` sorts by it after the runs it cuts.
  var busyness: Int { spared.flatMap(\.writers).map(\.runner.busyness).max() ?? -1 }

  /// `measured` when the evidence names a view it spares, with what it counted.
  func measured(in model: UpdateModel) -> Effect {
    let runs = Set(spared.map(\.view)).sorted().compactMap { name in
      model.index.declaration(named: name).flatMap { model.evidence.runs(of: $0, in: model.index) }
    }
    guard !runs.isEmpty else { return self }
    return Effect(spared: spared, strength: .measured, notes: runs.map(\.summary) + notes)
  }

  /// Lowered to `possible`, saying why.
  func atMost(possible reason: String) -> Effect {
    Effect(spared: spared, strength: strength == .measured ? .measured : .possible, notes: notes + [reason])
  }
}
