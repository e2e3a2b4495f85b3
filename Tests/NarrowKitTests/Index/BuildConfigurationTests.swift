import Testing

@testable import NarrowKit

/// What a build for one platform makes of `#if` conditions: true, false, or unknown (kept).
@Suite struct BuildConfigurationTests {
  private func truth(_ condition: String, on platform: DeploymentTargets.Platform?) -> BuildConfiguration.Truth {
    BuildConfiguration(platform: platform).truth(ofCondition: condition)
  }

  /// The branch at `clause` of an `#if` with these conditions, in order (`#else` last if given).
  private func branch(_ clause: Int, of conditions: [String], on platform: DeploymentTargets.Platform) -> BuildConfiguration.Truth {
    let taken = IfClause(
      file: "A.swift", offset: 0, clause: clause, condition: conditions[clause], earlier: Array(conditions[..<clause]))
    var known: [String: BuildConfiguration.Truth] = [:]
    return BuildConfiguration(platform: platform).truth(of: taken, knowing: &known)
  }

  @Test func theOperatingSystemIsKnownByEachOfItsNames() {
    #expect(truth("os(iOS)", on: .iOS) == .yes)
    #expect(truth("os(iOS)", on: .macOS) == .no)
    #expect(truth("os(OSX)", on: .macOS) == .yes)
    #expect(truth("os(xrOS)", on: .visionOS) == .yes && truth("os(visionOS)", on: .visionOS) == .yes)
    #expect(truth("os(Linux)", on: .watchOS) == .no)
  }

  @Test func aSystemModuleIsImportableWhereThePlatformHasIt() {
    #expect(truth("canImport(UIKit)", on: .iOS) == .yes && truth("canImport(UIKit)", on: .tvOS) == .yes)
    #expect(truth("canImport(UIKit)", on: .macOS) == .no && truth("canImport(UIKit)", on: .watchOS) == .no)
    #expect(truth("canImport(AppKit)", on: .macOS) == .yes && truth("canImport(AppKit)", on: .visionOS) == .no)
    #expect(truth("canImport(WatchKit)", on: .watchOS) == .yes && truth("canImport(WatchKit)", on: .tvOS) == .no)
    #expect(truth("canImport(SwiftUI)", on: .watchOS) == .yes)
    #expect(truth("canImport(Sparkle)", on: .macOS) == .unknown, "a package's module may or may not be linked")
  }

  @Test func aBuildForAPlatformIsNoCatalystBuildAndMayBeASimulatorBuild() {
    #expect(truth("targetEnvironment(macCatalyst)", on: .iOS) == .no)
    #expect(truth("targetEnvironment(simulator)", on: .iOS) == .unknown)
    #expect(truth("!targetEnvironment(macCatalyst)", on: .iOS) == .yes)
  }

  @Test func aCurrentCompilerReachesEveryVersionAndFlagsAreUnknown() {
    #expect(truth("swift(>=5.9)", on: .iOS) == .yes && truth("compiler(>=6.0)", on: .iOS) == .yes)
    #expect(truth("swift(<5.0)", on: .iOS) == .no)
    #expect(truth("DEBUG", on: .iOS) == .unknown && truth("!DEBUG", on: .iOS) == .unknown)
    #expect(truth("arch(arm64)", on: .iOS) == .unknown)
    #expect(truth("false", on: .iOS) == .no)
  }

  @Test func notAndOrAndParenthesesCombineThreeValues() {
    #expect(truth("os(iOS) || os(visionOS)", on: .visionOS) == .yes)
    #expect(truth("os(iOS) && !targetEnvironment(macCatalyst)", on: .iOS) == .yes)
    #expect(truth("os(macOS) || os(iOS) && DEBUG", on: .macOS) == .yes, "&& binds tighter than ||")
    #expect(truth("(os(macOS) || os(iOS)) && DEBUG", on: .macOS) == .unknown)
    #expect(truth("os(tvOS) && DEBUG", on: .iOS) == .no, "false whatever the flag")
    #expect(truth("DEBUG || os(iOS)", on: .iOS) == .yes, "true whatever the flag")
    #expect(truth("!(os(iOS) || os(tvOS))", on: .tvOS) == .no)
  }

  @Test func elseAndElseIfAreTakenOnlyWhenNoEarlierBranchIs() {
    let conditions = ["os(iOS)", "os(macOS)", "#else"]
    #expect(branch(0, of: conditions, on: .macOS) == .no)
    #expect(branch(1, of: conditions, on: .macOS) == .yes)
    #expect(branch(2, of: conditions, on: .macOS) == .no)
    #expect(branch(2, of: conditions, on: .watchOS) == .yes)
    #expect(branch(1, of: ["DEBUG", "#else"], on: .iOS) == .unknown, "an unknown branch before keeps the #else")
    #expect(branch(1, of: ["os(iOS)", "DEBUG"], on: .iOS) == .no, "an earlier branch taken leaves out the rest")
  }

  @Test func noPlatformReadsEveryBranchAndAFilesTargetNamesItsOwn() {
    #expect(truth("os(iOS)", on: nil) == .unknown)
    let configurations = BuildConfigurations(platform: .iOS, platformByFile: ["Mac/App.swift": .macOS])
    #expect(configurations.configuration(forFile: "Mac/App.swift").platform == .macOS)
    #expect(configurations.configuration(forFile: "Phone/App.swift").platform == .iOS)
    #expect(BuildConfigurations().summary == "every #if branch (no platform set)")
    #expect(DeploymentTargets.Platform.named("ios") == .iOS && DeploymentTargets.Platform.named("xrOS") == .visionOS)
  }

  /// A file of a watch target is read as a watch build takes it, whatever the setting; a file
  /// shared by a phone and a watch target, or of a target whose platforms are unknown, as set.
  @Test func aFileIsReadForThePlatformItsTargetsBuildFor() {
    let modules = ModuleMap(targetsByPath: [
      "Watch/Face.swift": [.init(name: "Watch", platforms: [.watchOS])],
      "Shared/Model.swift": [.init(name: "Phone", platforms: [.iOS]), .init(name: "Watch", platforms: [.watchOS])],
      "Kit/Store.swift": [.init(name: "Kit")],
    ])
    let configurations = BuildConfigurations(
      platform: .iOS, files: ["Watch/Face.swift", "Shared/Model.swift", "Kit/Store.swift"], modules: modules)
    #expect(configurations.configuration(forFile: "Watch/Face.swift").platform == .watchOS)
    #expect(configurations.configuration(forFile: "Shared/Model.swift").platform == .iOS)
    #expect(configurations.configuration(forFile: "Kit/Store.swift").platform == .iOS)
  }
}
