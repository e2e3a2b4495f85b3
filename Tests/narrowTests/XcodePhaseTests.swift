import Foundation
import Testing

/// `Docs/xcode-build-phase.sh` as Xcode runs it: a short PATH that holds no `narrow`, so the script
/// looks where narrow is usually installed, and says so when it is nowhere.
@Suite struct XcodePhaseTests {
  private static let script = CLI.packageRoot.appendingPathComponent("Docs/xcode-build-phase.sh").path

  /// The system-wide places the script looks in before the home directory. A narrow installed there
  /// would be found first, so the cases that put one in a temporary home do not run on such a machine.
  private static let nothingSystemWide = ["/opt/homebrew/bin/narrow", "/usr/local/bin/narrow"]
    .allSatisfy { !FileManager.default.fileExists(atPath: $0) }

  /// A home directory (and a source root inside it) with stubs of narrow that print their arguments.
  private struct Home {
    let sandbox: Sandbox
    var path: String { sandbox.root.path }
    var sourceRoot: String { sandbox.root.appendingPathComponent("App").path }

    init(stubs: [String]) throws {
      var files: [String: [UInt8]] = ["App/Row.swift": Array("struct Row {}\n".utf8)]
      for stub in stubs { files[stub] = Array("#!/bin/sh\necho \"\(stub): $*\"\n".utf8) }
      sandbox = try Sandbox(files: files, git: false)
      for stub in stubs {
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.root.appendingPathComponent(stub).path)
      }
    }

    /// The script with nothing of this process's environment: only what Xcode would give it.
    func run(_ environment: [String] = [], path: String = "/usr/bin:/bin") throws -> CLI.Run {
      try Shell.run(
        "/usr/bin/env", ["-i", "PATH=\(path)", "HOME=\(self.path)", "SRCROOT=\(sourceRoot)"] + environment + ["/bin/sh", script],
        in: sandbox.root)
    }
  }

  @Test(.enabled(if: nothingSystemWide)) func aNarrowOutsideXcodesPathIsFound() throws {
    let home = try Home(stubs: [".local/bin/narrow"])
    defer { home.sandbox.remove() }
    let run = try home.run()
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout == ".local/bin/narrow: scan --format xcode --color never \(home.sourceRoot)\n", "\(run.stdout)\(run.stderr)")
  }

  @Test(.enabled(if: nothingSystemWide)) func pathComesFirstAndNarrowOverridesEverything() throws {
    let home = try Home(stubs: [".local/bin/narrow", ".mint/bin/narrow", "tools/narrow", "pinned/narrow"])
    defer { home.sandbox.remove() }
    let mint = try home.run()
    #expect(mint.stdout.hasPrefix(".local/bin/narrow: "), "~/.local/bin comes before ~/.mint/bin: \(mint.stdout)")
    let onPath = try home.run(path: "\(home.path)/tools:/usr/bin:/bin")
    #expect(onPath.stdout.hasPrefix("tools/narrow: scan "), "\(onPath.stdout)\(onPath.stderr)")
    let named = try home.run(["NARROW=\(home.path)/pinned/narrow"], path: "\(home.path)/tools:/usr/bin:/bin")
    #expect(named.stdout.hasPrefix("pinned/narrow: scan "), "\(named.stdout)\(named.stderr)")
    let wrong = try home.run(["NARROW=\(home.path)/missing/narrow"])
    #expect(wrong.status == 0 && wrong.stdout.hasPrefix("warning: NARROW is set to '\(home.path)/missing/narrow'"), "\(wrong.stdout)")
  }

  @Test(.enabled(if: nothingSystemWide)) func nothingInstalledIsAWarningNotAFailure() throws {
    let home = try Home(stubs: [])
    defer { home.sandbox.remove() }
    let run = try home.run()
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.hasPrefix("warning: narrow is not installed"), "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").count == 1)
  }

  @Test(.enabled(if: nothingSystemWide)) func aSandboxedPhaseWithoutInputsSaysWhyItCannotScan() throws {
    let home = try Home(stubs: [".local/bin/narrow"])
    defer { home.sandbox.remove() }
    let sandboxed = try home.run(["ENABLE_USER_SCRIPT_SANDBOXING=YES"])
    #expect(sandboxed.status == 0 && sandboxed.stdout.hasPrefix("warning: User Script Sandboxing is on"), "\(sandboxed.stdout)")
    let listed = try home.run(["ENABLE_USER_SCRIPT_SANDBOXING=YES", "SCRIPT_INPUT_FILE_LIST_COUNT=1"])
    #expect(listed.stdout.hasPrefix(".local/bin/narrow: scan "), "an input file list lets it read: \(listed.stdout)")
    let off = try home.run(["ENABLE_USER_SCRIPT_SANDBOXING=NO"])
    #expect(off.stdout.hasPrefix(".local/bin/narrow: scan "), "\(off.stdout)")
  }
}
