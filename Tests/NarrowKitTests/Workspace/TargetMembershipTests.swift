import Foundation
import Testing

@testable import NarrowKit

/// Which targets compile each file, whether that code is test code, and what it builds for: read
/// from the Xcode project and the package manifests of the multi-target fixture.
@Suite struct TargetMembershipTests {
  private func modules() throws -> ModuleMap {
    let root = try MultiTargetFixture.write()
    defer { try? FileManager.default.removeItem(at: root) }
    return try Workspace(paths: ["."], currentDirectory: root.path).modules
  }

  private func targets(_ path: String, in modules: ModuleMap) -> [String] { modules.targets(of: path).map(\.name) }

  @Test func eachFileBelongsToTheTargetsWhoseSourcesHoldIt() throws {
    let modules = try modules()
    #expect(targets("Phone/ReadingScreen.swift", in: modules) == ["Shelf"], "a group's folder is its path, not its name")
    #expect(targets("Phone/Library.swift", in: modules) == ["Shelf"])
    #expect(targets("Watch/Library.swift", in: modules) == ["Shelf Watch"])
    #expect(targets("Watch/WatchScreen.swift", in: modules) == ["Shelf Watch"])
    #expect(targets("Shared/Reading.swift", in: modules) == ["Shelf", "Shelf Watch"], "relative to the project's folder, in a group without one")
    #expect(targets("PhoneChecks/ReadingChecks.swift", in: modules) == ["ShelfChecks"])
    #expect(targets("Phone/Template.swift", in: modules).isEmpty, "copied as a resource, never compiled")
  }

  @Test func aFolderKeptInStepBelongsWholeLessItsExceptions() throws {
    let modules = try modules()
    #expect(targets("Widgets/PageWidget.swift", in: modules) == ["ShelfWidgets"])
    #expect(targets("Widgets/Legacy/OldWidget.swift", in: modules).isEmpty, "an excepted folder leaves the target that owns the folder")
    #expect(targets("Widgets/Page Formatting.swift", in: modules) == ["Shelf", "ShelfWidgets"],
      "an exception for a target that does not own the folder adds the file to it")
  }

  @Test func theModuleOfAFileIsItsFirstTargetsAndNamesItsImport() throws {
    let modules = try modules()
    #expect(modules.module(of: "Phone/Library.swift") == "Shelf")
    #expect(modules.module(of: "Watch/Library.swift") == "Shelf_Watch", "Xcode makes an identifier of the product name")
    #expect(modules.module(of: "Shared/Reading.swift") == "Shelf", "the first of the targets, by name")
    #expect(modules.module(of: "Widgets/PageWidget.swift") == "Widgets", "PRODUCT_MODULE_NAME")
    #expect(modules.module(of: "Packages/Kit/Sources/Kit/Catalog.swift") == "Kit")
    #expect(modules.module(of: "Tools/SnapshotTests/Snapshot.swift") == nil)
    let shared = ModuleMap(targetsByPath: ["A.swift": [
      .init(name: "AppTests", isTest: true), .init(name: "Watch"), .init(name: "App"),
    ]])
    #expect(shared.targets(of: "A.swift").map(\.name) == ["App", "Watch", "AppTests"], "app targets first, then tests, each by name")
    #expect(shared.module(of: "A.swift") == "App")
  }

  @Test func testCodeIsWhatOnlyTestTargetsCompile() throws {
    let modules = try modules()
    #expect(modules.isTestCode("PhoneChecks/ReadingChecks.swift"), "a unit-test bundle, whatever its folder is called")
    #expect(modules.isTestCode("Packages/Kit/Specs/CatalogSpecs.swift"), "a SwiftPM testTarget")
    #expect(!modules.isTestCode("Packages/Kit/Sources/ABTests/Experiment.swift"), "a library target, whatever its folder is called")
    #expect(!modules.isTestCode("Shared/Reading.swift"))
    #expect(modules.isTestCode("Tools/SnapshotTests/Snapshot.swift"), "in no target, a test folder is test code")
    let root = try MultiTargetFixture.write()
    defer { try? FileManager.default.removeItem(at: root) }
    let named = try Workspace(paths: ["Tools/SnapshotTests"], currentDirectory: root.path).modules
    #expect(!named.isTestCode("Tools/SnapshotTests/Snapshot.swift"), "the folders above what was named to scan say nothing")
    let both = ModuleMap(targetsByPath: ["A.swift": [.init(name: "App"), .init(name: "AppTests", isTest: true)]])
    #expect(!both.isTestCode("A.swift"), "a file the app compiles too runs in the app")
    let uiTests = XcodeProject.testProductTypes.contains("com.apple.product-type.bundle.ui-testing")
    #expect(uiTests)
  }

  @Test func platformsComeFromEachConfigurationOfTheTargetOrItsProject() throws {
    let modules = try modules()
    #expect(modules.platforms(of: "Phone/Library.swift") == [.iOS], "SDKROOT from the project")
    #expect(modules.platforms(of: "Watch/Library.swift") == [.watchOS], "the target's own SDKROOT")
    #expect(modules.platforms(of: "Shared/Reading.swift") == [.iOS, .watchOS], "every target that compiles it")
    #expect(modules.platforms(of: "Widgets/PageWidget.swift") == [.iOS, .visionOS], "SUPPORTED_PLATFORMS, simulators included")
    #expect(modules.platforms(of: "Packages/Kit/Sources/Kit/Catalog.swift") == nil, "a SwiftPM target builds wherever it is built")
    let unsaid = XcodeProject.platforms(of: ["Debug": ["SDKROOT": .string("iphoneos")], "Release": ["SDKROOT": .string("auto")]])
    #expect(unsaid == nil, "one configuration that does not say makes it unknown")
  }

  @Test func moduleNamesExpandTheTargetAndProjectNames() {
    func module(_ settings: [String: String]) -> String {
      XcodeProject.moduleName(of: "Reader Widget", project: "Books", settings: ["Release": settings.mapValues(PropertyListValue.string)])
    }
    #expect(module([:]) == "Reader_Widget")
    #expect(module(["PRODUCT_NAME": "$(TARGET_NAME:c99extidentifier)"]) == "Reader_Widget")
    #expect(module(["PRODUCT_NAME": "$(PROJECT_NAME)"]) == "Books")
    #expect(module(["PRODUCT_NAME": "3D Books"]) == "_3D_Books")
    #expect(module(["PRODUCT_NAME": "$(SOMETHING_ELSE)", "PRODUCT_MODULE_NAME": "Reader"]) == "Reader")
    #expect(module(["PRODUCT_NAME": "$(SOMETHING_ELSE)"]) == "Reader_Widget", "a value not known here is not guessed")
  }

  @Test func aBrokenProjectGivesNoTargets() {
    let conflicted = MultiTargetFixture.project.replacingOccurrences(
      of: "\t\t\ttargets = (", with: "<<<<<<< ours\n\t\t\ttargets = (\n=======\n>>>>>>> theirs\n\t\t\ttargets = (")
    #expect(XcodeProject.targets(inProject: conflicted, at: "/p/Shelf.xcodeproj/project.pbxproj").isEmpty)
    #expect(XcodeProject.targets(inProject: "", at: "/p/Shelf.xcodeproj/project.pbxproj").isEmpty)
    let looping = """
      { objects = { R = { isa = PBXProject; mainGroup = G; targets = (T); };
        G = { isa = PBXGroup; children = (G, F); sourceTree = "<group>"; };
        F = { isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
        B = { isa = PBXBuildFile; fileRef = F; };
        H = { isa = PBXSourcesBuildPhase; files = (B); };
        T = { isa = PBXNativeTarget; name = App; buildPhases = (H); }; }; rootObject = R; }
      """
    let found = XcodeProject.targets(inProject: looping, at: "/p/App.xcodeproj/project.pbxproj")
    #expect(found.map(\.name) == ["App"] && found.first?.files.isEmpty == true, "a group that holds itself resolves nothing")
  }
}
