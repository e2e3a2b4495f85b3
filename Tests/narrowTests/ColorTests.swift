#if os(Linux)
import Foundation
import Testing
@testable import narrow

/// Colour only where a person reads it: a terminal that has not asked for none.
@Suite struct ColorTests {
  @Test func autoColoursATerminalUnlessNoColorOrADumbTerminal() {
    #expect(Color(.auto, isTerminal: true, environment: [:]).enabled)
    #expect(!Color(.auto, isTerminal: false, environment: [:]).enabled, "a pipe or a file")
    #expect(!Color(.auto, isTerminal: true, environment: ["NO_COLOR": "1"]).enabled)
    #expect(!Color(.auto, isTerminal: true, environment: ["TERM": "dumb"]).enabled)
    #expect(Color(.always, isTerminal: false, environment: ["NO_COLOR": "1"]).enabled, "asked for explicitly")
    #expect(!Color(.never, isTerminal: true, environment: [:]).enabled)
  }

  @Test func diffAndReportAreColouredOnlyWhenAsked() throws {
    let sandbox = try Sandbox(files: ["Row.swift": FileSafetyTests.Fixture.view, "Shelf.swift": FileSafetyTests.Fixture.caller], git: false)
    defer { sandbox.remove() }
    let piped = try CLI.run(["diff", "-t", "pass-fields", "."], in: sandbox.root)
    #expect(!piped.stdout.contains("\u{1B}[") && !piped.stderr.contains("\u{1B}["), "a pipe gets plain text")
    let always = try CLI.run(["diff", "-t", "pass-fields", "--color", "always", "."], in: sandbox.root)
    #expect(always.stdout.contains("\u{1B}[32m+") && always.stdout.contains("\u{1B}[31m-"), "\(always.stdout)")
    #expect(always.stderr.contains("\u{1B}[32;1msafe\u{1B}[0m"), "\(always.stderr)")
    let json = try CLI.run(["scan", "--format", "json", "--color", "always", "."], in: sandbox.root)
    #expect(!json.stdout.contains("\u{1B}["), "JSON is for programs")
    let bad = try CLI.run(["scan", "--color", "sometimes", "."], in: sandbox.root)
    #expect(bad.status == 2 && bad.stderr.contains("--color takes auto, always or never"))
  }

  /// The report colours the words it wrote from its values, not text that looks like them: a
  /// folder named `x: safe: y` stays plain, and the verdict after it is coloured.
  @Test func theReportColoursItsOwnWordsNotLookalikesInNames() throws {
    let sandbox = try Sandbox(files: ["x: safe: y/Row.swift": FileSafetyTests.Fixture.view, "x: safe: y/Shelf.swift": FileSafetyTests.Fixture.caller], git: false)
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "--color", "always", "--skipped", "."], in: sandbox.root)
    let headline = scan.stdout.split(separator: "\n").first { $0.contains("[pass-fields]") && !$0.contains("skipped") }.map(String.init) ?? ""
    #expect(headline.hasPrefix("./x: safe: y/Row.swift:") && headline.contains(": \u{1B}[32;1msafe\u{1B}[0m: [pass-fields]"), "\(scan.stdout)")
    #expect(scan.stdout.contains(": \u{1B}[2mskipped\u{1B}[0m: ["), "\(scan.stdout)")
    let plain = try CLI.run(["scan", "--color", "never", "."], in: sandbox.root)
    #expect(!plain.stdout.contains("\u{1B}["))
  }
}
#endif
