/// What runs a write, from busiest to calmest. `preview` and `test` run in the canvas and the
/// tests, never in the app: the update model keeps no event of theirs.
public enum Runner: String, Sendable, Hashable, Codable, CaseIterable {
  case timer, stream, scroll, gesture, input, task, onChange, action, method, appearance, preview, test, initializer, debugOnly

  /// How often this kind of code tends to run: the order `scan` sorts proposals by.
  var busyness: Int {
    switch self {
    case .timer, .stream, .scroll, .gesture, .input: return 3
    case .task, .onChange: return 2
    case .action, .method: return 1
    case .appearance, .preview, .test, .initializer, .debugOnly: return 0
    }
  }

  /// How often the code it runs happens. A task or a method without a caller that says more is
  /// `unknown`, said as such.
  var rate: Rate {
    switch self {
    case .timer, .stream, .scroll, .gesture, .input: return .continuous
    case .onChange, .action: return .repeated
    case .appearance, .preview, .test, .initializer, .debugOnly: return .once
    case .task, .method: return .unknown
    }
  }

  public var phrase: String {
    switch self {
    case .timer: return "a timer"
    case .stream: return "a stream"
    case .scroll: return "a scroll or geometry handler"
    case .gesture: return "a gesture"
    case .input: return "typing or dragging in a control"
    case .task: return "a task"
    case .onChange: return "an onChange action"
    case .action: return "an action"
    case .method: return "a method"
    case .appearance: return "onAppear or onDisappear"
    case .preview: return "a preview"
    case .test: return "a test"
    case .initializer: return "an initialiser"
    case .debugOnly: return "a check of debug builds"
    }
  }
}

/// How often an event happens: many times a second, once per user action or response, once per
/// screen or launch, or not known.
public enum Rate: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case continuous, repeated, unknown, once

  /// Busiest first: a known `once` is calmer than an unknown rate.
  public static func < (lhs: Rate, rhs: Rate) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Whether sparing body runs at this rate makes a proposal `likely`. An unknown rate is said
  /// as unknown, never taken for a busy one.
  var isFrequent: Bool { self == .continuous || self == .repeated }
}
