import Foundation

/// The part of Narrow's JSON report (Docs/report-schema.md) that oss-check reads. It decodes the
/// report rather than linking Narrow, so that it measures any build, old or new, by what it prints.
struct ScanReport: Decodable {
  var version: String
  var filesScanned: Int
  /// A build that reports them names the deployment targets it read, with where.
  var deploymentTargets: [String]?
  var proposals: [Proposal]
  var skipped: [Skipped]
  var fileErrors: [FileError]

  struct Proposal: Decodable {
    var transform: String
    var target: String
    var verdict: String
    var location: Location
    var effect: Effect?
  }

  struct Effect: Decodable {
    var strength: String
    /// A build that simulates events states their rate; older builds name only what runs each writer.
    var rate: String?
    var spared: [Spared]
    /// A build that weighs body runs states the views built per second it spares.
    var viewsSparedPerSecond: Double?
  }

  struct Spared: Decodable {
    var view: String
    var writers: [Writer]
  }

  struct Writer: Decodable {
    var runner: String
    var rate: String?
  }

  struct Skipped: Decodable {
    var transform: String
    var reason: String
  }

  struct FileError: Decodable {
    var file: String
    var line: Int?
    var message: String
  }

  struct Location: Decodable {
    var file: String
    var line: Int
  }
}

/// How often an event happens, from busiest to calmest.
enum Rate: String, CaseIterable {
  case continuous, repeated, once, unknown

  /// The rate of what runs a writer, for reports that name only the runner: timers, streams, scroll
  /// and gestures run continuously, actions and onChange actions on each event, initialisers once;
  /// a task or a method says nothing on its own.
  init(runner: String) {
    switch runner {
    case "timer", "stream", "scroll", "gesture", "input": self = .continuous
    case "action", "onChange": self = .repeated
    case "initializer": self = .once
    default: self = .unknown
    }
  }

  /// The busiest known rate among a proposal's writers: a known `once` is calmer than an unknown.
  static func busiest(_ rates: [Rate]) -> Rate {
    for rate in [Rate.continuous, .repeated, .unknown, .once] where rates.contains(rate) { return rate }
    return .unknown
  }
}

extension ScanReport.Effect {
  var busiestRate: Rate {
    if let rate, let known = Rate(rawValue: rate) { return known }
    return Rate.busiest(spared.flatMap(\.writers).map { writer in
      writer.rate.flatMap(Rate.init(rawValue:)) ?? Rate(runner: writer.runner)
    })
  }
}

/// The part of `narrow hot --format json` that oss-check keeps: the events, busiest first.
struct HotReport: Decodable {
  var paths: [Path]

  struct Path: Decodable {
    var event: String
  }
}
