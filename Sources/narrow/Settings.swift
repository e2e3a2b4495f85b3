import Foundation
import NarrowKit

/// A setting's value and where it came from: the command line, a configuration file, or Narrow's default.
struct Setting<Value> {
  let value: Value
  let source: String
}

/// The command line over the nearest `.narrow.json` (or `--config FILE`) over Narrow's defaults.
struct Settings {
  let configuration: Configuration
  /// The configuration file read, absolute; nil when there is none.
  let configurationFile: String?
  let transforms: Setting<[String]>
  let acceptReview: Setting<Bool>
  let effectPossible: Setting<Bool>
  let failOn: Setting<FailureThreshold>
  let evidence: Setting<[String]>
  /// The platform whose `#if` branches are read; nil reads every branch.
  let platform: Setting<DeploymentTargets.Platform>?
  /// Each transform's declared settings, in catalogue order.
  let transformSettings: [(declaration: TransformSetting, setting: Setting<Int>)]

  init(_ arguments: Arguments, paths: [String]) throws {
    let directory = FileManager.default.currentDirectoryPath
    let file: String?
    if let given = arguments.configFile {
      file = given.hasPrefix("/") ? given : directory + "/" + given
    } else {
      file = try Configuration.find(for: paths, in: directory)
    }
    configurationFile = file
    configuration = try file.map { try Configuration.load($0, shown: Workspace.displayPath($0, relativeTo: directory)) } ?? Configuration()
    let origin = configuration.file ?? ""
    func pick<Value>(_ given: Value?, _ configured: Value?, _ fallback: Value) -> Setting<Value> {
      if let given { return Setting(value: given, source: "command line") }
      if let configured { return Setting(value: configured, source: origin) }
      return Setting(value: fallback, source: "default")
    }
    transforms = pick(arguments.transforms.isEmpty ? nil : arguments.transforms, configuration.transforms, TransformCatalog.ids)
    acceptReview = pick(arguments.accept.map { $0 == "review" }, configuration.acceptReview, false)
    effectPossible = pick(arguments.effect.map { $0 == "possible" }, configuration.effectPossible, false)
    failOn = pick(arguments.failOn, configuration.failOn, .default)
    evidence = pick(arguments.evidenceFiles.isEmpty ? nil : arguments.evidenceFiles,
      configuration.evidence.isEmpty ? nil : configuration.evidence, [])
    platform = arguments.platform.map { Setting(value: $0, source: "command line") }
      ?? configuration.platform.map { Setting(value: $0, source: origin) }
    let configured = configuration.settings
    var declared: [(declaration: TransformSetting, setting: Setting<Int>)] = []
    for declaration in TransformCatalog.settings {
      declared.append((declaration, pick(arguments.transformSettings[declaration.keyPath], configured[declaration.keyPath], declaration.defaultValue)))
    }
    transformSettings = declared
  }

  /// The values a run's transforms take.
  var transformSettingValues: TransformSettingValues {
    TransformSettingValues(Dictionary(uniqueKeysWithValues: transformSettings.map { ($0.declaration.keyPath, $0.setting.value) }))
  }

  /// `narrow config`: every setting with its value and where it came from.
  var lines: [String] {
    let origin = configuration.file ?? "default"
    var lines = ["configuration: \(configuration.file ?? "none (no \(Configuration.fileName) here or above)")"]
    func add<Value>(_ name: String, _ setting: Setting<Value>, _ text: (Value) -> String) {
      lines.append("\(name): \(text(setting.value))  (\(setting.source))")
    }
    add("transforms (scan)", transforms) { $0.joined(separator: ", ") }
    add("accept", acceptReview) { $0 ? "review" : "safe" }
    add("effect", effectPossible) { $0 ? "possible" : "likely" }
    add("failOn (scan --strict)", failOn) { $0.rawValue }
    add("evidence", evidence) { $0.isEmpty ? "none" : $0.joined(separator: ", ") }
    lines.append("platform: " + (platform.map { "\($0.value.rawValue)  (\($0.source))" } ?? "none: every #if branch is read  (default)"))
    for (declaration, setting) in transformSettings { add(declaration.keyPath, setting) { "\($0)" } }
    lines.append("exclude: \(configuration.exclude.isEmpty ? "none" : configuration.exclude.joined(separator: ", "))  (\(configuration.exclude.isEmpty ? "default" : origin))")
    let target = configuration.deploymentTarget.map { declared in
      declared.versions.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value.map(String.init).joined(separator: "."))" }.joined(separator: ", ")
    }
    lines.append("deploymentTarget: \(target ?? "read from Package.swift, Xcode projects and .xcconfig files")  (\(target == nil ? "default" : origin))")
    return lines
  }
}
