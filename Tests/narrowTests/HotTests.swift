import Foundation
import Testing

/// `narrow hot`: the busy events and the runs they waste, on the feed example, in every format.
@Suite struct HotTests {
  @Test func listsTheScrollAndTheRunItWastesWithTheProposalThatCutsIt() throws {
    let run = try CLI.run(["hot", "Examples/Feed"], in: CLI.packageRoot)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix(
      "FeedModel.didScroll (continuous, ≈60 Hz while it lasts: onScrollGeometryChange at Examples/Feed/FeedViews.swift:9:7: "
        + "every frame of a scroll) runs 13 bodies, 12 for nothing (≈2880 views built a second):"), "\(run.stdout)")
    #expect(run.stdout.contains("  - PostRow (12 bodies), builds 4 views a run"), "every row on screen runs: \(run.stdout)")
    #expect(run.stdout.contains("by a scroll or geometry handler"), "\(run.stdout)")
    #expect(run.stdout.contains("cut by: row-derived-state FeedModel.scrollOffset"), "\(run.stdout)")
  }

  /// Every row on screen runs for each frame: how many rows that is comes from the setting.
  @Test func theRowsOnScreenSettingCountsTheRowsThatRun() throws {
    let flag = try CLI.run(["hot", "--rows-on-screen", "5", "Examples/Feed"], in: CLI.packageRoot)
    #expect(flag.stdout.contains("runs 6 bodies, 5 for nothing (≈1200 views built a second):") && flag.stdout.contains("  - PostRow (5 bodies)"), "\(flag.stdout)")
    let sandbox = try Sandbox(copying: "Examples/Feed")
    defer { sandbox.remove() }
    try sandbox.write(".narrow.json", "{\"model\": {\"rowsOnScreen\": 3}}")
    let configured = try CLI.run(["hot", "."], in: sandbox.root)
    #expect(configured.stdout.contains("runs 4 bodies, 3 for nothing (≈720 views built a second):"), "\(configured.stdout)")
    try sandbox.write(".narrow.json", "{\"model\": {\"rowsOnScreen\": 0}}")
    let refused = try CLI.run(["hot", "."], in: sandbox.root)
    #expect(refused.status == 2 && refused.stderr.contains("model.rowsOnScreen: must be a positive whole number"), "\(refused.stderr)")
  }

  /// `hot` says a review proposal cuts the scroll's run of the rows; `simulate` of the same event
  /// names it too, with why `diff` holds it, instead of saying no proposal changes it.
  @Test func simulateNamesTheHeldProposalThatHotSaysCutsTheRun() throws {
    let run = try CLI.run(["simulate", "FeedModel.didScroll", "Examples/Feed"], in: CLI.packageRoot)
    #expect(run.stdout.contains("No proposal diff writes changes this.\nHeld, not in the after: row-derived-state FeedModel.scrollOffset: needs review"),
      "\(run.stdout)")
    let accepted = try CLI.run(["simulate", "FeedModel.didScroll", "--accept", "review", "Examples/Feed"], in: CLI.packageRoot)
    #expect(accepted.stdout.contains("After row-derived-state FeedModel.scrollOffset:") && !accepted.stdout.contains("Held"), "\(accepted.stdout)")
  }

  /// An app-wide object can run hundreds of views for one change: each event lists the first few
  /// and counts the rest, so that `hot` stays a page long.
  @Test func eachEventListsAFewViewsAndCountsTheRest() throws {
    let views = (1...12).map { number in
      "struct Panel\(number): View {\n  @ObservedObject var app: AppState\n  var body: some View { VStack { Text(app.title); Text(\"\\(\(number))\") } }\n}\n"
    }
    let code = """
      import SwiftUI

      final class AppState: ObservableObject {
        @Published var title = ""
        @Published var tick = 0
        func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick += 1 } }
      }

      """ + views.joined(separator: "\n")
    let box = try Sandbox(files: ["App.swift": Array(code.utf8)], git: false)
    defer { box.remove() }
    let run = try CLI.run(["hot", "."], in: box.root)
    #expect(run.stdout.contains("runs 12 bodies, 12 for nothing"), "\(run.stdout)")
    #expect(run.stdout.components(separatedBy: "\n  - Panel").count - 1 == 8, "\(run.stdout)")
    #expect(run.stdout.contains("  and 4 more views run for nothing (--view NAME shows one; --format json lists every one)"), "\(run.stdout)")
    let json = try CLI.run(["hot", "--format", "json", "."], in: box.root)
    #expect(json.stdout.components(separatedBy: "\"view\" : \"Panel").count - 1 == 12, "JSON lists every one")
  }

  /// An event printed with `›` can be typed with `>`, as a keyboard has it.
  @Test func simulateTakesAnEventTypedWithAnAsciiSeparator() throws {
    let fixture = "Tests/HarnessTests/Fixtures/RowDerivedStateViewOffset/before"
    for typed in ["FeedScreen.body > onScrollGeometryChange", "FeedScreen.body>onScrollGeometryChange", "FeedScreen.body › onScrollGeometryChange"] {
      let run = try CLI.run(["simulate", typed, fixture], in: CLI.packageRoot)
      #expect(run.status == 0 && run.stdout.hasPrefix("FeedScreen.body › onScrollGeometryChange ("), "\(typed): \(run.stdout)\(run.stderr)")
    }
  }

  @Test func jsonAndMarkdownSayTheSame() throws {
    let json = try CLI.run(["hot", "--format", "json", "Examples/Feed"], in: CLI.packageRoot)
    let found = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let paths = found?["paths"] as? [[String: Any]] ?? []
    #expect(paths.first?["event"] as? String == "FeedModel.didScroll" && paths.first?["rate"] as? String == "continuous", "\(json.stdout)")
    #expect((paths.first?["pacing"] as? [String: Any])?["hertz"] as? Double == 60, "\(json.stdout)")
    let wasted = paths.first?["wasted"] as? [[String: Any]] ?? []
    #expect(wasted.first?["cutBy"] as? String == "row-derived-state FeedModel.scrollOffset")
    let markdown = try CLI.run(["hot", "--format", "markdown", "Examples/Feed"], in: CLI.packageRoot)
    #expect(markdown.stdout.contains("## `FeedModel.didScroll` (continuous, ≈60 Hz while it lasts: onScrollGeometryChange at"), "\(markdown.stdout)")
    #expect(markdown.stdout.contains("| `PostRow` | reads FeedModel.scrollOffset | `row-derived-state FeedModel.scrollOffset` |"), "\(markdown.stdout)")
  }

  /// Three writes are listed; the fourth is "1 more write", not "1 more writes".
  @Test func oneWriteBeyondTheListedIsOneMoreWrite() throws {
    let sandbox = try Sandbox(copying: "Examples/Feed")
    defer { sandbox.remove() }
    let feed = try sandbox.text("Feed.swift")
    let writes = "    scrollOffset = offset\n    scrollOffset += 0\n    scrollOffset -= 0\n    scrollOffset *= 1\n"
    try sandbox.write("Feed.swift", feed.replacingOccurrences(of: "    scrollOffset = offset\n", with: writes))
    let run = try CLI.run(["hot", "."], in: sandbox.root)
    #expect(run.stdout.contains("\n  and 1 more write\n"), "\(run.stdout)")
  }

  /// `--limit N` keeps the N events that waste the most runs and counts the rest; 0 lists all.
  @Test func theLimitKeepsTheBusiestAndCountsTheRest() throws {
    let timers = (1...3).map { number in
      """
      struct Item\(number): Equatable { var title = ""; var value = 0 }
      @Observable final class Clock\(number) {
        var item = Item\(number)()
        func start() { Timer.scheduledTimer(withTimeInterval: \(number), repeats: true) { _ in self.item.value += 1 } }
      }
      struct Face\(number): View {
        let clock: Clock\(number)
        var body: some View {
          Title\(number)(item: clock.item)
          Text("\\(clock.item.value)")
        }
      }
      struct Title\(number): View {
        let item: Item\(number)
        var body: some View { Text(item.title) }
      }
      """
    }.joined(separator: "\n")
    let sandbox = try Sandbox(files: ["Clocks.swift": Array(timers.utf8)], git: false)
    defer { sandbox.remove() }
    let limited = try CLI.run(["hot", "--limit", "1", "."], in: sandbox.root)
    #expect(limited.stdout.hasPrefix("Clock1.start › scheduledTimer (continuous, ≈1 Hz"), "\(limited.stdout)")
    #expect(!limited.stdout.contains("Clock2.start") && limited.stdout.contains("2 more events waste runs (--limit 0 lists every one)"), "\(limited.stdout)")
    let all = try CLI.run(["hot", "--limit", "0", "."], in: sandbox.root)
    #expect(all.stdout.contains("Clock3.start") && !all.stdout.contains("--limit 0 lists"), "\(all.stdout)")
  }

  @Test func aViewKeepsItsOwnRunsAndAnUnknownOneExitsTwo() throws {
    let other = try CLI.run(["hot", "--view", "FeedScreen", "Examples/Feed"], in: CLI.packageRoot)
    #expect(other.status == 0 && other.stdout.hasPrefix("No continuous or repeated event runs a body that shows nothing of it."), "\(other.stdout)")
    let unknown = try CLI.run(["hot", "--view", "PostRo", "Examples/Feed"], in: CLI.packageRoot)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no view named PostRo in the scanned code; did you mean PostRow?"), "\(unknown.stderr)")
    let help = try CLI.run(["hot", "--help"], in: CLI.packageRoot)
    #expect(help.stdout.contains("USAGE: narrow hot [PATH…]"))
    let wrong = try CLI.run(["hot", "--format", "sarif", "Examples/Feed"], in: CLI.packageRoot)
    #expect(wrong.status == 2 && wrong.stderr.contains("hot prints text, json or markdown"))
  }
}
