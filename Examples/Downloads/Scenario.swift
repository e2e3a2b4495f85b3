@_spi(NarrowHarness) import SwiftUI

/// Progress arriving for one download at a time, and one download paused.
@MainActor
func makeScenario() -> Scenario {
  let manager = DownloadManager(
    downloads: [
      Download(id: 1, fileName: "Keynote.mov", percent: 10),
      Download(id: 2, fileName: "Podcast.mp3", percent: 40),
      Download(id: 3, fileName: "Manual.pdf", percent: 75),
    ],
    completed: [
      CompletedDownload(id: 10, fileName: "Photos.zip", size: "1.2 GB"),
      CompletedDownload(id: 11, fileName: "Notes.txt", size: "4 KB"),
    ]
  )
  return Scenario(root: DownloadsScreen(manager: manager)) {
    Scenario.Step.repeated("keynote progress", times: 3) { manager.receive(percent: 5, for: 1) }
    Scenario.Step("manual progress") { manager.receive(percent: 25, for: 3) }
    Scenario.Step("pause podcast") { manager.pause(2) }
  }
}
