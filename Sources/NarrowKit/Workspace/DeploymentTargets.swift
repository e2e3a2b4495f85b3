import Foundation
import SwiftParser
import SwiftSyntax

/// The oldest system versions the scanned code must run on, read from the package manifests that
/// hold its files and from the Xcode projects beside it (with their `.xcconfig` files); where none
/// says it, the lowest the code itself allows, from APIs it uses outside any availability check.
///
/// A transform that writes a new `@Observable` class asks it whether Observation is available
/// everywhere the class would land.
public struct DeploymentTargets: Sendable, Hashable {
  public enum Platform: String, Sendable, Hashable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// Where Observation (and so `@Observable`) first shipped.
    var observationMinimum: [Int] {
      switch self {
      case .iOS, .tvOS: return [17]
      case .macOS: return [14]
      case .watchOS: return [10]
      case .visionOS: return [1]
      }
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// The versions one manifest, project or build-settings file declares, and where.
  public struct Declared: Sendable, Hashable {
    public var versions: [Platform: [Int]]
    /// `Package.swift`, `App.xcodeproj/project.pbxproj`, `Config/Base.xcconfig`.
    var source: String
    /// Settings of the right name that were not read, as written: a value with a condition
    /// (`[sdk=iphoneos*]`) or a variable (`$(inherited)`); and `#include`s not followed.
    var unread: [String] = []
  }

  /// The lowest versions code allows because it uses `api` outside any availability check.
  struct Inferred: Sendable, Hashable {
    var versions: [Platform: [Int]]
    /// `SwiftData's @Model`.
    var api: String
    /// `Models/Item.swift:3:1`.
    var place: String

    /// What a report says of it.
    var reason: String {
      "no manifest or project declares a deployment target; the code uses \(api) outside any availability check at \(place), so it targets \(DeploymentTargets.phrase(versions)) or later"
    }
  }

  /// Files of a package, by display path, and what their package declares.
  private var packageOfFile: [String: Declared]
  /// Xcode projects found with the scanned paths, and their build-settings files; they hold every
  /// file no package claims.
  private var projects: [Declared]
  /// For the files nothing declares for: each lowest bound the code sets, with the first use that sets it.
  private(set) var inferred: [Inferred] = []

  init(packageOfFile: [String: Declared] = [:], projects: [Declared] = []) {
    self.packageOfFile = packageOfFile
    self.projects = projects
  }

  public static let unknown = DeploymentTargets()

  /// Each declaration read, once: `App.xcodeproj/project.pbxproj: iOS 16.0, macOS 13.0`; then
  /// what the code implies where nothing declares.
  var summaries: [String] {
    let declared = Set(packageOfFile.values).union(projects).map { declared in
      let versions = declared.versions.isEmpty ? "none declared" : Self.phrase(declared.versions)
      let unread = declared.unread.isEmpty
        ? "" : " (plain values only; not read: \(declared.unread.joined(separator: "; ")))"
      return "\(declared.source): \(versions)\(unread)"
    }.sorted()
    return declared + inferred.map(\.reason)
  }

  /// Whether a manifest or project says what `path` is built for.
  func isDeclared(forFile path: String) -> Bool {
    packageOfFile[path] != nil || !projects.isEmpty
  }

  /// These targets, with the lowest bounds the code sets for the files nothing declares for.
  func with(inferred: [Inferred]) -> DeploymentTargets {
    var targets = self
    targets.inferred = inferred
    return targets
  }

  /// `iOS 16.0, macOS 13.0`.
  static func phrase(_ versions: [Platform: [Int]]) -> String {
    versions.sorted { $0.key < $1.key }
      .map { "\($0.key.rawValue) \($0.value.map(String.init).joined(separator: "."))" }
      .joined(separator: ", ")
  }

  /// What a configuration's `deploymentTarget` says, for every file, in place of what was found.
  static func overridden(by declared: Declared) -> DeploymentTargets {
    DeploymentTargets(projects: [declared])
  }

  enum ObservationSupport: Sendable, Hashable {
    case available
    /// Below the first version with Observation, as declared here.
    case tooOld(String)
    case unknown
  }

  /// Whether every target the file may be built for has Observation. Where nothing declares, the
  /// code's own lower bounds count, when they reach Observation on every platform.
  func observationSupport(forFile path: String) -> ObservationSupport {
    let declared = packageOfFile[path].map { [$0] } ?? projects
    guard !declared.isEmpty else {
      let reachesObservation = Platform.allCases.allSatisfy { platform in
        inferred.contains { $0.versions[platform].map { !$0.lexicographicallyPrecedes(platform.observationMinimum) } ?? false }
      }
      return reachesObservation ? .available : .unknown
    }
    for found in declared {
      for (platform, version) in found.versions.sorted(by: { $0.key < $1.key })
      where version.lexicographicallyPrecedes(platform.observationMinimum) {
        let written = version.map(String.init).joined(separator: ".")
        let needed = platform.observationMinimum.map(String.init).joined(separator: ".")
        return .tooOld("\(found.source) targets \(platform.rawValue) \(written), and @Observable needs \(platform.rawValue) \(needed)")
      }
    }
    return .available
  }

  /// `platforms: [.iOS(.v16), .macOS("13.3")]` in a manifest. A manifest without `platforms:`
  /// builds for SwiftPM's oldest defaults, which predate Observation everywhere.
  static func declared(inManifest text: String, source: String) -> Declared {
    var versions: [Platform: [Int]] = [:]
    var sawPlatforms = false
    for node in Parser.parse(source: text).preorder {
      guard let argument = node.as(LabeledExprSyntax.self), argument.label?.text == "platforms",
        let list = argument.expression.as(ArrayExprSyntax.self)
      else { continue }
      sawPlatforms = true
      for element in list.elements {
        guard let call = element.expression.as(FunctionCallExprSyntax.self),
          let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
          let platform = Platform(rawValue: name), let value = call.arguments.first?.expression,
          let version = version(of: value)
        else { continue }
        versions[platform] = version
      }
    }
    if !sawPlatforms {
      versions = [.iOS: [12], .macOS: [10, 13], .tvOS: [12], .watchOS: [4]]
    }
    return Declared(versions: versions, source: source)
  }

  /// The Xcode build settings that hold each platform's deployment target.
  static let buildSettings: [String: Platform] = [
    "IPHONEOS_DEPLOYMENT_TARGET": .iOS, "MACOSX_DEPLOYMENT_TARGET": .macOS, "TVOS_DEPLOYMENT_TARGET": .tvOS,
    "WATCHOS_DEPLOYMENT_TARGET": .watchOS, "XROS_DEPLOYMENT_TARGET": .visionOS,
  ]

  /// `IPHONEOS_DEPLOYMENT_TARGET = 16.0;` and its kin in a `project.pbxproj`; the lowest of each
  /// platform, since every target of the project may hold a rewritten file.
  static func declared(inXcodeProject text: String, source: String) -> Declared {
    var versions: [Platform: [Int]] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, let platform = buildSettings[parts[0]] else { continue }
      let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\";"))
      let version = value.split(separator: ".").compactMap { Int($0) }
      guard !version.isEmpty else { continue }
      if let known = versions[platform], known.lexicographicallyPrecedes(version) { continue }
      versions[platform] = version
    }
    return Declared(versions: versions, source: source)
  }

  /// `.v16`, `.v10_15`, `"16.4"`.
  private static func version(of expression: ExprSyntax) -> [Int]? {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard name.hasPrefix("v") else { return nil }
      let numbers = name.dropFirst().split(separator: "_").compactMap { Int($0) }
      return numbers.isEmpty ? nil : numbers
    }
    if let literal = expression.as(StringLiteralExprSyntax.self),
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    {
      let numbers = segment.content.text.split(separator: ".").compactMap { Int($0) }
      return numbers.isEmpty ? nil : numbers
    }
    return nil
  }
}
