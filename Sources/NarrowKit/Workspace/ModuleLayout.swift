import Foundation
import SwiftParser
import SwiftSyntax

/// Which targets each scanned file belongs to, and whether each module was read whole.
///
/// Swift makes a module's types visible in another module's file only through an import, and a
/// declaration's uses may be anywhere in its module: both questions need the module of a file.
/// SwiftPM targets are read from `Package.swift` (`Sources/<Target>`, `Tests/<Target>` or `path:`),
/// Xcode targets from the `project.pbxproj` of the projects beside the scanned paths. A file may
/// belong to several targets (one shared by a phone app and a watch app); a file in no target has
/// an unknown module.
public struct ModuleMap: Sendable {
  /// A target that compiles a file.
  public struct Target: Sendable, Hashable {
    /// As the manifest or the project names it.
    var name: String
    /// The Swift module it builds: what an `import` names.
    var module: String
    /// A SwiftPM `testTarget`, or an Xcode unit-test or UI-test bundle.
    var isTest: Bool
    /// The platforms it builds for; nil when not known or not restricted (a SwiftPM target builds
    /// for whatever it is built on: `platforms:` only sets the oldest versions).
    var platforms: Set<DeploymentTargets.Platform>?

    init(name: String, module: String? = nil, isTest: Bool = false, platforms: Set<DeploymentTargets.Platform>? = nil) {
      self.name = name
      self.module = module ?? name
      self.isTest = isTest
      self.platforms = platforms
    }

    /// App targets first, then by name; the rest only makes the order total.
    fileprivate var order: [String] {
      let platformNames = platforms.map { found in found.map(\.rawValue).sorted().joined(separator: ",") } ?? "?"
      return [isTest ? "1" : "0", name, module, platformNames]
    }
  }

  /// By display path, app targets before test targets, then by name.
  private var targetsByPath: [String: [Target]]
  private var complete: Set<String>
  /// The directories named to scan, as display paths (`""` for the current one).
  private var scannedDirectories: [String]

  /// `scannedDirectories`: a test folder counts only below them. The folders above what was named
  /// say nothing of the code: an app kept under `IntegrationTests/` is no test.
  public init(targetsByPath: [String: [Target]] = [:], completeModules: Set<String> = [], scannedDirectories: [String] = []) {
    self.targetsByPath = targetsByPath.mapValues { targets in
      Array(Set(targets)).sorted { (first: Target, second: Target) in first.order.lexicographicallyPrecedes(second.order) }
    }
    self.complete = completeModules
    self.scannedDirectories = scannedDirectories
  }

  /// One app target per file, named by its module.
  init(moduleByPath: [String: String], completeModules: Set<String> = []) {
    self.init(targetsByPath: moduleByPath.mapValues { [Target(name: $0)] }, completeModules: completeModules)
  }

  /// The module of a file, by its display path; nil when unknown. For a file in several targets,
  /// that of the first of `targets(of:)`, so the answer is the same on every run.
  func module(of path: String) -> String? { targetsByPath[path]?.first?.module }

  /// Every target that compiles the file: app targets first, then test targets, each by name.
  func targets(of path: String) -> [Target] { targetsByPath[path] ?? [] }

  /// Whether the file is test code, which runs when the tests do and never in the app: every
  /// target holding it is a test target; in no known target, it sits in a folder named `…Tests`
  /// below the directory scanned, or is named `…Tests.swift`.
  func isTestCode(_ path: String) -> Bool {
    guard let targets = targetsByPath[path], !targets.isEmpty else {
      let root = scannedDirectories.filter { $0.isEmpty || path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
      return SourceFile.isTestCode(root.map { $0.isEmpty ? path : String(path.dropFirst($0.count + 1)) } ?? path)
    }
    return targets.allSatisfy(\.isTest)
  }

  /// The platforms the file is compiled for, over all its targets; nil when one of them does not
  /// say (or the file is in no known target).
  func platforms(of path: String) -> Set<DeploymentTargets.Platform>? {
    guard let targets = targetsByPath[path], !targets.isEmpty else { return nil }
    var found: Set<DeploymentTargets.Platform> = []
    for target in targets {
      guard let platforms = target.platforms else { return nil }
      found.formUnion(platforms)
    }
    return found
  }

  /// What the map says of one file, in a line: its targets, in order.
  func summary(ofFile path: String) -> String {
    targets(of: path).map { $0.order.joined(separator: " ") }.joined(separator: "; ")
  }

  /// What it says of every file alike: the modules read whole and the folders named.
  var sharedSummary: [String] { complete.sorted() + ["named: " + scannedDirectories.joined(separator: ", ")] }

  /// Whether every Swift file of the module was read.
  func isComplete(_ module: String) -> Bool { complete.contains(module) }

  /// The map once these files turned out to be unreadable: their modules are no longer whole.
  func missing(_ paths: [String]) -> ModuleMap {
    var copy = self
    for path in paths {
      for target in targetsByPath[path] ?? [] { copy.complete.remove(target.module) }
    }
    return copy
  }
}

/// A SwiftPM target: its name and the directory holding its sources.
struct PackageTarget: Sendable, Hashable {
  let name: String
  /// Absolute and standardized.
  let directory: String
  /// `exclude:` paths, absolute: files under them are not part of the target.
  var excluded: [String] = []
  /// A `testTarget`.
  var isTest = false

  func contains(_ file: String) -> Bool {
    file.hasPrefix(directory + "/") && !excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
  }
}

/// Finds the targets of the packages that hold scanned files.
struct PackageLayout {
  private var targetsByManifest: [String: [PackageTarget]] = [:]
  /// The nearest directory holding a `Package.swift`, by directory (nil: none above it).
  private var packageRootByDirectory: [String: String?] = [:]

  /// The target whose directory holds `file` (an absolute path), in the nearest package above it.
  mutating func target(of file: String) -> PackageTarget? {
    guard let root = packageRoot(of: file) else { return nil }
    return targets(declaredIn: root + "/Package.swift", root: root).first { $0.contains(file) }
  }

  /// The directory of the nearest `Package.swift` above `file`.
  mutating func packageRoot(of file: String) -> String? {
    packageRoot(above: (file as NSString).deletingLastPathComponent)
  }

  private mutating func packageRoot(above directory: String) -> String? {
    if let known = packageRootByDirectory[directory] { return known }
    let found: String?
    if directory == "/" || directory.isEmpty {
      found = nil
    } else if FileManager.default.fileExists(atPath: directory + "/Package.swift") {
      found = directory
    } else {
      found = packageRoot(above: (directory as NSString).deletingLastPathComponent)
    }
    packageRootByDirectory[directory] = found
    return found
  }

  private mutating func targets(declaredIn manifest: String, root: String) -> [PackageTarget] {
    if let known = targetsByManifest[manifest] { return known }
    let text = (try? String(contentsOfFile: manifest, encoding: .utf8)) ?? ""
    let found = Self.targets(inManifest: text, root: root)
    targetsByManifest[manifest] = found
    return found
  }

  /// `.target(name: "App", path: "Sources/App")` and its kin, read from the manifest's syntax.
  /// Targets built by code the manifest runs (loops, variables for names) are not found.
  static func targets(inManifest text: String, root: String) -> [PackageTarget] {
    let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]
    var targets: [PackageTarget] = []
    for node in Parser.parse(source: text).preorder {
      guard let call = node.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
        kinds.contains(callee.declName.baseName.text),
        let name = stringArgument("name", of: call)
      else { continue }
      let isTest = callee.declName.baseName.text == "testTarget"
      let relative = stringArgument("path", of: call) ?? ((isTest ? "Tests/" : "Sources/") + name)
      let directory = URL(fileURLWithPath: root).appendingPathComponent(relative).standardizedFileURL.path
      let excluded = stringArrayArgument("exclude", of: call).map {
        URL(fileURLWithPath: directory).appendingPathComponent($0).standardizedFileURL.path
      }
      targets.append(PackageTarget(name: name, directory: directory, excluded: excluded, isTest: isTest))
    }
    return targets
  }

  private static func stringArgument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
    call.arguments.first(where: { $0.label?.text == label }).flatMap { plainString($0.expression) }
  }

  private static func stringArrayArgument(_ label: String, of call: FunctionCallExprSyntax) -> [String] {
    guard let array = call.arguments.first(where: { $0.label?.text == label })?.expression.as(ArrayExprSyntax.self) else { return [] }
    return array.elements.compactMap { plainString($0.expression) }
  }

  private static func plainString(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return segment.content.text
  }
}
