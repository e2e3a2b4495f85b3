import SwiftUI

/// The window: a header and a row per download.
struct DownloadsWindow: View {
  @ObservedObject var store: DownloadStore

  var body: some View {
    VStack {
      Text("\(store.downloads.count) downloads")
      List {
        ForEach(store.downloads) { download in
          DownloadRow(download: download)
        }
      }
    }
  }
}

struct DownloadRow: View {
  let download: Download

  var body: some View {
    HStack {
      Text(download.name)
      Text(download.isDone ? "done" : "downloading")
    }
  }
}
