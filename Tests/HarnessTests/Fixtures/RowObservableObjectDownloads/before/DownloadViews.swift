import SwiftUI

struct DownloadList: View {
  @ObservedObject var store: DownloadStore

  var body: some View {
    List(store.downloads) { download in
      DownloadRow(download: download)
    }
  }
}

struct DownloadRow: View {
  let download: Download

  var body: some View {
    HStack {
      Text(download.name)
      Text("\(Int(download.progress * 100)) %")
    }
  }
}
