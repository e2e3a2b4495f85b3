#if os(Linux)
import Foundation
import Testing

/// The release build of `narrow`, installed as users install it, run end to end on the multi-file fixture.
@Suite struct ReleaseBinaryTests {
  @Test func releaseBinaryDiffAppliesReparsesAndConverges() throws {
    let narrow = try InstalledNarrow.binary().path
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
#endif
