import Foundation
import SwiftParser
import SwiftSyntax

/// Which module each scanned file belongs to, and whether each module was read whole.
///
/// Swift makes a module's types visible in another module's file only through an import, and a
/// declaration's uses may be anywhere in its module: both questions need the module of a file.
/// SwiftPM targets are read from `Package.swift` (`Sources/<Target>`, `Tests/<Target>` or `path:`);
/// a file in no target has an unknown module.
public struct ModuleMap: Sendable {
  private var moduleByPath: [String: String]
  private var complete: Set<String>

  public init(moduleByPath: [String: String] = [:], completeModules: Set<String> = []) {
    self.moduleByPath = moduleByPath
    self.complete = completeModules
  }

  /// The module of a file, by its display path; nil when unknown.
  public func module(of path: String) -> String? { moduleByPath[path] }

  /// Whether every Swift file of the module was read.
  func isComplete(_ module: String) -> Bool { complete.contains(module) }

  /// The map once these files turned out to be unreadable: their modules are no longer whole.
  public func missing(_ paths: [String]) -> ModuleMap {
    var copy = self
    for path in paths { if let module = moduleByPath[path] { copy.complete.remove(module) } }
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
      targets.append(PackageTarget(name: name, directory: directory, excluded: excluded))
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
