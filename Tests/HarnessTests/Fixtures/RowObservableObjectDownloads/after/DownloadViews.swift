import SwiftUI

struct DownloadList: View {
  @ObservedObject var store: DownloadStore

  var body: some View {
    List(store.downloads) { download in
      DownloadRow(download: download, state: store.state(for: download))
    }
  }
}

struct DownloadRow: View {
  let download: Download
  @ObservedObject var state: DownloadState

  var body: some View {
    HStack {
      Text(download.name)
      Text("\(Int(state.progress * 100)) %")
    }
  }
}
