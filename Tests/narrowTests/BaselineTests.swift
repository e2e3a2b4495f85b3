#if os(Linux)
import Foundation
import Testing

/// `scan --write-baseline` records today's findings; `--baseline` then reports only new ones.
@Suite struct BaselineTests {
  static let view = String(decoding: FileSafetyTests.Fixture.view, as: UTF8.self)
  static let caller = String(decoding: FileSafetyTests.Fixture.caller, as: UTF8.self)

  private func sandbox() throws -> Sandbox {
    try Sandbox(files: ["App/Row.swift": Array(Self.view.utf8), "App/Shelf.swift": Array(Self.caller.utf8)], git: false)
  }

  private func scan(_ box: Sandbox, _ extra: [String] = []) throws -> CLI.Run {
    try CLI.run(["scan", "-t", "pass-fields", "--baseline", "narrow-baseline.json", "--strict"] + extra + ["App"], in: box.root)
  }

  @Test func knownFindingsAreHiddenEvenWhenTheirCodeMoves() throws {
    let box = try sandbox()
    defer { box.remove() }
    let write = try CLI.run(["scan", "-t", "pass-fields", "--write-baseline", "narrow-baseline.json", "App"], in: box.root)
    #expect(write.status == 0)
    let recorded = try box.text("narrow-baseline.json")
    #expect(recorded.contains("\"target\" : \"TrackRow.track\"") && !recorded.contains("line"), "\(recorded)")
    let known = try scan(box)
    #expect(known.status == 0 && !known.stdout.contains("[pass-fields]") && known.stdout.contains("1 finding in narrow-baseline.json not shown"), "\(known.stdout)")
    try ("// moved down\n\n\n" + Self.view).write(to: box.root.appendingPathComponent("App/Row.swift"), atomically: true, encoding: .utf8)
    #expect(try scan(box).status == 0, "moving code does not resurrect a finding")
  }

  @Test func aNewFindingOrAChangedDeclarationIsReported() throws {
    let box = try sandbox()
    defer { box.remove() }
    _ = try CLI.run(["scan", "-t", "pass-fields", "--write-baseline", "narrow-baseline.json", "App"], in: box.root)
    let changed = Self.view.replacingOccurrences(of: "let track: Track", with: "var track: Track")
    try changed.write(to: box.root.appendingPathComponent("App/Row.swift"), atomically: true, encoding: .utf8)
    let again = try scan(box)
    #expect(again.status == 1 && again.stdout.contains("[pass-fields] TrackRow.track"), "a changed declaration is a new finding: \(again.stdout)")
  }

  @Test func anEntryWhoseTargetIsGoneIsStale() throws {
    let box = try sandbox()
    defer { box.remove() }
    _ = try CLI.run(["scan", "-t", "pass-fields", "--write-baseline", "narrow-baseline.json", "App"], in: box.root)
    try FileManager.default.removeItem(at: box.root.appendingPathComponent("App/Row.swift"))
    let stale = try scan(box)
    #expect(stale.stdout.contains("stale baseline entry [pass-fields] TrackRow.track"), "\(stale.stdout)")
  }

  @Test func aFileThatIsNoBaselineExits2() throws {
    let box = try sandbox()
    defer { box.remove() }
    try "{\"entries\": 3}".write(to: box.root.appendingPathComponent("narrow-baseline.json"), atomically: true, encoding: .utf8)
    let bad = try scan(box)
    #expect(bad.status == 2 && bad.stderr.contains("narrow-baseline.json: not a Narrow baseline"), "\(bad.stderr)")
  }
}
#endif
