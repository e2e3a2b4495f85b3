import SwiftUI

struct DownloadList: View {
  let store: DownloadStore

  var body: some View {
    List(store.downloads) { download in
      DownloadRow(download: download, store: store)
    }
  }
}

/// Shows its download's progress, read by id from the store: today every report of any
/// download runs every row on screen.
struct DownloadRow: View {
  let download: Download
  let store: DownloadStore

  var body: some View {
    HStack {
      Text(download.name)
      Text("\(Int((store.progress(download.id).value ?? 0) * 100)) %")
    }
  }
}
