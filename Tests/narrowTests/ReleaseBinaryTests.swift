import Foundation
import Testing

/// The release build of `narrow`, as users install it, run end to end on the multi-file fixture.
@Suite struct ReleaseBinaryTests {
  /// Builds the release product in its own scratch directory, so it never waits on the build that
  /// is running these tests; later runs only rebuild what changed.
  static func releaseBinary() throws -> URL {
    let scratch = CLI.packageRoot.appendingPathComponent(".build/release-binary-tests")
    let build = try Shell.run("swift", ["build", "-c", "release", "--product", "narrow", "--scratch-path", scratch.path],
      in: CLI.packageRoot)
    #expect(build.status == 0, "release build failed: \(build.stderr)")
    let path = try Shell.run("swift", ["build", "-c", "release", "--scratch-path", scratch.path, "--show-bin-path"],
      in: CLI.packageRoot)
    return URL(fileURLWithPath: path.stdout.trimmingCharacters(in: .whitespacesAndNewlines)).appendingPathComponent("narrow")
  }

  @Test func releaseBinaryDiffAppliesReparsesAndConverges() throws {
    let narrow = try Self.releaseBinary().path
    let sandbox = try Sandbox(files: Fixture.files)
    defer { sandbox.remove() }
    let diff = try Shell.run(narrow, ["diff", "-t", "pass-fields", "App"], in: sandbox.root)
    #expect(diff.status == 0, "\(diff.stderr)")
    let applied = try Shell.run("git", ["apply", "-"], in: sandbox.root, input: Data(diff.stdout.utf8))
    #expect(applied.status == 0, "git apply: \(applied.stderr)")
    for file in ["App/TrackRow.swift", "App/AlbumBadge.swift", "App/Library.swift"] {
      let parse = try Shell.run("swiftc", ["-parse", file], in: sandbox.root)
      #expect(parse.status == 0, "\(file) does not parse: \(parse.stderr)")
    }
    #expect(try sandbox.text("App/Broken.swift") == Fixture.broken, "a file with syntax errors is never edited")
    let again = try Shell.run(narrow, ["diff", "-t", "pass-fields", "--exit-code", "App"], in: sandbox.root)
    #expect(again.status == 0 && again.stdout.isEmpty, "second run: \(again.stdout)")
  }
}
