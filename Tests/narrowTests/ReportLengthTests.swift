import Foundation
import Testing

/// The text report reads as a linter's does: a line per proposal with its effect below, one line
/// counting the skips, and the rest on request.
@Suite struct ReportLengthTests {
  static func lines(_ text: String) -> [Substring] { text.split(separator: "\n") }

  @Test func theDefaultReportIsTwoLinesAProposalAndOneForTheSkips() throws {
    let sandbox = try Sandbox(files: Fixture.files, git: false)
    defer { sandbox.remove() }
    let json = try CLI.run(["scan", "--format", "json", "App"], in: sandbox.root)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let proposals = try #require(report["proposals"] as? [Any]).count
    let skipped = try #require(report["skipped"] as? [Any]).count
    let errors = try #require(report["fileErrors"] as? [Any]).count
    let warnings = try #require(report["fileWarnings"] as? [Any]).count
    #expect(proposals == 2 && skipped > 2 && warnings == 1)

    let compact = try CLI.run(["scan", "App"], in: sandbox.root)
    // Headline and effect per proposal, the skip count, each file error and warning, the summary.
    #expect(Self.lines(compact.stdout).count == 2 * proposals + 1 + errors + warnings + 1, "\(compact.stdout)")
    #expect(compact.stdout.contains("skipped \(skipped) candidates: ") && compact.stdout.contains("'narrow scan --skipped' lists each"))
    #expect(!compact.stdout.contains(": skipped: ["))

    let quiet = try CLI.run(["scan", "--quiet", "App"], in: sandbox.root)
    #expect(Self.lines(quiet.stdout).count == proposals + errors, "\(quiet.stdout)")

    let listed = try CLI.run(["scan", "--skipped", "App"], in: sandbox.root)
    #expect(Self.lines(listed.stdout).filter { $0.contains(": skipped: [") }.count == skipped, "\(listed.stdout)")

    let verbose = try CLI.run(["scan", "--verbose", "App"], in: sandbox.root)
    #expect(verbose.stdout.contains("  spares: ") && Self.lines(verbose.stdout).filter { $0.contains(": skipped: [") }.count == skipped)

    let diff = try CLI.run(["diff", "-t", "pass-fields", "App"], in: sandbox.root)
    #expect(diff.stderr.contains("--verbose lists each with its reason"), "\(diff.stderr)")
  }

  /// Evidence that runs long (large-value names every field it passes) is cut in the default
  /// report, wrapped in the verbose one, and whole in JSON.
  @Test func longEvidenceIsCutOrWrappedInTextAndWholeInJSON() throws {
    let sandbox = try Sandbox(copying: "Tests/HarnessTests/Fixtures/LargeValueLibrary/before")
    defer { sandbox.remove() }
    let json = try CLI.run(["scan", "-t", "large-value", "--format", "json", "."], in: sandbox.root)
    let longest = json.stdout.split(separator: "\n").map(\.count).max() ?? 0
    #expect(longest > 160, "the fixture needs evidence longer than a text line")
    for mode in ["--quiet", "--skipped", "--verbose"] {
      let text = try CLI.run(["scan", "-t", "large-value", mode, "."], in: sandbox.root)
      // Headlines are never cut: an editor reads them whole.
      let body = Self.lines(text.stdout).filter { $0.hasPrefix(" ") }
      #expect(body.allSatisfy { $0.count <= 160 }, "\(mode):\n\(text.stdout)")
    }
    let verbose = try CLI.run(["scan", "-t", "large-value", "--verbose", "."], in: sandbox.root)
    #expect(verbose.stdout.contains("\n      `store.library.name`"), "a long line goes on, indented, on the next line")
  }
}
