import Foundation

/// `.narrow.json`: what a codebase asks of Narrow by default. Found like `.swift-format`, in the
/// directory of each scanned path or the nearest one above it; options on the command line win.
///
/// Every key is checked: an unknown key, a key given twice, a value of the wrong type or an
/// unreadable file is an error that names the file and the key path, never a silently ignored
/// setting.
public struct Configuration: Sendable, Equatable {
  public static let fileName = ".narrow.json"

  /// Where the configuration was read from; nil when there is none.
  public var file: String?
  /// The transforms `scan` runs when no `-t` is given.
  public var transforms: [String]?
  /// The transforms' settings the file gives, by key path (`large-value.fields`).
  public var settings: [String: Int] = [:]
  /// Globs with `.narrowignore`'s syntax, added to the `.narrowignore` files.
  public var exclude: [String] = []
  /// `accept: "review"` writes review proposals too.
  public var acceptReview: Bool?
  /// `effect: "possible"` also writes proposals whose effect is only possible.
  public var effectPossible: Bool?
  /// Evidence logs, as resolved absolute paths inside the file's directory (the file names them
  /// relative to itself).
  public var evidence: [String] = []
  /// Overrides what the packages and projects declare: `{"iOS": "17.0"}`.
  public var deploymentTarget: DeploymentTargets.Declared?
  /// `platform: "iOS"`: read the `#if` branches a build for it takes.
  public var platform: DeploymentTargets.Platform?
  /// `failOn: "possible"`: which findings fail `scan --strict`.
  public var failOn: FailureThreshold?

  public init() {}

  struct Failure: Error, CustomStringConvertible, Equatable {
    let file: String
    /// `large-value.fields`; empty for the file as a whole.
    let keyPath: String
    let message: String
    /// Where in the file, when the fault is at one place in it.
    var line: Int? = nil
    var column: Int? = nil

    var description: String {
      let place = line.map { ":\($0):\(column ?? 1)" } ?? ""
      return keyPath.isEmpty ? "\(file)\(place): \(message)" : "\(file)\(place): \(keyPath): \(message)"
    }
  }

  /// The nearest configuration of each path; all paths must share one.
  public static func find(for paths: [String], in currentDirectory: String) throws -> String? {
    let found = Set(paths.map { nearest(above: Workspace.absolute($0, in: currentDirectory)) })
    guard found.count <= 1 else {
      let names = found.map { $0 ?? "none" }.sorted().joined(separator: ", ")
      throw Failure(file: names, keyPath: "", message: "the paths given have different configurations; name one with --config FILE")
    }
    return found.first ?? nil
  }

  private static func nearest(above path: String) -> String? {
    var isDirectory: ObjCBool = false
    var directory = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
      ? path : (path as NSString).deletingLastPathComponent
    while true {
      let candidate = directory + "/" + fileName
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = (directory as NSString).deletingLastPathComponent
      if parent == directory || directory.isEmpty { return nil }
      directory = parent
    }
  }

  /// Reads and checks a configuration file; `shown` is how errors name it.
  public static func load(_ path: String, shown: String) throws -> Configuration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(file: shown, keyPath: "", message: "cannot be read")
    }
    let object: Any
    let bytes = [UInt8](data)
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      let place = JSONPositions.ofError(error, in: bytes)
      throw Failure(file: shown, keyPath: "", message: "is not valid JSON", line: place?.line, column: place?.column)
    }
    guard let top = object as? [String: Any] else { throw Failure(file: shown, keyPath: "", message: "must hold a JSON object", line: 1, column: 1) }
    let keys = JSONPositions.keys(in: bytes)
    if let duplicate = keys.duplicate {
      throw Failure(file: shown, keyPath: duplicate.path,
        message: "is given twice (first at \(duplicate.first.line):\(duplicate.first.column)); keep one",
        line: duplicate.again.line, column: duplicate.again.column)
    }
    var reader = KeyReader(file: shown, base: (path as NSString).deletingLastPathComponent, positions: keys.positions)
    return try reader.configuration(top, file: shown)
  }
}

/// Checks each key of the JSON object as it reads it.
private struct KeyReader {
  let file: String
  let base: String
  let positions: [String: JSONPositions.Position]

  func fail(_ key: String, _ message: String) -> Configuration.Failure {
    let place = positions[key]
    return Configuration.Failure(file: file, keyPath: key, message: message, line: place?.line, column: place?.column)
  }

  /// The transforms that take settings, `parse` and `model`: each has an object of its own, keyed by its id.
  static let settingsByTransform = Dictionary(grouping: TransformCatalog.settings, by: \.transform)
  static let keys = ["transforms"]
    + (TransformCatalog.ids + [TransformCatalog.maximumFileBytes.transform, TransformCatalog.rowsOnScreen.transform])
      .filter { settingsByTransform[$0] != nil }
    + ["exclude", "accept", "effect", "failOn", "evidence", "deploymentTarget", "platform"]

  mutating func configuration(_ top: [String: Any], file: String) throws -> Configuration {
    var configuration = Configuration()
    configuration.file = file
    for (key, value) in top.sorted(by: { $0.key < $1.key }) {
      switch key {
      case "transforms":
        let ids = try strings(value, key)
        if let unknown = ids.first(where: { TransformCatalog.transform(id: $0) == nil }) {
          throw fail("transforms", "unknown transform '\(unknown)'" + NearNames.suggestion(for: unknown, among: TransformCatalog.ids)
            + "; valid ids: \(TransformCatalog.ids.joined(separator: ", "))")
        }
        // An empty list would make scan run nothing and pass: that is never what a file means.
        guard !ids.isEmpty else { throw fail("transforms", "names no transform; list at least one, or remove the key to run them all") }
        configuration.transforms = ids
      case let id where Self.settingsByTransform[id] != nil:
        let settings = Self.settingsByTransform[id]!
        let options = try object(value, key, keys: Set(settings.map(\.key)))
        for setting in settings {
          if let given = options[setting.key] { configuration.settings[setting.keyPath] = try positive(given, setting.keyPath) }
        }
      case "exclude": configuration.exclude = try strings(value, key)
      case "accept":
        guard let text = value as? String, ["review", "safe"].contains(text) else { throw fail(key, "must be \"safe\" or \"review\"") }
        configuration.acceptReview = text == "review"
      case "effect":
        guard let text = value as? String, ["likely", "possible"].contains(text) else { throw fail(key, "must be \"likely\" or \"possible\"") }
        configuration.effectPossible = text == "possible"
      case "failOn":
        guard let text = value as? String, let threshold = FailureThreshold(rawValue: text) else {
          throw fail(key, "must be one of \(FailureThreshold.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
        }
        configuration.failOn = threshold
      case "evidence":
        configuration.evidence = try strings(value, key).map(evidenceInsideTheProject)
      case "deploymentTarget":
        let platforms = DeploymentTargets.Platform.allCases.map(\.rawValue)
        let options = try object(value, key, keys: Set(platforms))
        var versions: [DeploymentTargets.Platform: [Int]] = [:]
        for (name, raw) in options {
          let version = (raw as? String)?.split(separator: ".").map { Int($0) }
          guard let version, !version.isEmpty, version.allSatisfy({ $0 != nil }) else {
            throw fail("deploymentTarget.\(name)", "must be a version such as \"17.0\"")
          }
          versions[DeploymentTargets.Platform(rawValue: name)!] = version.compactMap { $0 }
        }
        configuration.deploymentTarget = DeploymentTargets.Declared(versions: versions, source: "\(file) deploymentTarget")
      case "platform":
        let names = DeploymentTargets.Platform.allCases.map(\.rawValue)
        guard let text = value as? String, let platform = DeploymentTargets.Platform.named(text) else {
          throw fail(key, "must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        configuration.platform = platform
      default:
        throw fail(key, "unknown key" + NearNames.suggestion(for: key, among: Self.keys) + "; keys: \(Self.keys.joined(separator: ", "))")
      }
    }
    return configuration
  }

  /// A log the file names, resolved: it must lie inside the file's directory once symbolic links
  /// are resolved on both sides. A repository's configuration is written by whoever wrote the
  /// repository, and a CI run must not read the runner's own files for it (`../../.git-credentials`,
  /// `/proc/self/environ`); a log elsewhere is given on the command line. The resolved path is what
  /// is read, so that a link changed afterwards cannot lead elsewhere.
  private func evidenceInsideTheProject(_ given: String) throws -> String {
    let root = try resolved(base, naming: given)
    let log = try resolved(given.hasPrefix("/") ? given : base + "/" + given, naming: given)
    guard RealPath.isInside(log, root) else {
      throw fail("evidence", "'\(given)' is outside the directory of \(file) (it resolves to \(log)); "
        + "a configuration names logs inside its project, and --evidence FILE names any other")
    }
    return log
  }

  /// The path with every symbolic link, `.` and `..` resolved.
  private func resolved(_ path: String, naming given: String) throws -> String {
    guard let resolved = RealPath.of(path) else {
      throw fail("evidence", "'\(given)' cannot be resolved: \(String(cString: strerror(errno)))")
    }
    return resolved
  }

  private func strings(_ value: Any, _ key: String) throws -> [String] {
    guard let list = value as? [Any], let texts = list as? [String], texts.count == list.count else {
      throw fail(key, "must be a list of strings")
    }
    return texts
  }

  private func object(_ value: Any, _ key: String, keys: Set<String>) throws -> [String: Any] {
    guard let options = value as? [String: Any] else { throw fail(key, "must be an object") }
    if let unknown = options.keys.sorted().first(where: { !keys.contains($0) }) {
      throw fail("\(key).\(unknown)", "unknown key" + NearNames.suggestion(for: unknown, among: keys) + "; keys: \(keys.sorted().joined(separator: ", "))")
    }
    return options
  }

  private func positive(_ value: Any, _ key: String) throws -> Int {
    // JSON numbers arrive as NSNumber, which would read `true` as 1: booleans are no number here.
    guard !(value is Bool), let number = value as? Int, number > 0 else { throw fail(key, "must be a positive whole number") }
    return number
  }
}
