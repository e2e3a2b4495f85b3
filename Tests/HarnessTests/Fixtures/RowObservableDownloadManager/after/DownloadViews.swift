import SwiftUI

struct DownloadsScreen: View {
  @ObservedObject var manager: DownloadManager

  var body: some View {
    VStack {
      PauseBar(manager: manager)
      List(manager.downloads) { download in
        DownloadRow(download: download, state: manager.state(for: download))
      }
    }
  }
}

struct PauseBar: View {
  @ObservedObject var manager: DownloadManager

  var body: some View {
    Text(manager.isPaused ? "Paused" : "Downloading")
  }
}

struct DownloadRow: View {
  let download: Download
  let state: DownloadState

  var body: some View {
    HStack {
      Text(download.name)
      Text("\(Int(state.progress * 100)) %")
    }
  }
}
