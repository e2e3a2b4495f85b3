#if os(Linux)
import Foundation
import Testing

/// `narrow report --html FILE`: one page that loads nothing from elsewhere and shows what the JSON
/// reports say; where Chromium is installed, the page is loaded in it and what it shows is read back.
@Suite struct HTMLReportTests {
  private func page(_ example: String) throws -> (html: String, box: Sandbox) {
    let box = try Sandbox(files: [:], git: false)
    try FileManager.default.createDirectory(at: box.root, withIntermediateDirectories: true)
    let path = box.root.appendingPathComponent("report.html").path
    let run = try CLI.run(["report", "--html", path, example], in: CLI.packageRoot)
    #expect(run.status == 0, "\(run.stderr)")
    return (try String(contentsOfFile: path, encoding: .utf8), box)
  }

  /// The proposals `scan` reports and the events `hot` lists, from their JSON reports.
  private func expected(_ example: String) throws -> (targets: [String], events: [String], wasted: [String]) {
    let scan = try CLI.run(["scan", "--format", "json", example], in: CLI.packageRoot)
    let hot = try CLI.run(["hot", "--format", "json", example], in: CLI.packageRoot)
    let proposals = (try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any])?["proposals"] as? [[String: Any]] ?? []
    let paths = (try JSONSerialization.jsonObject(with: Data(hot.stdout.utf8)) as? [String: Any])?["paths"] as? [[String: Any]] ?? []
    return (proposals.compactMap { $0["target"] as? String }, paths.compactMap { $0["event"] as? String },
      paths.flatMap { ($0["wasted"] as? [[String: Any]] ?? []).compactMap { $0["view"] as? String } })
  }

  @Test(arguments: ["Examples/MusicPlayer", "Examples/Feed"])
  func thePageHoldsWhatTheReportsSayAndNeedsNothingElse(_ example: String) throws {
    let (html, box) = try page(example)
    defer { box.remove() }
    let (targets, events, wasted) = try expected(example)
    #expect(!targets.isEmpty && !events.isEmpty)
    for target in targets { #expect(html.contains("data-target=\"\(target)\""), "no proposal \(target)") }
    for event in events { #expect(html.contains("data-event=\"\(event)\""), "no event \(event)") }
    for view in wasted {
      #expect(html.contains("<tr class=\"waste\" data-view=\"\(view)\">"), "\(view) is not marked as run for nothing")
      #expect(html.contains("<figure class=\"graph\" id=\"graph-\(view)\""), "no graph around \(view)")
    }
    #expect(html.contains("<pre class=\"diff\">"))
    if example == "Examples/Feed" {
      // The scroll's rows are cut by a review proposal `diff` holds: the page says why they still run after.
      #expect(html.contains("row-derived-state FeedModel.scrollOffset is held (see its status below)"), "\(html)")
    }
    for outside in ["<script", "<link", "src=", "url(http", "@import"] {
      #expect(!html.contains(outside), "the page loads something: \(outside)")
    }
  }

  /// What Chromium shows, read back from the DOM it built: every proposal, event and run for
  /// nothing of the JSON reports, and a graph drawn for each of those views.
  @Test(.enabled(if: Shell.find("chromium") != nil, "Chromium is not installed: the page is not opened in a browser"))
  func chromiumShowsWhatTheJSONReportsSay() throws {
    let (_, box) = try page("Examples/MusicPlayer")
    defer { box.remove() }
    let (targets, events, wasted) = try expected("Examples/MusicPlayer")
    let url = "file://" + box.root.appendingPathComponent("report.html").path
    let shown = try Shell.run(Shell.find("chromium")!, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url],
      in: box.root, environment: ["HOME": box.root.path])
    #expect(shown.status == 0 && shown.stdout.contains("</html>"), "\(shown.stderr)")
    for target in targets { #expect(shown.stdout.contains(target), "Chromium does not show \(target)") }
    for event in events { #expect(shown.stdout.contains(event), "Chromium does not show \(event)") }
    for view in wasted { #expect(shown.stdout.contains("aria-label=\"update graph around \(view)\""), "no graph of \(view) drawn") }
    let picture = box.root.appendingPathComponent("page.png").path
    let screenshot = try Shell.run(Shell.find("chromium")!, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--window-size=1280,1600", "--screenshot=\(picture)", url], in: box.root, environment: ["HOME": box.root.path])
    #expect(screenshot.status == 0 && FileManager.default.fileExists(atPath: picture), "\(screenshot.stderr)")
  }

  @Test func aPageOverASourceFileIsRefused() throws {
    let run = try CLI.run(["report", "--html", "Examples/MusicPlayer/Player.swift", "Examples/MusicPlayer"], in: CLI.packageRoot)
    #expect(run.status == 2 && run.stderr.contains("names a Swift source file"), "\(run.stderr)")
    let missing = try CLI.run(["report", "Examples/MusicPlayer"], in: CLI.packageRoot)
    #expect(missing.status == 2 && missing.stderr.contains("report needs --html FILE"), "\(missing.stderr)")
  }
}
#endif
