import SwiftParser
import SwiftSyntax

/// What one build makes of `#if` conditions: the platform it is for, and nothing else.
///
/// A condition is true, false or unknown. `os(…)`, `canImport(…)` of the system's own frameworks,
/// `targetEnvironment(macCatalyst)`, `swift(>=…)` and `compiler(>=…)` are known once the platform
/// is; `DEBUG` and other flags a build passes, `arch(…)`, `targetEnvironment(simulator)` and modules
/// of packages are not, and a branch whose condition is unknown is kept.
struct BuildConfiguration: Sendable, Hashable {
  typealias Platform = DeploymentTargets.Platform

  /// Nil when no platform is known: every branch is read.
  let platform: Platform?

  init(platform: Platform?) {
    self.platform = platform
  }

  enum Truth: Sendable, Hashable {
    case yes, no, unknown

    static prefix func ! (truth: Truth) -> Truth {
      switch truth {
      case .yes: .no
      case .no: .yes
      case .unknown: .unknown
      }
    }

    static func && (lhs: Truth, rhs: Truth) -> Truth {
      if lhs == .no || rhs == .no { return .no }
      return lhs == .yes && rhs == .yes ? .yes : .unknown
    }

    static func || (lhs: Truth, rhs: Truth) -> Truth { !(!lhs && !rhs) }
  }

  /// A condition as written after `#if` or `#elseif`.
  func truth(ofCondition text: String) -> Truth {
    guard platform != nil else { return .unknown }
    let tree = Parser.parse(source: "#if \(text)\n#endif\n")
    guard !tree.hasError, let condition = tree.statements.first?.item.as(IfConfigDeclSyntax.self)?.clauses.first?.condition else {
      return .unknown
    }
    return truth(of: condition)
  }

  private func truth(of expression: ExprSyntax) -> Truth {
    if let negation = expression.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
      return !truth(of: negation.expression)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return truth(of: only.expression)
    }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true) ? .yes : .no
    }
    if let sequence = expression.as(SequenceExprSyntax.self) { return truth(of: Array(sequence.elements)) }
    if let infix = expression.as(InfixOperatorExprSyntax.self) {
      return truth(of: [infix.leftOperand, infix.operator, infix.rightOperand])
    }
    guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let test = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let argument = call.arguments.first?.expression
    else { return .unknown }
    return truth(ofTest: test, argument.trimmedDescription)
  }

  /// `a && b || c`: `&&` binds tighter than `||`, the only operators a condition may use.
  private func truth(of sequence: [ExprSyntax]) -> Truth {
    var any = Truth.no
    var all = Truth.yes
    for (index, element) in sequence.enumerated() {
      guard index % 2 == 1 else {
        all = all && truth(of: element)
        continue
      }
      switch element.as(BinaryOperatorExprSyntax.self)?.operator.text {
      case "&&": continue
      case "||":
        any = any || all
        all = .yes
      default: return .unknown
      }
    }
    return any || all
  }

  private func truth(ofTest test: String, _ argument: String) -> Truth {
    guard let platform else { return .unknown }
    switch test {
    case "os": return Self.osNames[platform]!.contains(argument) ? .yes : .no
    case "canImport": return Self.canImport(String(argument.prefix { $0 != "." && $0 != "," }), on: platform)
    // A build for one of the platforms is no Mac Catalyst build; a simulator build may be either.
    case "targetEnvironment": return argument == "macCatalyst" ? .no : .unknown
    // The code builds with a current compiler: a version it must reach, it reaches.
    case "swift", "compiler":
      if argument.hasPrefix(">=") { return .yes }
      return argument.hasPrefix("<") ? .no : .unknown
    default: return .unknown
    }
  }

  /// The names `os(…)` accepts for each platform.
  private static let osNames: [Platform: Set<String>] = [
    .iOS: ["iOS"], .macOS: ["macOS", "OSX"], .tvOS: ["tvOS"], .watchOS: ["watchOS"], .visionOS: ["visionOS", "xrOS"],
  ]

  /// Modules of the system that some platforms have and others lack.
  private static let systemModules: [String: Set<Platform>] = [
    "UIKit": [.iOS, .tvOS, .visionOS],
    "AppKit": [.macOS], "Cocoa": [.macOS],
    "WatchKit": [.iOS, .watchOS], "WatchConnectivity": [.iOS, .watchOS],
    // Linux's C libraries.
    "Glibc": [], "Musl": [],
  ]

  /// Modules every one of the platforms has.
  private static let everywhere: Set<String> = [
    "Foundation", "SwiftUI", "Combine", "Observation", "Darwin", "Dispatch", "os", "CoreData", "SwiftData",
    "CoreGraphics", "CoreFoundation", "ObjectiveC", "UniformTypeIdentifiers",
  ]

  private static func canImport(_ module: String, on platform: Platform) -> Truth {
    if everywhere.contains(module) { return .yes }
    // A module of a package, or one Narrow has no table for.
    guard let platforms = systemModules[module] else { return .unknown }
    return platforms.contains(platform) ? .yes : .no
  }
}

extension DeploymentTargets.Platform {
  /// `iOS`, or `ios` as a person may type it; `xrOS`, visionOS's other name.
  public static func named(_ text: String) -> Self? {
    allCases.first { $0.rawValue.lowercased() == text.lowercased() } ?? (text.lowercased() == "xros" ? .visionOS : nil)
  }
}

/// The build configuration of each file: the platform the setting names (`--platform`, or the
/// configuration file's `platform`), unless the file's own target builds for one platform only.
public struct BuildConfigurations: Sendable, Hashable {
  /// Nil when none is set: every branch is read.
  var platform: DeploymentTargets.Platform?
  /// Files whose target builds for one platform, by display path.
  var platformByFile: [String: DeploymentTargets.Platform]

  public init(platform: DeploymentTargets.Platform? = nil, platformByFile: [String: DeploymentTargets.Platform] = [:]) {
    self.platform = platform
    self.platformByFile = platformByFile
  }

  /// A file is read as its target builds it when every target holding it builds for one platform
  /// (a watch app's file, under `#if os(watchOS)`); otherwise as the setting says.
  init(platform: DeploymentTargets.Platform?, files: [String], modules: ModuleMap) {
    var byFile: [String: DeploymentTargets.Platform] = [:]
    for path in files {
      if let platforms = modules.platforms(of: path), platforms.count == 1 { byFile[path] = platforms.first }
    }
    self.init(platform: platform, platformByFile: byFile)
  }

  func configuration(forFile path: String) -> BuildConfiguration {
    BuildConfiguration(platform: platformByFile[path] ?? platform)
  }

  /// How the report says which branches were read.
  var summary: String {
    let others = platform.map { "\($0.rawValue): the #if branches a build for \($0.rawValue) takes (DEBUG and other custom flags keep every branch)" }
      ?? "every #if branch (no platform set)"
    guard !platformByFile.isEmpty else { return others }
    let named = Set(platformByFile.values).sorted().map(\.rawValue).joined(separator: ", ")
    return "each file's target platform (\(named)); other files: \(others)"
  }
}
