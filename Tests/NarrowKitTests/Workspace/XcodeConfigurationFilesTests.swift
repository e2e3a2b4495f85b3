import Foundation
import Testing

@testable import NarrowKit

@Suite struct XcodeConfigurationFilesTests {
  private func declared(_ text: String, includes: [String: String] = [:]) -> DeploymentTargets.Declared {
    XcodeConfigurationFiles.declared(inConfiguration: text, source: "App.xcconfig") { includes[$0] }
  }

  @Test func readsPlainValuesTheLastOfEachWinning() {
    let found = declared("""
      // Deployment
      IPHONEOS_DEPLOYMENT_TARGET = 15.0
      IPHONEOS_DEPLOYMENT_TARGET = 16.4 // raised for the new sheet
      MACOSX_DEPLOYMENT_TARGET = "13.0"
      XROS_DEPLOYMENT_TARGET = 1.0;
      SWIFT_VERSION = 5.0
      """)
    #expect(found.versions == [.iOS: [16, 4], .macOS: [13, 0], .visionOS: [1, 0]])
    #expect(found.unread.isEmpty)
  }

  @Test func aConditionOrAVariableIsNotReadAndSaysSo() {
    let found = declared("""
      IPHONEOS_DEPLOYMENT_TARGET = 16.0
      IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 17.0
      MACOSX_DEPLOYMENT_TARGET = $(inherited)
      TVOS_DEPLOYMENT_TARGET = $(RECOMMENDED_TVOS_DEPLOYMENT_TARGET)
      """)
    #expect(found.versions == [.iOS: [16, 0]])
    #expect(found.unread == [
      "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 17.0", "MACOSX_DEPLOYMENT_TARGET = $(inherited)",
      "TVOS_DEPLOYMENT_TARGET = $(RECOMMENDED_TVOS_DEPLOYMENT_TARGET)",
    ])
    let targets = DeploymentTargets(projects: [found])
    #expect(targets.summaries == [
      "App.xcconfig: iOS 16.0 (plain values only; not read: IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 17.0; MACOSX_DEPLOYMENT_TARGET = $(inherited); TVOS_DEPLOYMENT_TARGET = $(RECOMMENDED_TVOS_DEPLOYMENT_TARGET))",
    ])
  }

  @Test func anIncludeIsReadInPlaceOneLevelDeep() {
    let includes = [
      "Shared/Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 15.0\nWATCHOS_DEPLOYMENT_TARGET = 9.0\n#include \"Deeper.xcconfig\"\n",
      "Deeper.xcconfig": "TVOS_DEPLOYMENT_TARGET = 15.0\n",
    ]
    let found = declared("#include \"Shared/Base.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 16.0\n#include? \"Missing.xcconfig\"\n", includes: includes)
    #expect(found.versions == [.iOS: [16, 0], .watchOS: [9, 0]])
    #expect(found.unread == ["#include \"Deeper.xcconfig\" (not followed)"])
    let many = (0...XcodeConfigurationFiles.includeLimit).map { "#include \"Part\($0).xcconfig\"" }.joined(separator: "\n")
    let parts = Dictionary(uniqueKeysWithValues: (0...XcodeConfigurationFiles.includeLimit).map { ("Part\($0).xcconfig", "") })
    #expect(declared(many, includes: parts).unread == ["#include \"Part\(XcodeConfigurationFiles.includeLimit).xcconfig\" (not followed)"])
  }

  /// A configuration based on `Config/Base.xcconfig`: a file of the group `Config`, inside the main group.
  private static let project = """
    // !$*UTF8*$!
    {
    	objects = {

    /* Begin PBXFileReference section */
    		AA0000000000000000000001 /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Base.xcconfig; sourceTree = "<group>"; };
    		AA0000000000000000000002 /* Pods.xcconfig */ = {isa = PBXFileReference; path = "Pods/Pods.xcconfig"; sourceTree = SOURCE_ROOT; };
    		AA0000000000000000000003 /* Sdk.xcconfig */ = {isa = PBXFileReference; path = Sdk.xcconfig; sourceTree = SDKROOT; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    		AA0000000000000000000010 = {
    			isa = PBXGroup;
    			children = (
    				AA0000000000000000000011 /* Config (shared, 2) */,
    				AA0000000000000000000002 /* Pods.xcconfig */,
    			);
    			sourceTree = "<group>";
    		};
    		AA0000000000000000000011 /* Config (shared, 2) */ = {
    			isa = PBXGroup;
    			children = (
    				AA0000000000000000000001 /* Base.xcconfig */,
    			);
    			path = Config;
    			sourceTree = "<group>";
    		};
    /* End PBXGroup section */

    /* Begin XCBuildConfiguration section */
    		AA0000000000000000000020 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReference = AA0000000000000000000001 /* Base.xcconfig */;
    			buildSettings = {
    				PRODUCT_NAME = App;
    			};
    			name = Debug;
    		};
    		AA0000000000000000000021 /* Release */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReference = AA0000000000000000000002 /* Pods.xcconfig */;
    			buildSettings = {
    			};
    			name = Release;
    		};
    		AA0000000000000000000022 /* Other */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReference = AA0000000000000000000003 /* Sdk.xcconfig */;
    			buildSettings = {
    			};
    			name = Other;
    		};
    		AA0000000000000000000023 /* Synced */ = {
    			isa = XCBuildConfiguration;
    			baseConfigurationReferenceAnchor = AA0000000000000000000030 /* App */;
    			baseConfigurationReferenceRelativePath = Settings/App.xcconfig;
    			buildSettings = {
    			};
    			name = Synced;
    		};
    /* End XCBuildConfiguration section */

    		AA0000000000000000000030 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
    	};
    	rootObject = AA0000000000000000000040 /* Project object */;
    }
    """

  @Test func aConfigurationsBaseFileIsFoundThroughItsGroups() {
    let paths = XcodeProject.baseConfigurationPaths(inProject: Self.project, sourceRoot: "/repo").sorted()
    #expect(paths == ["/repo/App/Settings/App.xcconfig", "/repo/Config/Base.xcconfig", "/repo/Pods/Pods.xcconfig"])
  }

  @Test func theWorkspaceReadsTheConfigurationFilesOfTheProject() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-xcconfig-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "App/View.swift": "",
      "App.xcodeproj/project.pbxproj": Self.project,
      "Config/Base.xcconfig": "MACOSX_DEPLOYMENT_TARGET = 14.0\n",
      "Shared.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n",
      "Unrelated/Other.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 12.0\n",
      // Sets nothing but an include too deep to follow: nothing to say.
      "Signing.xcconfig": "#include \"Unrelated/Team.xcconfig\"\n",
      "Unrelated/Team.xcconfig": "#include \"Identity.xcconfig\"\nDEVELOPMENT_TEAM = ABC\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let workspace = try Workspace(paths: ["."], currentDirectory: root.path)
    #expect(workspace.deploymentTargets.observationSupport(forFile: "App/View.swift")
      == .tooOld("Shared.xcconfig targets iOS 16.0, and @Observable needs iOS 17"))
    #expect(workspace.deploymentTargets.summaries == [
      "App.xcodeproj/project.pbxproj: none declared", "Config/Base.xcconfig: macOS 14.0", "Shared.xcconfig: iOS 16.0",
    ])
    #expect(workspace.buildFiles.map { ($0.path as NSString).lastPathComponent }.sorted()
      == ["Base.xcconfig", "Shared.xcconfig", "Signing.xcconfig", "Team.xcconfig", "project.pbxproj"])
  }
}
