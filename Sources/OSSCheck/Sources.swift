import Foundation
import Spawning

/// The checkouts of the pinned apps: a directory outside the repository, one folder per app,
/// holding only the app's Swift files at the pinned commit.
struct SourceCache {
  let directory: String

  static var defaultDirectory: String {
    let environment = ProcessInfo.processInfo.environment
    if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty { return cache + "/narrow-oss" }
    return NSHomeDirectory() + "/.cache/narrow-oss"
  }

  func checkout(of app: PinnedApp) -> String { directory + "/" + app.name }

  /// Where `git clone` finds an app: `{repository}` in the template becomes `owner/name`, and
  /// `{owner}` and `{name}` its parts, so a local mirror serves as well as GitHub.
  static func remote(for app: PinnedApp, template: String) -> String {
    let parts = app.repository.split(separator: "/", maxSplits: 1).map(String.init)
    return template.replacingOccurrences(of: "{repository}", with: app.repository)
      .replacingOccurrences(of: "{owner}", with: parts.first ?? "")
      .replacingOccurrences(of: "{name}", with: parts.count > 1 ? parts[1] : "")
  }

  /// What a checkout holds: the Swift files, and the files Narrow reads targets and deployment
  /// targets from. Large assets never come.
  static let checkedOutPatterns = ["*.swift", "Package.swift", "*.pbxproj", "*.xcconfig"]

  /// Clones the app (only `checkedOutPatterns`) and checks out its pinned commit. An existing
  /// checkout is moved to the commit, never cloned twice, and made to hold the same kinds of file.
  func fetch(_ app: PinnedApp, remoteTemplate: String) throws {
    let target = checkout(of: app)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let cloned = !FileManager.default.fileExists(atPath: target + "/.git")
    if cloned {
      try git(["clone", "--quiet", "--no-checkout", Self.remote(for: app, template: remoteTemplate), target], in: directory)
    }
    // Before the checkout, so a checkout made by an older oss-check gains the project files too.
    try git(["sparse-checkout", "set", "--no-cone"] + Self.checkedOutPatterns, in: target)
    // A fresh clone's HEAD may already name the commit with no file checked out yet.
    if cloned || (try? head(of: app)) != app.commit {
      if (try? git(["cat-file", "-e", app.commit + "^{commit}"], in: target)) == nil {
        try git(["fetch", "--quiet", "origin", app.commit], in: target)
      }
      try git(["checkout", "--quiet", "--detach", app.commit], in: target)
    }
  }

  /// The commit a checkout is at; a run refuses a checkout that is not at the pinned one.
  func head(of app: PinnedApp) throws -> String {
    let target = checkout(of: app)
    guard FileManager.default.fileExists(atPath: target + "/.git") else {
      throw CheckError("\(app.name) is not fetched into \(directory); run `oss-check fetch \(app.name)` first")
    }
    return try git(["rev-parse", "HEAD"], in: target).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @discardableResult
  private func git(_ arguments: [String], in directory: String) throws -> String {
    let errors = NSTemporaryDirectory() + "oss-check-git-\(getpid()).err"
    defer { unlink(errors) }
    let outcome = try ChildProcess.run("/usr/bin/env", ["git"] + arguments, in: directory, stderrPath: errors)
    guard outcome.exitStatus == 0 else {
      let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
      throw CheckError("git \(arguments.joined(separator: " ")) failed in \(directory): \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
    return String(decoding: outcome.stdout, as: UTF8.self)
  }
}
