import Foundation
@testable import NarrowKit
import Testing

@Suite struct EndToEndTests {
  @Test func diffAppliesWithGitAndPatchAndTheSecondRunIsEmpty() throws {
    let sandbox = try Sandbox(files: Fixture.files)
    defer { sandbox.remove() }
    let diff = try CLI.run(["diff", "-t", "pass-fields", "App"], in: sandbox.root)
    #expect(diff.status == 0, "\(diff.stderr)")
    #expect(diff.stdout.contains("+++ b/App/TrackRow.swift"))
    #expect(diff.stdout.contains("+    HStack { Text(title); Text(artist) }\r\n"))
    #expect(diff.stderr.contains("App/Broken.swift:4:"), "the broken file is named with its first error")
    #expect(!diff.stdout.contains("Broken.swift"), "a file with syntax errors is never edited")

    let check = try Shell.run("git", ["apply", "--check", "-"], in: sandbox.root, input: Data(diff.stdout.utf8))
    #expect(check.status == 0, "git apply --check: \(check.stderr)")
    let patch = try Shell.run("patch", ["-p1", "--dry-run"], in: sandbox.root, input: Data(diff.stdout.utf8))
    #expect(patch.status == 0, "patch -p1: \(patch.stdout)\(patch.stderr)")

    let applied = try Shell.run("git", ["apply", "-"], in: sandbox.root, input: Data(diff.stdout.utf8))
    #expect(applied.status == 0)
    for file in ["App/TrackRow.swift", "App/AlbumBadge.swift", "App/Library.swift"] {
      #expect(FileParser.errorCount(in: try sandbox.text(file)) == 0, "\(file) no longer parses")
    }
    try Shell.git(["commit", "-qam", "narrowed"], in: sandbox.root)
    let again = try CLI.run(["diff", "-t", "pass-fields", "--exit-code", "App"], in: sandbox.root)
    #expect(again.status == 0)
    #expect(again.stdout.isEmpty, "second run proposes:\n\(again.stdout)")
  }

  @Test func applyKeepsLineEndingsByteOrderMarkAndUntouchedBytes() throws {
    let sandbox = try Sandbox(files: Fixture.files)
    defer { sandbox.remove() }
    let apply = try CLI.run(["apply", "-t", "pass-fields", "App"], in: sandbox.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    #expect(apply.stderr.contains("2 applied in 3 files"), "\(apply.stderr)")

    let row = try sandbox.text("App/TrackRow.swift")
    #expect(row == Fixture.row.replacingOccurrences(of: "let track: Track", with: "let title: String\r\n  let artist: String")
      .replacingOccurrences(of: "Text(track.title); Text(track.artist)", with: "Text(title); Text(artist)"))
    let library = try sandbox.bytes("App/Library.swift")
    #expect(Array(library.prefix(3)) == [0xEF, 0xBB, 0xBF], "the byte-order mark is kept")
    #expect(library.last == UInt8(ascii: "}"), "no newline is added at the end")
    #expect(try sandbox.text("App/Broken.swift") == Fixture.broken)
    #expect(try sandbox.text("App/AlbumBadge.swift").contains("self.album = track.album"))
    #expect(try sandbox.text("App/AlbumBadge.swift").contains("TrackDetail: View {\n  let track: Track"),
      "a view reading four fields keeps the whole value")
  }

  @Test func applyRefusesUncommittedFilesAndWritesNothing() throws {
    var files = Fixture.files
    let sandbox = try Sandbox(files: files)
    defer { sandbox.remove() }
    files["App/TrackRow.swift"]! += Array("// edited\r\n".utf8)
    try Data(files["App/TrackRow.swift"]!).write(to: sandbox.root.appendingPathComponent("App/TrackRow.swift"))
    let apply = try CLI.run(["apply", "-t", "pass-fields", "App"], in: sandbox.root)
    #expect(apply.status == 2)
    #expect(apply.stderr.contains("App/TrackRow.swift"))
    #expect(try sandbox.text("App/Library.swift").contains("TrackRow(track: track)"), "nothing was written")

    let forced = try CLI.run(["apply", "-t", "pass-fields", "--allow-dirty", "App"], in: sandbox.root)
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(try sandbox.text("App/Library.swift").contains("TrackRow(title: track.title, artist: track.artist)"))
  }

  @Test func aFailedVerifyPutsEveryFileBack() throws {
    let sandbox = try Sandbox(files: Fixture.files)
    defer { sandbox.remove() }
    // The failing check also edits a file Narrow wrote: that file is put back too.
    let failing = try CLI.run(["apply", "-t", "pass-fields", "--verify", "echo extra >> App/Library.swift; false", "App"],
      in: sandbox.root)
    #expect(failing.status == 2)
    #expect(failing.stderr.contains("--verify command failed with exit code 1; put back 3 files exactly as they were read"), "\(failing.stderr)")
    #expect(try sandbox.bytes("App/Library.swift") == Fixture.library)
    #expect(try sandbox.bytes("App/TrackRow.swift") == Array(Fixture.row.utf8))

    let passing = try CLI.run(["apply", "-t", "pass-fields", "--verify", "grep -q 'TrackRow(title:' App/Library.swift", "App"],
      in: sandbox.root)
    #expect(passing.status == 0, "\(passing.stderr)")
    #expect(try sandbox.text("App/Library.swift").contains("TrackRow(title: track.title"))
  }

  /// A run killed while `--verify` runs leaves a change nobody verified: the journal records the
  /// step, and `narrow recover` puts back each file that still holds what was written.
  @Test func aKillDuringVerifyIsUndoneByRecover() throws {
    let sandbox = try Sandbox(files: Fixture.files)
    defer { sandbox.remove() }
    let started = sandbox.root.appendingPathComponent("verify.pid")
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = ["apply", "-t", "pass-fields", "--verify", "echo $$ > verify.pid; exec sleep 120", "App"]
    process.currentDirectoryURL = sandbox.root
    process.environment = Shell.environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while (try? String(contentsOf: started, encoding: .utf8))?.hasSuffix("\n") != true && Date() < deadline && process.isRunning {
      Thread.sleep(forTimeInterval: 0.05)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    if let pid = Int32((try? String(contentsOf: started, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") {
      kill(pid, SIGKILL)
    }
    #expect(try sandbox.text("App/Library.swift").contains("TrackRow(title: track.title"), "every file was written before the command ran")
    #expect(FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent(FileWriter.journalName).path))
    // A file edited after the kill is the user's: it is left as it is.
    let edited = Array(try sandbox.text("App/TrackRow.swift").utf8) + Array("// mine\n".utf8)
    try Data(edited).write(to: sandbox.root.appendingPathComponent("App/TrackRow.swift"))

    let next = try CLI.run(["recover"], in: sandbox.root)
    #expect(next.stderr.contains("an apply was stopped while its --verify command (echo $$ > verify.pid; exec sleep 120) ran, so its change was never verified; put back 2 files exactly as they were read"), "\(next.stderr)")
    #expect(next.stderr.contains("left App/TrackRow.swift as it is: changed since Narrow read it"), "\(next.stderr)")
    #expect(try sandbox.bytes("App/Library.swift") == Fixture.library)
    #expect(try sandbox.bytes("App/TrackRow.swift") == edited)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.appendingPathComponent("App").path)
      .filter { $0.contains("narrow-") } + (try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).filter { $0.hasPrefix(".narrow") })
    #expect(leftovers.isEmpty, "\(leftovers)")
  }

  @Test func theGitGuardNamesModifiedAndUntrackedFilesInEveryDirectory() throws {
    let sandbox = try Sandbox(files: ["A/Clean.swift": [], "A/Edited.swift": [], "B/Clean.swift": []])
    defer { sandbox.remove() }
    try Data("x".utf8).write(to: sandbox.root.appendingPathComponent("A/Edited.swift"))
    try Data().write(to: sandbox.root.appendingPathComponent("B/New.swift"))
    let files = ["A/Clean.swift", "A/Edited.swift", "B/Clean.swift", "B/New.swift"]
    #expect(throws: GitGuard.Failure.self) { try GitGuard.check(files, currentDirectory: sandbox.root.path) }
    do {
      try GitGuard.check(files, currentDirectory: sandbox.root.path)
    } catch GitGuard.Failure.uncommitted(let dirty) {
      #expect(dirty == ["A/Edited.swift", "B/New.swift"])
    }
    try GitGuard.check(["A/Clean.swift", "B/Clean.swift"], currentDirectory: sandbox.root.path)
  }

  @Test func applyOutsideGitIsRefusedUnlessAllowed() throws {
    let sandbox = try Sandbox(files: Fixture.files, git: false)
    defer { sandbox.remove() }
    let apply = try CLI.run(["apply", "-t", "pass-fields", "App"], in: sandbox.root)
    #expect(apply.status == 2)
    #expect(apply.stderr.contains("not inside a git repository") && apply.stderr.contains("pass --allow-dirty to write anyway"), "\(apply.stderr)")
  }

  @Test func usageErrorsExitTwoAndSayWhatIsValid() throws {
    let sandbox = try Sandbox(files: Fixture.files, git: false)
    defer { sandbox.remove() }
    let unknown = try CLI.run(["diff", "-t", "no-such", "App"], in: sandbox.root)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("unknown transform 'no-such'; valid ids: pass-fields"))
    let missing = try CLI.run(["scan", "Nowhere"], in: sandbox.root)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("Nowhere: no such file or directory"))
    let noTransform = try CLI.run(["diff", "App"], in: sandbox.root)
    #expect(noTransform.status == 2)
    let badOption = try CLI.run(["scan", "--frobnicate"], in: sandbox.root)
    #expect(badOption.status == 2)
  }

  @Test(arguments: ["scan", "diff", "apply", "explain", "transforms"])
  func everyCommandHasHelp(_ command: String) throws {
    let run = try CLI.run([command, "--help"], in: FileManager.default.temporaryDirectory)
    #expect(run.status == 0)
    #expect(run.stdout.contains("USAGE: narrow \(command)"))
  }

  /// A syntax error is a warning: the file is read and never edited, and the run succeeds;
  /// `--strict` fails on it, as on a proposal.
  @Test func aSyntaxErrorIsAWarningThatStrictFailsOn() throws {
    let sandbox = try Sandbox(files: ["App/Bad.swift": Array("struct A {\n  let x = \n}\n".utf8)], git: false)
    defer { sandbox.remove() }
    let plain = try CLI.run(["scan", "App"], in: sandbox.root)
    #expect(plain.status == 0 && plain.stdout.contains("App/Bad.swift:2:11: warning: syntax error"), "\(plain.stdout)")
    let strict = try CLI.run(["scan", "--strict", "App"], in: sandbox.root)
    #expect(strict.status == 1, "\(strict.stdout)")
  }

  @Test func scanListsSkippedCandidatesAndStrictExitsOne() throws {
    let sandbox = try Sandbox(files: Fixture.files, git: false)
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "--strict", "--skipped", "App"], in: sandbox.root)
    #expect(scan.status == 1)
    #expect(scan.stdout.contains("skipped: [pass-fields] TrackDetail.track: reads 4 fields of Track"))
    let json = try CLI.run(["scan", "--format", "json", "App"], in: sandbox.root)
    let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(report?["schemaVersion"] as? Int == 2)
    #expect((report?["proposals"] as? [Any])?.count == 2)
  }

  /// SARIF as code-scanning services read it: relative URIs against a base the log defines, a
  /// fingerprint that keeps a finding's identity when its line moves, and file problems as
  /// notifications of the run rather than results of a rule.
  @Test func sarifReportHasARulePerTransformAResultPerProposalAndNotifications() throws {
    let sandbox = try Sandbox(files: Fixture.files, git: false)
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "-t", "pass-fields", "--report", "narrow.sarif", "--format", "sarif", "App"], in: sandbox.root)
    #expect(scan.status == 0)
    for text in [scan.stdout, try sandbox.text("narrow.sarif")] {
      let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      #expect(log["version"] as? String == "2.1.0")
      let run = try #require((log["runs"] as? [[String: Any]])?.first)
      let results = try #require(run["results"] as? [[String: Any]])
      #expect(results.count == 2 && results.allSatisfy { $0["ruleId"] as? String == "pass-fields" }, "two proposals, and no made-up rule")
      #expect(run["columnKind"] as? String == "utf16CodeUnits")
      let base = (run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any]
      #expect(base?["uri"] as? String == "file://" + sandbox.root.standardizedFileURL.path + "/", "\(base ?? [:])")
      let artifact = ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
      #expect(artifact?["uriBaseId"] as? String == "SRCROOT" && (artifact?["uri"] as? String)?.hasPrefix("App/") == true, "\(artifact ?? [:])")
      let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
      let rules = try #require(driver?["rules"] as? [[String: Any]])
      #expect(rules.map { $0["id"] as? String } == ["pass-fields"] && rules[0]["name"] as? String == "PassFields")
      #expect((rules[0]["help"] as? [String: Any])?["text"] as? String == PassFieldsTransform.explanation, "the rule's help is explain's text")
      let properties = results[0]["properties"] as? [String: Any]
      #expect(properties?["effect"] as? String == "likely" && (properties?["spares"] as? [String])?.isEmpty == false, "\(properties ?? [:])")
      let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
      let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
      #expect(notifications.count == 1 && notifications[0]["level"] as? String == "warning", "the file with syntax errors: \(notifications)")
      #expect(((notifications[0]["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("syntax error") == true)
    }
    // A finding keeps its fingerprint when lines are added above it, and two findings differ.
    let fingerprints = { (text: String) throws -> [String] in
      let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
      return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["narrowFinding/v1"] }.sorted()
    }
    let before = try fingerprints(scan.stdout)
    #expect(before.count == 2 && Set(before).count == 2, "\(before)")
    for file in ["App/AlbumBadge.swift", "App/TrackRow.swift"] {
      try sandbox.write(file, "// moved down\n\n" + (try sandbox.text(file)))
    }
    let moved = try CLI.run(["scan", "-t", "pass-fields", "--format", "sarif", "App"], in: sandbox.root)
    #expect(try fingerprints(moved.stdout) == before)
  }

  @Test func xcodeFormatPrintsInlineDiagnostics() throws {
    let sandbox = try Sandbox(files: Fixture.files, git: false)
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "-t", "pass-fields", "--format", "xcode", "App"], in: sandbox.root)
    let lines = scan.stdout.split(separator: "\n")
    // Absolute, so that Xcode can open the file whatever directory the phase ran in.
    let root = sandbox.root.standardizedFileURL.path
    #expect(lines.contains { $0.hasPrefix("\(root)/App/AlbumBadge.swift:4:3: note: [pass-fields] AlbumBadge.track:") }, "\(scan.stdout)")
    #expect(lines.contains { $0.hasPrefix("\(root)/App/Broken.swift:4:") && $0.contains(": warning: syntax error") }, "\(scan.stdout)")
    #expect(lines.count == 3)
  }

  @Test func explainShowsTheExample() throws {
    let run = try CLI.run(["explain", "pass-fields"], in: FileManager.default.temporaryDirectory)
    #expect(run.status == 0)
    #expect(run.stdout.contains("Before:") && run.stdout.contains("After:"))
    #expect(run.stdout.contains("TrackRow(title: item.title, artist: item.artist)"))
  }

  /// `explain rates` renders the catalogue itself: every entry is one line of it.
  @Test func explainRatesListsTheCatalogue() throws {
    let run = try CLI.run(["explain", "rates"], in: FileManager.default.temporaryDirectory)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("HOW RATES ARE FOUND") && run.stdout.contains("WHAT A CHANGE REACHES"))
    #expect(run.stdout.contains("  Timer.scheduledTimer(timeInterval:repeats:): a timer, a Timer's selector, every interval while it repeats"))
    #expect(run.stdout.contains("  Timer.scheduledTimer(withTimeInterval:repeats:): a timer, a Timer's block, every interval while it repeats"))
    #expect(run.stdout.contains("  urlSession(downloadTask:didWriteData:): a stream, URLSession reports a download's progress"))
  }

  /// `explain costs` renders the catalogue of costly calls and the threshold `likely` needs.
  @Test func explainCostsListsTheCostlyCalls() throws {
    let run = try CLI.run(["explain", "costs"], in: FileManager.default.temporaryDirectory)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("HOW A RUN IS WEIGHED") && run.stdout.contains("at least 2 views built a second"))
    #expect(run.stdout.contains("  DateFormatter: a formatter made anew, with its locale and calendar"))
    #expect(run.stdout.contains("  NSAttributedString(data: or html: or markdown: or url:): parses its input"))
    #expect(run.stdout.contains("  .sorted: passes over every element, and sorting compares them"))
  }
}
