import Foundation
import Spawning

/// Scans each pinned app with one build of Narrow, as a user would run it, and keeps what it found.
struct Runner {
  let narrow: String
  let sources: SourceCache
  let jobs: Int?

  /// Scans one app and returns its result; the app's checkout must be at the pinned commit.
  func run(_ app: PinnedApp) throws -> AppResult {
    let head = try sources.head(of: app)
    guard head == app.commit else {
      throw CheckError("\(app.name) is checked out at \(head), not at the pinned \(app.commit); run `oss-check fetch \(app.name)`")
    }
    let arguments = ["scan", "--format", "json", "--no-cache", "--color", "never"]
      + (jobs.map { ["--jobs", "\($0)"] } ?? []) + ["--"] + app.paths
    let errors = NSTemporaryDirectory() + "oss-check-\(getpid())-\(app.name).err"
    defer { unlink(errors) }
    let outcome = try ChildProcess.run(narrow, arguments, in: sources.checkout(of: app), stderrPath: errors)
    let report: ScanReport
    do {
      report = try JSONDecoder().decode(ScanReport.self, from: outcome.stdout)
    } catch {
      let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
      throw CheckError("\(app.name): narrow exited with \(outcome.exitStatus) and no JSON report: \(message.prefix(2000))")
    }
    return AppResult(app: app, narrowVersion: try version(), exitStatus: outcome.exitStatus,
      wallSeconds: outcome.wallSeconds, peakBytes: outcome.peakBytes, report: report, hot: try hot(app))
  }

  /// What `narrow hot` lists first, as a reviewer starting a performance review would see it; nil
  /// when the build has no `hot` or prints no report.
  func hot(_ app: PinnedApp) throws -> HotReport? {
    let arguments = ["hot", "--format", "json", "--no-cache"] + (jobs.map { ["--jobs", "\($0)"] } ?? []) + ["--"] + app.paths
    let outcome = try ChildProcess.run(narrow, arguments, in: sources.checkout(of: app))
    return try? JSONDecoder().decode(HotReport.self, from: outcome.stdout)
  }

  func version() throws -> String {
    let outcome = try ChildProcess.run(narrow, ["--version"])
    return String(decoding: outcome.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
