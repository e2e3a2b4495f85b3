#if os(Linux)
import Foundation
import Testing

/// `Scripts/release.sh`: the Linux archive holds the installed binary and its libraries, is named
/// after the version the binary prints, and its checksum file passes `sha256sum -c`.
@Suite struct ReleaseScriptTests {
  private static let script = CLI.packageRoot.appendingPathComponent("Scripts/release.sh").path

  private func emptyDirectory() throws -> Sandbox {
    let directory = try Sandbox(files: [:], git: false)
    try FileManager.default.createDirectory(at: directory.root, withIntermediateDirectories: true)
    return directory
  }

  @Test func theArchiveHoldsTheInstallAndItsChecksumChecks() throws {
    let narrow = try InstalledNarrow.binary()
    let version = try Shell.run(narrow.path, ["--version"], in: CLI.packageRoot).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "narrow ", with: "")
    let architecture = try Shell.run("uname", ["-m"], in: CLI.packageRoot).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let output = try emptyDirectory()
    defer { output.remove() }

    let release = try Shell.run(
      Self.script, ["--from-prefix", InstalledNarrow.install.prefix.path, "--output", output.root.path], in: CLI.packageRoot)
    #expect(release.status == 0, "\(release.stdout)\(release.stderr)")
    let name = "narrow-\(version)-linux-\(architecture)"
    let written = try FileManager.default.contentsOfDirectory(atPath: output.root.path).sorted()
    #expect(written == ["\(name).tar.gz", "\(name).tar.gz.sha256"], "only the archive and its checksum, no partial file: \(written)")

    let listing = try Shell.run("tar", ["-tzf", "\(name).tar.gz"], in: output.root)
    let entries = Set(listing.stdout.split(separator: "\n").map(String.init))
    for entry in ["bin/narrow", "lib/narrow/libSwiftSyntax.so", "README.md", "CHANGELOG.md", "LICENSE"] {
      #expect(entries.contains("\(name)/\(entry)"), "\(entry) is not in the archive: \(listing.stdout)")
    }
    let check = try Shell.run("sha256sum", ["-c", "\(name).tar.gz.sha256"], in: output.root)
    #expect(check.status == 0 && check.stdout == "\(name).tar.gz: OK\n", "\(check.stdout)\(check.stderr)")
  }

  @Test func theScriptRefusesWhatItDoesNotUnderstand() throws {
    let help = try Shell.run(Self.script, ["--help"], in: CLI.packageRoot)
    #expect(help.status == 0 && help.stdout.hasPrefix("usage: Scripts/release.sh --output DIR"), "\(help.stdout)")
    let unknown = try Shell.run(Self.script, ["--outptu", "/tmp/x"], in: CLI.packageRoot)
    #expect(unknown.status == 2 && unknown.stderr.contains("unknown argument '--outptu'"), "\(unknown.stderr)")
    let missing = try Shell.run(Self.script, [], in: CLI.packageRoot)
    #expect(missing.status == 2 && missing.stderr.contains("--output DIR is required"), "\(missing.stderr)")
  }

  @Test func aPrefixWithoutTheLibrariesWritesNothing() throws {
    let prefix = try Sandbox(files: ["bin/narrow": Array("#!/bin/sh\necho 'narrow 0.0.0'\n".utf8)], git: false)
    defer { prefix.remove() }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: prefix.root.appendingPathComponent("bin/narrow").path)
    let output = try emptyDirectory()
    defer { output.remove() }
    let release = try Shell.run(Self.script, ["--from-prefix", prefix.root.path, "--output", output.root.path], in: CLI.packageRoot)
    #expect(release.status == 1 && release.stderr.contains("has no libSwiftSyntax.so"), "\(release.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.root.path).isEmpty)
  }
}
#endif
