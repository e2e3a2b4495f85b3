import Foundation
import Testing

@testable import NarrowKit

@Suite struct WorkspaceTests {
  private func makeTree(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-ws-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test func findsSwiftFilesAndSkipsBuildOutputAndIgnoredPaths() throws {
    let root = try makeTree([
      "Sources/App/View.swift": "", "Sources/App/notes.md": "",
      ".build/debug/Gen.swift": "", "Pods/Lib/Lib.swift": "", "DerivedData/X.swift": "",
      "Carthage/C.swift": "", ".swiftpm/S.swift": "", ".git/G.swift": "",
      "Sources/Generated/Model.swift": "", "Sources/App/Thing.pb.swift": "", "Legacy/Old.swift": "",
      ".narrowignore": "# generated code\nGenerated/\n*.pb.swift\nLegacy/*\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let workspace = try Workspace(paths: ["."], currentDirectory: root.path)
    #expect(workspace.filePaths == ["Sources/App/View.swift"])
  }

  @Test func ignoreFilesOfEnclosingDirectoriesApplyToASubdirectory() throws {
    let root = try makeTree([
      "Examples/.narrowignore": "# harness code\nScenario.swift\n",
      "Examples/Music/Player.swift": "", "Examples/Music/Scenario.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try Workspace(paths: ["Examples/Music"], currentDirectory: root.path).filePaths == ["Examples/Music/Player.swift"])
    #expect(try Workspace(paths: ["Examples"], currentDirectory: root.path).filePaths == ["Examples/Music/Player.swift"])
  }

  @Test func filesOfATargetOutsideThePathsGivenAreReadAsContext() throws {
    let root = try makeTree([
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [
          .target(name: "App", dependencies: ["Lib"]),
          .target(name: "Lib", path: "Code/Lib"),
          .testTarget(name: "AppTests", exclude: ["Fixtures"]),
        ])
        """,
      "Sources/App/Row.swift": "", "Sources/App/List.swift": "", "Code/Lib/Model.swift": "",
      "Tests/AppTests/RowTests.swift": "", "Tests/AppTests/Fixtures/Copy.swift": "", "Scripts/tool.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let workspace = try Workspace(paths: ["Sources/App/Row.swift", "Scripts"], currentDirectory: root.path)
    #expect(workspace.filePaths == ["Sources/App/Row.swift", "Scripts/tool.swift"])
    #expect(workspace.contextPaths == ["Sources/App/List.swift"])
    #expect(workspace.modules.module(of: "Sources/App/List.swift") == "App")
    #expect(workspace.modules.isComplete("App"))
    #expect(workspace.modules.module(of: "Scripts/tool.swift") == nil)

    let whole = try Workspace(paths: ["."], currentDirectory: root.path)
    #expect(whole.contextPaths.isEmpty)
    #expect(whole.modules.module(of: "Code/Lib/Model.swift") == "Lib")
    #expect(whole.modules.module(of: "Tests/AppTests/RowTests.swift") == "AppTests")
    #expect(whole.modules.module(of: "Tests/AppTests/Fixtures/Copy.swift") == nil, "excluded from its target")
    #expect(!whole.modules.missing(["Code/Lib/Model.swift"]).isComplete("Lib"))
  }

  @Test func aMissingPathIsAnError() throws {
    #expect(throws: Workspace.Failure.missingPath("Nowhere")) {
      try Workspace(paths: ["Nowhere"], currentDirectory: FileManager.default.temporaryDirectory.path)
    }
  }

  @Test func remembersByteOrderMarkAndLineEnding() {
    let file = SourceFile(path: "A.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("a\r\nb\r\n".utf8))
    #expect(file.hasByteOrderMark)
    #expect(file.lineEnding == .crlf)
    #expect(file.text == "a\r\nb\r\n")
    #expect(file.bytes(forText: "x") == [0xEF, 0xBB, 0xBF, UInt8(ascii: "x")])
    #expect(file.withFileLineEndings("p\nq") == "p\r\nq")
    #expect(SourceFile(path: "B.swift", bytes: Array("a\nb".utf8)).lineEnding == .lf)
  }

  @Test(arguments: ["Cart/CartView.swift", "./Cart/A.swift", "Cart/../Feed/B.swift", "Cart//C.swift", "/abs/D.swift", "E.swift", "a/./b/F.swift", "..", "a/", ".hidden/G.swift"])
  func manyPathsAreMadeAbsoluteAsOneIs(path: String) {
    for directory in ["/work/app", "/work/app/", "/", "/work/./app/../app"] {
      #expect(Workspace.absolutePaths(in: directory)(path) == Workspace.absolute(path, in: directory))
    }
  }
}
