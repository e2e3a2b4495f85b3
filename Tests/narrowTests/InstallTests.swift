#if os(Linux)
import Foundation
import Testing

/// `Scripts/install.sh --prefix DIR`: the installed narrow carries the Swift libraries it loads and
/// finds nothing of the toolchain, so moving or upgrading the toolchain cannot break it.
@Suite struct InstallTests {
  @Test func theInstalledBinaryRunsWithoutTheToolchain() throws {
    let install = InstalledNarrow.install
    #expect(install.status == 0, "install failed: \(install.output)")
    let prefix = install.prefix
    let narrow = prefix.appendingPathComponent("bin/narrow").path
    #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("lib/narrow/libSwiftSyntax.so").path))

    // No swift on PATH, no NARROW_SWIFT_HOST_LIBS, another working directory.
    let sandbox = try Sandbox(files: ["Row.swift": FileSafetyTests.Fixture.view, "Shelf.swift": FileSafetyTests.Fixture.caller], git: false)
    defer { sandbox.remove() }
    let scan = try Shell.run(
      "/usr/bin/env", ["-i", "PATH=/usr/bin:/bin", "XDG_CACHE_HOME=\(Shell.cacheHome.path)", narrow, "scan", "-t", "pass-fields", "."],
      in: sandbox.root)
    #expect(scan.status == 0 && scan.stdout.contains("[pass-fields] TrackRow.track"), "\(scan.stdout)\(scan.stderr)")

    let swift = try Shell.run("/bin/sh", ["-c", "readlink -f \"$(command -v swift)\""], in: sandbox.root)
    let toolchain = URL(fileURLWithPath: swift.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
      .deletingLastPathComponent().deletingLastPathComponent().path
    let libraries = try Shell.run("/usr/bin/env", ["-i", "PATH=/usr/bin:/bin", "ldd", narrow], in: sandbox.root)
    #expect(!libraries.stdout.contains(toolchain) && !libraries.stdout.contains("not found"), "\(libraries.stdout)")
    let runpath = try Shell.run("readelf", ["-d", narrow], in: sandbox.root)
    #expect(runpath.stdout.contains("$ORIGIN/../lib/narrow") && !runpath.stdout.contains(toolchain), "\(runpath.stdout)")
  }

  @Test func theScriptRefusesWhatItDoesNotUnderstand() throws {
    let script = CLI.packageRoot.appendingPathComponent("Scripts/install.sh").path
    let missing = try Shell.run(script, [], in: CLI.packageRoot)
    #expect(missing.status == 2 && missing.stderr.contains("--prefix DIR is required"))
    let unknown = try Shell.run(script, ["--prefx", "/tmp/x"], in: CLI.packageRoot)
    #expect(unknown.status == 2 && unknown.stderr.contains("unknown argument '--prefx'"))
    let help = try Shell.run(script, ["--help"], in: CLI.packageRoot)
    #expect(help.status == 0 && help.stdout.contains("usage: Scripts/install.sh --prefix DIR"))
  }
}
#endif
