import Foundation

/// What one build of Narrow found in one pinned app: `Benchmarks/oss/results/<app>.json`.
struct AppResult: Codable, Equatable {
  var app: String
  var repository: String
  var commit: String
  /// `narrow --version` of the build that ran.
  var narrowVersion: String
  var exitStatus: Int32
  var filesScanned: Int
  /// What the build read of the app's deployment targets (nil from a build that does not say).
  var deploymentTargets: [String]?
  /// The first ten events `narrow hot` lists, busiest first (nil from a build without `hot`).
  var hotEvents: [String]?
  var wallSeconds: Double
  var peakMemoryMiB: Double
  var proposals: [ProposalSummary]
  /// Skipped candidates counted by the rule that skipped them (see `SkipKind`).
  var skipped: [String: Int]
  var fileErrors: [String]

  struct ProposalSummary: Codable, Equatable {
    var transform: String
    var target: String
    var verdict: String
    /// `measured`, `likely` or `possible`.
    var strength: String
    /// The busiest rate among the events the proposal spares runs for.
    var rate: String
    /// The views it spares.
    var views: [String]
    /// Views built per second it spares, for a build that says.
    var viewsSparedPerSecond: Double? = nil
    /// `file:line`, relative to the checkout.
    var location: String

    var key: String { "\(transform) \(target)" }
  }

  init(
    app: PinnedApp, narrowVersion: String, exitStatus: Int32, wallSeconds: Double, peakBytes: Int, report: ScanReport, hot: HotReport?
  ) {
    self.app = app.name
    repository = app.repository
    commit = app.commit
    self.narrowVersion = narrowVersion
    self.exitStatus = exitStatus
    filesScanned = report.filesScanned
    deploymentTargets = report.deploymentTargets
    hotEvents = hot.map { $0.paths.prefix(10).map(\.event) }
    self.wallSeconds = (wallSeconds * 100).rounded() / 100
    peakMemoryMiB = (Double(peakBytes) / 1_048_576 * 10).rounded() / 10
    proposals = report.proposals.map { proposal in
      ProposalSummary(
        transform: proposal.transform, target: proposal.target, verdict: proposal.verdict,
        strength: proposal.effect?.strength ?? "unknown", rate: (proposal.effect?.busiestRate ?? .unknown).rawValue,
        views: Array(Set(proposal.effect?.spared.map(\.view) ?? [])).sorted(),
        viewsSparedPerSecond: proposal.effect?.viewsSparedPerSecond.map { ($0 * 1000).rounded() / 1000 },
        location: "\(proposal.location.file):\(proposal.location.line)")
    }.sorted { ($0.key, $0.location) < ($1.key, $1.location) }
    skipped = report.skipped.reduce(into: [:]) { counts, skip in
      counts[SkipKind.of(transform: skip.transform, reason: skip.reason), default: 0] += 1
    }
    fileErrors = report.fileErrors.map { error in
      "\(error.file)\(error.line.map { ":\($0)" } ?? ""): \(error.message)"
    }
  }

  static func path(for app: String, in directory: String) -> String { directory + "/" + app + ".json" }

  /// Every result in a directory, by app name.
  static func loadAll(from directory: String) throws -> [String: AppResult] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      throw CheckError("cannot read the results directory \(directory)")
    }
    var results: [String: AppResult] = [:]
    for name in names.sorted() where name.hasSuffix(".json") {
      let path = directory + "/" + name
      do {
        let result = try JSONDecoder().decode(AppResult.self, from: try readFile(path))
        results[result.app] = result
      } catch let error as DecodingError {
        throw CheckError("\(path) is not an oss-check result: \(error)")
      }
    }
    return results
  }
}
