#if os(Linux)
import Foundation
@testable import NarrowKit
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

  /// Each transform's fixtures, in the order "Fixtures by transform" of Docs/Harness.md lists them.
  static let fixtures: [String: [String]] = {
    let harness = (try? String(contentsOf: CLI.packageRoot.appendingPathComponent("Docs/Harness.md"), encoding: .utf8)) ?? ""
    var found: [String: [String]] = [:]
    for line in harness.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let id = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      guard TransformCatalog.ids.contains(id), cells.count > 1 else { continue }
      found[id] = cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
    return found
  }()

  /// The first of the transform's fixtures where it proposes, copied, with that proposal's target.
  static func fixtureProposing(_ transform: String) throws -> (box: Sandbox, target: String)? {
    for fixture in fixtures[transform] ?? [] {
      let box = try Sandbox(copying: "Tests/HarnessTests/Fixtures/\(fixture)/before")
      let scan = try CLI.run(["scan", "-t", transform, "--format", "json", "--no-cache", "."], in: box.root)
      let report = try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any]
      let proposals = report?["proposals"] as? [[String: Any]] ?? []
      if let target = proposals.first(where: { $0["transform"] as? String == transform })?["target"] as? String { return (box, target) }
      box.remove()
    }
    return nil
  }

  /// On the first fixture of each transform where it proposes, the target its proposal has: every
  /// target form is keyed by its declaration, so the baseline holds it (no stale warning) until
  /// that declaration changes.
  @Test(arguments: TransformCatalog.ids)
  func everyTargetFormIsKeptUntilItsDeclarationChanges(_ transform: String) throws {
    let (box, target) = try #require(try Self.fixtureProposing(transform), "no fixture of \(transform) in Docs/Harness.md proposes")
    defer { box.remove() }
    let finding = "[\(transform)] \(target)"
    let scan = { (extra: [String]) in
      try CLI.run(["scan", "-t", transform, "--strict", "--fail-on", "any"] + extra + ["."], in: box.root)
    }
    #expect(try scan([]).stdout.contains(finding), "the fixture has the finding")
    _ = try scan(["--write-baseline", "narrow-baseline.json"])
    let known = try scan(["--baseline", "narrow-baseline.json"])
    #expect(known.status == 0 && !known.stdout.contains(finding) && !(known.stdout + known.stderr).contains("stale"), "\(known.stdout)\(known.stderr)")
    try Self.editDeclaration(of: target, in: box)
    let edited = try scan(["--baseline", "narrow-baseline.json"])
    #expect(edited.status == 1 && edited.stdout.contains(finding), "an edited declaration is a new finding: \(edited.stdout)\(edited.stderr)")
  }

  /// Puts a comment inside the declaration the target is keyed by: the member the target names
  /// (`Cart.total`, `CartItemList:cart…`), or the type's first stored property (`RunStore`).
  static func editDeclaration(of target: String, in box: Sandbox) throws {
    let type: String
    var member: String?
    if let colon = target.firstIndex(of: ":") {
      type = String(target[..<colon])
      member = String(target[target.index(after: colon)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    } else if target.contains("{") || !target.contains(".") {
      type = String(target.prefix { $0 != "{" })
    } else {
      let parts = target.split(separator: ".").map(String.init)
      (type, member) = (parts[0], parts[1])
    }
    for name in try FileManager.default.contentsOfDirectory(atPath: box.root.path) where name.hasSuffix(".swift") {
      var lines = try box.text(name).components(separatedBy: "\n")
      guard let start = lines.firstIndex(where: { $0.range(of: #"(struct|class) \#(type)\b"#, options: .regularExpression) != nil }) else { continue }
      let pattern = #"\b(let|var) \#(member ?? "[a-z]\\w*")\b"#
      let line = try #require(lines[start...].firstIndex { $0.range(of: pattern, options: .regularExpression) != nil && !$0.contains("body") })
      lines[line] = lines[line].replacingOccurrences(of: #"\b(let|var) "#, with: "$1 /* edited */ ", options: .regularExpression)
      try box.write(name, lines.joined(separator: "\n"))
      return
    }
    Issue.record("no declaration of \(type) found")
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
