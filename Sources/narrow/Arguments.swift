import NarrowKit

/// The command line, parsed: no knowledge of what commands do with it.
struct Arguments {
  /// An output format: one of the kit's report formats, or one only a graph is drawn in.
  struct Format: Hashable {
    let name: String

    static let text = Format(name: TextReport.name)
    static let json = Format(name: JSONReport.name)
    static let markdown = Format(name: MarkdownReport.name)
    static let dot = Format(name: "dot")
    static let mermaid = Format(name: "mermaid")
    /// Every report format, the default first.
    static let reports = ReportFormats.all.map { Format(name: $0.name) }
    static let all = reports + [dot, mermaid]

    init?(_ name: String) {
      guard Self.all.contains(where: { $0.name == name }) else { return nil }
      self.name = name
    }

    private init(name: String) { self.name = name }
  }

  var command: String?
  var paths: [String] = []
  /// What the command reads: the paths given, else the current directory.
  var pathsOrCurrentDirectory: [String] { paths.isEmpty ? ["."] : paths }
  var transforms: [String] = []
  /// The transforms named, else every one.
  var transformsOrAll: [String] { transforms.isEmpty ? TransformCatalog.ids : transforms }
  var only: [String] = []
  var format = Format.text
  var reportFile: String?
  var jobs: Int?
  var allowDirty = false
  var verify: String?
  /// `--accept review|safe`; nil leaves it to the configuration.
  var accept: String?
  var debugChecks = false
  var exitCode = false
  var strict = false
  /// `report --html FILE`.
  var htmlFile: String?
  /// `instrument --views A,B`, `--hot`, `--remove`, `--diff`.
  var instrumentedViews: [String]?
  var instrumentHot = false
  var removeInstrumentation = false
  var instrumentDiff = false
  /// `--fail-on likely|possible|any`; nil leaves it to the configuration.
  var failOn: FailureThreshold?
  /// `scan --strict --allow-empty`: no Swift file to scan is no error.
  var allowEmpty = false
  /// `--effect possible|likely`; nil leaves it to the configuration.
  var effect: String?
  /// `scan --write-baseline FILE`, `scan --baseline FILE`.
  var writeBaseline: String?
  var baseline: String?
  /// `--color auto|always|never`.
  var color = Color.Choice.auto
  /// `--cache-path DIR` instead of the default location; `--no-cache` parses every file.
  var cachePath: String?
  var noCache = false
  /// `--config FILE`, instead of the nearest `.narrow.json`.
  var configFile: String?
  /// `--platform NAME`: read the `#if` branches a build for it takes; nil leaves it to the configuration.
  var platform: DeploymentTargets.Platform?
  var evidenceFiles: [String] = []
  /// `graph --view NAME --depth N`, `hot --view NAME`.
  var view: String?
  var graphDepth = 2
  /// `hot --limit N`: the busiest N events; 0 lists every one.
  var hotLimit = 10
  /// The transforms' declared settings given on the command line (`--large-fields 30`), by key path.
  var transformSettings: [String: Int] = [:]
  /// `--name TYPE`: the class a transform creates.
  var newTypeName: String?
  /// `--verbose` prints every detail and every skip; `--quiet` only the proposals; `scan --skipped` adds every skip.
  var verbose = false
  var quiet = false
  var skipped = false
  /// `--project-context`: read the package or project of each path; report only the paths.
  var projectContext = false
  var help = false
  var version = false
  /// Options given, to check they apply to the command and are not given twice.
  private(set) var given: [String] = []

  struct UsageError: Error {
    let message: String
  }

  static let commands = Command.all.map(\.name) + [Command.help]

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    func value(for option: String) throws -> String {
      guard let next = rest.popFirst(), !next.hasPrefix("--") else {
        throw UsageError(message: "\(option) needs a value")
      }
      return next
    }
    while let argument = rest.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if name.hasPrefix("-") && name != "--" && name != "-" { given.append(name == "-t" ? "--transform" : name == "-j" ? "--jobs" : name == "-h" ? "--help" : name) }
      if takeFlag(name) { continue }
      if try takeValue(name, { try inlineValue ?? value(for: name) }) { continue }
      if name == "--" {
        paths += rest
        rest = []
      } else {
        try takePositional(argument, named: name)
      }
    }
  }

  /// An option without a value; false when `name` is none.
  private mutating func takeFlag(_ name: String) -> Bool {
    switch name {
    case "-h", "--help": help = true
    case "--version": version = true
    case "--allow-dirty": allowDirty = true
    case "--debug-check": debugChecks = true
    case "--verbose": verbose = true
    case "--quiet": quiet = true
    case "--skipped": skipped = true
    case "--project-context": projectContext = true
    case "--exit-code": exitCode = true
    case "--strict": strict = true
    case "--allow-empty": allowEmpty = true
    case "--hot": instrumentHot = true
    case "--remove": removeInstrumentation = true
    case "--diff": instrumentDiff = true
    case "--no-cache": noCache = true
    default: return false
    }
    return true
  }

  /// An option with a value, checked as it is read; false when `name` is none.
  private mutating func takeValue(_ name: String, _ value: () throws -> String) throws -> Bool {
    switch name {
    case "-t", "--transform": transforms.append(try value())
    case "--only": only.append(try value())
    case "--format": format = try Self.choice(name, value(), Format.init, Wording.list(Format.all.map(\.name), "or"))
    case "--report": reportFile = try outputPath(name, value(), what: "the report", suffixes: Wording.list(ReportFormats.fileExtensions.map { "." + $0 }, "or"))
    case "-j", "--jobs": jobs = try positive("--jobs", value())
    case "--accept": accept = try Self.choice(name, value(), { ["review", "safe"].contains($0) ? $0 : nil }, "'review' or 'safe'")
    case "--verify": verify = try value()
    case "--views": instrumentedViews = try value().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    case "--html": htmlFile = try outputPath(name, value(), what: "the page", suffixes: ".html")
    case "--fail-on": failOn = try Self.choice(name, value(), FailureThreshold.init, FailureThreshold.names)
    case "--effect": effect = try Self.choice(name, value(), { ["possible", "likely"].contains($0) ? $0 : nil }, "'possible' or 'likely'")
    case "--evidence": evidenceFiles.append(try value())
    case "--config": configFile = try value()
    case "--platform":
      platform = try Self.choice(name, value(), DeploymentTargets.Platform.named,
        DeploymentTargets.Platform.allCases.map(\.rawValue).joined(separator: ", "))
    case "--cache-path": cachePath = try value()
    case "--color": color = try Self.choice(name, value(), Color.Choice.init, "auto, always or never")
    case "--write-baseline": writeBaseline = try outputPath(name, value(), what: "the baseline", suffixes: ".json")
    case "--baseline": baseline = try value()
    case "--view": view = try value()
    case "--depth": graphDepth = try Self.choice(name, value(), { Int($0).flatMap { $0 >= 0 ? $0 : nil } }, "a number")
    case "--limit": hotLimit = try Self.choice(name, value(), { Int($0).flatMap { $0 >= 0 ? $0 : nil } }, "a number")
    case let flag where Self.settingByFlag[flag] != nil:
      transformSettings[Self.settingByFlag[flag]!.keyPath] = try positive(name, value())
    case "--name":
      newTypeName = try Self.choice(name, value(), { raw in
        guard let first = raw.first, first.isLetter || first == "_", raw.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return raw
      }, "a type name")
    default: return false
    }
    return true
  }

  /// `--color always`: the value read as the option allows, or a usage error that says what it takes.
  private static func choice<Value>(_ option: String, _ raw: String, _ read: (String) -> Value?, _ allowed: String) throws -> Value {
    guard let value = read(raw) else { throw UsageError(message: "\(option) takes \(allowed), not '\(raw)'") }
    return value
  }

  /// The command, then its paths; anything else that looks like an option is unknown.
  private mutating func takePositional(_ argument: String, named name: String) throws {
    if argument.hasPrefix("-") && argument != "-" {
      throw UsageError(message: "unknown option '\(argument)'" + NearNames.suggestion(for: name, among: Command.everyOption))
    }
    if command != nil && argument.isEmpty {
      throw UsageError(message: "an empty path was given; name a file or directory, or give none to scan the current directory")
    }
    if command == nil {
      guard Self.commands.contains(argument) else {
        throw UsageError(message: "unknown command '\(argument)'" + NearNames.suggestion(for: argument, among: Self.commands)
          + "; commands: \(Self.commands.joined(separator: ", "))")
      }
      command = argument
    } else {
      paths.append(argument)
    }
  }

  private static let settingByFlag = Dictionary(uniqueKeysWithValues: TransformCatalog.settings.map { ($0.flag, $0) })

  /// A report or baseline is JSON or SARIF: a Swift path is source code it would overwrite.
  private func outputPath(_ option: String, _ path: String, what: String, suffixes: String) throws -> String {
    guard !OutputPaths.namesSwiftSource(path) else {
      throw UsageError(message: "\(option) \(path) names a Swift source file, which \(what) would overwrite; give a \(suffixes) path")
    }
    return path
  }

  private func positive(_ option: String, _ raw: String) throws -> Int {
    guard let number = Int(raw), number > 0 else { throw UsageError(message: "\(option) takes a positive number, not '\(raw)'") }
    return number
  }

  /// An option the command does not take, a format it does not print, or a single-valued option
  /// given twice, is a usage error.
  func checkOptionsApply() throws {
    guard let spec = Command.named(command) else { return }
    for option in given where !spec.options.contains(option) && option != "--help" && option != "--version" {
      throw UsageError(message: "\(option) does not apply to '\(spec.name)'; see 'narrow \(spec.name) --help'")
    }
    if given.contains("--format"), !spec.formats.contains(format) {
      throw UsageError(message: "\(spec.name) prints \(Wording.list(spec.formats.map(\.name), "or")), not '\(format.name)'")
    }
    if verbose && quiet { throw UsageError(message: "--verbose and --quiet cannot be given together") }
    var seen = Set<String>()
    for option in given where !Self.repeatable.contains(option) {
      guard seen.insert(option).inserted else { throw UsageError(message: "\(option) is given more than once") }
    }
  }

  private static let repeatable: Set<String> = ["--transform", "--only", "--evidence"]
}
