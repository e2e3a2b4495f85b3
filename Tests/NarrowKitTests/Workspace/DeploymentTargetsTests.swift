import Foundation
import Testing

@testable import NarrowKit

@Suite struct DeploymentTargetsTests {
  private func support(manifest: String) -> DeploymentTargets.ObservationSupport {
    let declared = DeploymentTargets.declared(inManifest: manifest, source: "Package.swift")
    return DeploymentTargets(packageOfFile: ["A.swift": declared]).observationSupport(forFile: "A.swift")
  }

  @Test func readsEveryWayAManifestWritesAVersion() {
    #expect(support(manifest: "let p = Package(name: \"A\", platforms: [.iOS(.v17), .macOS(.v14)])") == .available)
    #expect(support(manifest: "let p = Package(name: \"A\", platforms: [.iOS(\"17.2\"), .visionOS(.v1)])") == .available)
    #expect(support(manifest: "let p = Package(name: \"A\", platforms: [.iOS(.v17), .macOS(.v10_15)])")
      == .tooOld("Package.swift targets macOS 10.15, and @Observable needs macOS 14"))
    #expect(support(manifest: "let p = Package(name: \"A\", platforms: [.watchOS(\"9.4\")])")
      == .tooOld("Package.swift targets watchOS 9.4, and @Observable needs watchOS 10"))
  }

  @Test func aManifestWithoutPlatformsBuildsForSwiftPMsOldestDefaults() {
    guard case .tooOld(let reason) = support(manifest: "let p = Package(name: \"A\")") else {
      Issue.record("no platforms is not Observation")
      return
    }
    #expect(reason.contains("iOS 12"))
  }

  @Test func anXcodeProjectCountsItsLowestTargetOfEachPlatform() {
    let project = """
      IPHONEOS_DEPLOYMENT_TARGET = 17.0;
      IPHONEOS_DEPLOYMENT_TARGET = 16.4;
      MACOSX_DEPLOYMENT_TARGET = "14.0";
      """
    let declared = DeploymentTargets.declared(inXcodeProject: project, source: "App.xcodeproj/project.pbxproj")
    #expect(declared.versions == [.iOS: [16, 4], .macOS: [14, 0]])
    #expect(DeploymentTargets(projects: [declared]).observationSupport(forFile: "App/View.swift")
      == .tooOld("App.xcodeproj/project.pbxproj targets iOS 16.4, and @Observable needs iOS 17"))
    #expect(DeploymentTargets.unknown.observationSupport(forFile: "App/View.swift") == .unknown)
  }

  @Test func theWorkspaceReadsThePackageOfEachFileAndTheProjectBesideThem() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-targets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "App/View.swift": "",
      "App.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 17.0;\n",
      "Packages/Kit/Package.swift": "let p = Package(name: \"Kit\", platforms: [.iOS(.v16)])\n",
      "Packages/Kit/Sources/Kit/Model.swift": "",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let targets = try Workspace(paths: ["."], currentDirectory: root.path).deploymentTargets
    #expect(targets.observationSupport(forFile: "App/View.swift") == .available)
    #expect(targets.observationSupport(forFile: "Packages/Kit/Sources/Kit/Model.swift")
      == .tooOld("Packages/Kit/Package.swift targets iOS 16, and @Observable needs iOS 17"))
    let inside = try Workspace(paths: ["App"], currentDirectory: root.path).deploymentTargets
    #expect(inside.observationSupport(forFile: "App/View.swift") == .available, "the project above a scanned directory counts")
  }

  @Test func codeThatUsesObservationAlreadyNeedsNoDeploymentTarget() {
    let observed = Index.build([SourceFile(path: "A.swift", bytes: Array("@Observable final class A {}".utf8))])
    #expect(observed.observationProblem(inFile: "A.swift") == nil)
    let combine = Index.build([SourceFile(path: "A.swift", bytes: Array("final class A: ObservableObject {}".utf8))])
    #expect(combine.observationProblem(inFile: "A.swift")?.contains("unknown") == true)
  }
}
